import { createContext, useContext } from 'react';
import type { AdminSession } from '#domain/back-office/api/admin.ts';
import { hasStaffRole, type StaffRole } from '#domain/identity/roles.ts';

/** The signed-in manager or admin, for the screens inside the back office's layout. */
export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminUser(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminUser outside the back office layout');
  return session;
}

/** Whether the signed-in account may do what `role` may (the server checks the same on every call). */
export function useMayAct(role: StaffRole): boolean {
  return hasStaffRole(useAdminUser().roles, role);
}
