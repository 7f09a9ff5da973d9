import { describe, expect, it } from 'vitest';
import { hasStaffRole } from './roles.ts';

describe('hasStaffRole: admin ⊃ manager ⊃ cashier', () => {
  it('a cashier may act as a cashier, not as a manager or admin', () => {
    expect(hasStaffRole(['cashier'], 'cashier')).toBe(true);
    expect(hasStaffRole(['cashier'], 'manager')).toBe(false);
    expect(hasStaffRole(['cashier'], 'admin')).toBe(false);
  });
  it('a manager may act as a cashier and a manager; an admin as anyone', () => {
    expect(hasStaffRole(['manager'], 'cashier')).toBe(true);
    expect(hasStaffRole(['manager'], 'admin')).toBe(false);
    expect(hasStaffRole(['admin'], 'cashier')).toBe(true);
    expect(hasStaffRole(['admin'], 'manager')).toBe(true);
  });
  it('no role, or an unknown one, is no staff role', () => {
    expect(hasStaffRole([], 'cashier')).toBe(false);
    expect(hasStaffRole(['shopper', 'Cashier'], 'cashier')).toBe(false);
  });
});
