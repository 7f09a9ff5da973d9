/**
 * What a purchase earns (ARCHITECTURE "The loyalty engine"): Reward Points by the amount paid and the
 * member's tier, Tier Points by the amount paid. The POS, the storefront and the engine all earn by
 * these; the back office edits the rate (the engine reads it from the database, these are its seeds).
 */

/** ARCHITECTURE "The loyalty engine": Reward Points per Rp 1,000 paid (Crew x1, Co-Pilot x1.25, Pilot x1.5 below). */
const RUPIAH_PER_REWARD_POINT_EARNED = 1000;

/**
 * The earning rate as the engine reads it from the database (decision 021: the admin changes it; the
 * constants above are its seed values): Reward Points = floor(paid / rupiahPerPoint) x the tier's
 * multiplier in percent / 100, rounded down. An unknown tier earns at 100%.
 */
export interface EarningRules {
  rupiahPerPoint: number;
  multiplierPercent: Readonly<Partial<Record<string, number>>>;
}

export const DEFAULT_EARNING_RULES: EarningRules = {
  rupiahPerPoint: RUPIAH_PER_REWARD_POINT_EARNED,
  multiplierPercent: { Crew: 100, 'Co-Pilot': 125, Pilot: 150 },
};

/**
 * ARCHITECTURE "The loyalty engine": Reward Points for a POS order = floor(amount paid / 1,000) x the
 * tier multiplier, rounded down to whole points. The amount paid is the order total after voucher and
 * points. An unknown tier earns at the base rate.
 */
export function accruedRewardPoints(amountPaid: number, tierName: string, rules: EarningRules = DEFAULT_EARNING_RULES): number {
  const percent = rules.multiplierPercent[tierName] ?? 100;
  const units = Math.floor(Math.max(0, amountPaid) / rules.rupiahPerPoint);
  // Integer arithmetic: 1.25 x 7 is 8.75 exactly, never 8.749999….
  return Math.floor((units * percent) / 100);
}

/**
 * The most Reward Points an amount paid can ever earn under `rules`: floor(paid / rupiahPerPoint) x the
 * highest tier multiplier (at least 100%, what an unknown tier earns). A sale is never credited more.
 */
export function rewardPointsCeiling(amountPaid: number, rules: EarningRules = DEFAULT_EARNING_RULES): number {
  const percent = Math.max(100, ...Object.values(rules.multiplierPercent).map((p) => p ?? 0));
  return Math.floor((Math.floor(Math.max(0, amountPaid) / rules.rupiahPerPoint) * percent) / 100);
}

/** ARCHITECTURE "The loyalty engine": Tier Points = the amount paid in rupiah. */
export function accruedTierPoints(amountPaid: number): number {
  return Math.max(0, amountPaid);
}
