import { sql } from 'drizzle-orm';
import { addDaysToDay } from '#domain/platform/jakarta-time.ts';
import { ACTIVE_MEMBER_STATUS } from '#domain/loyalty/member-status.ts';
import { REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { withTransactionRetry, type Executor, type Transaction } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import { pointsExpiryReminders } from '../../platform/db/schema/index.ts';
import { queueNotification, type Notifier, type QueuedNotification } from '../../notifications/index.ts';
import type { LoyaltyEngine } from '../engine.ts';
import { bucketRemaining, openBucket } from '../ledger/sql-fragments.ts';

export interface ReminderResult {
  /** Members told this run. */
  members: number;
  /** Batches (a member's points expiring on one day) announced this run. */
  batches: number;
}

const MEMBERS_PER_PAGE = 200;

/** The programme's reminder window in days (loyalty_programs.points_expiry_reminder_days; the back office sets it). */
export async function reminderWindowDays(executor: Executor, programId: string): Promise<number> {
  const result = await executor.execute(sql`select points_expiry_reminder_days as days from loyalty_programs where id = ${programId}`);
  return Number(resultRows<{ days: number }>(result)[0]?.days ?? 30);
}

/**
 * Points-expiry reminders (decision 032). A batch is the Reward Points of a member that expire on one
 * day; each batch expiring within the programme's window (default 30 days) is announced once, in the
 * member's language, by e-mail and by WhatsApp where the member consented. One run tells each member
 * once, about every batch that entered the window since the last reminder: the points that expire
 * from the earliest of them.
 *
 * Safe to run as often as wanted, in several processes, and after downtime: each batch is claimed in
 * points_expiry_reminders in the transaction that queues its reminder, under an advisory lock per
 * member, so a second run (or process) finds it claimed and tells nobody again. Blocked members are
 * not told (their points cannot be used); their batches stay unclaimed.
 *
 * The tier's "at risk of a downgrade" reminder (tier-risk.ts) runs beside this one in the reminders job
 * (server/src/jobs.ts), with the same window.
 */
export async function remindExpiringPoints(engine: LoyaltyEngine, notifier: Notifier): Promise<ReminderResult> {
  const reference = await engine.reference();
  const today = engine.today();
  const until = addDaysToDay(today, await reminderWindowDays(engine.db, reference.programId));
  const result: ReminderResult = { members: 0, batches: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    // From loyalty_point_buckets_open_due (expiration date, member id): the window's buckets only.
    const page = await engine.db.execute(sql`
      select distinct b.member_id from loyalty_point_buckets b
      where b.expiration_date > ${today}::date and b.expiration_date <= ${until}::date and ${sql.raw(openBucket('b'))}
        and b.member_id > ${after}::uuid
        and not exists (select 1 from points_expiry_reminders r where r.member_id = b.member_id and r.expiration_date = b.expiration_date)
      order by b.member_id
      limit ${MEMBERS_PER_PAGE}`);
    const memberIds = resultRows<{ member_id: string }>(page).map((row) => row.member_id);
    for (const memberId of memberIds) {
      const queued = await withTransactionRetry(engine.db, (tx) => remindMember(tx, notifier, memberId, today, until));
      if (queued) {
        result.members += 1;
        result.batches += queued.batches;
        await notifier.sendQueued(queued.notification);
      }
    }
    const last = memberIds.at(-1);
    if (!last || memberIds.length < MEMBERS_PER_PAGE) return result;
    after = last;
  }
}

interface ExpiringBatch {
  membership_number: string;
  first_name: string;
  email: string;
  member_status: string;
  expiration_date: string;
  points: string | number;
  balance: string | number;
}

/** One member's reminder: claims their unannounced batches in the window and queues one message about them. */
async function remindMember(
  tx: Transaction,
  notifier: Notifier,
  memberId: string,
  today: string,
  until: string,
): Promise<{ notification: QueuedNotification; batches: number } | null> {
  // One reminder at a time per member: a second process waits here, then finds the batches claimed.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`points_expiry_reminder:${memberId}`}, 0))`);
  const result = await tx.execute(sql`
    select m.membership_number, c.first_name, c.email, m.member_status, b.expiration_date::text as expiration_date,
      sum(${sql.raw(bucketRemaining('b'))}) as points,
      (select mc.points_balance from loyalty_member_currencies mc where mc.member_id = m.id and mc.currency_name = ${REWARD_POINTS}) as balance
    from loyalty_point_buckets b
    join loyalty_members m on m.id = b.member_id
    join loyalty_contacts c on c.id = m.contact_id
    where b.member_id = ${memberId}::uuid and b.expiration_date > ${today}::date and b.expiration_date <= ${until}::date and ${sql.raw(openBucket('b'))}
      and not exists (select 1 from points_expiry_reminders r where r.member_id = b.member_id and r.expiration_date = b.expiration_date)
    group by m.id, m.membership_number, c.first_name, c.email, m.member_status, b.expiration_date
    order by b.expiration_date`);
  const batches = resultRows<ExpiringBatch>(result);
  const first = batches[0];
  if (!first || first.member_status !== ACTIVE_MEMBER_STATUS) return null;
  const notification = await queueNotification(tx, notifier.deps, {
    membershipNumber: first.membership_number,
    event: 'pointsExpiry',
    values: {
      name: first.first_name,
      points: batches.reduce((sum, batch) => sum + Number(batch.points), 0),
      date: first.expiration_date,
      balance: Number(first.balance ?? 0),
    },
    dedupeKey: `pointsExpiry:${first.membership_number}:${first.expiration_date}`,
    email: first.email,
  });
  if (!notification) return null;
  await tx
    .insert(pointsExpiryReminders)
    .values(batches.map((batch) => ({ memberId, expirationDate: batch.expiration_date, notificationId: notification.id })))
    .onConflictDoNothing();
  return { notification, batches: batches.length };
}
