/**
 * The member area's texts derived from loyalty data (loyalty-pos.md §2), in the screen's language
 * (decision 029: the words in domain/texts/{id,en}/loyalty.json, numbers and dates through
 * domain/platform/format.ts). Pure, so the exact wording and number formats are unit-tested; the
 * components only place them.
 */
import type { EarningRates, MemberProfile, RewardCatalogItem } from '#domain/loyalty/api/members.ts';
import { BIRTHDAY_GUARD_DAYS } from '#domain/loyalty/birthday.ts';
import { TIER_CHANGE_REASONS } from '#domain/loyalty/tier-review.ts';
import { type VoucherType, voucherCapAmount } from '#domain/loyalty/vouchers.ts';
import {
  BIRTHDAY_BONUS_SUBTYPE,
  REFERRAL_BONUS_SUBTYPE,
  REFERRAL_REWARD_SUBTYPE,
  GAME_REWARD_SUBTYPE,
  POINTS_EXPIRED_SUBTYPE,
  PURCHASE_SUBTYPE,
  REDEEM_POINTS_SUBTYPE,
  REDEEM_REWARD_SUBTYPE,
  REWARD_POINTS,
} from '#domain/loyalty/programme.ts';
import { formatDate, formatNumber, formatRupiah } from '#domain/platform/format.ts';
import { ACCRUAL_CANCELLATION_SUBTYPE, REDEMPTION_CANCELLATION_SUBTYPE } from '#domain/pos/returns.ts';
import { ONLINE_BUSINESS_NAME } from '#domain/storefront/checkout.ts';
import type { TextKey } from '#domain/texts/index.ts';
import type { Translate } from '#domain/texts/translate.ts';

/**
 * loyalty-pos.md §2: 'Transaksi {amount} untuk naik level', only when the amount is not zero. The top
 * tier has no level above (nextTierName null): it is never told to "naik level".
 */
export function nextLevelLine(t: Translate, amountToNextTier: number, nextTierName: string | null): string | null {
  if (nextTierName === null) return t('loyalty.dashboard.topTier');
  return amountToNextTier > 0 ? t('loyalty.dashboard.nextLevel', { amount: formatRupiah(amountToNextTier) }) : null;
}

/**
 * Decision 031: 'Naik level ke Co-Pilot pada 3 Maret 2027' or 'Turun level …', the member's last tier
 * change and its day; null for a tier held since enrolment (or a reason the hosted service words otherwise).
 */
export function tierChangeLine(t: Translate, tier: MemberProfile['memberTiers'][number] | undefined): string | null {
  if (!tier) return null;
  const values = { tier: tier.loyaltyMemberTierName, date: formatDate(tier.tierEffectiveDate, t.language) };
  if (tier.tierChangeReason === TIER_CHANGE_REASONS.upgrade) return t('loyalty.dashboard.tierChange.upgrade', values);
  if (tier.tierChangeReason === TIER_CHANGE_REASONS.downgrade) return t('loyalty.dashboard.tierChange.downgrade', values);
  return null;
}

/**
 * Decision 031: the birthday bonus paid, coming, or not paid this year because the birth date was set
 * less than 30 days before the birthday (with the day the next one comes).
 */
export function birthdayBonusLine(t: Translate, notice: MemberProfile['birthdayBonus']): string | null {
  if (!notice) return null;
  const date = formatDate(notice.day, t.language);
  if (notice.status === 'Paid') return t('loyalty.dashboard.birthday.paid', { points: notice.points, date });
  if (notice.status === 'Upcoming') return t('loyalty.dashboard.birthday.upcoming', { points: notice.points, date });
  return t('loyalty.dashboard.birthday.setTooRecently', {
    days: BIRTHDAY_GUARD_DAYS,
    date,
    next: notice.nextDay ? formatDate(notice.nextDay, t.language) : '—',
  });
}

/** 'Tukar Poin' asks first, naming the points and the reward. */
export const redeemQuestion = (t: Translate, reward: Pick<RewardCatalogItem, 'Name' | 'Points__c'>) =>
  t('loyalty.rewards.question', { points: reward.Points__c, name: reward.Name });

/** Points still missing for a reward; null when the balance pays it. */
export function missingPoints(reward: Pick<RewardCatalogItem, 'Points__c'>, balance: number): number | null {
  return balance >= reward.Points__c ? null : reward.Points__c - balance;
}

export const missingPointsText = (t: Translate, missing: number) => t('loyalty.rewards.missing', { points: missing });

/** The 'Reward Points' balance (§3: that currency is the one shown); 0 when the member has none. */
export function rewardPointsBalance(currencies: readonly { loyaltyMemberCurrencyName: string; pointsBalance: number }[]): number {
  return currencies.find((currency) => currency.loyaltyMemberCurrencyName === REWARD_POINTS)?.pointsBalance ?? 0;
}

/**
 * §2: the maximum-cap line of discount vouchers ('10% up to Rp25.000', no space after Rp as the spec
 * writes it); null for anything else.
 */
