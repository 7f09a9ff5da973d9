import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The till (docs/decisions/014-tenders-and-shifts.md): the cashier's shifts with their
 * Z-reports (each POS order's tenders are in pos.ts). Amounts are integer rupiah.
 */

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A cashier's shift at a store: opened with a float, closed with a blind cash count into a numbered
 * Z-report that never changes afterwards (a trigger refuses updates to a closed shift). One open
 * shift per cashier and store.
 */
export const posShifts = pgTable(
  'pos_shifts',
  {
    id: uuid('id').primaryKey(),
    storeId: text('store_id').notNull(),
    /** The identity provider's user id (`sub`) of the cashier. */
    cashierId: text('cashier_id').notNull(),
    cashierName: text('cashier_name').notNull(),
    openingFloat: money('opening_float').notNull(),
    /** The client's key of the open request: a retry gets the same shift. */
    openKey: text('open_key').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    countedCash: money('counted_cash'),
    /** Z-report number, per store: 1, 2, 3, … */
    zNumber: integer('z_number'),
    zReport: jsonb('z_report'),
  },
  (t) => [
    uniqueIndex('pos_shifts_open_key').on(t.openKey),
    uniqueIndex('pos_shifts_open').on(t.storeId, t.cashierId).where(sql`${t.closedAt} is null`),
    uniqueIndex('pos_shifts_z_number').on(t.storeId, t.zNumber),
    index('pos_shifts_store_closed').on(t.storeId, t.closedAt),
    check('pos_shifts_float', sql`${t.openingFloat} >= 0`),
    check(
      'pos_shifts_closed',
      sql`(${t.closedAt} is null) = (${t.zNumber} is null) and (${t.closedAt} is null) = (${t.zReport} is null) and (${t.closedAt} is null) = (${t.countedCash} is null)`,
    ),
  ],
);
