import { eq, sql } from 'drizzle-orm';
import { BIRTHDAY_CATCH_UP_DAYS, birthdayToPay } from '#domain/loyalty/birthday.ts';
import { ACTIVE_MEMBER_STATUS } from '#domain/loyalty/member-status.ts';
import { ACCRUAL_JOURNAL_TYPE, BIRTHDAY_BONUS_SUBTYPE, BUSINESS_NAME_ATTRIBUTE, REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { addDaysToDay, jakartaDayOfInstant, type CalendarDay } from '#domain/platform/jakarta-time.ts';
import { withTransactionRetry, type Executor } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import { loyaltyBirthdayBonuses, loyaltyMembers } from '../../platform/db/schema/index.ts';
import { queueNotification, type Notifier, type QueuedNotification } from '../../notifications/index.ts';
import type { LoyaltyEngine } from '../engine.ts';
import { postRewardPoints } from '../ledger/writer.ts';

/**
 * The birthday bonus (loyalty-pos.md §2 and §9; docs/decisions/031-birthdays-and-tiers.md): a daily job
 * (run every hour, so it pays soon after midnight in Jakarta and catches up after downtime) gives each
 * active member the programme's bonus on their birthday, through the ledger's one writer. Safe with
 * several processes and without the jobs' leader lock: a member's year is claimed in
 * loyalty_birthday_bonuses in the same transaction as the journal, so a second run, a second process or
 * a run after a restart finds it claimed and pays nothing.
 */

export interface BirthdayRunResult {
  paid: number;
  points: number;
  /** Birthdays of the day not paid because the birth date was set less than 30 days before. */
  refused: number;
}

const MEMBERS_PER_BATCH = 500;

interface BirthdayRow {
  member_id: string;
  membership_number: string;
  first_name: string;
  email: string;
  birth_date: string;
  set_at: string | null;
}

/** month * 100 + day of a date column: the expression of the index loyalty_contacts_birthday (migration 0027). */
const birthdayKey = (column: string) => `(extract(month from ${column})::int * 100 + extract(day from ${column})::int)`;

const keyOf = (day: CalendarDay) => Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));

/** The birthday keys whose bonus may be due today: today and the catch-up days before it, 29 February on 28 February. */
function dueKeys(today: CalendarDay): number[] {
  const keys = new Set<number>();
  for (let back = 0; back < BIRTHDAY_CATCH_UP_DAYS; back += 1) {
    const day = addDaysToDay(today, -back);
    keys.add(keyOf(day));
    // In a year without 29 February, its members have their birthday on the 28th.
    if (day.slice(5) === '02-28' && addDaysToDay(day, 1).slice(5) === '03-01') keys.add(229);
  }
  return [...keys];
}

/**
 * One run of the job. With a `notifier` (the job's; the demo seed pays its history without one) each
 * member paid is wished a happy birthday with the points, queued in the transaction that pays them
 * under the key 'birthday:{membership}:{year}', so the message is as once-only as the bonus.
 */
export async function payBirthdayBonuses(engine: LoyaltyEngine, notifier?: Notifier): Promise<BirthdayRunResult> {
  const result: BirthdayRunResult = { paid: 0, points: 0, refused: 0 };
  const reference = await engine.reference();
  const points = reference.birthdayBonusPoints;
  if (points <= 0) return result;
  const today = engine.today();
  const thisYear = Number(today.slice(0, 4));
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    // Members whose birthday may be due, without a claim for this year or last (the year decides below).
    const rows = resultRows<BirthdayRow>(
      await engine.db.execute(sql`
        select m.id as member_id, m.membership_number, c.first_name, c.email, c.birth_date::text as birth_date, c.birth_date_set_at as set_at
        from loyalty_contacts c
        join loyalty_members m on m.contact_id = c.id
        where ${sql.raw(birthdayKey('c.birth_date'))} = any(${`{${dueKeys(today).join(',')}}`}::int[])
          and m.member_status = ${ACTIVE_MEMBER_STATUS} and m.id > ${after}::uuid
          and not exists (select 1 from loyalty_birthday_bonuses b
                          where b.member_id = m.id and b.birthday_year in (${thisYear}, ${thisYear - 1})
                            and b.paid_on > ${addDaysToDay(today, -BIRTHDAY_CATCH_UP_DAYS)}::date)
        order by m.id
        limit ${MEMBERS_PER_BATCH}`),
    );
    for (const row of rows) {
      const setOn = row.set_at === null ? null : jakartaDayOfInstant(new Date(row.set_at));
      const due = birthdayToPay({ birthDate: row.birth_date, birthDateSetOn: setOn }, today);
      if (!due.pay) {
        if (due.reason === 'setTooRecently') result.refused += 1;
        continue;
      }
      const year = due.year;
      const paid = await withTransactionRetry(engine.db, async (tx) => {
        if (!(await payBirthdayBonus(tx, engine, { memberId: row.member_id, year, points, activityDate: engine.now(), programName: reference.programName }))) return null;
        const message: QueuedNotification | null = notifier
          ? await queueNotification(tx, notifier.deps, {
              membershipNumber: row.membership_number,
              event: 'birthday',
              values: { name: row.first_name, points },
              dedupeKey: `birthday:${row.membership_number}:${year}`,
              email: row.email || null,
            })
          : null;
        return { message };
      });
      if (paid) {
        result.paid += 1;
        result.points += points;
        if (paid.message) await notifier?.sendQueued(paid.message);
      }
    }
    if (rows.length < MEMBERS_PER_BATCH) break;
    after = rows.at(-1)?.member_id ?? after;
  }
  return result;
}

/**
 * Pays one member's birthday bonus of `year` in the caller's transaction, unless that year is claimed
 * already (then nothing is written and it returns false). The demo seed pays its history with it.
 */
export async function payBirthdayBonus(
  tx: Executor,
  engine: LoyaltyEngine,
  bonus: { memberId: string; year: number; points: number; activityDate: Date; programName: string },
): Promise<boolean> {
  // The member's Reward Points row first (the lock order of decision 010): two runs for one member queue
  // here, and the second finds the first one's claim.
  await tx.execute(sql`
    select 1 from loyalty_member_currencies
    where member_id = ${bonus.memberId}::uuid and currency_name = ${REWARD_POINTS} for update`);
  const [member] = await tx.select({ status: loyaltyMembers.memberStatus }).from(loyaltyMembers).where(eq(loyaltyMembers.id, bonus.memberId));
  // A blocked member neither earns nor redeems (decision 017); unblocked within the catch-up days, they are paid then.
  if (member?.status !== ACTIVE_MEMBER_STATUS) return false;
  const claimed = await tx
    .insert(loyaltyBirthdayBonuses)
    .values({ memberId: bonus.memberId, birthdayYear: bonus.year, paidOn: jakartaDayOfInstant(bonus.activityDate), points: bonus.points })
    .onConflictDoNothing()
    .returning({ year: loyaltyBirthdayBonuses.birthdayYear });
  if (claimed.length === 0) return false;
  await postRewardPoints(tx, engine, {
    memberId: bonus.memberId,
    journalTypeName: ACCRUAL_JOURNAL_TYPE,
    journalSubTypeName: BIRTHDAY_BONUS_SUBTYPE,
    activityDate: bonus.activityDate,
    attributes: { [BUSINESS_NAME_ATTRIBUTE]: bonus.programName, Birthday_Year__c: String(bonus.year) },
    change: bonus.points,
  });
  return true;
}
