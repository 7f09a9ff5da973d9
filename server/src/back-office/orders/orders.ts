/**
 * The back office's orders (decision 024): storefront orders (`orders`, decision 018) and POS orders
 * (`pos_orders`, its tenders and returns) in one list, newest first, and each order's detail.
 *
 * The list is keyset-paged over both tables at once: each table is read in (created_at, id) order
 * below the cursor (indexes of migration 0016), the two pages are merged, and the cursor names the
 * last row shown ('s-<uuid>' or 'p-<uuid>'). The cursor's timestamp is read by the database from that
 * row itself, so no rounding to milliseconds can skip or repeat a row; at one instant a storefront
 * order sorts before a POS order (key 's-' > 'p-' in descending order).
 */
import { and, asc, desc, eq, exists, gte, inArray, isNotNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDERS_PAGE_SIZE,
  POS_ORDER_STATUSES,
  type AdminOrderRow,
  type AdminOrderStatus,
  type OrderListResponse,
  type PosOrderDetail,
  type StorefrontOrderDetail,
} from '#domain/back-office/api/orders.ts';
import { STAFF_ORDER_MOVES } from '#domain/back-office/orders.ts';
import { canMoveOrder, ORDER_STATUSES, releasesOnCancel, type OrderStatus } from '#domain/storefront/checkout.ts';
import type { Database } from '../../platform/db/client.ts';
import { adminAuditLog, identityAccounts, loyaltyContacts, loyaltyMembers, orderLines, orders, posOrderLines, posOrders, posReturnLines, posReturnRefunds, posReturns, posStores, posSyncConflicts } from '../../platform/db/schema/index.ts';
import type { SyncConflictKind } from '#domain/pos/offline.ts';
import { jakartaMidnight } from '../../platform/db/sql.ts';
import { InvalidInput, NotFound } from '../../platform/errors.ts';
import type { Receipts } from '../../pos/index.ts';
import { returnNumberText } from '../../pos/index.ts';
import type { StoreScope } from '../../identity/index.ts';
import { shopOrderOf, orderByNumber } from '../../storefront/index.ts';

export interface OrderFilters {
  q?: string | undefined;
  channel?: string | undefined;
  status?: AdminOrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  after?: string | undefined;
  /** A manager's stores (decision 017): POS orders of other stores are left out; null or absent: every store. */
  stores?: StoreScope | undefined;
}

/** The instant to the microsecond as sortable text (a JavaScript Date would round it to milliseconds). */
const sortableAt = (column: SQL | typeof orders.createdAt | typeof posOrders.createdAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

const BAD_CURSOR = { key: 'backOffice.errors.badCursor' } as const;

interface Cursor {
  table: 's' | 'p';
  id: string;
}

/** What the channel filter keeps of each table. */
function channelScope(channel: string | undefined): { storefront: boolean; pos: SQL | boolean } {
  if (!channel) return { storefront: true, pos: true };
  if (channel === 'storefront') return { storefront: true, pos: false };
  if (channel === 'pos') return { storefront: false, pos: true };
  if (channel.startsWith('brand:')) {
    const brand = channel.slice('brand:'.length);
    return { storefront: false, pos: inArray(posOrders.storeId, sql`(select ${posStores.storeId} from ${posStores} where ${posStores.brand} = ${brand})`) };
  }
  return { storefront: false, pos: eq(posOrders.storeId, channel.slice('store:'.length)) };
}

const isShopStatus = (status: AdminOrderStatus): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);
const isPosStatus = (status: AdminOrderStatus) => (POS_ORDER_STATUSES as readonly string[]).includes(status);

/** '#1042' or '1042': a POS order number. */
function posOrderNumberOf(q: string): number | null {
  const match = /^#?(\d{1,15})$/.exec(q);
  return match ? Number(match[1]) : null;
}

