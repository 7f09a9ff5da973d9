import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identityAccounts } from './identity.ts';
import { loyaltyMembers, loyaltyVouchers } from './loyalty.ts';
import { posOrders } from './pos.ts';
import { posShifts } from './till.ts';

/**
 * Returns at the till (docs/decisions/016-returns.md). A return belongs to one sale,
 * names the lines and units it takes back and what it refunded, and carries the manager who approved
 * it. Amounts are integer rupiah; the figures come from domain/pos/returns.ts.
 */

const money = (name: string) => bigint(name, { mode: 'number' });

/** A manager's approval PIN, stored only as a scrypt hash (the identity provider's password hashing). */
export const posManagerPins = pgTable('pos_manager_pins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => identityAccounts.userId),
  pinHash: text('pin_hash').notNull(),
  /**
   * What the till caches to check this PIN offline (decision 030): PBKDF2-SHA-256 with a fresh random salt,
   * drawn again each time the server sees the PIN (set, or an approval online). Null until then.
   */
  offlinePinCheck: jsonb('offline_pin_check').$type<{ salt: string; iterations: number; hash: string }>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const posReturns = pgTable(
  'pos_returns',
  {
    id: uuid('id').primaryKey(),
    /** The return's own number, shown as 'RET-000042'. */
    returnNumber: bigserial('return_number', { mode: 'number' }).notNull(),
    /** The POS's key of this return: a retry with the same key gets the first answer and books nothing. */
    returnKey: text('return_key').notNull(),
    /** A hash of what was asked, so the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => posOrders.id),
    storeId: text('store_id').notNull(),
    /** The cashier's open shift at the sale's store: its Z-report counts the refunds. */
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => posShifts.id),
    memberId: uuid('member_id').references(() => loyaltyMembers.id),
    subtotal: money('subtotal').notNull(),
    totalTax: money('total_tax').notNull(),
    voucherShare: money('voucher_share').notNull(),
    refundTotal: money('refund_total').notNull(),
    pointsGivenBack: money('points_given_back').notNull(),
    pointsReversed: money('points_reversed').notNull(),
    tierPointsReversed: money('tier_points_reversed').notNull(),
    /** The voucher the sale used, back with the member because the whole sale is now returned. */
    restoredVoucherId: uuid('restored_voucher_id').references(() => loyaltyVouchers.id),
    cashierUserId: text('cashier_user_id').notNull(),
    approvedByUserId: text('approved_by_user_id').notNull(),
    approvedByName: text('approved_by_name').notNull(),
    reason: text('reason'),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pos_returns_return_key').on(t.returnKey),
    uniqueIndex('pos_returns_return_number').on(t.returnNumber),
    index('pos_returns_order').on(t.orderId),
    index('pos_returns_shift').on(t.shiftId),
    // The dashboard's refunds by day (decision 022, migration 0017).
    index('pos_returns_created').on(t.createdAt),
    check(
      'pos_returns_amounts',
      sql`${t.refundTotal} >= 0 and ${t.pointsGivenBack} >= 0 and ${t.pointsReversed} >= 0 and ${t.tierPointsReversed} >= 0`,
    ),
  ],
);

export const posReturnLines = pgTable(
  'pos_return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => posReturns.id),
    /** The sale's line (pos_order_lines.line_number). */
    lineNumber: integer('line_number').notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    voucherShare: money('voucher_share').notNull(),
    pointsShare: money('points_share').notNull(),
    refund: money('refund').notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.lineNumber] }), check('pos_return_lines_quantity', sql`${t.quantity} > 0`)],
);

/** Where the money went back: the sale's tenders, in the order they were paid. */
export const posReturnRefunds = pgTable(
  'pos_return_refunds',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => posReturns.id),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    /** Cash leaves the drawer; other tenders go back to the card or account. */
    isCash: boolean('is_cash').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.position] }), check('pos_return_refunds_amount', sql`${t.amount} > 0`)],
);
