/**
 * The storefront checkout's rules (decision 018): order statuses and their moves, payment methods, the
 * summary (lines, coupon, PPN, delivery, points, total), points earned online and the payment window.
 * The checkout page shows these figures and the server recomputes them when it places the order.
 */
import { accruedRewardPoints, accruedTierPoints, type EarningRules } from '../loyalty/earning.ts';
import { jakartaDayOfInstant, type CalendarDay } from '../platform/jakarta-time.ts';
import { ppnContained, ppnRuleOn, shareInProportion, type TaxClass } from '../platform/tax.ts';
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
  /** The shelf price, PPN included (decision 038). */
  unitPrice: number;
  quantity: number;
  /** Luxury goods contain PPN on the full price since 2025 (domain/platform/tax.ts); absent: ordinary. */
  taxClass?: TaxClass;
}

export interface ShopCheckoutInput {
  lines: readonly ShopCheckoutLine[];
  coupon?: Pick<CouponRule, 'kind' | 'value' | 'maxDiscount'> | null;
  deliveryFee: number;
  pointsToRedeem?: number;
  /** The order's Jakarta day, for the tax rule in force (domain/platform/tax.ts); absent: today. */
  day?: CalendarDay;
}

export interface ShopCheckoutTotals {
  lines: (ShopCheckoutLine & {
    lineTotal: number;
    /** The line's share of the coupon (domain/platform/tax.ts shareInProportion). */
    couponShare: number;
    /** The PPN contained in the line after its coupon share. */
    lineTax: number;
  })[];
  /** The goods at the shelf price the shopper pays (the discount price), PPN included. */
  subtotal: number;
  couponDiscount: number;
  /** The PPN contained in the goods after the coupon (decision 038): part of the subtotal, never added. */
  ppn: number;
  deliveryFee: number;
  /** subtotal - coupon + delivery: the most points can pay for. */
  amountDueBeforePoints: number;
  pointsRedeemed: number;
  /** What the shopper pays through the payment provider. */
  total: number;
}

/**
 * The order summary (decision 038). Shelf prices include PPN, as Indonesian shoppers expect: the shown
 * price is the price paid. The coupon comes off the goods and is shared by the lines in proportion to
 * their totals; each line's PPN is the tax contained in what is left of it (P x 11/111 for ordinary
 * goods), so a discount is not taxed. Delivery is the courier's fee, passed on as it is; points
 * (1 point = Rp 1) are a means of payment: they pay at most what is left, whole points only, and leave
 * the PPN alone.
 */
export function computeShopCheckout(input: ShopCheckoutInput): ShopCheckoutTotals {
  const day = input.day ?? jakartaDayOfInstant(new Date());
  const totals = input.lines.map((line) => ({ ...line, lineTotal: lineTotal({ unitPrice: line.unitPrice, quantity: line.quantity }) }));
  const subtotal = totals.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = input.coupon ? couponDiscount(input.coupon, subtotal) : 0;
  const shares = shareInProportion(discount, totals.map((line) => line.lineTotal));
  const lines = totals.map((line, i) => {
    const couponShare = shares[i] ?? 0;
    return { ...line, couponShare, lineTax: ppnContained(line.lineTotal - couponShare, ppnRuleOn(day, line.taxClass)) };
  });
  const ppn = lines.reduce((sum, line) => sum + line.lineTax, 0);
  const deliveryFee = Math.max(0, Math.round(input.deliveryFee));
  const amountDue = subtotal - discount + deliveryFee;
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
