/**
 * The back office's orders (decision 024): storefront and POS orders in one list, newest first, with
 * search, channel, status and Jakarta-day filters; and each order's detail.
 *
 *   GET /api/admin/orders                       MANAGER orderListQuery -> orderListResponse
 *   GET /api/admin/orders/storefront/:number    MANAGER -> storefrontOrderDetail
 *   GET /api/admin/orders/pos/:transactionNumber MANAGER -> posOrderDetail
 *   GET /api/admin/pos-sync-conflicts           MANAGER syncConflictsQuery -> syncConflictsResponse
 *   GET /api/admin/late-payments                MANAGER -> latePaymentsResponse
 */
import { z } from 'zod';
import { ADMIN_ORDER_STATUSES, ORDER_CHANNELS, POS_ORDER_STATUSES, STAFF_ORDER_MOVES, type AdminOrderStatus } from '../orders.ts';
import { receipt } from '../../pos/api/receipts.ts';
import { shopOrder } from '../../storefront/api/checkout.ts';
import { OFFLINE_OVERRIDE_REASONS, SYNC_CONFLICT_KINDS } from '../../pos/offline.ts';
import { LATE_PAYMENT_OUTCOMES, LATE_PAYMENT_REASONS } from '../../storefront/late-payments.ts';

export const ORDERS_PAGE_SIZE = 25;

export { POS_ORDER_STATUSES, type AdminOrderStatus };

/** The channel filter: 'storefront', 'pos' (every store), 'brand:grandlucky' or 'store:STORE-001'. */
const CHANNEL = /^(storefront|pos|brand:[a-z0-9-]{1,40}|store:[A-Za-z0-9-]{1,40})$/;
/** A page's end: 's-<uuid>' (a storefront order) or 'p-<uuid>' (a POS order). */
const ORDER_CURSOR = /^[sp]-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const orderListQuery = z
  .object({
    /** An order number (LMB-… or #1042), a POS transaction number, a membership number or an e-mail; exact, any case. */
    q: z.string().trim().max(254).optional(),
    channel: z.string().regex(CHANNEL, 'backOffice.errors.orders.channel').optional(),
    status: z.enum(ADMIN_ORDER_STATUSES).optional(),
    /** Jakarta calendar days, inclusive. */
    from: z.iso.date('backOffice.errors.date').optional(),
    to: z.iso.date('backOffice.errors.date').optional(),
    /** The previous page's `nextAfter`. */
    after: z.string().regex(ORDER_CURSOR, 'backOffice.errors.badCursor').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'backOffice.errors.fromAfterTo', path: ['to'] });
export type OrderListQuery = z.input<typeof orderListQuery>;

