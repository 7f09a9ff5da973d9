import { count, eq, sql } from 'drizzle-orm';
import type { ShiftFacts } from '#domain/pos/shifts.ts';
import type { TenderKind } from '#domain/pos/tenders.ts';
import type { Transaction } from '../platform/db/client.ts';
import { posReturnRefunds, posReturns } from '../platform/db/schema/index.ts';

/**
 * The refunds booked in a shift, by tender, for its Z-report (returns, decision 016), read inside the
 * closing transaction: the shift row is locked FOR UPDATE there, and a return takes it FOR SHARE
 * (pos/returns.ts), so a return is either counted here or refused for want of an open shift.
 */
export async function shiftReturns(tx: Transaction, shiftId: string): Promise<ShiftFacts['returns']> {
  const [totals] = await tx
    .select({ count: count(), total: sql<string>`coalesce(sum(${posReturns.refundTotal}), 0)` })
    .from(posReturns)
    .where(eq(posReturns.shiftId, shiftId));
  const tenders = await tx
    .select({ kind: posReturnRefunds.kind, count: count(), amount: sql<string>`sum(${posReturnRefunds.amount})` })
    .from(posReturnRefunds)
    .innerJoin(posReturns, eq(posReturns.id, posReturnRefunds.returnId))
    .where(eq(posReturns.shiftId, shiftId))
    .groupBy(posReturnRefunds.kind);
  return {
    count: totals?.count ?? 0,
    total: Number(totals?.total ?? 0),
    tenders: tenders.map((row) => ({ kind: row.kind as TenderKind, count: row.count, amount: Number(row.amount) })),
  };
}
