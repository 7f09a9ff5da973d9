/**
 * Staff roles, carried in the access token's namespaced roles claim (ARCHITECTURE "Access levels").
 * Each role includes the ones before it: an admin may do what a manager may, a manager what a cashier may.
 */
export const STAFF_ROLES = ['cashier', 'manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role that may use the POS. */
export const CASHIER_ROLE: StaffRole = 'cashier';

/** Whether an account with these roles may act as `needed` (admin ⊃ manager ⊃ cashier). */
export function hasStaffRole(roles: readonly string[], needed: StaffRole): boolean {
  const rank = STAFF_ROLES.indexOf(needed);
  return roles.some((role) => {
    const held = STAFF_ROLES.indexOf(role as StaffRole);
    return held >= rank;
  });
}
