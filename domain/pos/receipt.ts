/**
 * The receipt's arithmetic and wording (decision 015): how the PPN the order charged is presented as
 * a simplified tax invoice, the Jakarta date and
 * the short texts of the e-mail and the WhatsApp message. The amounts themselves are the order's: the
 * PPN was computed by pricing.ts with the rule of domain/platform/tax.ts (decision 038) when the sale was
 * booked; this module never charges anything, it only states it.
 */
import { ppnRuleOn, taxBase, type TaxClass } from '../platform/tax.ts';
import { formatDateTime, formatRupiah } from '../platform/format.ts';
import type { Language } from '../platform/language.ts';
import { type CalendarDay } from '../platform/jakarta-time.ts';
import { JAKARTA_TIME_ZONE } from '../platform/time-zone.ts';

// ---------------------------------------------------------------- PPN presentation (INDONESIA.md "Tax")

export interface ReceiptTax {
  /**
   * The price the tax is on: the lines after the voucher (decision 038); for sales booked before it,
   * the lines before discounts, as they were taxed.
   */
  taxableAmount: number;
  /** DPP: the taxable amount times the rule's base fraction, to the nearest rupiah. */
  taxBase: number;
  ratePercent: number;
  baseLabel: string;
  /** The PPN the order charged (and the customer paid), printed as the rule's rate of the base. */
  ppn: number;
}

/**
 * The tax block of a receipt. The PPN is the amount the order booked — rounded per line — never
 * recomputed here, so the receipt, the order and the ledger agree to the rupiah; the base is 11/12 of
 * the taxable amount, so 12% of it is that same amount up to the base's own rounding.
 */
export function receiptTax(order: { taxableAmount: number; ppn: number; day: CalendarDay; taxClass?: TaxClass }): ReceiptTax {
  const rule = ppnRuleOn(order.day, order.taxClass ?? 'ordinary');
  return { taxableAmount: order.taxableAmount, taxBase: taxBase(order.taxableAmount, rule), ratePercent: rule.ratePercent, baseLabel: rule.baseLabel, ppn: order.ppn };
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
