import { and, asc, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import { USERS_PAGE_SIZE, type AdminUser, type UserListResponse } from '#domain/back-office/api/admin.ts';
import { STAFF_ROLES, type StaffRole } from '#domain/identity/roles.ts';
import type { Database } from '../../platform/db/client.ts';
import { adminManagerStores, identityAccounts, posStores } from '../../platform/db/schema/index.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import { likePrefix } from '../../platform/db/sql.ts';
import { backOfficeWrite } from '../../platform/audit.ts';
import { assignedStoreIds, revokeAccountSessions } from '../../identity/index.ts';

type AccountRow = typeof identityAccounts.$inferSelect;

/** Staff roles in their fixed order (cashier, manager, admin); anything else an account holds is left out. */
const staffRolesOf = (roles: readonly string[]): StaffRole[] => STAFF_ROLES.filter((role) => roles.includes(role));

const toAdminUser = (row: AccountRow, storeIds: string[]): AdminUser => ({
  userId: row.userId,
  email: row.email,
  name: row.name,
  roles: staffRolesOf(row.roles),
  storeIds,
  blocked: row.blocked,
  createdAt: row.createdAt.toISOString(),
});

/** Accounts of the embedded provider by e-mail; `q` matches the start of the e-mail or of a word of the name. */
export async function listUsers(db: Database, q: string, after: string | undefined): Promise<UserListResponse> {
  const text = q.trim().toLowerCase();
  const rows = await db
    .select()
    .from(identityAccounts)
    .where(
      and(
        text
          ? or(
              like(identityAccounts.email, likePrefix(text)),
              like(sql`lower(${identityAccounts.name})`, likePrefix(text)),
              like(sql`lower(${identityAccounts.name})`, `% ${likePrefix(text)}`),
            )
          : undefined,
        after ? gt(identityAccounts.email, after) : undefined,
      ),
    )
    .orderBy(asc(identityAccounts.email))
    .limit(USERS_PAGE_SIZE + 1);
  const page = rows.slice(0, USERS_PAGE_SIZE);
  const [assigned, stores] = await Promise.all([
    page.length === 0
      ? []
      : db
          .select({ userId: adminManagerStores.userId, storeId: adminManagerStores.storeId })
          .from(adminManagerStores)
          .where(inArray(adminManagerStores.userId, page.map((row) => row.userId)))
          .orderBy(asc(adminManagerStores.storeId)),
    db.select({ storeId: posStores.storeId, name: posStores.name, brand: posStores.brand }).from(posStores).orderBy(asc(posStores.brand), asc(posStores.position)),
  ]);
  const storesOf = (userId: string) => assigned.filter((row) => row.userId === userId).map((row) => row.storeId);
  return {
    users: page.map((row) => toAdminUser(row, storesOf(row.userId))),
    nextAfter: rows.length > USERS_PAGE_SIZE ? (page.at(-1)?.email ?? null) : null,
    stores,
  };
}

/**
 * Sets an account's staff roles (other roles it may hold stay). The change reaches the roles claim of
 * the next access token the provider issues (identity/claims.ts), i.e. at the next sign-in or renewal;
 * a removed role also stops the tokens issued before, at once (decision 034).
 */
export async function setUserRoles(db: Database, actor: Principal, userId: string, roles: StaffRole[]): Promise<AdminUser> {
  if (userId === actor.sub && !roles.includes('admin')) {
    throw new Conflict({ key: 'backOffice.errors.users.ownAdminRole' });
  }
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(identityAccounts).where(eq(identityAccounts.userId, userId)).for('update');
    if (!current) throw new NotFound({ key: 'backOffice.errors.users.notFound', values: { id: userId } });
    const before = staffRolesOf(current.roles);
    const after = staffRolesOf(roles);
    const others = current.roles.filter((role) => !STAFF_ROLES.includes(role as StaffRole));
    // A role taken away ends the account's access tokens at their next request, in every process
    // (decision 034); its refresh tokens stay and renew into tokens with the roles it has now.
    const removed = before.some((role) => !after.includes(role));
    const [updated] = await tx
      .update(identityAccounts)
      .set({ roles: [...others, ...after], updatedAt: new Date(), ...(removed ? { tokenGeneration: sql`${identityAccounts.tokenGeneration} + 1` } : {}) })
      .where(eq(identityAccounts.userId, userId))
      .returning();
    if (!updated) throw new NotFound({ key: 'backOffice.errors.users.notFound', values: { id: userId } });
    const unchanged = before.length === after.length && before.every((role, i) => role === after[i]);
    return {
      result: toAdminUser(updated, await assignedStoreIds(tx, userId)),
      audit: unchanged ? null : { action: 'user.roles', entity: 'user', entityId: userId, before: { email: current.email, roles: before }, after: { email: current.email, roles: after } },
    };
  });
}

