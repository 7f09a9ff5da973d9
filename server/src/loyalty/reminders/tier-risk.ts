import { and, eq, sql } from 'drizzle-orm';
import { ACTIVE_MEMBER_STATUS } from '#domain/loyalty/member-status.ts';
import { isTierName, TIER_POINTS } from '#domain/loyalty/programme.ts';
import { downgradeWarning } from '#domain/loyalty/tier-review.ts';
import { addDaysToDay, type CalendarDay } from '#domain/platform/jakarta-time.ts';
import { withTransactionRetry, type Transaction } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import { loyaltyContacts, loyaltyMemberCurrencies, loyaltyMembers } from '../../platform/db/schema/index.ts';
import { queueNotification, type Notifier, type QueuedNotification } from '../../notifications/index.ts';
import type { LoyaltyEngine, ProgramReference } from '../engine.ts';
import { memberReviewDay } from '../engagement/tier-review.ts';
import { reminderWindowDays } from './points-expiry.ts';

const MEMBERS_PER_PAGE = 200;

/** The reminder's once-only key: one warning per member and review (a member confirmed and short again a year later is warned again). */
const dedupeKeyOf = (membershipNumber: string, reviewDay: CalendarDay) => `tierAtRisk:${membershipNumber}:${reviewDay}`;

/**
 * "At risk of a downgrade" reminders (decisions 031 and 032). Under a policy that moves tiers down, a
 * member whose tier would drop within the reminder window (the points-expiry one, default 30 days) and
 * whose qualifying Tier Points are short today is told once per review what is left to spend and by
 * when, in their language. The claim is the notification's dedupe key, written in the transaction
 * that queues it, so a second run, process or restart tells nobody twice; members already told are not
 * even read again.
 */
export async function remindTiersAtRisk(engine: LoyaltyEngine, notifier: Notifier): Promise<number> {
  const reference = await engine.reference();
  const lowest = reference.tiers[0];
  if (reference.tierRules.downgradePolicy === 'never' || !lowest) return 0;
  const today = engine.today();
  const windowDays = await reminderWindowDays(engine.db, reference.programId);
  const months = reference.tierRules.qualifyingMonths;
  // Grace never ends before the review day, so members whose review is further off than the window are not due.
  const reviewBy = addDaysToDay(today, windowDays);
  let told = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = resultRows<{ id: string }>(
      await engine.db.execute(sql`
        select m.id from loyalty_members m
        where m.tier_id <> ${lowest.id}::uuid and m.member_status = ${ACTIVE_MEMBER_STATUS} and m.id > ${after}::uuid
          and ${memberReviewDay('m', months)} <= ${reviewBy}::date
          and not exists (select 1 from member_notifications n where n.dedupe_key = 'tierAtRisk:' || m.membership_number || ':' ||
            to_char(${memberReviewDay('m', months)}, 'YYYY-MM-DD'))
        order by m.id
        limit ${MEMBERS_PER_PAGE}`),
    );
    for (const { id } of page) {
      const message = await withTransactionRetry(engine.db, (tx) => warnMember(tx, notifier, reference, id, today, windowDays));
      if (message) {
        told += 1;
        await notifier.sendQueued(message);
      }
    }
    const last = page.at(-1);
    if (!last || page.length < MEMBERS_PER_PAGE) return told;
    after = last.id;
  }
}

async function warnMember(tx: Transaction, notifier: Notifier, reference: ProgramReference, memberId: string, today: CalendarDay, windowDays: number): Promise<QueuedNotification | null> {
  const [row] = await tx
    .select({ member: loyaltyMembers, firstName: loyaltyContacts.firstName, email: loyaltyContacts.email, tierPoints: loyaltyMemberCurrencies.pointsBalance })
    .from(loyaltyMembers)
    .innerJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
    .leftJoin(loyaltyMemberCurrencies, and(eq(loyaltyMemberCurrencies.memberId, loyaltyMembers.id), eq(loyaltyMemberCurrencies.currencyName, TIER_POINTS)))
    .where(eq(loyaltyMembers.id, memberId));
  if (!row) return null;
  const tier = reference.tierById(row.member.tierId);
  if (!isTierName(tier.name)) return null;
  const warning = downgradeWarning(
    {
      tierName: tier.name,
      tierEffectiveDate: row.member.tierEffectiveDate,
      tierReviewedOn: row.member.tierReviewedOn,
      qualifyingTierPoints: Math.max(0, (row.tierPoints ?? 0) - row.member.tierPointsBeforePeriod),
    },
    reference.tierRules,
    reference.thresholds,
    today,
    windowDays,
  );
  if (!warning) return null;
  return queueNotification(tx, notifier.deps, {
    membershipNumber: row.member.membershipNumber,
    event: 'tierAtRisk',
    values: { name: row.firstName, tier: tier.name, amount: warning.shortBy, date: warning.downgradeOn },
    dedupeKey: dedupeKeyOf(row.member.membershipNumber, warning.reviewDay),
    email: row.email || null,
  });
}
