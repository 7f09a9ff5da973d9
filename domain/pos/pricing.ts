/**
 * Cashier checkout arithmetic (loyalty-pos.md §5 and §9, ARCHITECTURE "The loyalty engine"):
 * PPN per line after the line's share of the voucher (decision 038), voucher eligibility and discount
 * caps, points redemption, totals, earned points and accrual. The POS screen shows these numbers and the server recomputes them when it books the order,
 * so both sides import them from here.
 */
import { roundRupiah } from '../platform/money.ts';
import { jakartaDayOfInstant, type CalendarDay } from '../platform/jakarta-time.ts';
import { ppnOnTop, ppnRuleOn, shareInProportion, type TaxClass } from '../platform/tax.ts';
import { negativeBalanceMessage } from './returns.ts';
import type { Text } from '../texts/index.ts';
import { voucherCap, type VoucherType } from '../loyalty/vouchers.ts';

// ---------------------------------------------------------------- constants

/** loyalty-pos.md §2 step 4 and §9. */
export const PAYMENT_METHODS = ['Credit Card', 'Debit', 'QRIS'] as const;

/** loyalty-pos.md §4 and §9: wait after creating an order before refreshing the member. */
export const POST_ORDER_WAIT_MS = 3000;

// ---------------------------------------------------------------- types

export interface CheckoutLine {
  productCode: string;
  name: string;
  category: string;
  /** Unit price in rupiah. */
  price: number;
  quantity: number;
  /** Luxury goods pay PPN on the full price since 2025 (domain/platform/tax.ts); absent: ordinary. */
  taxClass?: TaxClass;
}

export interface CheckoutVoucher {
  voucherCode: string;
  voucherDefinition: string;
  type: VoucherType;
  faceValue: number | null;
  discountPercent: number | null;
  /**
   * The cap of a percentage voucher, from the definition it was issued from (decision 021).
   * Null: no cap. Absent (a source that does not send it): the spec's cap of its percentage.
   */
  maxDiscount?: number | null;
  expirationDate: string;
}

/** loyalty-pos.md §3 voucher eligibility response (the product and category lists). */
export interface VoucherEligibility {
  ExcludedProducts: { ProductCode: string }[];
  EligibleProducts: { ProductCode: string }[];
  EligibleCategories: { Name: string }[];
  /** Lines in these categories are never discounted (absent: none; decision 021). */
  ExcludedCategories?: { Name: string }[];
}

type PricedLine = CheckoutLine & {
  lineSubtotal: number;
  /** The line's share of the voucher discount (domain/platform/tax.ts shareInProportion); 0 when none. */
  voucherShare: number;
  /** PPN of the line after its voucher share (decision 038). */
  lineTax: number;
};

export interface CheckoutTotals {
  lines: PricedLine[];
  subtotal: number;
  tax: number;
  eligibleSubtotal: number;
  voucherDiscount: number;
  /** subtotal + tax - voucher discount: the most points can pay for. */
  amountDueBeforePoints: number;
  pointsRedeemed: number;
  total: number;
}

export interface CheckoutInput {
  lines: readonly CheckoutLine[];
  voucher?: CheckoutVoucher | null;
  eligibility?: VoucherEligibility | null;
  pointsToRedeem?: number;
  /** The sale's Jakarta day, for the tax rule in force (domain/platform/tax.ts); absent: today. */
  day?: CalendarDay;
}

// ---------------------------------------------------------------- lines and tax

export function lineSubtotal(line: Pick<CheckoutLine, 'price' | 'quantity'>): number {
  return line.price * line.quantity;
}

/**
 * PPN of a line before any voucher (loyalty-pos.md §9: 11% of price x quantity, rounded once per line;
 * the rule and its rounding are domain/platform/tax.ts'). What the till limits weigh a sale by.
 */
export function lineTax(line: Pick<CheckoutLine, 'price' | 'quantity' | 'taxClass'>, day: CalendarDay = jakartaDayOfInstant(new Date())): number {
  return ppnOnTop(lineSubtotal(line), ppnRuleOn(day, line.taxClass));
}

// ---------------------------------------------------------------- vouchers

/**
 * loyalty-pos.md §5: excluded products (and, decision 021, excluded categories) are never eligible. With no eligible products and no eligible
 * categories listed, every other line counts; otherwise a line counts when its product code or its
 * category is listed.
 */
export function eligibleLines<Line extends Pick<CheckoutLine, 'productCode' | 'category'>>(
  lines: readonly Line[],
  eligibility: VoucherEligibility,
): Line[] {
  const excluded = new Set(eligibility.ExcludedProducts.map((p) => p.ProductCode));
  const excludedCategories = new Set((eligibility.ExcludedCategories ?? []).map((c) => c.Name));
  const products = new Set(eligibility.EligibleProducts.map((p) => p.ProductCode));
  const categories = new Set(eligibility.EligibleCategories.map((c) => c.Name));
  const everythingEligible = products.size === 0 && categories.size === 0;
  return lines.filter(
    (line) =>
      !excluded.has(line.productCode) &&
      !excludedCategories.has(line.category) &&
      (everythingEligible || products.has(line.productCode) || categories.has(line.category)),
  );
}

/**
 * loyalty-pos.md §5: a fixed value is capped at the eligible subtotal; a percentage of the eligible
 * subtotal is capped at its definition's cap (decision 021; without one given, its tier's maximum) and
 * at the eligible subtotal. Never negative. A voucher missing its face value or percentage discounts
 * nothing.
 */
