/**
 * The shift's Z-report (decision 014): what the drawer should hold against what the cashier counted.
 * Pure: the server reads the shift's sums and returns, and this module lays out the report.
 */
import type { ZReport } from './api/shifts.ts';
import { formatRupiah } from '../platform/format.ts';
import { parsePointsInput } from './pricing.ts';
import { CASH, TENDER_KINDS, type TenderKind } from './tenders.ts';

/** The shift's sales and returns as the database sums them. */
export interface ShiftFacts {
  shift: { id: string; storeId: string; storeName: string; cashierName: string; openingFloat: number; openedAt: string };
  zNumber: number;
  closedAt: string;
  countedCash: number;
  sales: {
    count: number;
    subtotal: number;
    tax: number;
    voucherDiscount: number;
    vouchersUsed: number;
    pointsRedeemed: number;
    total: number;
    cashRounding: number;
  };
  /** Per tender kind (missing kinds: none taken). Cash amount is net of change. */
  saleTenders: { kind: TenderKind; count: number; amount: number; tendered: number; change: number }[];
  returns: { count: number; total: number; tenders: { kind: TenderKind; count: number; amount: number }[] };
}

/** Every kind, in the till's order, with zeros where nothing was taken. */
function byKind(rows: readonly { kind: TenderKind; count: number; amount: number }[]) {
  return TENDER_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return { kind, count: row?.count ?? 0, amount: row?.amount ?? 0 };
  });
}

const cashOf = (rows: readonly { kind: TenderKind; amount: number }[]) => rows.find((r) => r.kind === CASH)?.amount ?? 0;

/** What the drawer should hold: opening float + cash sales (net of change) - cash refunds. */
export function expectedCashOf(facts: Pick<ShiftFacts, 'saleTenders' | 'returns'> & { shift: { openingFloat: number } }): number {
  return facts.shift.openingFloat + cashOf(facts.saleTenders) - cashOf(facts.returns.tenders);
}

/** Counted against expected, as the close's confirmation and the Z-report word it. */
export interface CashDifference {
  /** Counted - expected: negative when cash is missing. */
  difference: number;
  outcome: 'short' | 'over' | 'even';
}

export function cashDifference(expectedCash: number, countedCash: number): CashDifference {
  const difference = countedCash - expectedCash;
  return { difference, outcome: difference < 0 ? 'short' : difference > 0 ? 'over' : 'even' };
}

/** A difference with its sign: '+Rp 200', '-Rp 300', 'Rp 0'. */
export function signedRupiah(amount: number): string {
  return amount > 0 ? `+${formatRupiah(amount)}` : amount < 0 ? `-${formatRupiah(-amount)}` : formatRupiah(0);
}

/**
 * A cash amount typed at the till ('200000' or '200.000'): whole rupiah, or 'missing' for a blank field
 * (it must not pass as Rp 0: an empty drawer is typed as 0), or 'invalid'.
 */
export function parseCashAmount(text: string): number | 'missing' | 'invalid' {
  if (text.trim() === '') return 'missing';
  const value = parsePointsInput(text);
  return value !== null && Number.isSafeInteger(value) && value >= 0 ? value : 'invalid';
}

/** The Z-report; difference = counted - expected, negative when cash is missing. */
export function buildZReport(facts: ShiftFacts): ZReport {
  const cashSales = facts.saleTenders.find((t) => t.kind === CASH);
  const expectedCash = expectedCashOf(facts);
  return {
    zNumber: facts.zNumber,
    shiftId: facts.shift.id,
    storeId: facts.shift.storeId,
    storeName: facts.shift.storeName,
    cashierName: facts.shift.cashierName,
    openedAt: facts.shift.openedAt,
    closedAt: facts.closedAt,
    openingFloat: facts.shift.openingFloat,
    sales: {
      ...facts.sales,
      tenders: byKind(facts.saleTenders),
      cashTendered: cashSales?.tendered ?? 0,
      changeGiven: cashSales?.change ?? 0,
    },
    returns: { count: facts.returns.count, total: facts.returns.total, tenders: byKind(facts.returns.tenders) },
    expectedCash,
    countedCash: facts.countedCash,
    difference: cashDifference(expectedCash, facts.countedCash).difference,
  };
}

/** 'Z-0007': how a Z-report is named on screen and paper. */
export function zReportName(zNumber: number): string {
  return `Z-${String(zNumber).padStart(4, '0')}`;
}
