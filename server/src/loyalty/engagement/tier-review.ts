import { and, eq, sql } from 'drizzle-orm';
import { isTierName, REWARD_POINTS, TIER_POINTS } from '#domain/loyalty/programme.ts';
import { reviewTier, TIER_CHANGE_REASONS, type TierReview } from '#domain/loyalty/tier-review.ts';
import type { CalendarDay } from '#domain/platform/jakarta-time.ts';
import { withTransactionRetry, type Transaction } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import { loyaltyContacts, loyaltyMemberCurrencies, loyaltyMembers, loyaltyTierPeriodProgress } from '../../platform/db/schema/index.ts';
import { queueNotification, tierChangeNotice, type Notifier, type QueuedNotification } from '../../notifications/index.ts';
import type { LoyaltyEngine, ProgramReference } from '../engine.ts';
import { recordTierDowngrade } from '../ledger/writer.ts';
import { refreshTierPointsBeforePeriod } from './tier-period.ts';

/**
 * The daily tier review (docs/decisions/031-birthdays-and-tiers.md). Once a Jakarta day (the job runs
 * every hour; later runs of the day find it done), it brings every member's Tier Points of the
 * qualifying period up to date (tier-period.ts), then reviews the members whose review day has come:
 * confirmed while their qualifying Tier Points reach their tier, otherwise moved down by the programme's
 * policy once the grace period is over, with a 'Tier Change' journal. A run after downtime reviews what
 * came due meanwhile. Safe with several processes: each member is reviewed under their rows' locks and
 * a second run finds the review done. Returns never drop a tier: they lower Tier Points, and the review
 * applies the policy.
 */

export interface TierReviewResult {
  /** False when today's review had already run. */
  ran: boolean;
  /** Members whose Tier Points before the qualifying period changed. */
  refreshed: number;
  confirmed: number;
  downgraded: number;
  /** Short at the review, within the grace period (at risk of a downgrade). */
  inGrace: number;
}

const MEMBERS_PER_BATCH = 500;

/**
 * One run of the job. With a `notifier` (the job's; the demo seed reviews without one) a member moved
 * down is told, in the transaction that moves them, under the key 'tierChange:{membership}:down:{day}'.
 */
export async function reviewTiers(engine: LoyaltyEngine, notifier?: Notifier): Promise<TierReviewResult> {
  const result: TierReviewResult = { ran: false, refreshed: 0, confirmed: 0, downgraded: 0, inGrace: 0 };
  const today = engine.today();
  const reference = await engine.reference();
  const { qualifyingMonths } = reference.tierRules;
  const [progress] = await engine.db.select().from(loyaltyTierPeriodProgress).where(eq(loyaltyTierPeriodProgress.programId, reference.programId));
  const since = progress && progress.qualifyingMonths === qualifyingMonths ? progress.doneThrough : null;
  if (since !== null && since >= today) return result;

  result.ran = true;
  result.refreshed = await refreshTierPointsBeforePeriod(engine.db, today, qualifyingMonths, since);
  if (reference.tierRules.downgradePolicy !== 'never') await reviewDueMembers(engine, reference, today, result, notifier);
  await engine.db
    .insert(loyaltyTierPeriodProgress)
    .values({ programId: reference.programId, doneThrough: today, qualifyingMonths })
    .onConflictDoUpdate({
      target: loyaltyTierPeriodProgress.programId,
      set: {
        doneThrough: sql`case when excluded.qualifying_months = ${loyaltyTierPeriodProgress.qualifyingMonths}
          then greatest(${loyaltyTierPeriodProgress.doneThrough}, excluded.done_through) else excluded.done_through end`,
        qualifyingMonths: sql`excluded.qualifying_months`,
      },
    });
  return result;
}

/**
 * A member's review day in SQL (alias `m` of loyalty_members): domain tierReviewDay, a qualifying period
 * after the tier was reached or last confirmed; PostgreSQL's month arithmetic clamps month ends the same way.
 */
export const memberReviewDay = (alias: string, months: number) =>
  sql`(greatest(${sql.raw(alias)}.tier_effective_date, coalesce(${sql.raw(alias)}.tier_reviewed_on, ${sql.raw(alias)}.tier_effective_date)) + make_interval(months => ${months}))::date`;

