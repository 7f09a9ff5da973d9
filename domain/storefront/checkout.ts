/**
 * The storefront checkout's rules (decision 018): order statuses and their moves, payment methods, the
 * summary (lines, coupon, PPN, delivery, points, total), points earned online and the payment window.
 * The checkout page shows these figures and the server recomputes them when it places the order.
 */
import { accruedRewardPoints, accruedTierPoints, type EarningRules } from '../loyalty/earning.ts';
import { lineTax } from '../pos/pricing.ts';
import { couponDiscount, type CouponRule } from './coupons.ts';
import { lineTotal } from './cart.ts';
import type { TextKey } from '../texts/index.ts';
import type { Translate } from '../texts/translate.ts';

// ---------------------------------------------------------------- statuses

export const ORDER_STATUSES = ['pending_payment', 'paid', 'packed', 'shipped', 'delivered', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The moves staff or the payment make; anything else is refused. */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled', 'expired'],
  paid: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  expired: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** The statuses before which stock, coupon and points were taken and are given back on cancel/expiry. */
export function releasesOnCancel(from: OrderStatus): boolean {
  return from === 'pending_payment' || from === 'paid' || from === 'packed';
}

// ---------------------------------------------------------------- payment

export const SHOP_PAYMENT_METHODS = ['qris', 'bank_va', 'ewallet'] as const;
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number];

/** How long a shopper has to pay before the order expires and gives its stock back. */
const PAYMENT_WINDOW_MINUTES = 60;

export function paymentExpiry(placedAt: Date, minutes = PAYMENT_WINDOW_MINUTES): Date {
  return new Date(placedAt.getTime() + minutes * 60_000);
}

// ---------------------------------------------------------------- delivery

/** One row of the couriers' rate table (shop_delivery_rates); 'pickup' is collecting in a store. */
export interface DeliveryOption {
  code: string;
  label: string;
  fee: number;
  /** '2-3 days', 'Ready in 2 hours'. */
  estimate: string;
  /** Pickup in a store: no address needed for delivery. */
  pickup: boolean;
}

/**
 * A delivery option's label and estimate in the reader's language: the options Lumbung ships with have
 * catalogue texts by code (storefront.delivery.<code>.label / .estimate); a courier's own name and an
 * option the shop entered itself stay as stored.
 */
export function wordedDelivery<T extends { code: string; label: string; estimate: string }>(option: T, t: Translate): T {
  const worded = (field: 'label' | 'estimate') => {
    const key = `storefront.delivery.${option.code}.${field}`;
    return t.has(key) ? t(key as TextKey) : option[field];
  };
  return { ...option, label: worded('label'), estimate: worded('estimate') };
}

// ---------------------------------------------------------------- totals

interface ShopCheckoutLine {
  productId: string;
  name: string;
  unitPrice: number;
  quantity: number;
}

export interface ShopCheckoutInput {
  lines: readonly ShopCheckoutLine[];
  coupon?: Pick<CouponRule, 'kind' | 'value' | 'maxDiscount'> | null;
  deliveryFee: number;
  pointsToRedeem?: number;
}

export interface ShopCheckoutTotals {
  lines: (ShopCheckoutLine & { lineTotal: number; lineTax: number })[];
  /** The goods at the price the shopper pays (the discount price), before PPN. */
  subtotal: number;
  couponDiscount: number;
  /** loyalty-pos.md §9: PPN 11% per line on the line subtotal before any discount. */
  ppn: number;
  deliveryFee: number;
  /** subtotal - coupon + PPN + delivery: the most points can pay for. */
  amountDueBeforePoints: number;
  pointsRedeemed: number;
  /** What the shopper pays through the payment provider. */
  total: number;
}

/**
 * The order summary. Tax as the spec computes it at the till (loyalty-pos.md §9): 11% of each line,
 * rounded per line, before the discount; the coupon comes off the goods; delivery is added without tax;
 * points (1 point = Rp 1) pay at most what is left, whole points only.
 */
export function computeShopCheckout(input: ShopCheckoutInput): ShopCheckoutTotals {
  const lines = input.lines.map((line) => {
    const priced = { price: line.unitPrice, quantity: line.quantity };
    return { ...line, lineTotal: lineTotal({ unitPrice: line.unitPrice, quantity: line.quantity }), lineTax: lineTax(priced) };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const ppn = lines.reduce((sum, line) => sum + line.lineTax, 0);
  const discount = input.coupon ? couponDiscount(input.coupon, subtotal) : 0;
  const deliveryFee = Math.max(0, Math.round(input.deliveryFee));
  const amountDue = subtotal - discount + ppn + deliveryFee;
  const requested = input.pointsToRedeem ?? 0;
  const pointsRedeemed = Number.isFinite(requested) && requested > 0 ? Math.min(Math.floor(requested), amountDue) : 0;
  return {
    lines,
    subtotal,
    couponDiscount: discount,
    ppn,
    deliveryFee,
    amountDueBeforePoints: amountDue,
    pointsRedeemed,
    total: amountDue - pointsRedeemed,
  };
}

/**
 * Reward Points for a paid online order, by the till's rule (floor(amount paid / 1,000) x the tier
 * multiplier): the amount paid for the goods, i.e. the total without the delivery fee.
 */
export function onlineRewardPoints(totals: Pick<ShopCheckoutTotals, 'total' | 'deliveryFee'>, tierName: string, rules?: EarningRules): number {
  return accruedRewardPoints(Math.max(0, totals.total - totals.deliveryFee), tierName, rules);
}

/** An online order's Tier Points: the rupiah paid for the goods, as on the till (ARCHITECTURE "The loyalty engine"). */
export function onlineTierPoints(totals: Pick<ShopCheckoutTotals, 'total' | 'deliveryFee'>): number {
  return accruedTierPoints(Math.max(0, totals.total - totals.deliveryFee));
}

/** The points-history business name of online orders (decision 018). */
export const ONLINE_BUSINESS_NAME = 'Online';

// ---------------------------------------------------------------- order numbers

const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'LMB-7K3QX9PA': short enough to read over the phone, hard to guess (32^8). */
export function orderNumberFrom(randomBytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < 8; i += 1) out += ORDER_NUMBER_ALPHABET[(randomBytes[i] ?? 0) % ORDER_NUMBER_ALPHABET.length];
  return `LMB-${out}`;
}
