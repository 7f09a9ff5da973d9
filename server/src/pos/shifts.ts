import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ExpectedCashResponse, PosShift, ZReport } from '#domain/pos/api/shifts.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { buildZReport, expectedCashOf, zReportName, type ShiftFacts } from '#domain/pos/shifts.ts';
import { withTransactionRetry, type Database, type Transaction } from '../platform/db/client.ts';
import { JsonQuery } from '../platform/db/json-query.ts';
import { posShifts, posStores } from '../platform/db/schema/index.ts';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../platform/errors.ts';
import { noOpenShiftMessage } from '../loyalty/index.ts';
import type { Text } from '#domain/texts/index.ts';
import { shiftReturns } from './shift-returns.ts';

/**
 * The cashier's shift (docs/decisions/014-tenders-and-shifts.md): opened at a store
 * with a float, one open shift per cashier and store; every sale at our till joins it
 * (loyalty_place_order takes the shift row FOR SHARE); closed with a blind count into a numbered,
 * immutable Z-report (the row FOR UPDATE, so a racing sale is either counted or refused; a trigger of
 * migration 0006 refuses any later change).
 */

export interface Cashier {
  id: string;
  name: string;
  /** A manager may close another cashier's shift. */
  isManager: boolean;
}


type ShiftRow = typeof posShifts.$inferSelect;

function asShift(row: ShiftRow, storeName: string): PosShift {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName,
    cashierName: row.cashierName,
    openingFloat: row.openingFloat,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    zNumber: row.zNumber,
  };
}

export async function storeName(db: Database | Transaction, storeId: string): Promise<string> {
  const [store] = await db.select({ name: posStores.name }).from(posStores).where(eq(posStores.storeId, storeId));
  if (!store) throw new InvalidInput({ key: 'loyalty.errors.unknownStore', values: { storeId } });
  return store.name;
}

/**
 * For a till write other than a sale (a return, decision 016), inside its transaction: the cashier's
 * open shift at the store, locked FOR SHARE as loyalty_place_order does for a sale, so a close waits
 * for the write and counts it, and a write after the close is refused (with `refusal`'s message).
 * Returns the shift id.
 */
export async function lockOpenShift(
  tx: Transaction,
  storeId: string,
  cashierId: string,
  refusal: (storeName: string) => Text = noOpenShiftMessage,
): Promise<string> {
  const [shift] = await tx
    .select({ id: posShifts.id })
    .from(posShifts)
    .where(and(eq(posShifts.storeId, storeId), eq(posShifts.cashierId, cashierId), isNull(posShifts.closedAt)))
    .for('share');
  if (!shift) throw new Conflict(refusal(await storeName(tx, storeId)));
  return shift.id;
}

export async function currentShift(db: Database, storeId: string, cashierId: string): Promise<PosShift | null> {
  const name = await storeName(db, storeId);
  const [row] = await db
    .select()
    .from(posShifts)
    .where(and(eq(posShifts.storeId, storeId), eq(posShifts.cashierId, cashierId), isNull(posShifts.closedAt)));
  return row ? asShift(row, name) : null;
}

