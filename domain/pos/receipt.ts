/**
 * The receipt's arithmetic and wording (decision 015): how the PPN the order charged is presented as
 * a simplified tax invoice, the Jakarta date and
 * the short texts of the e-mail and the WhatsApp message. The amounts themselves are the order's: the
 * PPN was computed by pricing.ts (loyalty-pos.md §9, 11% of each line) when the sale was booked; this
 * module never charges anything, it only states it.
 */
import { roundRupiah } from '../platform/money.ts';
import { formatDateTime, formatRupiah } from '../platform/format.ts';
import type { Language } from '../platform/language.ts';
import { type CalendarDay } from '../platform/jakarta-time.ts';
import { JAKARTA_TIME_ZONE } from '../platform/time-zone.ts';

// ---------------------------------------------------------------- PPN presentation (INDONESIA.md "Tax")

/** Ordinary goods, or luxury goods subject to PPnBM (PPN on the full price). */
export type TaxClass = 'ordinary' | 'luxury';

export interface PpnRule {
  /** First Jakarta day the rule applies. */
  from: CalendarDay;
  taxClass: TaxClass;
  /** The rate printed on the receipt, in whole percent. */
  ratePercent: number;
  /** The tax base (DPP) as a fraction of the price: 11/12 for "DPP nilai lain". */
  base: { numerator: number; denominator: number };
  /** The receipt's label of the tax base. */
  baseLabel: string;
}

/**
 * Date-effective PPN rules, newest last. Until 2024 PPN was 11% on the price. Since 1 January 2025
 * (PMK 131/2024) it is 12%: on the full price for luxury goods, and on a base of 11/12 of the price
 * ("DPP nilai lain") for everything else, so the amount stays 11% of the price — the spec's rate.
 */
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

export interface ReceiptTax {
  /** The price the tax is on: the lines before discounts (loyalty-pos.md §9 taxes the line subtotals). */
  taxableAmount: number;
  /** DPP: the taxable amount times the rule's base fraction, to the nearest rupiah. */
  taxBase: number;
  ratePercent: number;
  baseLabel: string;
  /** The PPN the order charged (and the customer paid), printed as the rule's rate of the base. */
  ppn: number;
}

/**
 * The tax block of a receipt. The PPN is the amount the order booked — 11% of each line, rounded per
 * line — never recomputed here, so the receipt, the order and the ledger agree to the rupiah; the base
 * is 11/12 of the taxable amount, so 12% of it is that same amount up to the base's own rounding.
 */
export function receiptTax(order: { taxableAmount: number; ppn: number; day: CalendarDay; taxClass?: TaxClass }): ReceiptTax {
  const rule = ppnRuleOn(order.day, order.taxClass ?? 'ordinary');
  // Integers first (price x 11), one division, one rounding (domain/platform/money.ts).
  const taxBase = roundRupiah((order.taxableAmount * rule.base.numerator) / rule.base.denominator);
  return { taxableAmount: order.taxableAmount, taxBase, ratePercent: rule.ratePercent, baseLabel: rule.baseLabel, ppn: order.ppn };
}

// ---------------------------------------------------------------- wording

/** Receipts print rupiah without decimals: 'Rp 25.000' (domain/platform/money.ts). */
export function receiptMoney(amount: number): string {
  return formatRupiah(amount);
}

/** The web app's e-receipt page (web/src/paths.ts eReceipt) at the shop's public origin. */
const E_RECEIPT_PATH_PREFIX = '/receipt/';

export function receiptUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${E_RECEIPT_PATH_PREFIX}${token}`;
}

/** '23 Nov 2026 11.07 WIB': the sale's moment in the store's zone (WIB unless told), in the reader's language. */
export function formatReceiptDateTime(iso: string, language: Language, timeZone: string = JAKARTA_TIME_ZONE): string {
  return formatDateTime(iso, language, { timeZone });
}

/** A membership number as a receipt prints it: '••••' and its last 4 characters, or its last 2 when it has no more than 4. */
export function maskMembershipNumber(membershipNumber: string): string {
  const shown = membershipNumber.length > 4 ? 4 : 2;
  return `${membershipNumber.length > 4 ? '••••' : '••'}${membershipNumber.slice(-shown)}`;
}

/** https://wa.me/?text=… — no number: the cashier's WhatsApp asks whom to send it to. */
export function whatsappShareUrl(text: string, phoneDigits?: string): string {
  return `https://wa.me/${phoneDigits ?? ''}?text=${encodeURIComponent(text)}`;
}
