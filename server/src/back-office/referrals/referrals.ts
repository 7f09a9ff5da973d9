import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import { LOYALTY_PROGRAM_NAME } from '#domain/loyalty/programme.ts';
import { REFERRAL_STATUSES, type ReferralStatus, type RefusalReason } from '#domain/loyalty/referrals.ts';
import { REFERRALS_PAGE_SIZE, type ReferralList, type ReferralSettings, type referralSettingsForm } from '#domain/back-office/referrals.ts';
import { backOfficeWrite } from '../../platform/audit.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { loyaltyContacts, loyaltyMembers, loyaltyPrograms, loyaltyReferrals } from '../../platform/db/schema/index.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';

// ---------------------------------------------------------------- the referral rules (decision 033)

export async function getReferralSettings(executor: Database | Transaction): Promise<ReferralSettings> {
  const [program] = await executor.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.name, LOYALTY_PROGRAM_NAME));
  if (!program) throw new NotFound({ key: 'backOffice.errors.programme.notSetUp' });
  return {
    version: program.version,
    referrerPoints: program.referralReferrerPoints,
    friendPoints: program.referralFriendPoints,
    returnWindowDays: program.referralReturnWindowDays,
    monthlyLimit: program.referralMonthlyLimit,
  };
}

/**
 * The referral rules from now on: a purchase already qualified keeps the window it was given, a friend
 * already paid keeps the bonus; the referrer's reward is the one in force when the window ends. The
 * programme's version is the optimistic check shared with its other forms (one row, one version).
 */
export async function updateReferralSettings(db: Database, actor: Principal, form: z.output<typeof referralSettingsForm>): Promise<ReferralSettings> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [program] = await tx.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.name, LOYALTY_PROGRAM_NAME)).for('update');
    if (!program) throw new NotFound({ key: 'backOffice.errors.programme.notSetUp' });
    if (program.version !== form.version) throw new Conflict({ key: 'backOffice.errors.programme.stale' });
    const before = await getReferralSettings(tx);
    const after = { referrerPoints: form.referrerPoints, friendPoints: form.friendPoints, returnWindowDays: form.returnWindowDays, monthlyLimit: form.monthlyLimit };
    const { version: _version, ...was } = before;
    if (JSON.stringify(was) === JSON.stringify(after)) return { result: before, audit: null };
    await tx
      .update(loyaltyPrograms)
      .set({
        referralReferrerPoints: after.referrerPoints,
        referralFriendPoints: after.friendPoints,
        referralReturnWindowDays: after.returnWindowDays,
        referralMonthlyLimit: after.monthlyLimit,
        version: program.version + 1,
      })
      .where(eq(loyaltyPrograms.id, program.id));
    return {
      result: await getReferralSettings(tx),
      audit: { action: 'referrals.update', entity: 'loyalty-programme', entityId: program.name, before: was, after },
    };
  });
}

// ---------------------------------------------------------------- the list

const referrer = alias(loyaltyMembers, 'referrer');
const referrerContact = alias(loyaltyContacts, 'referrer_contact');
const friend = alias(loyaltyMembers, 'friend');
const friendContact = alias(loyaltyContacts, 'friend_contact');

const fullName = (contact: { firstName: string; lastName: string }) => `${contact.firstName} ${contact.lastName}`.trim();
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The rows after a page's last one (join instant, then id: several friends may join in one instant). */
function afterCursor(before: string | undefined) {
  if (!before) return undefined;
  const [instant = '', id = ''] = before.split('~');
  const at = new Date(instant);
  return or(lt(loyaltyReferrals.createdAt, at), and(eq(loyaltyReferrals.createdAt, at), lt(loyaltyReferrals.id, id)));
}

/** Referrals newest first, a page at a time, by status, with the count of each status. */
export async function listReferrals(db: Database, filters: { status?: ReferralStatus | undefined; before?: string | undefined }): Promise<ReferralList> {
  const [rows, totals] = await Promise.all([
    db
      .select({ referral: loyaltyReferrals, referrer, referrerContact, friend, friendContact })
      .from(loyaltyReferrals)
      .innerJoin(referrer, eq(referrer.id, loyaltyReferrals.referrerMemberId))
      .innerJoin(referrerContact, eq(referrerContact.id, referrer.contactId))
      .innerJoin(friend, eq(friend.id, loyaltyReferrals.friendMemberId))
      .innerJoin(friendContact, eq(friendContact.id, friend.contactId))
      .where(
        and(
          filters.status ? eq(loyaltyReferrals.status, filters.status) : undefined,
          afterCursor(filters.before),
        ),
      )
      .orderBy(desc(loyaltyReferrals.createdAt), desc(loyaltyReferrals.id))
      .limit(REFERRALS_PAGE_SIZE + 1),
    db.select({ status: loyaltyReferrals.status, n: count() }).from(loyaltyReferrals).groupBy(loyaltyReferrals.status),
  ]);
  const counts = Object.fromEntries(REFERRAL_STATUSES.map((status) => [status, 0])) as ReferralList['counts'];
  for (const total of totals) if (total.status in counts) counts[total.status as ReferralStatus] = total.n;
  const page = rows.slice(0, REFERRALS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    counts,
    referrals: page.map((row) => ({
      id: row.referral.id,
      referrer: { membershipNumber: row.referrer.membershipNumber, name: fullName(row.referrerContact) },
      friend: { membershipNumber: row.friend.membershipNumber, name: fullName(row.friendContact), email: row.friendContact.email },
      code: row.referral.code,
      status: row.referral.status as ReferralStatus,
      refusalReason: row.referral.refusalReason as RefusalReason | null,
      joinedAt: row.referral.createdAt.toISOString(),
      purchaseNumber: row.referral.purchaseNumber,
      purchasedAt: iso(row.referral.purchasedAt),
      windowEndsAt: iso(row.referral.windowEndsAt),
      creditedAt: iso(row.referral.creditedAt),
      reversedAt: iso(row.referral.reversedAt),
      referrerPoints: row.referral.referrerPoints,
      friendPoints: row.referral.friendPoints,
    })),
    nextBefore: rows.length > REFERRALS_PAGE_SIZE && last ? `${last.referral.createdAt.toISOString()}~${last.referral.id}` : null,
  };
}
