import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CASHIER_ROLE, hasStaffRole } from '#domain/identity/roles.ts';
import { authActions, RequireAuth, useAuth } from '../identity/index.ts';
import { ErrorBlock, LoadingBlock } from '../../ui/page-states.tsx';
import { usePublicConfig } from '../../ui/shop-identity.ts';
import { Button } from '../../ui/button.tsx';
import { useT } from '../../texts/texts.tsx';

/** The claims of a JWT access token, without verifying it: the server does that on every call. */
function tokenClaims(token: string | undefined): Record<string, unknown> {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Whether the signed-in account's access token carries the cashier role. */
function useIsStaff(userId: string | undefined) {
  const config = usePublicConfig();
  const rolesClaim = config.data?.rolesClaim;
  const staff = useQuery({
    queryKey: ['pos', 'is-staff', userId ?? null, rolesClaim ?? null],
    queryFn: async () => {
      const roles = tokenClaims(await authActions.getAccessToken())[rolesClaim!];
      return Array.isArray(roles) && hasStaffRole(roles.map(String), CASHIER_ROLE);
    },
    enabled: rolesClaim !== undefined,
    staleTime: Infinity,
  });
  return { ...staff, error: config.error ?? staff.error, isPending: config.isPending || staff.isPending };
}

/**
 * The POS is for store staff (decision 006): a signed-out visitor is sent to sign in and comes back here;
 * a signed-in account without the cashier role sees that the page is for staff only. The server
 * checks the same role on every POS call, so this gate is for the person, not for security.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <StaffCheck>{children}</StaffCheck>
    </RequireAuth>
  );
}

function StaffCheck({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, logout } = useAuth();
  const staff = useIsStaff(user?.sub);
  if (staff.error) return <div className="mx-auto max-w-md px-4 py-16"><ErrorBlock error={staff.error} onRetry={() => void staff.refetch()} /></div>;
  if (staff.isPending) return <LoadingBlock label={t('pos.staff.checking')} />;
  if (staff.data) return <>{children}</>;
  return (
    <div role="alert" className="mx-4 my-16 max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:mx-auto">
      <h2 className="text-xl font-bold text-ink">{t('pos.staff.title')}</h2>
      <p className="mt-2 text-slate-700">
        {t('pos.staff.body', { who: user?.email ?? user?.name ?? t('pos.staff.aShopper') })}
      </p>
      <Button onClick={() => void logout()} size="md" className="mt-5 px-6">
        {t('pos.staff.signOut')}
      </Button>
    </div>
  );
}
