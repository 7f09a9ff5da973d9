import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TENDER_KINDS, type TenderKind } from '#domain/pos/tenders.ts';
import { OFFLINE_OVERRIDE_REASONS, SYNC_CONFLICT_KINDS, type OfflineOverrideReason, type SyncConflictKind } from '#domain/pos/offline.ts';
import { oneOf } from './checks.ts';
import { loyaltyMembers, loyaltyVouchers } from './loyalty.ts';
import { posShifts } from './till.ts';

/**
 * The cashier checkout's stores, products and orders (loyalty-pos.md §2 "Cashier checkout", §3 Store,
 * Product and Order payload). Amounts are integer rupiah.
 */

const money = (name: string) => bigint(name, { mode: 'number' });

export const posStores = pgTable(
  'pos_stores',
  {
    id: uuid('id').primaryKey(),
    /** 'STORE-001'; what eligibility requests and orders name. */
    storeId: text('store_id').notNull(),
    name: text('name').notNull(),
    /** 'grandlucky' (supermarket) or 'erafone' (electronics): the /pos/{store} route parameter. */
    brand: text('brand').notNull(),
    accountId: text('account_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('pos_stores_store_id').on(t.storeId), index('pos_stores_brand').on(t.brand, t.position)],
);

export const posProducts = pgTable(
  'pos_products',
  {
    id: text('id').primaryKey(),
    productCode: text('product_code').notNull(),
    brand: text('brand').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    picture: text('picture').notNull(),
    family: text('family').notNull(),
    category: text('category').notNull(),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    /** EAN-13 (valid check digit, domain/pos/ean13.ts), what a keyboard-wedge scanner types at the till. */
    barcode: text('barcode').notNull(),
    /** 'active' or 'inactive' (set in the back office); an inactive product leaves the till's grid (orders keep it). */
    status: text('status').notNull().default('active'),
  },
  (t) => [
    uniqueIndex('pos_products_code').on(t.productCode),
    uniqueIndex('pos_products_barcode').on(t.barcode),
    index('pos_products_brand').on(t.brand, t.position),
    check('pos_products_price', sql`${t.price} > 0`),
  ],
);

/**
 * One placed order. The external transaction number is unique: posting it again returns `response`,
 * the answer the first request got, and changes nothing.
 */
export const posOrders = pgTable(
  'pos_orders',
  {
    id: uuid('id').primaryKey(),
    orderNumber: bigserial('order_number', { mode: 'number' }).notNull(),
    externalTransactionNumber: text('external_transaction_number').notNull(),
    storeId: text('store_id').notNull(),
    memberId: uuid('member_id').references(() => loyaltyMembers.id),
    voucherId: uuid('voucher_id').references(() => loyaltyVouchers.id),
    /** The method named by the request, or the tender paying most (decision 014: see pos_order_tenders). */
    paymentMethod: text('payment_method').$type<TenderKind>().notNull(),
    /** The open shift the sale belongs to (decision 014); null for orders placed through the loyalty API (sf-compat). */
    shiftId: uuid('shift_id').references(() => posShifts.id),
    /** Taken off the cash part by CASH_ROUNDING (decision 014); the tenders add up to total_price minus this. */
    cashRounding: money('cash_rounding').notNull().default(0),
    subtotal: money('subtotal').notNull(),
    totalTax: money('total_tax').notNull(),
    /**
     * True: the lines' PPN was computed after their share of the voucher (decision 038), so the receipt's
     * taxable amount is subtotal - voucher. False, on the sales booked before migration 0035: the tax was on
     * the lines before the voucher. The database fills it in (loyalty_place_order does not name it).
     */
    taxAfterDiscount: boolean('tax_after_discount').notNull().default(true),
    voucherDiscount: money('voucher_discount').notNull(),
    pointsRedeemed: money('points_redeemed').notNull(),
    totalPrice: money('total_price').notNull(),
    pointsEarned: money('points_earned').notNull(),
    tierPointsEarned: money('tier_points_earned').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The e-receipt's unguessable token (decision 015; a random UUID the database draws when the sale is booked). */
    receiptToken: uuid('receipt_token').notNull().defaultRandom(),
    /** A sale the till made offline (decision 030): its device, and its number in the device's series 'T{device}-{n}'. Null: sold online. */
    offlineDeviceId: text('offline_device_id'),
    offlineReceiptNumber: text('offline_receipt_number'),
    /** Offline: when the cashier sold it (created_at is the same instant, so lists and days place it there). */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** Offline: when the till's queue brought it to the server. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** Offline: the manager whose PIN let it past a limit, and which limit (the till checked the PIN). */
    offlineOverrideBy: text('offline_override_by'),
    offlineOverrideReason: text('offline_override_reason').$type<OfflineOverrideReason>(),
  },
  (t) => [
    uniqueIndex('pos_orders_external_transaction_number').on(t.externalTransactionNumber),
    uniqueIndex('pos_orders_receipt_token').on(t.receiptToken),
    // A voucher pays for one order at most, whatever happens above. (Every index here costs each order
    // an insert: add one for a query that needs it, e.g. a member's orders.)
    uniqueIndex('pos_orders_voucher').on(t.voucherId),
    // The Z-report sums a shift's sales.
    index('pos_orders_shift').on(t.shiftId),
    // The back office's member page lists a member's latest orders (decision 017, migration 0009).
    index('pos_orders_member_created').on(t.memberId, t.createdAt),
    // The back office's orders list, newest first, all stores or one (the dashboard reads its days from it too, decision 022); and its search by order number (migration 0016).
    index('pos_orders_created').on(t.createdAt, t.id),
    index('pos_orders_store_created').on(t.storeId, t.createdAt, t.id),
    uniqueIndex('pos_orders_order_number').on(t.orderNumber),
    // The orders list finds a sale by the number on its offline paper receipt (decision 030); only those rows carry one.
    index('pos_orders_offline_receipt').on(t.offlineReceiptNumber).where(sql`${t.offlineReceiptNumber} is not null`),
    check('pos_orders_payment_method', oneOf(t.paymentMethod, TENDER_KINDS)),
    check('pos_orders_offline_override_reason', oneOf(t.offlineOverrideReason, OFFLINE_OVERRIDE_REASONS)),
    check(
      'pos_orders_offline',
      sql`(${t.offlineDeviceId} is null) = (${t.offlineReceiptNumber} is null) and (${t.offlineDeviceId} is null) = (${t.soldAt} is null) and (${t.offlineDeviceId} is null) = (${t.syncedAt} is null)`,
    ),
    check(
      'pos_orders_totals',
      sql`${t.totalPrice} = ${t.subtotal} + ${t.totalTax} - ${t.voucherDiscount} - ${t.pointsRedeemed} and ${t.totalPrice} >= 0`,
    ),
  ],
);

export const posOrderLines = pgTable(
  'pos_order_lines',
  {
    orderId: uuid('order_id').notNull().references(() => posOrders.id),
    lineNumber: integer('line_number').notNull(),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    lineSubtotal: money('line_subtotal').notNull(),
    lineTax: money('line_tax').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNumber] }), check('pos_order_lines_quantity', sql`${t.quantity} > 0`)],
);