async function resolveCursor(db: Database, after: string | undefined): Promise<Cursor | null> {
  if (!after) return null;
  const cursor: Cursor = { table: after[0] === 's' ? 's' : 'p', id: after.slice(2) };
  const found =
    cursor.table === 's'
      ? await db.select({ id: orders.orderId }).from(orders).where(eq(orders.orderId, cursor.id)).limit(1)
      : await db.select({ id: posOrders.id }).from(posOrders).where(eq(posOrders.id, cursor.id)).limit(1);
  if (found.length === 0) throw new InvalidInput(BAD_CURSOR, { after: BAD_CURSOR });
  return cursor;
}

const cursorAt = (cursor: Cursor) =>
  cursor.table === 's' ? sql`(select ${orders.createdAt} from ${orders} where ${orders.orderId} = ${cursor.id})` : sql`(select ${posOrders.createdAt} from ${posOrders} where ${posOrders.id} = ${cursor.id})`;

/** One page of the orders list, newest first (storefront and POS merged). */
export async function listOrders(db: Database, filters: OrderFilters, pageSize = ORDERS_PAGE_SIZE): Promise<OrderListResponse> {
  const cursor = await resolveCursor(db, filters.after);
  const scope = channelScope(filters.channel);
  const status = filters.status;
  const q = filters.q?.trim() ?? '';
  const wantShop = scope.storefront && (!status || isShopStatus(status));
  const wantPos = scope.pos !== false && (!status || isPosStatus(status));

  const [shopRows, posRows, stores] = await Promise.all([
    wantShop ? storefrontPage(db, { ...filters, q, cursor, limit: pageSize + 1 }) : [],
    wantPos ? posPage(db, { ...filters, q, cursor, scope: scope.pos === true ? undefined : (scope.pos as SQL), limit: pageSize + 1 }) : [],
    db
      .select({ storeId: posStores.storeId, name: posStores.name, brand: posStores.brand })
      .from(posStores)
      .where(filters.stores ? inArray(posStores.storeId, filters.stores) : undefined)
      .orderBy(asc(posStores.brand), asc(posStores.position)),
  ]);
  const merged = [...shopRows, ...posRows].sort((a, b) => (a.sortAt === b.sortAt ? (a.row.key < b.row.key ? 1 : -1) : a.sortAt < b.sortAt ? 1 : -1));
  const page = merged.slice(0, pageSize);
  return {
    orders: page.map((entry) => entry.row),
    nextAfter: merged.length > pageSize ? (page.at(-1)?.row.key ?? null) : null,
    stores,
  };
}

interface PageInput extends OrderFilters {
  q: string;
  cursor: Cursor | null;
  limit: number;
}

const dateRange = (column: typeof orders.createdAt | typeof posOrders.createdAt, from: string | undefined, to: string | undefined) => [
  from ? gte(column, jakartaMidnight(from)) : undefined,
  to ? sql`${column} < ${jakartaMidnight(to)} + interval '1 day'` : undefined,
];