/**
 * Blocks or unblocks an account (decision 034). Blocking ends everything at once, in this transaction:
 * the token generation goes up (its access tokens are refused at their next request, in every process)
 * and its provider sessions, grants and refresh tokens are deleted; the provider then refuses its sign-in.
 * Blocking or unblocking twice changes (and logs) nothing.
 */
export async function setUserBlocked(db: Database, actor: Principal, userId: string, blocked: boolean): Promise<AdminUser> {
  if (userId === actor.sub && blocked) throw new Conflict({ key: 'backOffice.errors.users.ownBlock' });
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(identityAccounts).where(eq(identityAccounts.userId, userId)).for('update');
    if (!current) throw new NotFound({ key: 'backOffice.errors.users.notFound', values: { id: userId } });
    const storeIds = await assignedStoreIds(tx, userId);
    if (current.blocked === blocked) return { result: toAdminUser(current, storeIds), audit: null };
    const [updated] = await tx
      .update(identityAccounts)
      .set({ blocked, updatedAt: new Date(), ...(blocked ? { tokenGeneration: sql`${identityAccounts.tokenGeneration} + 1` } : {}) })
      .where(eq(identityAccounts.userId, userId))
      .returning();
    if (!updated) throw new NotFound({ key: 'backOffice.errors.users.notFound', values: { id: userId } });
    if (blocked) await revokeAccountSessions(tx, userId);
    return {
      result: toAdminUser(updated, storeIds),
      audit: { action: blocked ? 'user.block' : 'user.unblock', entity: 'user', entityId: userId, before: { email: current.email, blocked: current.blocked }, after: { email: current.email, blocked } },
    };
  });
}

/**
 * Sets the stores a manager manages (decision 017): the whole set is replaced. An empty set means
 * every store (head office). Every id must be a store of pos_stores.
 */
export async function setManagerStores(db: Database, actor: Principal, userId: string, storeIds: string[]): Promise<AdminUser> {
  const wanted = [...new Set(storeIds)].sort();
  if (wanted.length > 0) {
    const known = await db.select({ storeId: posStores.storeId }).from(posStores).where(inArray(posStores.storeId, wanted));
    const unknown = wanted.filter((id) => !known.some((row) => row.storeId === id));
    if (unknown.length > 0) {
      const message = { key: 'backOffice.errors.users.unknownStores', values: { ids: unknown.map((id) => `'${id}'`).join(', ') } } as const;
      throw new InvalidInput(message, { storeIds: message });
    }
  }
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(identityAccounts).where(eq(identityAccounts.userId, userId)).for('update');
    if (!current) throw new NotFound({ key: 'backOffice.errors.users.notFound', values: { id: userId } });
    const before = await assignedStoreIds(tx, userId);
    const unchanged = before.length === wanted.length && before.every((id, i) => id === wanted[i]);
    if (!unchanged) {
      await tx.delete(adminManagerStores).where(eq(adminManagerStores.userId, userId));
      if (wanted.length > 0) await tx.insert(adminManagerStores).values(wanted.map((storeId) => ({ userId, storeId })));
    }
    return {
      result: toAdminUser(current, wanted),
      audit: unchanged ? null : { action: 'user.stores', entity: 'user', entityId: userId, before: { email: current.email, storeIds: before }, after: { email: current.email, storeIds: wanted } },
    };
  });
}