/** One tender of a POS order: Cash, Debit, Credit Card or QRIS (domain/pos/tenders.ts). */
export const posOrderTenders = pgTable(
  'pos_order_tenders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => posOrders.id),
    position: integer('position').notNull(),
    kind: text('kind').$type<TenderKind>().notNull(),
    amount: money('amount').notNull(),
    /** Cash: the notes handed over; null for cards and QRIS. */
    tendered: money('tendered'),
    change: money('change').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('pos_order_tenders_amount', sql`${t.amount} > 0 and ${t.change} >= 0`),
    check('pos_order_tenders_kind', oneOf(t.kind, TENDER_KINDS)),
  ],
);

/**
 * What had changed when an offline sale was synced (decision 030): the sale is booked anyway, and each
 * such finding is a row here, for the back office's sync report per store and device.
 */
export const posSyncConflicts = pgTable(
  'pos_sync_conflicts',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => posOrders.id),
    storeId: text('store_id').notNull(),
    deviceId: text('device_id').notNull(),
    kind: text('kind').$type<SyncConflictKind>().notNull(),
    /** The product code, membership number or shift concerned, as the till named it. */
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pos_sync_conflicts_store_created').on(t.storeId, t.createdAt, t.id),
    index('pos_sync_conflicts_order').on(t.orderId),
    check('pos_sync_conflicts_kind', oneOf(t.kind, SYNC_CONFLICT_KINDS)),
  ],
);
