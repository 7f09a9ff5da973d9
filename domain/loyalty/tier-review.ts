/**
 * Tiers that move both ways (docs/decisions/031-birthdays-and-tiers.md). A tier is earned with the Tier
 * Points of a qualifying period (the months before today, 12 by default) and kept until its review, a
 * qualifying period after it was reached or last confirmed. At the review a member whose qualifying Tier
 * Points no longer reach their tier follows the programme's downgrade policy, after a grace period. Pure
 * rules, shared by the daily review job and the back office's form; days are Jakarta calendar days.
 */
import { addDaysToDay, addMonthsToDay, type CalendarDay } from '../platform/jakarta-time.ts';
import { TIER_NAMES, type TierName, type TierThresholds } from './programme.ts';

/** What happens at a review to a member whose qualifying Tier Points no longer reach their tier. */
export const DOWNGRADE_POLICIES = ['never', 'oneTierDown', 'recompute'] as const;
export type DowngradePolicy = (typeof DOWNGRADE_POLICIES)[number];

/**
 * The programme's rules for tiers (loyalty_programs, decision 021: rules live in the database). Migration
 * 0027's defaults: 12 months rolling and the policy 'never', so a deployment does not start moving
 * members' tiers before an admin chooses a policy.
 */
export interface TierRules {
  /** The qualifying period: Tier Points of the months before today count. */
  qualifyingMonths: number;
  downgradePolicy: DowngradePolicy;
  /** Days between a review that finds the member short and the downgrade: time to requalify. */
  graceDays: number;
  /** The day the policy last changed: grace never starts before it (no downgrade without notice). */
  policySince: CalendarDay | null;
}

/** Tier change reasons on the member (loyalty_members.tier_change_reason, the hosted service's tierChangeReason). */
export const TIER_CHANGE_REASONS = { enrollment: 'Enrollment', upgrade: 'Upgrade', downgrade: 'Downgrade' } as const;

/**
 * The first day whose Tier Points count today: the day after the same day `months` earlier, so Tier
 * Points earned on a day stop counting on the day, `months` later, that their Reward Points expire.
 */
export function qualifyingPeriodStart(today: CalendarDay, months: number): CalendarDay {
  return addDaysToDay(addMonthsToDay(today, -months), 1);
}

const tierIndex = (tierName: TierName) => TIER_NAMES.indexOf(tierName);

/**
 * The Tier Points a member of `tierName` needs in the qualifying period to keep it: the threshold of the
 * tier below (which is what reaching it took, loyalty-pos.md §4). Null for the lowest tier.
 */
export function tierHoldThreshold(tierName: TierName, thresholds: TierThresholds): number | null {
  const below = TIER_NAMES[tierIndex(tierName) - 1];
  return below === undefined ? null : thresholds[below];
}

/** The tier that `tierPoints` reach from the bottom (the "recompute" policy): Crew, then each threshold climbs one. */
export function tierReachedBy(tierPoints: number, thresholds: TierThresholds): TierName {
  let reached: TierName = TIER_NAMES[0];
  for (const tier of TIER_NAMES.slice(1)) {
    const hold = tierHoldThreshold(tier, thresholds);
    if (hold === null || tierPoints < hold) break;
    reached = tier;
  }
  return reached;
}

/** The day a tier is reviewed: a qualifying period after it was reached (or last confirmed, if later). */
export function tierReviewDay(tierEffectiveDate: CalendarDay, tierReviewedOn: CalendarDay | null, months: number): CalendarDay {
  const from = tierReviewedOn !== null && tierReviewedOn > tierEffectiveDate ? tierReviewedOn : tierEffectiveDate;
  return addMonthsToDay(from, months);
}

export interface MemberTierStanding {
  tierName: TierName;
  tierEffectiveDate: CalendarDay;
  /** The last review that confirmed the tier; null when none did since it was reached. */
  tierReviewedOn: CalendarDay | null;
  /** Tier Points earned in the qualifying period. */
  qualifyingTierPoints: number;
}

export type TierReview =
  /** No review today: the lowest tier, the policy "never", or the review day is ahead. */
  | { kind: 'none' }
  /** Reviewed and the qualifying Tier Points still reach the tier: confirmed until the next review. */
  | { kind: 'confirmed'; reviewDay: CalendarDay }
  /** Short at the review, within the grace period: the member may still requalify (at risk). */
  | { kind: 'grace'; reviewDay: CalendarDay; downgradeOn: CalendarDay; tierName: TierName }
  /** Short at the review and the grace period is over. */
  | { kind: 'downgrade'; reviewDay: CalendarDay; tierName: TierName };

/**
 * The daily review of one member (decision 031). A member who was short at the review and requalifies in
 * the grace period (by buying) is confirmed on the next run. "One tier down" drops one tier per review;
 * "recompute" drops to the tier the qualifying Tier Points reach.
 */
export function reviewTier(member: MemberTierStanding, rules: TierRules, thresholds: TierThresholds, today: CalendarDay): TierReview {
  const hold = tierHoldThreshold(member.tierName, thresholds);
  if (hold === null || rules.downgradePolicy === 'never') return { kind: 'none' };
  const reviewDay = tierReviewDay(member.tierEffectiveDate, member.tierReviewedOn, rules.qualifyingMonths);
  if (reviewDay > today) return { kind: 'none' };
  if (member.qualifyingTierPoints >= hold) return { kind: 'confirmed', reviewDay };

  const tierName =
    rules.downgradePolicy === 'oneTierDown' ? (TIER_NAMES[tierIndex(member.tierName) - 1] ?? TIER_NAMES[0]) : tierReachedBy(member.qualifyingTierPoints, thresholds);
  const graceFrom = rules.policySince !== null && rules.policySince > reviewDay ? rules.policySince : reviewDay;
  const downgradeOn = addDaysToDay(graceFrom, rules.graceDays);
  if (today < downgradeOn) return { kind: 'grace', reviewDay, downgradeOn, tierName };
  return { kind: 'downgrade', reviewDay, tierName };
}

/** A member to warn before a review moves them down: the day it would, and the Tier Points (rupiah) still to earn. */
export interface DowngradeWarning {
  reviewDay: CalendarDay;
  downgradeOn: CalendarDay;
  shortBy: number;
}

/**
 * Whether to warn a member that their tier is at risk (decision 031): the policy moves tiers down, the
 * day it would move them is within `windowDays` (the reminders' window) and still ahead, and their
 * qualifying Tier Points today are short of what keeps the tier. A member who buys enough before then
 * is confirmed at the review; one warning per review day (the reminder's key carries it).
 */
export function downgradeWarning(member: MemberTierStanding, rules: TierRules, thresholds: TierThresholds, today: CalendarDay, windowDays: number): DowngradeWarning | null {
  const hold = tierHoldThreshold(member.tierName, thresholds);
  if (hold === null || rules.downgradePolicy === 'never' || member.qualifyingTierPoints >= hold) return null;
  const reviewDay = tierReviewDay(member.tierEffectiveDate, member.tierReviewedOn, rules.qualifyingMonths);
  const graceFrom = rules.policySince !== null && rules.policySince > reviewDay ? rules.policySince : reviewDay;
  const downgradeOn = addDaysToDay(graceFrom, rules.graceDays);
  if (downgradeOn <= today || downgradeOn > addDaysToDay(today, windowDays)) return null;
  return { reviewDay, downgradeOn, shortBy: hold - member.qualifyingTierPoints };
}
