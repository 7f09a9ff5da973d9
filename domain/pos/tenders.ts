/**
 * Payment as it happens at the till (decision 014): one sale paid by several tenders whose sum is
 * the amount due. Pure rules shared by the payment step and the server, which refuses what they refuse.
 *
 * - Tenders: Cash, Debit, Credit Card, QRIS (loyalty-pos.md §9 lists the three cards; cash is added).
 * - Cash takes the amount tendered; the change is tendered minus the cash amount.
 * - Cash rounding (`CASH_ROUNDING`, e.g. 100): the cash part of the amount due is rounded DOWN to that
 *   unit, so it never goes against the shopper (INDONESIA.md "pembulatan"), and shows as its own line.
 *   Card and QRIS tenders pay to the rupiah; without a cash tender nothing is rounded.
 * - Every amount is whole rupiah and above 0; at most one cash tender.
 *
 * A problem is a catalogue text (decision 029): the till shows it in its language, the server's error
 * handler in the request's.
 */
import { formatRupiah } from '../platform/format.ts';
import type { Text, TextKey } from '../texts/index.ts';

export const TENDER_KINDS = ['Cash', 'Debit', 'Credit Card', 'QRIS'] as const;
export type TenderKind = (typeof TENDER_KINDS)[number];
export const CASH: TenderKind = 'Cash';

/** A tender's name as the cashier reads it (QRIS stays QRIS in both languages). */
export const TENDER_LABELS: Record<TenderKind, TextKey> = { Cash: 'pos.tender.cash', Debit: 'pos.tender.debit', 'Credit Card': 'pos.tender.creditCard', QRIS: 'pos.tender.qris' };

/** What the cashier entered: a kind and its amount; cash may carry the amount the shopper handed over. */
export interface TenderInput {
  kind: TenderKind;
  amount: number;
  /** Cash only: the notes handed over. Absent: exactly the amount. */
  tendered?: number | null;
}

/** One tender as the order records it. */
interface Tender {
  kind: TenderKind;
  amount: number;
  /** Cash: the notes handed over; null for cards and QRIS. */
  tendered: number | null;
  /** Cash: tendered minus amount; 0 otherwise. */
  change: number;
}

export interface TenderSettlement {
  /** The order total (loyalty-pos.md §9 Total). */
  amountDue: number;
  /** Taken off the cash part by the rounding rule (0..unit-1); shown as 'Cash rounding -Rp…'. */
  cashRounding: number;
  /** amountDue - cashRounding: what the tenders add up to. */
  amountToPay: number;
  tenders: Tender[];
  /** Cash change handed back. */
  change: number;
}

/** What rounding the cash part `cashPart` DOWN to `unit` takes off (never against the shopper). */
export function cashRoundingOf(cashPart: number, unit: number): number {
  if (unit <= 1 || cashPart <= 0) return 0;
  return cashPart % unit;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The cash part of the amount due when the non-cash tenders cover `nonCash`, and what cash should be
 * after rounding: what the payment step fills in when the cashier adds a cash tender.
 */
export function cashToPay(amountDue: number, nonCash: number, unit: number): { cashPart: number; cashRounding: number; cashAmount: number } {
  const cashPart = Math.max(0, amountDue - nonCash);
  const cashRounding = cashRoundingOf(cashPart, unit);
  return { cashPart, cashRounding, cashAmount: cashPart - cashRounding };
}

/**
 * The largest rupiah banknote. Change of a whole one or more means a note was handed over that the sale
 * did not need: a slip of the finger (Rp 9.000.000.000.000.000 typed for Rp 90.000) the till should
 * catch before the drawer's count and the Z-report carry it.
 */
const LARGEST_BANKNOTE = 100_000;

/** Checks one tender on its own; null when it is fine. */
export function tenderProblem(tender: TenderInput): Text | null {
  if (!(TENDER_KINDS as readonly string[]).includes(tender.kind)) return { key: 'pos.tender.problems.unknownKind' };
  if (typeof tender.amount !== 'number' || !Number.isSafeInteger(tender.amount)) return { key: 'pos.tender.problems.notWhole', values: { kind: tender.kind } };
  if (tender.amount <= 0) return { key: 'pos.tender.problems.notPositive', values: { kind: tender.kind, zero: formatRupiah(0) } };
  const tendered = tender.tendered ?? null;
  if (tendered === null) return null;
  if (tender.kind !== CASH) return { key: 'pos.tender.problems.tenderedNotCash', values: { kind: tender.kind } };
  if (typeof tendered !== 'number' || !Number.isSafeInteger(tendered)) return { key: 'pos.tender.problems.tenderedNotWhole' };
  if (tendered < tender.amount) return { key: 'pos.tender.problems.tenderedShort', values: { tendered: formatRupiah(tendered), amount: formatRupiah(tender.amount) } };
  if (tendered - tender.amount >= LARGEST_BANKNOTE) {
    return { key: 'pos.tender.problems.tenderedTooMuch', values: { tendered: formatRupiah(tendered), amount: formatRupiah(tender.amount), note: formatRupiah(LARGEST_BANKNOTE) } };
  }
  return null;
}

/**
 * Settles a sale: the tenders must add up to the amount due, less the cash rounding when cash is
 * among them. Returns the settlement, or the problem a cashier can act on.
 */
export function settleTenders(
  inputs: readonly TenderInput[],
  amountDue: number,
  roundingUnit: number,
): { settlement: TenderSettlement; problem: null } | { settlement: null; problem: Text } {
  const refuse = (problem: Text) => ({ settlement: null, problem }) as const;
  for (const input of inputs) {
    const problem = tenderProblem(input);
    if (problem) return refuse(problem);
  }
  const cash = inputs.filter((t) => t.kind === CASH);
  if (cash.length > 1) return refuse({ key: 'pos.tender.problems.oneCash' });
  const nonCash = sum(inputs.filter((t) => t.kind !== CASH).map((t) => t.amount));
  const cashRounding = cash.length > 0 ? cashToPay(amountDue, nonCash, roundingUnit).cashRounding : 0;
  const amountToPay = amountDue - cashRounding;
  const paid = sum(inputs.map((t) => t.amount));
  if (paid < amountToPay) {
    return refuse(
      inputs.length === 0
        ? { key: 'pos.tender.problems.addTender', values: { due: formatRupiah(amountToPay) } }
        : { key: 'pos.tender.problems.short', values: { paid: formatRupiah(paid), missing: formatRupiah(amountToPay - paid), due: formatRupiah(amountToPay) } },
    );
  }
  if (paid > amountToPay) {
    return refuse({ key: 'pos.tender.problems.over', values: { paid: formatRupiah(paid), excess: formatRupiah(paid - amountToPay), due: formatRupiah(amountToPay) } });
  }
  const tenders = inputs.map((t): Tender => {
    const tendered = t.kind === CASH ? (t.tendered ?? t.amount) : null;
    return { kind: t.kind, amount: t.amount, tendered, change: tendered === null ? 0 : tendered - t.amount };
  });
  return { settlement: { amountDue, cashRounding, amountToPay, tenders, change: sum(tenders.map((t) => t.change)) }, problem: null };
}

/**
 * The tenders of a caller that names one payment method (`payment_gateway_names: ['QRIS']`, the
 * spec's payload): that method pays the whole amount, cash rounded.
 */
export function singleTender(kind: TenderKind, amountDue: number, roundingUnit: number): TenderInput[] {
  if (amountDue <= 0) return [];
  const amount = kind === CASH ? cashToPay(amountDue, 0, roundingUnit).cashAmount : amountDue;
  return amount > 0 ? [{ kind, amount }] : [];
}
