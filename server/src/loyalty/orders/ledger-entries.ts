import { accruedRewardPoints, accruedTierPoints, rewardPointsCeiling, type EarningRules } from '#domain/loyalty/earning.ts';
import type { CalendarDay } from '#domain/platform/jakarta-time.ts';
import {
  ACCRUAL_JOURNAL_TYPE,
  BUSINESS_NAME_ATTRIBUTE,
  pointsExpirationDay,
  PURCHASE_SUBTYPE,
  REDEEM_POINTS_SUBTYPE,
  REDEMPTION_JOURNAL_TYPE,
  REWARD_POINTS,
  TIER_POINTS,
} from '#domain/loyalty/programme.ts';
import type { CheckedOrder } from './checks.ts';
import type { OrderLedgerEntries } from './order-plan.ts';

/**
 * The ledger entries of a checked order, which loyalty_place_order books with the balances: a
 * 'Redemption' journal for the points redeemed, an 'Accrual' journal for the Reward and Tier Points
 * earned on what was paid (domain/loyalty/earning.ts, at the member's tier), and the bucket those
 * Reward Points go into, expiring 12 months from today. None without a member.
 */
export function orderLedgerEntries(
  checked: CheckedOrder,
  env: { today: CalendarDay; earning: EarningRules; uuid(): string },
): OrderLedgerEntries {
  const { member, totals, store } = checked;
  // Never more than the programme's rate gives for what was paid, whatever the tier read says.
  const pointsEarned = member ? Math.min(accruedRewardPoints(totals.total, member.tierName, env.earning), rewardPointsCeiling(totals.total, env.earning)) : 0;
  const tierPointsEarned = member ? accruedTierPoints(totals.total) : 0;
  const businessName = { [BUSINESS_NAME_ATTRIBUTE]: store.name };

  const entries: OrderLedgerEntries = { pointsEarned, tierPointsEarned, journals: [], pointsChanges: [], bucket: null };
  if (member && totals.pointsRedeemed > 0) {
    const id = env.uuid();
    entries.journals.push({ id, type_name: REDEMPTION_JOURNAL_TYPE, sub_type_name: REDEEM_POINTS_SUBTYPE, transaction_amount: totals.pointsRedeemed, attributes: businessName });
    entries.pointsChanges.push({ id: env.uuid(), journal_id: id, currency_name: REWARD_POINTS, change_in_points: -totals.pointsRedeemed });
  }
  if (member && (pointsEarned > 0 || tierPointsEarned > 0)) {
    const id = env.uuid();
    entries.journals.push({ id, type_name: ACCRUAL_JOURNAL_TYPE, sub_type_name: PURCHASE_SUBTYPE, transaction_amount: totals.total, attributes: businessName });
    if (pointsEarned > 0) {
      entries.pointsChanges.push({ id: env.uuid(), journal_id: id, currency_name: REWARD_POINTS, change_in_points: pointsEarned });
      entries.bucket = { id: env.uuid(), journalId: id, expirationDate: pointsExpirationDay(env.today), points: pointsEarned };
    }
    if (tierPointsEarned > 0) {
      entries.pointsChanges.push({ id: env.uuid(), journal_id: id, currency_name: TIER_POINTS, change_in_points: tierPointsEarned });
    }
  }
  return entries;
}
