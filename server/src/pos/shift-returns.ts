import type { ShiftFacts } from '#domain/shifts.ts';
import type { Transaction } from '../db/client.ts';

/**
 * The refunds booked in a shift, by tender, for its Z-report (issue 15 item 5, returns).
 *
 * The place for the returns feature: sum its refund tenders of the returns whose shift is `shiftId`
 * here, inside the closing transaction (the shift row is locked FOR UPDATE, so a return that takes
 * the shift FOR SHARE, as a sale does in loyalty_place_order, is either counted or refused). Until
 * returns exist a shift has none.
 */
export async function shiftReturns(_tx: Transaction, _shiftId: string): Promise<ShiftFacts['returns']> {
  return { count: 0, total: 0, tenders: [] };
}