async function storefrontPage(db: Database, input: PageInput): Promise<{ sortAt: string; row: AdminOrderRow }[]> {
  const { q, cursor } = input;
  const conditions: (SQL | undefined)[] = [
    // Orders from before the checkout have no number to open or search them by: the list leaves them out
    // (docs/decisions/028-typed-order-columns.md).
    isNotNull(orders.orderNumber),
    input.status && isShopStatus(input.status) ? eq(orders.status, input.status) : undefined,
    q
      ? or(eq(orders.orderNumber, q.toUpperCase()), eq(sql`lower(${orders.contactEmail})`, q.toLowerCase()), eq(orders.membershipNumber, q))
      : undefined,
    ...dateRange(orders.createdAt, input.from, input.to),
    cursor
      ? cursor.table === 's'
        ? sql`(${orders.createdAt}, ${orders.orderId}) < (select o.created_at, o.order_id from orders o where o.order_id = ${cursor.id})`
        : lt(orders.createdAt, cursorAt(cursor))
      : undefined,
  ];
  const rows = await db
    .select({
      orderId: orders.orderId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      sortAt: sortableAt(orders.createdAt),
      name: orders.contactName,
      email: orders.contactEmail,
      membershipNumber: orders.membershipNumber,
      total: orders.totalIdr,
      pointsRedeemed: orders.pointsRedeemed,
      pointsEarned: orders.pointsEarned,
      paymentMethod: orders.paymentMethod,
      deliveryLabel: orders.deliveryLabel,
      items: sql<string>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.orderId})`,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(input.limit);
  return rows.map((r) => ({
    sortAt: r.sortAt,
    row: {
      key: `s-${r.orderId}`,
      channel: 'storefront',
      number: r.orderNumber ?? '',
      transactionNumber: null,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      storeId: null,
      storeName: null,
      brand: null,
      customerName: r.name,
      email: r.email,
      membershipNumber: r.membershipNumber,
      itemCount: Number(r.items),
      total: r.total,
      pointsRedeemed: r.pointsRedeemed,
      pointsEarned: r.pointsEarned,
      payment: r.paymentMethod ?? '',
    },
  }));
}

const hasReturn = () => exists(sql`(select 1 from ${posReturns} where ${posReturns.orderId} = ${posOrders.id})`);

async function posPage(db: Database, input: PageInput & { scope: SQL | undefined }): Promise<{ sortAt: string; row: AdminOrderRow }[]> {
  const { q, cursor } = input;
  const orderNumber = posOrderNumberOf(q);
  const conditions: (SQL | undefined)[] = [
    input.scope,
    input.stores ? inArray(posOrders.storeId, input.stores) : undefined,
    input.status === 'returned' ? hasReturn() : input.status === 'completed' ? notExists(sql`(select 1 from ${posReturns} where ${posReturns.orderId} = ${posOrders.id})`) : undefined,
    q
      ? or(
          eq(posOrders.externalTransactionNumber, q),
          // The number on an offline paper receipt ('TKASIR1-7'), as the customer hands it over.
          q.startsWith('T') ? eq(posOrders.offlineReceiptNumber, q) : undefined,
          orderNumber !== null ? eq(posOrders.orderNumber, orderNumber) : undefined,
          // `= any(array(…))`, not `in (…)`: the members are found first (an InitPlan), so the three
          // conditions are one BitmapOr of index scans instead of a walk down the whole table.
          sql`${posOrders.memberId} = any(array(select m.id from loyalty_members m where m.membership_number = ${q}
                 union select m.id from loyalty_contacts c join loyalty_members m on m.contact_id = c.id where lower(c.email) = ${q.toLowerCase()}))`,
        )
      : undefined,
    ...dateRange(posOrders.createdAt, input.from, input.to),
    cursor
      ? cursor.table === 'p'
        ? sql`(${posOrders.createdAt}, ${posOrders.id}) < (select p.created_at, p.id from pos_orders p where p.id = ${cursor.id})`
        : sql`${posOrders.createdAt} <= ${cursorAt(cursor)}`
      : undefined,
  ];
  const rows = await db
    .select({
      id: posOrders.id,
      orderNumber: posOrders.orderNumber,
      transactionNumber: posOrders.externalTransactionNumber,
      createdAt: posOrders.createdAt,
      sortAt: sortableAt(posOrders.createdAt),
      storeId: posOrders.storeId,
      storeName: posStores.name,
      brand: posStores.brand,
      membershipNumber: loyaltyMembers.membershipNumber,
      firstName: loyaltyContacts.firstName,
      lastName: loyaltyContacts.lastName,
      email: loyaltyContacts.email,
      total: posOrders.totalPrice,
      pointsRedeemed: posOrders.pointsRedeemed,
      pointsEarned: posOrders.pointsEarned,
      payment: posOrders.paymentMethod,
      offlineDeviceId: posOrders.offlineDeviceId,
      offlineReceiptNumber: posOrders.offlineReceiptNumber,
      syncedAt: posOrders.syncedAt,
      returned: sql<boolean>`${hasReturn()}`,
      items: sql<string>`(select coalesce(sum(${posOrderLines.quantity}), 0) from ${posOrderLines} where ${posOrderLines.orderId} = ${posOrders.id})`,
    })
    .from(posOrders)
    .leftJoin(posStores, eq(posStores.storeId, posOrders.storeId))
    .leftJoin(loyaltyMembers, eq(loyaltyMembers.id, posOrders.memberId))
    .leftJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
    .where(and(...conditions))
    .orderBy(desc(posOrders.createdAt), desc(posOrders.id))
    .limit(input.limit);
  return rows.map((r) => ({
    sortAt: r.sortAt,
    row: {
      key: `p-${r.id}`,
      channel: 'pos',
      number: `#${r.orderNumber}`,
      transactionNumber: r.transactionNumber,
      createdAt: r.createdAt.toISOString(),
      status: r.returned ? 'returned' : 'completed',
      storeId: r.storeId,
      storeName: r.storeName,
      brand: r.brand,
      customerName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
      email: r.email,
      membershipNumber: r.membershipNumber,
      itemCount: Number(r.items),
      total: r.total,
      pointsRedeemed: r.pointsRedeemed,
      pointsEarned: r.pointsEarned,
      payment: r.payment,
      // Only on sales made offline (decision 030), so the rows of every other sale read as before.
      ...(r.offlineDeviceId && r.offlineReceiptNumber && r.syncedAt
        ? { offline: { deviceId: r.offlineDeviceId, receiptNumber: r.offlineReceiptNumber, syncedAt: r.syncedAt.toISOString() } }
        : {}),
    },
  }));
}

