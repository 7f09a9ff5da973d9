/**
 * The till's shifts and Z-reports (docs/decisions/014-tenders-and-shifts.md).
 *
 *   GET  /api/pos/shifts/current?storeId=STORE-001   STAFF currentShiftQuery -> currentShiftResponse
 *   POST /api/pos/shifts                             STAFF openShiftRequest -> posShift (201; 200 for a retry)
 *   GET  /api/pos/shifts/:shiftId/expected-cash      STAFF expectedCashResponse (the close's confirmation)
 *   POST /api/pos/shifts/:shiftId/close              STAFF closeShiftRequest -> zReport (201; 200 for a retry)
 *   GET  /api/pos/z-reports?storeId=STORE-001        STAFF zReportListQuery -> zReportListResponse
 *   GET  /api/pos/z-reports/:storeId/:zNumber        STAFF zReport
 */
import { z } from 'zod';
import { TENDER_KINDS } from '../tenders.ts';
import { keyed } from '../../texts/schema-messages.ts';

const storeId = z.string().trim().min(1, 'pos.validation.chooseStore').max(32);
// A missing amount is refused in words of its own: a blank field must not pass as Rp 0 (zero is typed).
const wholeRupiah = (field: 'openingFloat' | 'countedCash') =>
  z
    .number({ error: (issue) => keyed(issue.input === undefined || issue.input === null ? 'pos.validation.amountMissing' : 'pos.validation.notRupiah', { field }) })
    .refine((value) => Number.isSafeInteger(value), keyed('pos.validation.notWholeRupiah', { field }))
    .refine((value) => value >= 0, keyed('pos.validation.negative', { field }))
    .refine((value) => value <= 1_000_000_000_000, keyed('pos.validation.tooLarge', { field }));

export const posShift = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  cashierName: z.string(),
  openingFloat: z.number(),
  openedAt: z.string(),
  /** Null while the shift is open. */
  closedAt: z.string().nullable(),
  zNumber: z.number().nullable(),
});
export type PosShift = z.infer<typeof posShift>;

export const currentShiftQuery = z.object({ storeId });
export const currentShiftResponse = z.object({
  /** The signed-in cashier's open shift at that store, or null: sales are refused until one is opened. */
  shift: posShift.nullable(),
  /** CASH_ROUNDING: the cash part of a sale is rounded down to this many rupiah (0: not rounded). */
  cashRounding: z.number(),
});
export type CurrentShiftResponse = z.infer<typeof currentShiftResponse>;

export const openShiftRequest = z.object({
  storeId,
  openingFloat: wholeRupiah('openingFloat'),
  /** The till's key of this request (e.g. a UUID): a retry answers with the same shift. */
  requestKey: z.string().trim().min(8).max(64),
});
export type OpenShiftRequest = z.infer<typeof openShiftRequest>;

export const shiftParams = z.object({ shiftId: z.uuid('pos.validation.unknownShift') });
export const closeShiftRequest = z.object({
  /** The blind count: the cash in the drawer, counted without seeing what is expected. */
  countedCash: wholeRupiah('countedCash'),
});
export type CloseShiftRequest = z.infer<typeof closeShiftRequest>;

/** What the drawer of an open shift should hold now, shown against the count before the close is booked. */
export const expectedCashResponse = z.object({ shiftId: z.string(), expectedCash: z.number() });
export type ExpectedCashResponse = z.infer<typeof expectedCashResponse>;

const tenderTotal = z.object({ kind: z.enum(TENDER_KINDS), count: z.number(), amount: z.number() });

/** A closed shift's numbered, immutable report. */
export const zReport = z.object({
  /** Per store: 1, 2, 3, … */
  zNumber: z.number(),
  shiftId: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  cashierName: z.string(),
  openedAt: z.string(),
  closedAt: z.string(),
  openingFloat: z.number(),
  sales: z.object({
    count: z.number(),
    /** Lines before tax and discounts. */
    subtotal: z.number(),
    tax: z.number(),
    voucherDiscount: z.number(),
    vouchersUsed: z.number(),
    pointsRedeemed: z.number(),
    /** What the sales were due: subtotal + tax - vouchers - points. */
    total: z.number(),
    /** Taken off cash parts by CASH_ROUNDING. */
    cashRounding: z.number(),
    /** Each tender kind, all four always listed. Cash is net of change. */
    tenders: z.array(tenderTotal),
    cashTendered: z.number(),
    changeGiven: z.number(),
  }),
  /** Refunds booked in the shift, by tender (returns, decision 016). */
  returns: z.object({ count: z.number(), total: z.number(), tenders: z.array(tenderTotal) }),
  /** Opening float + cash sales - cash refunds. */
  expectedCash: z.number(),
  countedCash: z.number(),
  /** Counted - expected: negative when cash is missing. */
  difference: z.number(),
});
export type ZReport = z.infer<typeof zReport>;

export const zReportListQuery = z.object({ storeId });
export const zReportListResponse = z.object({ reports: z.array(zReport) });
/** Z-numbers are a PostgreSQL integer: a larger one names no report (400, not the database's overflow). */
export const zReportParams = z.object({ storeId, zNumber: z.coerce.number().int().min(1, 'pos.validation.unknownZReport').max(2_147_483_647, 'pos.validation.unknownZReport') });
