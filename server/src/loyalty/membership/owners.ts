import { eq } from 'drizzle-orm';
import type { MembershipLinkWay, MyMembership } from '#domain/loyalty/api/membership.ts';
import type { Executor } from '../../platform/db/client.ts';
import { membershipOwners } from '../../platform/db/schema/index.ts';
import { Conflict } from '../../platform/errors.ts';
import type { Text } from '#domain/texts/index.ts';

const NO_MEMBERSHIP: MyMembership = { membershipNumber: null, linkedVia: null };

const asMembership = (row: { membershipNumber: string; linkedVia: string }): MyMembership => ({
  membershipNumber: row.membershipNumber,
  linkedVia: row.linkedVia as MembershipLinkWay,
});

/** The membership an account owns, or NO_MEMBERSHIP. */
export async function membershipOf(db: Executor, userId: string): Promise<MyMembership> {
  const [row] = await db.select().from(membershipOwners).where(eq(membershipOwners.userId, userId));
  return row ? asMembership(row) : NO_MEMBERSHIP;
}

/** The account that owns a membership, or null. */
export async function ownerOf(db: Executor, membershipNumber: string): Promise<string | null> {
  const [row] = await db.select({ userId: membershipOwners.userId }).from(membershipOwners).where(eq(membershipOwners.membershipNumber, membershipNumber));
  return row?.userId ?? null;
}

export const LINKED_ELSEWHERE: Text = { key: 'loyalty.errors.linkedElsewhere' };
export const accountLinkedTo = (membershipNumber: string): Text => ({ key: 'loyalty.errors.accountLinked', values: { membershipNumber } });

/**
 * Links an account to a membership. Both sides are unique in the table, so of two concurrent links
 * one inserts and the other finds the row it lost to: linking the same pair again is a no-op that
 * answers the link; anything else is a 409 saying which side is taken.
 */
export async function linkMembership(db: Executor, userId: string, membershipNumber: string, via: MembershipLinkWay): Promise<MyMembership> {
  const inserted = await db.insert(membershipOwners).values({ userId, membershipNumber, linkedVia: via }).onConflictDoNothing().returning();
  if (inserted[0]) return asMembership(inserted[0]);
  const mine = await membershipOf(db, userId);
  if (mine.membershipNumber === membershipNumber) return mine;
  if (mine.membershipNumber) throw new Conflict(accountLinkedTo(mine.membershipNumber));
  throw new Conflict(LINKED_ELSEWHERE);
}