// ---------------------------------------------------------------- detail

export async function storefrontOrderDetail(db: Database, orderNumber: string): Promise<StorefrontOrderDetail> {
  const row = await orderByNumber(db, orderNumber.toUpperCase());
  if (!row || !row.orderNumber) throw new NotFound({ key: 'backOffice.errors.orders.notFound', values: { number: orderNumber } });
  const [order, moves] = await Promise.all([
    shopOrderOf(db, row),
    db
      .select({ email: adminAuditLog.actorEmail, userId: adminAuditLog.actorUserId, after: adminAuditLog.after })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, 'order'), eq(adminAuditLog.entityId, row.orderNumber)))
      .orderBy(asc(adminAuditLog.id)),
  ]);
  const byWhom = (status: string) => {
    const move = moves.find((m) => (m.after as { status?: string } | null)?.status === status);
    return move ? (move.email ?? move.userId) : null;
  };
  const steps: { status: string; at: Date | null; note?: string | null }[] = [
    { status: 'placed', at: row.createdAt },
    { status: 'paid', at: row.paidAt },
    { status: 'packed', at: row.packedAt },
    { status: 'shipped', at: row.shippedAt, note: row.courier && row.trackingNumber ? `${row.courier} ${row.trackingNumber}` : null },
    { status: 'delivered', at: row.deliveredAt },
    { status: row.status === 'expired' ? 'expired' : 'cancelled', at: row.closedAt },
  ];
  const status = row.status;
  return {
    order,
    history: steps
      .filter((step): step is { status: string; at: Date; note?: string | null } => step.at !== null)
      .map((step) => ({ status: step.status, at: step.at.toISOString(), by: byWhom(step.status), note: step.note ?? null })),
    nextStatuses: STAFF_ORDER_MOVES.filter((to) => canMoveOrder(status, to) && (to !== 'cancelled' || releasesOnCancel(status))),
  };
}

