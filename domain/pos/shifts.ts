/**
 * The shift's Z-report (decision 014): what the drawer should hold against what the cashier counted.
 * Pure: the server reads the shift's sums and returns, and this module lays out the report.
 */
import type { ZReport } from './api/shifts.ts';
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

/**
 * Expected cash = opening float + cash sales (net of change) - cash refunds; difference = counted -
 * expected, negative when cash is missing.
 */
export function buildZReport(facts: ShiftFacts): ZReport {
  const cashSales = facts.saleTenders.find((t) => t.kind === CASH);
  const expectedCash = facts.shift.openingFloat + cashOf(facts.saleTenders) - cashOf(facts.returns.tenders);
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
    difference: facts.countedCash - expectedCash,
  };
}

/** 'Z-0007': how a Z-report is named on screen and paper. */
export function zReportName(zNumber: number): string {
  return `Z-${String(zNumber).padStart(4, '0')}`;
}
