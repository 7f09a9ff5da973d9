import { sql } from 'drizzle-orm';
import { ACTIVE_MEMBER_STATUS } from '#domain/loyalty/member-status.ts';
import { ACCRUAL_JOURNAL_TYPE, BUSINESS_NAME_ATTRIBUTE, PURCHASE_SUBTYPE, REFERRAL_BONUS_SUBTYPE, REFERRAL_REWARD_SUBTYPE, REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { RETURN_JOURNAL_TYPE } from '#domain/pos/returns.ts';
import { withTransactionRetry, type Executor, type Transaction } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import { queueNotification, type Notifier, type QueuedNotification } from '../../notifications/index.ts';
import type { LoyaltyEngine } from '../engine.ts';
import { postRewardPoints } from '../ledger/writer.ts';
import { referralSettingsOf } from './referrals.ts';

/**
 * The referral job (docs/decisions/033-referrals.md), run every REFERRAL_CREDITS_INTERVAL_MS:
 *
 * 1. A pending referral whose friend has made a paid purchase since joining is qualified: the purchase
 *    (its transaction number and time) and the end of its return window are recorded, and the friend's
 *    welcome bonus is paid, in one transaction.
 * 2. A qualified referral whose purchase came back (a till return, or an online order cancelled after
 *    payment) before the window ended is reversed: the referrer gets nothing.
 * 3. A qualified referral whose window has ended without a return is credited: the referrer's reward,
 *    and the `referralReward` message, in one transaction.
 *
 * Each step changes a referral only from the status it read, under the member's Reward Points row lock
 * and the referral's row lock (the ledger's lock order, decision 010), so a second run, a second process
 * or a run after a restart finds the work done and pays nothing twice. The purchase and returns are read
 * from the ledger's journals, so neither the till nor the checkout needs to know about referrals.
 */

export interface ReferralRunResult {
  qualified: number;
  reversed: number;
  credited: number;
}

const BATCH = 200;

/** Whether the purchase has a return journal before `until` (a till return names it; an online cancellation carries its number). */
const returnedBefore = (purchaseColumn: string, memberColumn: string, untilColumn: string) => `exists (
  select 1 from loyalty_transaction_journals rj
  where rj.member_id = ${memberColumn} and rj.activity_date < ${untilColumn}
    and ((rj.journal_type_name = '${RETURN_JOURNAL_TYPE}' and rj.attributes->>'Original_Transaction__c' = ${purchaseColumn})
      or (rj.journal_sub_type_name = 'Points Reversed' and rj.external_transaction_number = ${purchaseColumn})))`;

/** `notifier` null: nobody is told (the demo seed, which writes a history rather than news). */
export async function runReferrals(engine: LoyaltyEngine, notifier: Notifier | null): Promise<ReferralRunResult> {
  const result: ReferralRunResult = { qualified: 0, reversed: 0, credited: 0 };
  const reference = await engine.reference();
  const settings = await referralSettingsOf(engine.db, reference.programId);

  // 1. Pending referrals with a paid purchase since the friend joined: the first one qualifies.
  const pending = resultRows<{ id: string; friend_member_id: string; purchase_number: string; purchased_at: string }>(
    await engine.db.execute(sql`
      select r.id, r.friend_member_id, p.purchase_number, p.purchased_at
      from loyalty_referrals r
      join lateral (
        select j.external_transaction_number as purchase_number, j.activity_date as purchased_at
        from loyalty_transaction_journals j
        where j.member_id = r.friend_member_id and j.journal_type_name = ${ACCRUAL_JOURNAL_TYPE}
          and j.journal_sub_type_name = ${PURCHASE_SUBTYPE} and coalesce(j.transaction_amount, 0) > 0
          and j.external_transaction_number is not null and j.activity_date >= r.created_at
        order by j.activity_date, j.journal_number
        limit 1) p on true
      where r.status = 'pending'
      limit ${BATCH}`),
  );
  for (const row of pending) {
    const purchasedAt = new Date(row.purchased_at);
    const qualified = await withTransactionRetry(engine.db, (tx) =>
      qualify(tx, engine, {
        referralId: row.id,
        friendId: row.friend_member_id,
        purchaseNumber: row.purchase_number,
        purchasedAt,
        windowEndsAt: new Date(purchasedAt.getTime() + settings.returnWindowDays * 86_400_000),
        points: settings.friendPoints,
        programName: reference.programName,
      }),
    );
    if (qualified) result.qualified += 1;
  }

  // 2. A return within the window reverses the referral, whenever the job sees it.
  const reversed = resultRows<{ id: string }>(
    await engine.db.execute(sql`
      update loyalty_referrals r set status = 'reversed', reversed_at = ${engine.now()}
      where r.status = 'qualified' and ${sql.raw(returnedBefore('r.purchase_number', 'r.friend_member_id', 'r.window_ends_at'))}
      returning r.id`),
  );
  result.reversed += reversed.length;

  // 3. Windows that have ended: the referrer is credited.
  const due = resultRows<{ id: string; referrer_member_id: string }>(
    await engine.db.execute(sql`
      select id, referrer_member_id from loyalty_referrals
      where status = 'qualified' and window_ends_at <= ${engine.now()}
      order by window_ends_at
      limit ${BATCH}`),
  );
  for (const row of due) {
    const outcome = await withTransactionRetry(engine.db, (tx) =>
      credit(tx, engine, notifier, { referralId: row.id, referrerId: row.referrer_member_id, points: settings.referrerPoints, programName: reference.programName }),
    );
    if (outcome === 'reversed') result.reversed += 1;
    if (outcome && typeof outcome === 'object') {
      result.credited += 1;
      if (outcome.queued) await notifier?.sendQueued(outcome.queued);
    }
  }
  return result;
}

const lockRewardPoints = (tx: Executor, memberId: string) =>
  tx.execute(sql`select 1 from loyalty_member_currencies where member_id = ${memberId}::uuid and currency_name = ${REWARD_POINTS} for update`);

const isActive = async (tx: Executor, memberId: string) =>
  resultRows<{ status: string }>(await tx.execute(sql`select member_status as status from loyalty_members where id = ${memberId}::uuid`))[0]?.status === ACTIVE_MEMBER_STATUS;

/** Qualifies one pending referral and pays the friend's welcome bonus (none to a blocked member, decision 017). */
async function qualify(
  tx: Transaction,
  engine: LoyaltyEngine,
  q: { referralId: string; friendId: string; purchaseNumber: string; purchasedAt: Date; windowEndsAt: Date; points: number; programName: string },
): Promise<boolean> {
  await lockRewardPoints(tx, q.friendId);
  const bonus = (await isActive(tx, q.friendId)) ? q.points : 0;
  const updated = resultRows<{ id: string }>(
    await tx.execute(sql`
      update loyalty_referrals set status = 'qualified', purchase_number = ${q.purchaseNumber}, purchased_at = ${q.purchasedAt},
        window_ends_at = ${q.windowEndsAt}, friend_points = ${bonus}
      where id = ${q.referralId}::uuid and status = 'pending'
      returning id`),
  );
  if (!updated[0]) return false;
  if (bonus > 0) {
    const posted = await postRewardPoints(tx, engine, {
      memberId: q.friendId,
      journalTypeName: ACCRUAL_JOURNAL_TYPE,
      journalSubTypeName: REFERRAL_BONUS_SUBTYPE,
      activityDate: engine.now(),
      externalTransactionNumber: q.purchaseNumber,
      attributes: { [BUSINESS_NAME_ATTRIBUTE]: q.programName },
      change: bonus,
    });
    if (posted) await tx.execute(sql`update loyalty_referrals set welcome_journal_id = ${posted.journalId}::uuid where id = ${q.referralId}::uuid`);
  }
  return true;
}

/**
 * Credits one referral whose window has ended, unless a return came first (then it is reversed). A
 * blocked referrer is not paid (decision 017); the referral stays qualified and is paid once unblocked.
 */
async function credit(
  tx: Transaction,
  engine: LoyaltyEngine,
  notifier: Notifier | null,
  c: { referralId: string; referrerId: string; points: number; programName: string },
): Promise<{ queued: QueuedNotification | null } | 'reversed' | null> {
  await lockRewardPoints(tx, c.referrerId);
  const rows = resultRows<{ purchase_number: string; returned: boolean; friend_first_name: string; referrer_first_name: string; referrer_email: string; referrer_number: string }>(
    await tx.execute(sql`
      select r.purchase_number, ${sql.raw(returnedBefore('r.purchase_number', 'r.friend_member_id', 'r.window_ends_at'))} as returned,
        fc.first_name as friend_first_name, rc.first_name as referrer_first_name, rc.email as referrer_email, rm.membership_number as referrer_number
      from loyalty_referrals r
      join loyalty_members fm on fm.id = r.friend_member_id join loyalty_contacts fc on fc.id = fm.contact_id
      join loyalty_members rm on rm.id = r.referrer_member_id join loyalty_contacts rc on rc.id = rm.contact_id
      where r.id = ${c.referralId}::uuid and r.status = 'qualified' and r.window_ends_at <= ${engine.now()}
      for update of r`),
  );
  const row = rows[0];
  if (!row) return null;
  if (row.returned) {
    await tx.execute(sql`update loyalty_referrals set status = 'reversed', reversed_at = ${engine.now()} where id = ${c.referralId}::uuid`);
    return 'reversed';
  }
  if (!(await isActive(tx, c.referrerId))) return null;
  let journalId: string | null = null;
  if (c.points > 0) {
    const posted = await postRewardPoints(tx, engine, {
      memberId: c.referrerId,
      journalTypeName: ACCRUAL_JOURNAL_TYPE,
      journalSubTypeName: REFERRAL_REWARD_SUBTYPE,
      activityDate: engine.now(),
      externalTransactionNumber: row.purchase_number,
      attributes: { [BUSINESS_NAME_ATTRIBUTE]: c.programName, Referral_Id__c: c.referralId },
      change: c.points,
    });
    journalId = posted?.journalId ?? null;
  }
  await tx.execute(sql`
    update loyalty_referrals set status = 'credited', credited_at = ${engine.now()}, referrer_points = ${c.points}, credit_journal_id = ${journalId}::uuid
    where id = ${c.referralId}::uuid`);
  const queued =
    c.points > 0 && notifier
      ? await queueNotification(tx, notifier.deps, {
          membershipNumber: row.referrer_number,
          event: 'referralReward',
          values: { name: row.referrer_first_name, points: c.points, friend: row.friend_first_name },
          dedupeKey: `referral:${c.referralId}`,
          email: row.referrer_email,
        })
      : null;
  return { queued };
}
