import { and, asc, eq, gt, like, or, sql } from 'drizzle-orm';
import { USERS_PAGE_SIZE, type AdminUser, type UserListResponse } from '#domain/api/admin.ts';
import { STAFF_ROLES, type StaffRole } from '#domain/roles.ts';
import type { Database } from '../db/client.ts';
import { identityAccounts } from '../db/schema/index.ts';
import { Conflict, NotFound } from '../errors.ts';
import type { Principal } from '../http/auth.ts';
import { likePrefix } from '../pos/member-search.ts';
import { backOfficeWrite } from './audit.ts';

type AccountRow = typeof identityAccounts.$inferSelect;

/** Staff roles in their fixed order (cashier, manager, admin); anything else an account holds is left out. */
const staffRolesOf = (roles: readonly string[]): StaffRole[] => STAFF_ROLES.filter((role) => roles.includes(role));

const toAdminUser = (row: AccountRow): AdminUser => ({
  userId: row.userId,
  email: row.email,
  name: row.name,
  roles: staffRolesOf(row.roles),
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
  return { users: page.map(toAdminUser), nextAfter: rows.length > USERS_PAGE_SIZE ? (page.at(-1)?.email ?? null) : null };
}

/**
 * Sets an account's staff roles (other roles it may hold stay). The change reaches the roles claim of
 * the next access token the provider issues (identity/claims.ts), i.e. at the next sign-in or renewal.
 */
export async function setUserRoles(db: Database, actor: Principal, userId: string, roles: StaffRole[]): Promise<AdminUser> {
  if (userId === actor.sub && !roles.includes('admin')) {
    throw new Conflict('You cannot remove your own admin role: ask another administrator.');
  }
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(identityAccounts).where(eq(identityAccounts.userId, userId)).for('update');
    if (!current) throw new NotFound(`No account with id '${userId}'.`);
    const before = staffRolesOf(current.roles);
    const after = staffRolesOf(roles);
    const others = current.roles.filter((role) => !STAFF_ROLES.includes(role as StaffRole));
    const [updated] = await tx
      .update(identityAccounts)
      .set({ roles: [...others, ...after], updatedAt: new Date() })
      .where(eq(identityAccounts.userId, userId))
      .returning();
    if (!updated) throw new NotFound(`No account with id '${userId}'.`);
    const unchanged = before.length === after.length && before.every((role, i) => role === after[i]);
    return {
      result: toAdminUser(updated),
      audit: unchanged ? null : { action: 'user.roles', entity: 'user', entityId: userId, before: { email: current.email, roles: before }, after: { email: current.email, roles: after } },
    };
  });
}
