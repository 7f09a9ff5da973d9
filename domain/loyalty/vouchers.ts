/**
 * When an issued voucher may be used (loyalty-pos.md §4 voucher selection, §7 eligibility, ARCHITECTURE
 * "The loyalty engine"). The eligibility check and the order placement ask the same question, so the
 * cashier never sees "eligible" for a voucher the order then refuses.
 */
import { formatRupiah } from '../platform/format.ts';
import type { CalendarDay } from '../platform/jakarta-time.ts';
import type { Text } from '../texts/index.ts';
import type { VoucherStatus } from './programme.ts';

/** loyalty-pos.md §5 and §9: the maximum discount of the percentage voucher tiers. */
const VOUCHER_PERCENT_CAPS = { 10: 25_000, 15: 35_000, 20: 50_000 } as const;

export const VOUCHER_TYPES = ['FixedValue', 'DiscountPercentage'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

/** loyalty-pos.md §9: 10% up to 25,000, 15% up to 35,000, 20% up to 50,000; null = uncapped. */
export function voucherCap(discountPercent: number): number | null {
  const caps: Readonly<Record<number, number | undefined>> = VOUCHER_PERCENT_CAPS;
  return caps[discountPercent] ?? null;
}

/**
 * loyalty-pos.md §2: the maximum discount of a percentage voucher, for its cap line ('10% up to
 * Rp25.000', worded in web/src/features/loyalty/member-texts.ts). Null for an uncapped percentage. The
 * cap is the voucher's own (decision 021) when given, else the spec's cap of its percentage.
 */
export function voucherCapAmount(discountPercent: number, maxDiscount?: number | null): number | null {
  return maxDiscount === undefined ? voucherCap(discountPercent) : maxDiscount;
}

/** The store chains a voucher may be limited to (loyalty-pos.md §2 routes /pos/grandlucky, /pos/erafone). */
export const STORE_BRANDS = ['grandlucky', 'erafone'] as const;
export type StoreBrand = (typeof STORE_BRANDS)[number];

export interface IssuedVoucherFacts {
  voucherCode: string;
  /** The member the voucher was issued to. */
  membershipNumber: string;
  status: VoucherStatus;
  effectiveDate: CalendarDay;
  /** The last day the voucher can be used ('Berlaku hingga'). */
  expirationDate: CalendarDay;
  /** Null: every store. */
  storeBrand: StoreBrand | null;
  /** Rupiah the cart must reach before tax; 0 for none. */
  minimumPurchase: number;
}

export interface VoucherUseContext {
  membershipNumber: string;
  store: { brand: StoreBrand; name: string };
  /** The cart's value before tax, in rupiah (the eligibility request's CartValue). */
  cartValue: number;
  /** The Jakarta calendar day the voucher would be used on. */
  today: CalendarDay;
}

export const VOUCHER_ELIGIBLE: Text = { key: 'loyalty.errors.voucher.eligible' };

/** A calendar day as an instant at its Jakarta midnight, which messages format as that day (domain/texts/translate.ts formats in Jakarta). */
const dayValue = (day: CalendarDay) => new Date(`${day}T00:00:00+07:00`);

/**
 * Why the voucher cannot be used, as the cashier reads it in an alert, or null when it can. Checked in
 * the order a cashier would want to hear them: existence, owner, status, dates, store, minimum spend.
 */
export function voucherUseProblem(
  voucherCode: string,
  voucher: IssuedVoucherFacts | null,
  context: VoucherUseContext,
): Text | null {
  const values = { voucherCode };
  if (!voucher) return { key: 'loyalty.errors.voucher.unknown', values };
  if (voucher.membershipNumber !== context.membershipNumber) {
    return { key: 'loyalty.errors.voucher.otherMember', values };
  }
  if (voucher.status === 'Redeemed') return { key: 'loyalty.errors.voucher.used', values };
  if (voucher.status === 'Expired' || voucher.expirationDate < context.today) {
    return { key: 'loyalty.errors.voucher.expired', values: { voucherCode, date: dayValue(voucher.expirationDate) } };
  }
  if (voucher.effectiveDate > context.today) {
    return { key: 'loyalty.errors.voucher.notYet', values: { voucherCode, date: dayValue(voucher.effectiveDate) } };
  }
  if (voucher.storeBrand !== null && voucher.storeBrand !== context.store.brand) {
    return { key: 'loyalty.errors.voucher.wrongStore', values: { voucherCode, store: context.store.name } };
  }
  if (context.cartValue < voucher.minimumPurchase) {
    return { key: 'loyalty.errors.voucher.minimum', values: { voucherCode, amount: formatRupiah(voucher.minimumPurchase) } };
  }
  return null;
}

/** Letters and digits a cashier cannot confuse (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A new voucher code, 'LR-7KQ4-M2XD' (LR for Lumbung Rewards). `randomBelow(n)` returns an integer in
 * [0, n): crypto-random in the engine, a seeded generator for the demo data. 31^8 codes (about 8.5e11),
 * and the unique index catches the rare repeat.
 */
export function newVoucherCode(randomBelow: (n: number) => number): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomBelow(CODE_ALPHABET.length)]).join('');
  return `LR-${group()}-${group()}`;
}