/** A POS order's detail; an order of a store outside the manager's `stores` answers 404 as if it did not exist. */
export async function posOrderDetail(db: Database, receipts: Receipts, transactionNumber: string, stores: StoreScope = null): Promise<PosOrderDetail> {
  const [row] = await db
    .select({
      id: posOrders.id,
      storeId: posOrders.storeId,
      brand: posStores.brand,
      membershipNumber: loyaltyMembers.membershipNumber,
      firstName: loyaltyContacts.firstName,
      lastName: loyaltyContacts.lastName,
      pointsEarned: posOrders.pointsEarned,
      pointsRedeemed: posOrders.pointsRedeemed,
      tierPointsEarned: posOrders.tierPointsEarned,
      offlineDeviceId: posOrders.offlineDeviceId,
      offlineReceiptNumber: posOrders.offlineReceiptNumber,
      soldAt: posOrders.soldAt,
      syncedAt: posOrders.syncedAt,
      overrideBy: posOrders.offlineOverrideBy,
      overrideReason: posOrders.offlineOverrideReason,
      overrideByName: identityAccounts.name,
    })
    .from(posOrders)
    .leftJoin(posStores, eq(posStores.storeId, posOrders.storeId))
    .leftJoin(loyaltyMembers, eq(loyaltyMembers.id, posOrders.memberId))
    .leftJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
    .leftJoin(identityAccounts, eq(identityAccounts.userId, posOrders.offlineOverrideBy))
    .where(eq(posOrders.externalTransactionNumber, transactionNumber));
  if (!row || (stores !== null && !stores.includes(row.storeId))) throw new NotFound({ key: 'backOffice.errors.orders.posNotFound', values: { number: transactionNumber } });
  const [receipt, returns, conflicts] = await Promise.all([receipts.byTransactionNumber(transactionNumber), orderReturns(db, row.id), orderConflicts(db, row.id)]);
  return {
    receipt,
    brand: row.brand,
    membershipNumber: row.membershipNumber,
    memberName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    pointsEarned: row.pointsEarned,
    pointsRedeemed: row.pointsRedeemed,
    tierPointsEarned: row.tierPointsEarned,
    returns,
    ...(row.offlineDeviceId && row.offlineReceiptNumber && row.soldAt && row.syncedAt
      ? {
          offline: {
            deviceId: row.offlineDeviceId,
            receiptNumber: row.offlineReceiptNumber,
            soldAt: row.soldAt.toISOString(),
            syncedAt: row.syncedAt.toISOString(),
            override: row.overrideBy && row.overrideReason ? { managerUserId: row.overrideBy, managerName: row.overrideByName, reason: row.overrideReason } : null,
            conflicts,
          },
        }
      : {}),
  };
}

/** What had changed when an offline sale synced (decision 030), in the order it was found. */
async function orderConflicts(db: Database, orderId: string): Promise<{ kind: SyncConflictKind; detail: string }[]> {
  return db
    .select({ kind: posSyncConflicts.kind, detail: posSyncConflicts.detail })
    .from(posSyncConflicts)
    .where(eq(posSyncConflicts.orderId, orderId))
    .orderBy(asc(posSyncConflicts.createdAt), asc(posSyncConflicts.id));
}

async function orderReturns(db: Database, orderId: string): Promise<PosOrderDetail['returns']> {
  const rows = await db
    .select({
      id: posReturns.id,
      returnNumber: posReturns.returnNumber,
      createdAt: posReturns.createdAt,
      refundTotal: posReturns.refundTotal,
      pointsGivenBack: posReturns.pointsGivenBack,
      pointsReversed: posReturns.pointsReversed,
      approvedBy: posReturns.approvedByName,
      reason: posReturns.reason,
      items: sql<string>`(select coalesce(sum(${posReturnLines.quantity}), 0) from ${posReturnLines} where ${posReturnLines.returnId} = ${posReturns.id})`,
    })
    .from(posReturns)
    .where(eq(posReturns.orderId, orderId))
    .orderBy(asc(posReturns.returnNumber));
  const refunds =
    rows.length === 0
      ? []
      : await db
          .select({ returnId: posReturnRefunds.returnId, kind: posReturnRefunds.kind, amount: posReturnRefunds.amount })
          .from(posReturnRefunds)
          .where(inArray(posReturnRefunds.returnId, rows.map((r) => r.id)))
          .orderBy(asc(posReturnRefunds.returnId), asc(posReturnRefunds.position));
  return rows.map((r) => ({
    returnNumber: returnNumberText(r.returnNumber),
    createdAt: r.createdAt.toISOString(),
    items: Number(r.items),
    refundTotal: r.refundTotal,
    pointsGivenBack: r.pointsGivenBack,
    pointsReversed: r.pointsReversed,
    approvedBy: r.approvedBy,
    reason: r.reason,
    refunds: refunds.filter((f) => f.returnId === r.id).map(({ kind, amount }) => ({ kind, amount })),
  }));
}
