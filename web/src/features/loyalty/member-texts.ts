/**
 * The member area's texts derived from loyalty data (loyalty-pos.md §2). Pure, so the exact wording
 * and number formats are unit-tested; the components only place them.
 */
import type { EarningRates, RewardCatalogItem } from '#domain/loyalty/api/members.ts';
import { formatPoints } from '#domain/pos/pricing.ts';
import { type VoucherType, voucherCapText } from '#domain/loyalty/vouchers.ts';
import { BIRTHDAY_BONUS_POINTS, formatJakartaDate, REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { RETURN_HISTORY_LABELS } from '#domain/pos/returns.ts';

/** loyalty-pos.md §9: the loyalty view shows rupiah without decimals. */

/**
 * loyalty-pos.md §2: 'Transaksi {amount} untuk naik level', only when the amount is not zero. The top
 * tier has no level above (nextTierName null): it is never told to "naik level".
 */
export function nextLevelLine(amountToNextTier: number, nextTierName: string | null): string | null {
  if (nextTierName === null) return TOP_TIER_LINE;
  return amountToNextTier > 0 ? `Transaksi ${formatRupiah(amountToNextTier)} untuk naik level` : null;
}

const TOP_TIER_LINE = 'Kamu sudah di level tertinggi. Terima kasih!';

/** 'Tukar Poin' asks first, naming the points and the reward. */
export const redeemQuestion = (reward: Pick<RewardCatalogItem, 'Name' | 'Points__c'>) =>
  `Tukar ${formatPoints(reward.Points__c)} poin dengan ${reward.Name}?`;

/** Points still missing for a reward; null when the balance pays it. */
export function missingPoints(reward: Pick<RewardCatalogItem, 'Points__c'>, balance: number): number | null {
  return balance >= reward.Points__c ? null : reward.Points__c - balance;
}

export const missingPointsText = (missing: number) => `Kurang ${formatPoints(missing)} poin`;

/** The 'Reward Points' balance (§3: that currency is the one shown); 0 when the member has none. */
export function rewardPointsBalance(currencies: readonly { loyaltyMemberCurrencyName: string; pointsBalance: number }[]): number {
  return currencies.find((currency) => currency.loyaltyMemberCurrencyName === REWARD_POINTS)?.pointsBalance ?? 0;
}

/** §2: the maximum-cap line of discount vouchers ('10% up to Rp25.000'); null for anything else. */
export function capText(voucher: { type: VoucherType; discountPercent: number | null; maxDiscount?: number | null | undefined }): string | null {
  return voucher.type === 'DiscountPercentage' && voucher.discountPercent !== null ? voucherCapText(voucher.discountPercent, voucher.maxDiscount) : null;
}

export const rewardCapText = (reward: Pick<RewardCatalogItem, 'VoucherType__c' | 'DiscountPercent__c'>) =>
  capText({ type: reward.VoucherType__c, discountPercent: reward.DiscountPercent__c });

/** §2 voucher card: 'Berlaku hingga {expirationDate}', the date in Indonesian. */
export const validUntilText = (expirationDate: string) => `Berlaku hingga ${formatJakartaDate(expirationDate)}`;

/** §2 points page: how many points expire on which date. */
export const expiringPointsText = (expiring: { points: number; date: string }) =>
  `${formatPoints(expiring.points)} poin akan hangus pada ${formatJakartaDate(expiring.date)}`;

/** §2 points page: the signed points change of a history row ('+1.250', '-2.000', '0'). */
export function pointsChangeText(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : formatPoints(points);
}

/** A history row's title: the journal's sub-type, or for a return what it did to the points (decision 016). */
export const historyRowLabel = (typeName: string) => RETURN_HISTORY_LABELS[typeName] ?? typeName;

/** §2: the change is green when it is 0 or above and red when negative. */
export const isGain = (points: number) => points >= 0;

export interface TierBenefit {
  title: string;
  text: string;
}

/**
 * §2 'Keuntungan {tier} Member': shopping points, partner promos and the 5.000-point birthday bonus.
 * The shopping rate is the one the engine earns by, as the back office set it (ARCHITECTURE: points per
 * `rupiahPerPoint` paid, times the tier's multiplier; a tier the rates do not name earns the base rate).
 */
export function tierBenefits(tierName: string, rates: EarningRates): TierBenefit[] {
  // A multiplier has at most two decimals (the back office's rule): '1,25', '1,5', '1'.
  const points = (rates.tiers.find((tier) => tier.name === tierName)?.multiplier ?? 1).toLocaleString('id-ID');
  return [
    { title: 'Poin Belanja', text: `${points} poin untuk setiap ${formatRupiah(rates.rupiahPerPoint)} belanja di Grand Lucky dan Erafone.` },
    { title: 'Promo Partner', text: 'Promo dan diskon khusus member dari partner-partner kami.' },
    { title: 'Bonus Ulang Tahun', text: `${formatPoints(BIRTHDAY_BONUS_POINTS)} poin di hari ulang tahunmu.` },
  ];
}
