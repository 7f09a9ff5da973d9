import type { FastifyPluginAsync } from 'fastify';
import type { AdminOrderRow } from '#domain/back-office/api/orders.ts';
import type { AdminMemberMatch, AuditEntry, CaseSummary, JourneyEventRow, AdminUser } from '#domain/back-office/api/admin.ts';
import type { AdminPosProduct, AdminProduct } from '#domain/back-office/catalog.ts';
import type { CsvColumn } from '#domain/platform/csv.ts';
import * as exports from '#domain/back-office/endpoints/exports.ts';
import { listAuditEntries } from '../audit/audit.ts';
import { listCases } from '../cases/cases.ts';
import { listPosProducts, listProducts } from '../catalog/catalog.ts';
import { csvRoute } from './csv-export.ts';
import { contentCsvExportRoutes } from './csv-exports-content.ts';
import { searchMembers } from '../members/members.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { storeScopeOf } from '../../identity/index.ts';
import { listOrders } from '../orders/orders.ts';
import { listJourneyEvents } from '../outbox/outbox.ts';
import { listUsers } from '../users/users.ts';

/** Page size of the orders export: bigger than the screen's, fewer round trips. */
const ORDERS_EXPORT_PAGE = 500;

/** A JSON value as one cell (the audit log's before and after). */
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const ORDER_COLUMNS: CsvColumn<AdminOrderRow>[] = [
  { header: 'Channel', value: (r) => (r.channel === 'pos' ? 'POS' : 'Storefront') },
  { header: 'Order', value: (r) => r.number },
  { header: 'Transaction number', value: (r) => r.transactionNumber },
  { header: 'Placed at (UTC)', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => r.status },
  { header: 'Store', value: (r) => r.storeId },
  { header: 'Store name', value: (r) => r.storeName },
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Membership number', value: (r) => r.membershipNumber },
  { header: 'Items', value: (r) => r.itemCount },
  { header: 'Total (IDR)', value: (r) => r.total },
  { header: 'Points redeemed', value: (r) => r.pointsRedeemed },
  { header: 'Points earned', value: (r) => r.pointsEarned },
  { header: 'Payment', value: (r) => r.payment },
];

const AUDIT_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'At (UTC)', value: (r) => r.at },
  { header: 'User id', value: (r) => r.actorUserId },
  { header: 'User e-mail', value: (r) => r.actorEmail },
  { header: 'Action', value: (r) => r.action },
  { header: 'Entity', value: (r) => r.entity },
  { header: 'Entity id', value: (r) => r.entityId },
  { header: 'Before', value: (r) => json(r.before) },
  { header: 'After', value: (r) => json(r.after) },
];