const adminOrderRow = z.object({
  /** The row's cursor key ('s-…' or 'p-…'). */
  key: z.string(),
  channel: z.enum(ORDER_CHANNELS),
  /** 'LMB-7K3QX9PA' (storefront) or '#1042' (POS). */
  number: z.string(),
  /** POS: the till's transaction number, which the detail page is reached by. */
  transactionNumber: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(ADMIN_ORDER_STATUSES),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  brand: z.string().nullable(),
  customerName: z.string().nullable(),
  email: z.string().nullable(),
  membershipNumber: z.string().nullable(),
  itemCount: z.number().int(),
  total: z.number().int(),
  pointsRedeemed: z.number().int(),
  pointsEarned: z.number().int(),
  /** 'QRIS', 'Cash', 'Bank virtual account', … */
  payment: z.string(),
  /** A POS sale the till made offline (decision 030): its device, its receipt number there, when it synced. Absent otherwise. */
  offline: z.object({ deviceId: z.string(), receiptNumber: z.string(), syncedAt: z.string() }).optional(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

const orderStore = z.object({ storeId: z.string(), name: z.string(), brand: z.string() });

export const orderListResponse = z.object({
  orders: z.array(adminOrderRow),
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: z.string().nullable(),
  /** The POS stores, for the channel filter. */
  stores: z.array(orderStore),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;

export const storefrontOrderParams = z.object({ orderNumber: z.string().trim().min(1).max(20, 'backOffice.errors.orders.orderNumber') });
export const posOrderParams = z.object({ transactionNumber: z.string().trim().min(1).max(64) });

/** One step of an order's history: a status and when, and who made it when staff did (from the audit log). */
const orderHistoryStep = z.object({ status: z.string(), at: z.string(), by: z.string().nullable(), note: z.string().nullable() });

export const storefrontOrderDetail = z.object({
  order: shopOrder,
  history: z.array(orderHistoryStep),
  /** The moves staff may make now (domain/storefront/checkout.ts canMoveOrder). */
  nextStatuses: z.array(z.enum(STAFF_ORDER_MOVES)),
});
export type StorefrontOrderDetail = z.infer<typeof storefrontOrderDetail>;

const posOrderReturn = z.object({
  /** 'RET-000042'. */
  returnNumber: z.string(),
  createdAt: z.string(),
  items: z.number().int(),
  refundTotal: z.number().int(),
  pointsGivenBack: z.number().int(),
  pointsReversed: z.number().int(),
  approvedBy: z.string(),
  reason: z.string().nullable(),
  refunds: z.array(z.object({ kind: z.string(), amount: z.number().int() })),
});

export const posOrderDetail = z.object({
  /** The receipt as the till prints it: lines with their discounts, voucher, PPN, tenders, change and rounding. */
  receipt,
  brand: z.string().nullable(),
  /** Unmasked, for staff. */
  membershipNumber: z.string().nullable(),
  memberName: z.string().nullable(),
  pointsEarned: z.number().int(),
  pointsRedeemed: z.number().int(),
  tierPointsEarned: z.number().int(),
  returns: z.array(posOrderReturn),
  /** Sold offline (decision 030): device, receipt number, when sold and synced, a manager’s override, and what had changed at sync. Absent otherwise. */
  offline: z
    .object({
      deviceId: z.string(),
      receiptNumber: z.string(),
      soldAt: z.string(),
      syncedAt: z.string(),
      override: z.object({ managerUserId: z.string(), managerName: z.string().nullable(), reason: z.enum(OFFLINE_OVERRIDE_REASONS) }).nullable(),
      conflicts: z.array(z.object({ kind: z.enum(SYNC_CONFLICT_KINDS), detail: z.string() })),
    })
    .optional(),
});
export type PosOrderDetail = z.infer<typeof posOrderDetail>;

// ---------------------------------------------------------------- offline sync report (decision 030)

export const syncConflictsQuery = z.object({
  /** One store ('STORE-001'); absent: every store the manager sees. */
  storeId: z.string().trim().min(1).max(32).optional(),
  /** One till ('KASIR-1'). */
  deviceId: z.string().trim().min(1).max(40).optional(),
});
export type SyncConflictsQuery = z.input<typeof syncConflictsQuery>;

const syncConflictRow = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string().nullable(),
  deviceId: z.string(),
  kind: z.enum(SYNC_CONFLICT_KINDS),
  /** The product code, membership number or shift concerned. */
  detail: z.string(),
  /** The order it was booked as: '#1042', its transaction number (the detail page's key) and the device's receipt number. */
  orderName: z.string(),
  transactionNumber: z.string(),
  receiptNumber: z.string().nullable(),
  soldAt: z.string().nullable(),
  syncedAt: z.string(),
});
export type SyncConflictRow = z.infer<typeof syncConflictRow>;

export const syncConflictsResponse = z.object({
  /** How many per store and device, by store then device. */
  devices: z.array(z.object({ storeId: z.string(), storeName: z.string().nullable(), deviceId: z.string(), conflicts: z.number().int() })),
  /** The latest 200, newest first. */
  conflicts: z.array(syncConflictRow),
});
export type SyncConflictsResponse = z.infer<typeof syncConflictsResponse>;

/** A payment that came after its order expired, and what became of it (docs/decisions/036-late-payments.md). */
const latePayment = z.object({
  orderNumber: z.string(),
  provider: z.string(),
  /** The gateway's charge id. */
  chargeReference: z.string(),
  amount: z.number().int(),
  outcome: z.enum(LATE_PAYMENT_OUTCOMES),
  /** What could not be taken again (null: revived). */
  reason: z.enum(LATE_PAYMENT_REASONS).nullable(),
  /** The gateway's last refusal. */
  detail: z.string().nullable(),
  attempts: z.number().int(),
  receivedAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type LatePayment = z.infer<typeof latePayment>;
export const latePaymentsResponse = z.object({ payments: z.array(latePayment) });
