/**
 * Storefront coupons (decision 018; the promo popup of storefront.md §5 promises WELCOME20): what a code
 * takes off, and why a code cannot be used. The checkout page shows the same figures and messages the
 * server applies when it places the order.
 */
import { formatRupiah } from '../platform/format.ts';
import { roundRupiah } from '../platform/money.ts';
import type { Text } from '../texts/index.ts';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The rules of one coupon code, as stored in shop_coupons and sent to the checkout page. */
export interface CouponRule {
  code: string;
  description: string;
  kind: CouponKind;
  /** Percent (1-100) for 'percent', rupiah for 'fixed'. */
  value: number;
  /** The goods subtotal (before PPN, delivery and points) must reach this. */
  minSpend: number;
  /** The most a 'percent' coupon takes off; null = no cap. */
  maxDiscount: number | null;
  /** ISO instants; null = open-ended. */
  validFrom: string | null;
  validUntil: string | null;
  /** Once per shopper (by contact e-mail). */
  oncePerShopper: boolean;
  /** Total uses over all shoppers; null = unlimited. */
  totalUses: number | null;
}

/** Codes are typed by people: case and surrounding spaces do not matter. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The rupiah a coupon takes off a goods subtotal: never more than the subtotal, never negative. */
export function couponDiscount(rule: Pick<CouponRule, 'kind' | 'value' | 'maxDiscount'>, subtotal: number): number {
  const base = Math.max(0, subtotal);
  let discount = rule.kind === 'fixed' ? rule.value : roundRupiah((base * rule.value) / 100);
  if (rule.maxDiscount !== null) discount = Math.min(discount, rule.maxDiscount);
  return Math.max(0, Math.min(discount, base));
}

export interface CouponUsage {
  /** Uses so far over all shoppers. */
  usesSoFar: number;
  /** This shopper already used the code on an order that was not cancelled or expired. */
  usedByShopper: boolean;
}

/** Why a coupon cannot be used, as a text worded in the reader's language where it is shown (decision 029). */
export const couponText = {
  unknown: (code: string): Text => ({ key: 'storefront.errors.couponUnknown', values: { code } }),
  notYet: (code: string): Text => ({ key: 'storefront.errors.couponNotYet', values: { code } }),
  expired: (code: string): Text => ({ key: 'storefront.errors.couponExpired', values: { code } }),
  minSpend: (code: string, minSpend: number): Text => ({ key: 'storefront.errors.couponMinSpend', values: { code, minSpend: formatRupiah(minSpend) } }),
  usedUp: (code: string): Text => ({ key: 'storefront.errors.couponUsedUp', values: { code } }),
  alreadyUsed: (code: string): Text => ({ key: 'storefront.errors.couponAlreadyUsed', values: { code } }),
};

/** Why this coupon cannot be used on this order, or null when it can. */
export function couponProblem(rule: CouponRule, order: { subtotal: number; now: Date }, usage?: CouponUsage): Text | null {
  const now = order.now.getTime();
  if (rule.validFrom && now < Date.parse(rule.validFrom)) return couponText.notYet(rule.code);
  if (rule.validUntil && now >= Date.parse(rule.validUntil)) return couponText.expired(rule.code);
  if (order.subtotal < rule.minSpend) return couponText.minSpend(rule.code, rule.minSpend);
  if (usage && rule.totalUses !== null && usage.usesSoFar >= rule.totalUses) return couponText.usedUp(rule.code);
  if (usage?.usedByShopper && rule.oncePerShopper) return couponText.alreadyUsed(rule.code);
  return null;
}
