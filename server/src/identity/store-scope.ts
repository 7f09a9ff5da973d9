import { asc, eq, inArray } from 'drizzle-orm';
import { hasStaffRole } from '#domain/identity/roles.ts';
import type { Executor } from '../platform/db/client.ts';
import { adminManagerStores } from '../platform/db/schema/index.ts';

/**
 * The stores a manager manages (docs/decisions/017-back-office.md "Managers' stores").
 * null = every store: an admin always, and a manager with no store assigned (head office).
 */
export type StoreScope = string[] | null;

/** The stores assigned to an account, in store-id order (one lookup on the primary key). */
export async function assignedStoreIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ storeId: adminManagerStores.storeId }).from(adminManagerStores).where(eq(adminManagerStores.userId, userId)).orderBy(asc(adminManagerStores.storeId));
  return rows.map((row) => row.storeId);
}

/** The stores of several accounts at once (one query), by user id; an account without any is absent. */
export async function assignedStoresByUser(db: Executor, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: adminManagerStores.userId, storeId: adminManagerStores.storeId })
    .from(adminManagerStores)
    .where(inArray(adminManagerStores.userId, userIds))
    .orderBy(asc(adminManagerStores.storeId));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.storeId]);
  return byUser;
}

/** The scope of an account with these roles and assigned stores: every store for an admin, else the stores (none: all). */
export const scopeFrom = (roles: readonly string[], stores: string[]): StoreScope =>
  hasStaffRole(roles, 'admin') || stores.length === 0 ? null : stores;

/** What a signed-in member of staff sees: every store for an admin, else their assigned stores (none: all). */
export async function storeScopeOf(db: Executor, who: { sub: string; roles: readonly string[] }): Promise<StoreScope> {
  if (hasStaffRole(who.roles, 'admin')) return null;
  return scopeFrom(who.roles, await assignedStoreIds(db, who.sub));
}

export const inScope = (scope: StoreScope, storeId: string) => scope === null || scope.includes(storeId);