export function capText(t: Translate, voucher: { type: VoucherType; discountPercent: number | null; maxDiscount?: number | null | undefined }): string | null {
  if (voucher.type !== 'DiscountPercentage' || voucher.discountPercent === null) return null;
  const cap = voucherCapAmount(voucher.discountPercent, voucher.maxDiscount);
  return cap === null ? null : t('loyalty.voucherCap', { percent: voucher.discountPercent, cap: formatRupiah(cap).replace(/\s/g, '') });
}

export const rewardCapText = (t: Translate, reward: Pick<RewardCatalogItem, 'VoucherType__c' | 'DiscountPercent__c'>) =>
  capText(t, { type: reward.VoucherType__c, discountPercent: reward.DiscountPercent__c });

/** §2 voucher card: 'Berlaku hingga {expirationDate}', the date in the screen's language. */
export const validUntilText = (t: Translate, expirationDate: string) =>
  t('loyalty.vouchers.validUntil', { date: formatDate(expirationDate, t.language) });

/** §2 points page: how many points expire on which date. */
export const expiringPointsText = (t: Translate, expiring: { points: number; date: string }) =>
  t('loyalty.points.expiring', { points: expiring.points, date: formatDate(expiring.date, t.language) });

/** §2 points page: the signed points change of a history row ('+1.250', '-2.000', '0'). */
export function pointsChangeText(t: Translate, points: number): string {
  const text = formatNumber(points, t.language);
  return points > 0 ? `+${text}` : text;
}

/** The ledger's journal sub-types the member reads (decision 016 for the two sides of a return). */
const HISTORY_TYPES: Readonly<Record<string, TextKey>> = {
  [PURCHASE_SUBTYPE]: 'loyalty.points.historyType.purchase',
  [REDEEM_REWARD_SUBTYPE]: 'loyalty.points.historyType.redeemReward',
  [REDEEM_POINTS_SUBTYPE]: 'loyalty.points.historyType.redeemPoints',
  [GAME_REWARD_SUBTYPE]: 'loyalty.points.historyType.gameReward',
  [BIRTHDAY_BONUS_SUBTYPE]: 'loyalty.points.historyType.birthdayBonus',
  [REFERRAL_BONUS_SUBTYPE]: 'loyalty.points.historyType.referralBonus',
  [REFERRAL_REWARD_SUBTYPE]: 'loyalty.points.historyType.referralReward',
  [POINTS_EXPIRED_SUBTYPE]: 'loyalty.points.historyType.pointsExpired',
  [ACCRUAL_CANCELLATION_SUBTYPE]: 'loyalty.points.historyType.accrualCancellation',
  [REDEMPTION_CANCELLATION_SUBTYPE]: 'loyalty.points.historyType.redemptionCancellation',
  // server/src/storefront/checkout/order-ledger.ts: an online order's cancellation.
  'Points Returned': 'loyalty.points.historyType.pointsReturned',
  'Points Reversed': 'loyalty.points.historyType.pointsReversed',
  // server/src/back-office/members/points-adjustment.ts: a manager's correction.
  'Manual Points Adjustment': 'loyalty.points.historyType.pointsAdjustment',
};

/** A history row's title: the journal's sub-type in the screen's language; one we do not know stays as the ledger names it. */
export function historyRowLabel(t: Translate, typeName: string): string {
  const key = HISTORY_TYPES[typeName];
  return key ? t(key) : typeName;
}

/**
 * A history row's business (decision 040): a store as its receipts name it, the online shop in the
 * screen's language ('Toko online'), as the order confirmation calls it.
 */
export function historyBusinessName(t: Translate, businessName: string): string {
  return businessName === ONLINE_BUSINESS_NAME ? t('loyalty.points.onlineShop') : businessName;
}

/** §2: the change is green when it is 0 or above and red when negative. */
export const isGain = (points: number) => points >= 0;

export interface TierBenefit {
  title: string;
  text: string;
}

/**
 * §2 'Keuntungan {tier} Member': shopping points, partner promos and the 5.000-point birthday bonus.
 * The shopping rate and the birthday bonus are the ones the engine pays, as the back office set them
 * (ARCHITECTURE: points per `rupiahPerPoint` paid, times the tier's multiplier; a tier the rates do not
 * name earns the base rate). A programme that pays no birthday bonus does not promise one.
 */
export function tierBenefits(t: Translate, tierName: string, rates: EarningRates): TierBenefit[] {
  // A multiplier has at most two decimals (the back office's rule): '1,25', '1,5', '1'; the message formats it.
  const multiplier = rates.tiers.find((tier) => tier.name === tierName)?.multiplier ?? 1;
  return [
    {
      title: t('loyalty.benefits.shopping.title'),
      text: t('loyalty.benefits.shopping.text', { multiplier, amount: formatRupiah(rates.rupiahPerPoint) }),
    },
    { title: t('loyalty.benefits.partner.title'), text: t('loyalty.benefits.partner.text') },
    ...(rates.birthdayBonusPoints > 0
      ? [{ title: t('loyalty.benefits.birthday.title'), text: t('loyalty.benefits.birthday.text', { points: rates.birthdayBonusPoints }) }]
      : []),
  ];
}
