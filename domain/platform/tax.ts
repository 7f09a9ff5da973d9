/**
 * PPN, the one home of the tax rule for both channels (docs/decisions/038-tax.md, INDONESIA.md "Tax").
 * Pure and date-effective: the rule in force on the sale's Jakarta day for the goods' class.
 *
 * - Until 31 December 2024: 11% of the price before tax (DPP = the price).
 * - From 1 January 2025 (PMK 131/2024): 12% of DPP "nilai lain" = 11/12 of the price before tax for
 *   ordinary goods (so 11% of the price), and 12% of the full price for luxury goods (PPnBM).
 *
 * Both channels tax the price after its discount (the coupon online, the line's share of the voucher at
 * the till); points are a means of payment and never lower the base.
 *
 * With r = rate x DPP fraction (11/100 for ordinary goods) and a price before tax X:
 * - at the till the tax is added on top: PPN = X x r;
 * - online the shelf price P already contains it, P = X x (1 + r), so PPN = P x r / (1 + r):
 *   ordinary goods P x 11/111 (both before and since 2025), luxury goods P x 12/112.
 *
 * Rounding, stated once: a line's PPN is computed from integers with one division and rounded once to the
 * nearest rupiah (roundRupiah, halves away from zero); an order's PPN is the sum of its lines. DPP is
 * derived for presentation only (taxBase) and never feeds back into the amount charged.
 */
import type { CalendarDay } from './jakarta-time.ts';
import { roundRupiah } from './money.ts';

/** Ordinary goods, or luxury goods subject to PPnBM (PPN on the full price). */
export type TaxClass = 'ordinary' | 'luxury';

/** The title of the tax on the till's lines and order payload (loyalty-pos.md §9). */
export const PPN_TAX_TITLE = 'PPN';

export interface PpnRule {
  /** First Jakarta day the rule applies. */
  from: CalendarDay;
  taxClass: TaxClass;
  /** The statutory rate, in whole percent, printed on receipts. */
  ratePercent: number;
  /** The tax base (DPP) as a fraction of the price before tax: 11/12 for "DPP nilai lain". */
  base: { numerator: number; denominator: number };
  /** The receipt's label of the tax base. */
  baseLabel: string;
}

/** Date-effective rules, oldest first per class. */
const PPN_RULES: readonly PpnRule[] = [
  { from: '2022-04-01', taxClass: 'ordinary', ratePercent: 11, base: { numerator: 1, denominator: 1 }, baseLabel: 'DPP' },
  { from: '2022-04-01', taxClass: 'luxury', ratePercent: 11, base: { numerator: 1, denominator: 1 }, baseLabel: 'DPP' },
  { from: '2025-01-01', taxClass: 'ordinary', ratePercent: 12, base: { numerator: 11, denominator: 12 }, baseLabel: 'DPP Nilai Lain 11/12' },
  { from: '2025-01-01', taxClass: 'luxury', ratePercent: 12, base: { numerator: 1, denominator: 1 }, baseLabel: 'DPP' },
];

/** The rule in force on a Jakarta day for a class of goods. */
export function ppnRuleOn(day: CalendarDay, taxClass: TaxClass = 'ordinary'): PpnRule {
  const rule = PPN_RULES.filter((r) => r.taxClass === taxClass && r.from <= day).at(-1);
  if (!rule) throw new RangeError(`No PPN rule for ${taxClass} goods on ${day}`);
  return rule;
}

/** The rule's effective rate on the price before tax as a fraction: 11/100 for ordinary goods. */
function effective(rule: PpnRule): { numerator: number; denominator: number } {
  return { numerator: rule.ratePercent * rule.base.numerator, denominator: 100 * rule.base.denominator };
}

/** The effective rate as a decimal (0.11; 0.12 for luxury goods since 2025), for Shopify's tax_lines.rate. */
export function effectiveRate(rule: PpnRule): number {
  const { numerator, denominator } = effective(rule);
  return Math.round((numerator / denominator) * 10_000) / 10_000;
}

/** PPN added on top of a price before tax (the till): X x r, rounded once. */
export function ppnOnTop(priceBeforeTax: number, rule: PpnRule): number {
  const { numerator, denominator } = effective(rule);
  return roundRupiah((priceBeforeTax * numerator) / denominator);
}

/** PPN contained in a tax-inclusive price (the storefront): P x r / (1 + r), rounded once. */
export function ppnContained(priceWithTax: number, rule: PpnRule): number {
  const { numerator, denominator } = effective(rule);
  return roundRupiah((priceWithTax * numerator) / (denominator + numerator));
}

/** DPP of a price before tax under the rule: 11/12 of it since 2025 for ordinary goods (presentation only). */
export function taxBase(priceBeforeTax: number, rule: PpnRule): number {
  return roundRupiah((priceBeforeTax * rule.base.numerator) / rule.base.denominator);
}

/**
 * `total` split in whole rupiah in proportion to `weights`: each part rounded down, then the rupiah left
 * over go one each to the largest remainders (ties to the earlier weight). The parts add up to `total`.
 * This is how a voucher or coupon is shared by the lines it applies to (Shopify's discount_allocations),
 * and how returns share points. All weights zero: `total` must be 0.
 */
export function shareInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) {
    if (total !== 0) throw new Error(`Cannot share ${total} over weights that add up to ${sum}`);
    return weights.map(() => 0);
  }
  // Integers throughout: total x weight stays far below 2^53 for rupiah amounts.
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const remainders = weights.map((w) => (total * w) % sum);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = remainders.map((remainder, index) => ({ index, remainder })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