async function reviewDueMembers(engine: LoyaltyEngine, reference: ProgramReference, today: CalendarDay, result: TierReviewResult, notifier: Notifier | undefined): Promise<void> {
  const lowest = reference.tiers[0];
  const months = reference.tierRules.qualifyingMonths;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    // Members above the lowest tier whose review day has come.
    const due = resultRows<{ id: string }>(
      await engine.db.execute(sql`
        select m.id from loyalty_members m
        where m.tier_id <> ${lowest?.id ?? null}::uuid and m.id > ${after}::uuid
          and ${memberReviewDay('m', months)} <= ${today}::date
        order by m.id
        limit ${MEMBERS_PER_BATCH}`),
    );
    for (const { id } of due) {
      const { review, message } = await withTransactionRetry(engine.db, (tx) => reviewMember(tx, engine, reference, id, today, notifier));
      if (message) await notifier?.sendQueued(message);
      if (review.kind === 'confirmed') result.confirmed += 1;
      else if (review.kind === 'downgrade') result.downgraded += 1;
      else if (review.kind === 'grace') result.inGrace += 1;
    }
    if (due.length < MEMBERS_PER_BATCH) break;
    after = due.at(-1)?.id ?? after;
  }
}

async function reviewMember(
  tx: Transaction,
  engine: LoyaltyEngine,
  reference: ProgramReference,
  memberId: string,
  today: CalendarDay,
  notifier: Notifier | undefined,
): Promise<{ review: TierReview; message: QueuedNotification | null }> {
  // The lock order of every writer of a member (decision 010): Reward Points row, Tier Points row, member.
  await tx.execute(sql`select 1 from loyalty_member_currencies where member_id = ${memberId}::uuid and currency_name = ${REWARD_POINTS} for update`);
  const [tierPoints] = await tx
    .select({ balance: loyaltyMemberCurrencies.pointsBalance })
    .from(loyaltyMemberCurrencies)
    .where(and(eq(loyaltyMemberCurrencies.memberId, memberId), eq(loyaltyMemberCurrencies.currencyName, TIER_POINTS)))
    .for('update');
  const [member] = await tx.select().from(loyaltyMembers).where(eq(loyaltyMembers.id, memberId)).for('update');
  if (!member) return { review: { kind: 'none' }, message: null };
  const tier = reference.tierById(member.tierId);
  if (!isTierName(tier.name)) return { review: { kind: 'none' }, message: null };
  const qualifyingTierPoints = Math.max(0, (tierPoints?.balance ?? 0) - member.tierPointsBeforePeriod);
  const review = reviewTier(
    { tierName: tier.name, tierEffectiveDate: member.tierEffectiveDate, tierReviewedOn: member.tierReviewedOn, qualifyingTierPoints },
    reference.tierRules,
    reference.thresholds,
    today,
  );
  if (review.kind === 'confirmed') {
    await tx.update(loyaltyMembers).set({ tierReviewedOn: review.reviewDay }).where(eq(loyaltyMembers.id, memberId));
  } else if (review.kind === 'downgrade') {
    await tx
      .update(loyaltyMembers)
      .set({ tierId: reference.tierByName(review.tierName).id, tierEffectiveDate: today, tierChangeReason: TIER_CHANGE_REASONS.downgrade, tierReviewedOn: null })
      .where(eq(loyaltyMembers.id, memberId));
    await recordTierDowngrade(tx, engine, { memberId, fromTier: tier.name, toTier: review.tierName, qualifyingTierPoints, activityDate: engine.now() });
    if (notifier) {
      const [contact] = await tx.select({ firstName: loyaltyContacts.firstName, email: loyaltyContacts.email }).from(loyaltyContacts).where(eq(loyaltyContacts.id, member.contactId));
      const message = await queueNotification(
        tx,
        notifier.deps,
        tierChangeNotice({ membershipNumber: member.membershipNumber, name: contact?.firstName ?? '', email: contact?.email ?? null, tier: review.tierName, direction: 'down', date: today, cause: today }),
      );
      return { review, message };
    }
  }
  return { review, message: null };
}