export function voucherDiscount(
  voucher: Pick<CheckoutVoucher, 'type' | 'faceValue' | 'discountPercent' | 'maxDiscount'>,
  eligibleSubtotal: number,
): number {
  const base = Math.max(0, eligibleSubtotal);
  let discount: number;
  if (voucher.type === 'FixedValue') {
    discount = voucher.faceValue ?? 0;
  } else {
    const percent = voucher.discountPercent ?? 0;
    discount = roundRupiah((base * percent) / 100);
    const cap = voucher.maxDiscount === undefined ? voucherCap(percent) : voucher.maxDiscount;
    if (cap !== null) discount = Math.min(discount, cap);
  }
  return Math.max(0, Math.min(discount, base));
}

// ---------------------------------------------------------------- totals

/**
 * loyalty-pos.md §9: total = subtotal + tax - voucher discount - redeemed points. The voucher discount is
 * shared by the lines it applies to in proportion to their subtotals (shareInProportion: largest
 * remainder), and each line's PPN is on its subtotal less that share (decision 038): a discount is not
 * taxed. Points are a means of payment and leave the tax alone. With a voucher but no eligibility answer
 * every line is eligible.
 *
 * Points are applied as far as they can be (whole points, at most the amount due), so a screen showing
 * a half-typed amount never shows a negative total. A caller accepting points from a person checks
 * them with validatePointsToRedeem first; the server rejects invalid points instead of trimming them.
 */
export function computeCheckout(input: CheckoutInput): CheckoutTotals {
  const day = input.day ?? jakartaDayOfInstant(new Date());
  const subtotals = input.lines.map((line) => ({ ...line, lineSubtotal: lineSubtotal(line) }));
  const subtotal = sum(subtotals.map((line) => line.lineSubtotal));

  let eligibleSubtotal = 0;
  let discount = 0;
  let eligible: ReadonlySet<(typeof subtotals)[number]> = new Set();
  if (input.voucher) {
    eligible = new Set(input.eligibility ? eligibleLines(subtotals, input.eligibility) : subtotals);
    eligibleSubtotal = sum([...eligible].map((line) => line.lineSubtotal));
    discount = voucherDiscount(input.voucher, eligibleSubtotal);
  }
  const shares = shareInProportion(discount, subtotals.map((line) => (eligible.has(line) ? line.lineSubtotal : 0)));
  const lines = subtotals.map((line, i) => {
    const voucherShare = shares[i] ?? 0;
    return { ...line, voucherShare, lineTax: ppnOnTop(line.lineSubtotal - voucherShare, ppnRuleOn(day, line.taxClass)) };
  });
  const tax = sum(lines.map((line) => line.lineTax));

  const amountDue = subtotal + tax - discount;
  const requested = input.pointsToRedeem ?? 0;
  const pointsRedeemed = Number.isFinite(requested) && requested > 0 ? Math.min(Math.floor(requested), amountDue) : 0;

  return {
    lines,
    subtotal,
    tax,
    eligibleSubtotal,
    voucherDiscount: discount,
    amountDueBeforePoints: amountDue,
    pointsRedeemed,
    total: amountDue - pointsRedeemed,
  };
}

/** What is left to pay after the voucher: the upper limit for points (1 point = Rp 1, ARCHITECTURE). */
export function amountDueBeforePoints(input: Omit<CheckoutInput, 'pointsToRedeem'>): number {
  return computeCheckout({ ...input, pointsToRedeem: 0 }).amountDueBeforePoints;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

// ---------------------------------------------------------------- points redemption

/** Points to redeem that are not a whole number (or not a number at all). */
export const POINTS_NOT_WHOLE: Text = { key: 'errors.points.notWhole' };

/**
 * ARCHITECTURE "The loyalty engine": points to redeem must be a whole number, at most the balance and
 * at most the amount due. When both limits are exceeded the message names the smaller one, since that
 * is the number the cashier can actually enter. Null when the points are fine.
 */
export function pointsToRedeemProblem(points: number, limits: { balance: number; amountDue: number }): Text | null {
  if (!Number.isSafeInteger(points) || points < 0) return POINTS_NOT_WHOLE;
  // A return can leave the balance below zero (decision 016): redeeming waits until it is above zero.
  if (points > 0 && limits.balance < 0) return negativeBalanceMessage(limits.balance);
  const balance = Math.max(0, Math.floor(limits.balance));
  const amountDue = Math.max(0, Math.floor(limits.amountDue));
  if (points <= balance && points <= amountDue) return null;
  return balance <= amountDue ? { key: 'errors.points.atMostBalance', values: { points: balance } } : { key: 'errors.points.atMostDue', values: { points: amountDue } };
}

const DIGITS = /^\d+$/;
// id-ID groups thousands with dots, as balances are displayed ('1.200'), so a cashier may type that.
const GROUPED_DIGITS = /^\d{1,3}(\.\d{3})+$/;
// Anything else numeric ('1,5', '-3', '2.50') is kept as typed so the validator can say what is wrong.
const OTHER_NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * loyalty-pos.md §2 step 4: the free-text 'Enter poin amount to redeem' field. Empty means 0; a value
 * that is not a number at all gives null (show POINTS_NOT_WHOLE).
 */
export function parsePointsInput(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  if (DIGITS.test(value)) return Number(value);
  if (GROUPED_DIGITS.test(value)) return Number(value.replaceAll('.', ''));
  if (OTHER_NUMBER.test(value)) return Number(value.replace(',', '.'));
  return null;
}

// ---------------------------------------------------------------- earning

/** loyalty-pos.md §9: earned points = new balance - (previous balance - points used). */
export function earnedPoints(balances: { newBalance: number; previousBalance: number; pointsUsed: number }): number {
  return balances.newBalance - (balances.previousBalance - balances.pointsUsed);
}
