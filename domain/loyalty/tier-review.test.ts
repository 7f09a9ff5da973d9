import { describe, expect, it } from 'vitest';
import { TIER_THRESHOLDS } from './programme.ts';
import { downgradeWarning, qualifyingPeriodStart, reviewTier, tierHoldThreshold, tierReachedBy, tierReviewDay, type TierRules } from './tier-review.ts';

const rules = (overrides: Partial<TierRules> = {}): TierRules => ({ qualifyingMonths: 12, downgradePolicy: 'oneTierDown', graceDays: 14, policySince: null, ...overrides });

describe('the qualifying period', () => {
  it('counts the days after the same day 12 months earlier', () => {
    expect(qualifyingPeriodStart('2027-03-14', 12)).toBe('2026-03-15');
    expect(qualifyingPeriodStart('2027-03-14', 6)).toBe('2026-09-15');
    // Month ends clamp as the points expiry does (2028-02-29 - 12 months = 2027-02-28).
    expect(qualifyingPeriodStart('2028-02-29', 12)).toBe('2027-03-01');
  });
});

describe('thresholds both ways', () => {
  it('keeps a tier with the Tier Points that reached it', () => {
    expect(tierHoldThreshold('Crew', TIER_THRESHOLDS)).toBeNull();
    expect(tierHoldThreshold('Co-Pilot', TIER_THRESHOLDS)).toBe(10_000_000);
    expect(tierHoldThreshold('Pilot', TIER_THRESHOLDS)).toBe(20_000_000);
  });

  it('recomputes the tier from Tier Points', () => {
    expect(tierReachedBy(0, TIER_THRESHOLDS)).toBe('Crew');
    expect(tierReachedBy(9_999_999, TIER_THRESHOLDS)).toBe('Crew');
    expect(tierReachedBy(10_000_000, TIER_THRESHOLDS)).toBe('Co-Pilot');
    expect(tierReachedBy(20_000_000, TIER_THRESHOLDS)).toBe('Pilot');
  });
});

describe('reviewTier', () => {
  const pilot = { tierName: 'Pilot' as const, tierEffectiveDate: '2026-03-01', tierReviewedOn: null, qualifyingTierPoints: 2_000_000 };

  it('reviews a qualifying period after the tier was reached, or last confirmed', () => {
    expect(tierReviewDay('2026-03-01', null, 12)).toBe('2027-03-01');
    expect(tierReviewDay('2026-03-01', '2027-03-01', 12)).toBe('2028-03-01');
    expect(reviewTier(pilot, rules(), TIER_THRESHOLDS, '2027-02-28')).toEqual({ kind: 'none' });
  });

  it('confirms a member whose qualifying Tier Points still reach the tier', () => {
    expect(reviewTier({ ...pilot, qualifyingTierPoints: 20_000_000 }, rules(), TIER_THRESHOLDS, '2027-03-01')).toEqual({ kind: 'confirmed', reviewDay: '2027-03-01' });
  });

  it('waits the grace period, then moves one tier down', () => {
    expect(reviewTier(pilot, rules(), TIER_THRESHOLDS, '2027-03-01')).toEqual({ kind: 'grace', reviewDay: '2027-03-01', downgradeOn: '2027-03-15', tierName: 'Co-Pilot' });
    expect(reviewTier(pilot, rules(), TIER_THRESHOLDS, '2027-03-14')).toMatchObject({ kind: 'grace' });
    expect(reviewTier(pilot, rules(), TIER_THRESHOLDS, '2027-03-15')).toEqual({ kind: 'downgrade', reviewDay: '2027-03-01', tierName: 'Co-Pilot' });
  });

  it('recomputes from qualifying Tier Points: a Pilot with almost none becomes Crew', () => {
    expect(reviewTier(pilot, rules({ downgradePolicy: 'recompute', graceDays: 0 }), TIER_THRESHOLDS, '2027-03-01')).toEqual({ kind: 'downgrade', reviewDay: '2027-03-01', tierName: 'Crew' });
    const coPilotSpend = { ...pilot, qualifyingTierPoints: 12_000_000 };
    expect(reviewTier(coPilotSpend, rules({ downgradePolicy: 'recompute', graceDays: 0 }), TIER_THRESHOLDS, '2027-03-01')).toMatchObject({ kind: 'downgrade', tierName: 'Co-Pilot' });
  });

  it('never moves anyone down under "never", nor the lowest tier under any policy', () => {
    expect(reviewTier(pilot, rules({ downgradePolicy: 'never' }), TIER_THRESHOLDS, '2030-01-01')).toEqual({ kind: 'none' });
    expect(reviewTier({ ...pilot, tierName: 'Crew' }, rules({ downgradePolicy: 'recompute' }), TIER_THRESHOLDS, '2030-01-01')).toEqual({ kind: 'none' });
  });

  it('starts the grace period no earlier than the policy, so members overdue when it is switched on get their notice', () => {
    expect(reviewTier(pilot, rules({ policySince: '2029-06-01' }), TIER_THRESHOLDS, '2029-06-10')).toEqual({
      kind: 'grace',
      reviewDay: '2027-03-01',
      downgradeOn: '2029-06-15',
      tierName: 'Co-Pilot',
    });
  });
});

describe('downgradeWarning', () => {
  // A Pilot since 2026-01-10: reviewed on 2027-01-10, moved down 14 days later (grace) unless requalified.
  const pilot = { tierName: 'Pilot' as const, tierEffectiveDate: '2026-01-10', tierReviewedOn: null, qualifyingTierPoints: 12_500_000 };

  it('warns within the window before the day the tier would drop, with the rupiah still to spend', () => {
    expect(downgradeWarning(pilot, rules(), TIER_THRESHOLDS, '2026-12-26', 30)).toEqual({ reviewDay: '2027-01-10', downgradeOn: '2027-01-24', shortBy: 7_500_000 });
    // In the grace period after the review, still warned (the same review, so the same once-only key).
    expect(downgradeWarning(pilot, rules(), TIER_THRESHOLDS, '2027-01-15', 30)?.reviewDay).toBe('2027-01-10');
  });

  it('says nothing too early, on or after the day itself, to a member who qualifies, or under "never"', () => {
    expect(downgradeWarning(pilot, rules(), TIER_THRESHOLDS, '2026-12-26', 20)).toBeNull();
    expect(downgradeWarning(pilot, rules(), TIER_THRESHOLDS, '2027-01-24', 30)).toBeNull();
    expect(downgradeWarning({ ...pilot, qualifyingTierPoints: 20_000_000 }, rules(), TIER_THRESHOLDS, '2026-12-24', 30)).toBeNull();
    expect(downgradeWarning(pilot, rules({ downgradePolicy: 'never' }), TIER_THRESHOLDS, '2026-12-24', 30)).toBeNull();
    expect(downgradeWarning({ ...pilot, tierName: 'Crew' }, rules(), TIER_THRESHOLDS, '2026-12-24', 30)).toBeNull();
  });
});