const MEMBER_COLUMNS: CsvColumn<AdminMemberMatch>[] = [
  { header: 'Membership number', value: (r) => r.membershipNumber },
  { header: 'Name', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Tier', value: (r) => r.tier },
  { header: 'Status', value: (r) => r.memberStatus },
];

const CASE_COLUMNS: CsvColumn<CaseSummary>[] = [
  { header: 'Case', value: (r) => r.caseNumber },
  { header: 'Received at (UTC)', value: (r) => r.createdAt },
  { header: 'Name', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Subject', value: (r) => r.subject },
  { header: 'Status', value: (r) => r.status },
  { header: 'Assignee', value: (r) => r.assigneeEmail },
];

const JOURNEY_EVENT_COLUMNS: CsvColumn<JourneyEventRow>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Event definition key', value: (r) => r.eventDefinitionKey },
  { header: 'Contact key', value: (r) => r.contactKey },
  { header: 'Status', value: (r) => r.status },
  { header: 'Attempts', value: (r) => r.attempts },
  { header: 'Last error', value: (r) => r.lastError },
  { header: 'Created at (UTC)', value: (r) => r.createdAt },
  { header: 'Next attempt at (UTC)', value: (r) => r.nextAttemptAt },
  { header: 'Delivered at (UTC)', value: (r) => r.deliveredAt },
];

const PRODUCT_COLUMNS: CsvColumn<AdminProduct>[] = [
  { header: 'Product id', value: (r) => r.productId },
  { header: 'Name', value: (r) => r.productName },
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Barcode', value: (r) => r.barcode },
  { header: 'Brand', value: (r) => r.brand },
  { header: 'Category', value: (r) => r.category },
  { header: 'Subcategory', value: (r) => r.subcategory },
  { header: 'Price (IDR)', value: (r) => r.price },
  { header: 'Discount price (IDR)', value: (r) => r.discountPrice },
  { header: 'Stock', value: (r) => r.stock },
  { header: 'Status', value: (r) => r.status },
];

const POS_PRODUCT_COLUMNS: CsvColumn<AdminPosProduct>[] = [
  { header: 'Product code', value: (r) => r.productCode },
  { header: 'Brand', value: (r) => r.brand },
  { header: 'Name', value: (r) => r.name },
  { header: 'Family', value: (r) => r.family },
  { header: 'Category', value: (r) => r.category },
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Barcode', value: (r) => r.barcode },
  { header: 'Price (IDR)', value: (r) => r.price },
  { header: 'Status', value: (r) => r.status },
];

const USER_COLUMNS: CsvColumn<AdminUser>[] = [
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Name', value: (r) => r.name },
  { header: 'User id', value: (r) => r.userId },
  { header: 'Roles', value: (r) => r.roles.join(' ') },
  { header: 'Created at (UTC)', value: (r) => r.createdAt },
];

/**
 * Any list exports CSV (decision 024): each list's export reads that list's own pages with the same
 * filters (its declaration in domain/back-office/endpoints/exports.ts carries the list's access and query).
 * A new list adopts it with one csvRoute(...) here.
 */
export const csvExportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  await app.register(contentCsvExportRoutes);
  csvRoute(app, exports.exportOrders, {
    file: 'orders',
    columns: ORDER_COLUMNS,
    page: async (query, after: string | undefined, request) => {
      // A manager's export holds only their stores' POS orders, as their list does (decision 017).
      const stores = await storeScopeOf(db, requireShopper(request));
      const page = await listOrders(db, { ...query, after, stores }, ORDERS_EXPORT_PAGE);
      return { rows: page.orders, next: page.nextAfter };
    },
  });
  csvRoute(app, exports.exportAuditEntries, {
    file: 'audit-log',
    columns: AUDIT_COLUMNS,
    page: async (query, before: number | undefined) => {
      const page = await listAuditEntries(db, { ...query, before });
      return { rows: page.entries, next: page.nextBefore };
    },
  });
  csvRoute(app, exports.exportMembers, {
    file: 'members',
    columns: MEMBER_COLUMNS,
    page: async (query) => ({ rows: await searchMembers(db, query.q), next: null }),
  });
  csvRoute(app, exports.exportCases, {
    file: 'cases',
    columns: CASE_COLUMNS,
    page: async (query, before: number | undefined) => {
      const page = await listCases(db, { ...query, before });
      return { rows: page.cases, next: page.nextBefore };
    },
  });
  csvRoute(app, exports.exportJourneyEvents, {
    file: 'journey-events',
    columns: JOURNEY_EVENT_COLUMNS,
    page: async (query, before: number | undefined) => {
      const page = await listJourneyEvents(db, { ...query, before });
      return { rows: page.events, next: page.nextBefore };
    },
  });
  csvRoute(app, exports.exportProducts, {
    file: 'storefront-products',
    columns: PRODUCT_COLUMNS,
    page: async (query, pageNumber: number | undefined) => {
      const page = await listProducts(db, { ...query, page: pageNumber ?? 1 });
      return { rows: page.products, next: page.page * page.pageSize < page.total ? page.page + 1 : null };
    },
  });
  csvRoute(app, exports.exportPosProducts, {
    file: 'pos-products',
    columns: POS_PRODUCT_COLUMNS,
    page: async (query, pageNumber: number | undefined) => {
      const page = await listPosProducts(db, { ...query, page: pageNumber ?? 1 });
      return { rows: page.products, next: page.page * page.pageSize < page.total ? page.page + 1 : null };
    },
  });
  csvRoute(app, exports.exportUsers, {
    file: 'users',
    columns: USER_COLUMNS,
    page: async (query, after: string | undefined) => {
      const page = await listUsers(db, query.q, after);
      return { rows: page.users, next: page.nextAfter };
    },
  });
};
