import { asc, eq } from 'drizzle-orm';
import { hasStaffRole } from '#domain/roles.ts';
import type { Executor } from '../db/client.ts';
import { adminManagerStores } from '../db/schema/index.ts';

/**
 * The stores a manager manages (issue 16 §1, docs/decisions/017-back-office.md "Managers' stores").
 * null = every store: an admin always, and a manager with no store assigned (head office).
 */
export type StoreScope = string[] | null;

/** The stores assigned to an account, in store-id order (one lookup on the primary key). */
export async function assignedStoreIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ storeId: adminManagerStores.storeId }).from(adminManagerStores).where(eq(adminManagerStores.userId, userId)).orderBy(asc(adminManagerStores.storeId));
  return rows.map((row) => row.storeId);
}

/** What a signed-in member of staff sees: every store for an admin, else their assigned stores (none: all). */
export async function storeScopeOf(db: Executor, who: { sub: string; roles: readonly string[] }): Promise<StoreScope> {
  if (hasStaffRole(who.roles, 'admin')) return null;
  const stores = await assignedStoreIds(db, who.sub);
  return stores.length === 0 ? null : stores;
}

export const inScope = (scope: StoreScope, storeId: string) => scope === null || scope.includes(storeId);