/** Opens a shift; the same request key again answers the same shift (`replayed`). */
export async function openShift(
  db: Database,
  request: { storeId: string; openingFloat: number; requestKey: string },
  cashier: Cashier,
  now: Date,
  newId: () => string,
): Promise<{ replayed: boolean; shift: PosShift }> {
  return withTransactionRetry(db, async (tx) => {
    const name = await storeName(tx, request.storeId);
    const inserted = await tx
      .insert(posShifts)
      .values({
        id: newId(),
        storeId: request.storeId,
        cashierId: cashier.id,
        cashierName: cashier.name,
        openingFloat: request.openingFloat,
        openKey: request.requestKey,
        openedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { replayed: false, shift: asShift(inserted[0], name) };

    const [same] = await tx.select().from(posShifts).where(eq(posShifts.openKey, request.requestKey));
    if (same && same.cashierId === cashier.id && same.storeId === request.storeId && same.openingFloat === request.openingFloat) {
      return { replayed: true, shift: asShift(same, name) };
    }
    if (same) throw new Conflict({ key: 'pos.errors.shiftKeyReused' });
    const [open] = await tx
      .select()
      .from(posShifts)
      .where(and(eq(posShifts.storeId, request.storeId), eq(posShifts.cashierId, cashier.id), isNull(posShifts.closedAt)));
    throw new Conflict(
      open
        ? `You already have a shift open at ${name} (float ${formatRupiah(open.openingFloat)}): close it before opening another.`
        : 'The shift could not be opened: please try again.',
    );
  });
}

// $1 shift id. The shift's sales and their tenders, summed in one round trip.
const shiftSalesQuery = new JsonQuery<[string], Pick<ShiftFacts, 'sales' | 'saleTenders'>>(
  'pos_shift_sales',
  `select json_build_object(
    'sales', (select json_build_object(
        'count', count(*),
        'subtotal', coalesce(sum(o.subtotal), 0),
        'tax', coalesce(sum(o.total_tax), 0),
        'voucherDiscount', coalesce(sum(o.voucher_discount), 0),
        'vouchersUsed', count(o.voucher_id),
        'pointsRedeemed', coalesce(sum(o.points_redeemed), 0),
        'total', coalesce(sum(o.total_price), 0),
        'cashRounding', coalesce(sum(o.cash_rounding), 0))
      from pos_orders o where o.shift_id = $1::uuid),
    'saleTenders', coalesce((select json_agg(json_build_object('kind', t.kind, 'count', t.count, 'amount', t.amount,
        'tendered', t.tendered, 'change', t.change))
      from (select pt.kind, count(*) as count, sum(pt.amount) as amount, coalesce(sum(pt.tendered), 0) as tendered,
              sum(pt.change) as change
            from pos_order_tenders pt join pos_orders o on o.id = pt.order_id
            where o.shift_id = $1::uuid group by pt.kind) t), '[]'::json)
  ) as result`,
);

/** The shift, if the cashier may close it (its own, or any as a manager); a closed one is a 409. */
function closableShift(shift: ShiftRow | undefined, cashier: Cashier): ShiftRow {
  if (!shift) throw new NotFound({ key: 'pos.errors.shiftNotFound' });
  if (shift.cashierId !== cashier.id && !cashier.isManager) {
    throw new Forbidden({ key: 'pos.errors.shiftNotYours' });
  }
  return shift;
}

/**
 * What the drawer of an open shift should hold now, for the close's confirmation: the cashier counts
 * blind, then sees the difference before the immutable Z-report is written (decision 014). A sale
 * booked in between changes it; the Z-report sums again at the close.
 */
export async function shiftExpectedCash(db: Database, shiftId: string, cashier: Cashier): Promise<ExpectedCashResponse> {
  return withTransactionRetry(db, async (tx) => {
    const [row] = await tx.select().from(posShifts).where(eq(posShifts.id, shiftId));
    const shift = closableShift(row, cashier);
    if (shift.closedAt && shift.zNumber !== null) {
      throw new Conflict({ key: 'pos.errors.shiftClosed', values: { zReport: zReportName(shift.zNumber), amount: formatRupiah(shift.countedCash ?? 0) } });
    }
    const sums = await shiftSalesQuery.run(tx, shift.id);
    if (!sums) throw new Error('The shift sales query returned no row');
    return { shiftId: shift.id, expectedCash: expectedCashOf({ shift, saleTenders: sums.saleTenders, returns: await shiftReturns(tx, shift.id) }) };
  });
}

/**
 * Closes the shift with the blind count and answers its Z-report. Closing again with the same count
 * answers the same report (`replayed`); two closes racing give one report.
 */
export async function closeShift(
  db: Database,
  shiftId: string,
  countedCash: number,
  cashier: Cashier,
  clock: () => Date,
): Promise<{ replayed: boolean; report: ZReport }> {
  return withTransactionRetry(db, async (tx) => {
    const [row] = await tx.select().from(posShifts).where(eq(posShifts.id, shiftId)).for('update');
    const shift = closableShift(row, cashier);
    if (shift.closedAt && shift.zReport && shift.zNumber !== null) {
      if (shift.countedCash === countedCash) return { replayed: true, report: shift.zReport as ZReport };
      throw new Conflict({ key: 'pos.errors.shiftClosed', values: { zReport: zReportName(shift.zNumber), amount: formatRupiah(shift.countedCash ?? 0) } });
    }
    const name = await storeName(tx, shift.storeId);

    // Z numbers run per store; shifts of one store closing at once take turns here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pos_z:${shift.storeId}`}, 0))`);
    const [last] = await tx
      .select({ zNumber: posShifts.zNumber })
      .from(posShifts)
      .where(and(eq(posShifts.storeId, shift.storeId), isNotNull(posShifts.zNumber)))
      .orderBy(desc(posShifts.zNumber))
      .limit(1);
    const zNumber = (last?.zNumber ?? 0) + 1;

    // The close time is read under the lock: every sale in the report was booked before it.
    const now = clock();
    const sums = await shiftSalesQuery.run(tx, shift.id);
    if (!sums) throw new Error('The shift sales query returned no row');
    const report = buildZReport({
      shift: { ...asShift(shift, name), openingFloat: shift.openingFloat },
      zNumber,
      closedAt: now.toISOString(),
      countedCash,
      sales: sums.sales,
      saleTenders: sums.saleTenders,
      returns: await shiftReturns(tx, shift.id),
    });
    await tx
      .update(posShifts)
      .set({ closedAt: now, countedCash, zNumber, zReport: report })
      .where(eq(posShifts.id, shift.id));
    return { replayed: false, report };
  });
}

export async function listZReports(db: Database, storeId: string): Promise<ZReport[]> {
  await storeName(db, storeId);
  const rows = await db
    .select({ report: posShifts.zReport })
    .from(posShifts)
    .where(and(eq(posShifts.storeId, storeId), isNotNull(posShifts.zNumber)))
    .orderBy(desc(posShifts.zNumber))
    .limit(100);
  return rows.map((row) => row.report as ZReport);
}

export async function getZReport(db: Database, storeId: string, zNumber: number): Promise<ZReport> {
  const [row] = await db
    .select({ report: posShifts.zReport })
    .from(posShifts)
    .where(and(eq(posShifts.storeId, storeId), eq(posShifts.zNumber, zNumber)));
  if (!row?.report) throw new NotFound({ key: 'pos.errors.zReportNotFound', values: { name: zReportName(zNumber), storeId } });
  return row.report as ZReport;
}
