import type { FastifyPluginAsync } from 'fastify';
import type { AdminOrderRow, SyncConflictRow } from '#domain/back-office/api/orders.ts';
import type { AdminMemberMatch, AuditEntry, CaseSummary, JourneyEventRow, AdminUser } from '#domain/back-office/api/admin.ts';
import type { AdminPosProduct, AdminProduct } from '#domain/back-office/catalog.ts';
import { csvJakartaTime, type CsvColumn } from '#domain/platform/csv.ts';
import * as exports from '#domain/back-office/endpoints/exports.ts';
import { listAuditEntries } from '../audit/audit.ts';
import { listCases } from '../cases/cases.ts';
import { listPosProducts, listProducts } from '../catalog/catalog.ts';
import { AUDIT_ENTITIES } from '#domain/back-office/api/admin.ts';
import { paymentText } from '#domain/back-office/orders.ts';
import { CASE_STATUSES } from '#domain/back-office/cases.ts';
import type { Translate } from '#domain/texts/translate.ts';
import type { DashboardResponse, DashboardStore } from '#domain/back-office/api/dashboard.ts';
import type { SalesFigures } from '#domain/back-office/dashboard.ts';
import { csvRoute } from './csv-export.ts';
import { contentCsvExportRoutes } from './csv-exports-content.ts';
import { searchMembers } from '../members/members.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { storeScopeOf } from '../../identity/index.ts';
import { listOrders } from '../orders/orders.ts';
import { listSyncConflicts } from '../orders/sync-conflicts.ts';
import { listJourneyEvents } from '../outbox/outbox.ts';
import { listUsers } from '../users/users.ts';
import { dashboardRange, loadDashboard } from '../dashboard/dashboard.ts';

/** Page size of the orders export: bigger than the screen's, fewer round trips. */
const ORDERS_EXPORT_PAGE = 500;

/** A payment method or tender in the reader's language; one this back office does not know, as recorded. */
function wordedPayment(t: Translate, payment: string): string {
  const key = paymentText(payment);
  return key ? t(key) : payment;
}

/** An audit action as the audit log names it; one it does not know, as recorded. */
function actionText(t: Translate, action: string): string {
  const key = `backOffice.audit.action.${action}`;
  return t.has(key) ? t(key) : action;
}

const entityText = (t: Translate, entity: string): string =>
  (AUDIT_ENTITIES as readonly string[]).includes(entity) ? t(`backOffice.audit.entity.${entity as (typeof AUDIT_ENTITIES)[number]}`) : entity;

/** A product's status ('Active' on the storefront, 'active' at the till) in the reader's language. */
function productStatus(t: Translate, status: string): string {
  const lower = status.toLowerCase();
  return lower === 'active' || lower === 'inactive' ? t(`backOffice.exports.productStatus.${lower}`) : status;
}

/** A JSON value as one cell (the audit log's before and after). */
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const orderColumns = (t: Translate): CsvColumn<AdminOrderRow>[] => [
  { header: t('backOffice.exports.column.channel'), value: (r) => (r.channel === 'pos' ? t('backOffice.orders.pos') : t('backOffice.orders.storefront')) },
  { header: t('backOffice.exports.column.order'), value: (r) => r.number },
  { header: t('backOffice.exports.column.transactionNumber'), value: (r) => r.transactionNumber },
  { header: t('backOffice.exports.column.placedAt'), value: (r) => csvJakartaTime(r.createdAt) },
  { header: t('backOffice.exports.column.status'), value: (r) => t(`backOffice.orders.status.${r.status}`) },
  { header: t('backOffice.exports.column.store'), value: (r) => r.storeId },
  { header: t('backOffice.exports.column.storeName'), value: (r) => r.storeName },
  { header: t('backOffice.exports.column.customer'), value: (r) => r.customerName },
  { header: t('backOffice.exports.column.email'), value: (r) => r.email },
  { header: t('backOffice.exports.column.membershipNumber'), value: (r) => r.membershipNumber },
  { header: t('backOffice.exports.column.items'), value: (r) => r.itemCount },
  { header: t('backOffice.exports.column.total'), value: (r) => r.total },
  { header: t('backOffice.exports.column.pointsRedeemed'), value: (r) => r.pointsRedeemed },
  { header: t('backOffice.exports.column.pointsEarned'), value: (r) => r.pointsEarned },
  { header: t('backOffice.exports.column.payment'), value: (r) => wordedPayment(t, r.payment) },
];

const syncConflictColumns = (t: Translate): CsvColumn<SyncConflictRow>[] => [
  { header: t('backOffice.exports.column.syncedAt'), value: (r) => csvJakartaTime(r.syncedAt) },
  { header: t('backOffice.exports.column.store'), value: (r) => r.storeId },
  { header: t('backOffice.exports.column.storeName'), value: (r) => r.storeName },
  { header: t('backOffice.exports.column.device'), value: (r) => r.deviceId },
  { header: t('backOffice.exports.column.receiptNumber'), value: (r) => r.receiptNumber },
  { header: t('backOffice.exports.column.soldAt'), value: (r) => csvJakartaTime(r.soldAt) },
  { header: t('backOffice.exports.column.order'), value: (r) => r.orderName },
  { header: t('backOffice.exports.column.transactionNumber'), value: (r) => r.transactionNumber },
  { header: t('backOffice.exports.column.change'), value: (r) => t(`backOffice.orders.offline.conflict.${r.kind}`, { detail: r.detail }) },
];

const auditColumns = (t: Translate): CsvColumn<AuditEntry>[] => [
  { header: t('backOffice.exports.column.id'), value: (r) => r.id },
  { header: t('backOffice.exports.column.at'), value: (r) => csvJakartaTime(r.at) },
  { header: t('backOffice.exports.column.userId'), value: (r) => r.actorUserId },
  { header: t('backOffice.exports.column.userEmail'), value: (r) => r.actorEmail },
  { header: t('backOffice.exports.column.action'), value: (r) => actionText(t, r.action) },
  { header: t('backOffice.exports.column.entity'), value: (r) => entityText(t, r.entity) },
  { header: t('backOffice.exports.column.entityId'), value: (r) => r.entityId },
  { header: t('backOffice.exports.column.before'), value: (r) => json(r.before) },
  { header: t('backOffice.exports.column.after'), value: (r) => json(r.after) },
];

const memberColumns = (t: Translate): CsvColumn<AdminMemberMatch>[] => [
  { header: t('backOffice.exports.column.membershipNumber'), value: (r) => r.membershipNumber },
  { header: t('backOffice.exports.column.name'), value: (r) => r.name },
  { header: t('backOffice.exports.column.email'), value: (r) => r.email },
  { header: t('backOffice.exports.column.phone'), value: (r) => r.phone },
  { header: t('backOffice.exports.column.tier'), value: (r) => r.tier },
  { header: t('backOffice.exports.column.status'), value: (r) => (r.memberStatus === 'Active' || r.memberStatus === 'Blocked' ? t(`backOffice.members.status.${r.memberStatus}`) : r.memberStatus) },
];

const caseColumns = (t: Translate): CsvColumn<CaseSummary>[] => [
  { header: t('backOffice.exports.column.case'), value: (r) => r.caseNumber },
  { header: t('backOffice.exports.column.receivedAt'), value: (r) => csvJakartaTime(r.createdAt) },
  { header: t('backOffice.exports.column.name'), value: (r) => r.name },
  { header: t('backOffice.exports.column.email'), value: (r) => r.email },
  { header: t('backOffice.exports.column.subject'), value: (r) => r.subject },
  { header: t('backOffice.exports.column.status'), value: (r) => (CASE_STATUSES.includes(r.status) ? t(`backOffice.cases.status.${r.status}`) : r.status) },
  { header: t('backOffice.exports.column.assignee'), value: (r) => r.assigneeEmail },
];

const journeyEventColumns = (t: Translate): CsvColumn<JourneyEventRow>[] => [
  { header: t('backOffice.exports.column.id'), value: (r) => r.id },
  { header: t('backOffice.exports.column.eventDefinitionKey'), value: (r) => r.eventDefinitionKey },
  { header: t('backOffice.exports.column.contactKey'), value: (r) => r.contactKey },
  { header: t('backOffice.exports.column.status'), value: (r) => t(`backOffice.outbox.status.${r.status}`) },
  { header: t('backOffice.exports.column.attempts'), value: (r) => r.attempts },
  { header: t('backOffice.exports.column.lastError'), value: (r) => r.lastError },
  { header: t('backOffice.exports.column.createdAt'), value: (r) => csvJakartaTime(r.createdAt) },
  { header: t('backOffice.exports.column.nextAttemptAt'), value: (r) => csvJakartaTime(r.nextAttemptAt) },
  { header: t('backOffice.exports.column.deliveredAt'), value: (r) => csvJakartaTime(r.deliveredAt) },
];

const productColumns = (t: Translate): CsvColumn<AdminProduct>[] => [
  { header: t('backOffice.exports.column.productId'), value: (r) => r.productId },
  { header: t('backOffice.exports.column.name'), value: (r) => r.productName },
  { header: t('backOffice.exports.column.sku'), value: (r) => r.sku },
  { header: t('backOffice.exports.column.barcode'), value: (r) => r.barcode },
  { header: t('backOffice.exports.column.brand'), value: (r) => r.brand },
  { header: t('backOffice.exports.column.category'), value: (r) => r.category },
  { header: t('backOffice.exports.column.subcategory'), value: (r) => r.subcategory },
  { header: t('backOffice.exports.column.price'), value: (r) => r.price },
  { header: t('backOffice.exports.column.discountPrice'), value: (r) => r.discountPrice },
  { header: t('backOffice.exports.column.stock'), value: (r) => r.stock },
  { header: t('backOffice.exports.column.status'), value: (r) => productStatus(t, r.status) },
];

const posProductColumns = (t: Translate): CsvColumn<AdminPosProduct>[] => [
  { header: t('backOffice.exports.column.productCode'), value: (r) => r.productCode },
  { header: t('backOffice.exports.column.brand'), value: (r) => r.brand },
  { header: t('backOffice.exports.column.name'), value: (r) => r.name },
  { header: t('backOffice.exports.column.family'), value: (r) => r.family },
  { header: t('backOffice.exports.column.category'), value: (r) => r.category },
  { header: t('backOffice.exports.column.sku'), value: (r) => r.sku },
  { header: t('backOffice.exports.column.barcode'), value: (r) => r.barcode },
  { header: t('backOffice.exports.column.price'), value: (r) => r.price },
  { header: t('backOffice.exports.column.status'), value: (r) => productStatus(t, r.status) },
];

/** One store's sales on one Jakarta day (decision 040). */
interface SalesRow extends SalesFigures {
  day: string;
  store: DashboardStore;
  channel: string;
}

const salesColumns = (t: Translate): CsvColumn<SalesRow>[] => [
  { header: t('backOffice.exports.column.day'), value: (r) => r.day },
  { header: t('backOffice.exports.column.storeId'), value: (r) => (r.store.key === 'storefront' ? '' : r.store.key) },
  { header: t('backOffice.exports.column.storeName'), value: (r) => (r.store.key === 'storefront' ? t('backOffice.dashboard.storefront') : r.store.label) },
  { header: t('backOffice.exports.column.channel'), value: (r) => (r.store.channel === 'storefront' ? t('backOffice.dashboard.storefront') : r.channel) },
  { header: t('backOffice.exports.column.orders'), value: (r) => r.orders },
  { header: t('backOffice.exports.column.grossSales'), value: (r) => r.gross },
  { header: t('backOffice.exports.column.returns'), value: (r) => r.returns },
  { header: t('backOffice.exports.column.netSales'), value: (r) => r.net },
];

/** The dashboard's sales as rows: each day (newest first) and store with a sale or a return. */
function salesRows(dashboard: DashboardResponse): SalesRow[] {
  const brands = new Map(dashboard.channels.map((c) => [c.key, c.label]));
  return [...dashboard.sales].reverse().flatMap((day) =>
    dashboard.stores.flatMap((store) => {
      const figures = day.byStore[store.key];
      if (!figures || (figures.orders === 0 && figures.gross === 0 && figures.returns === 0)) return [];
      return [{ day: day.day, store, channel: brands.get(store.channel) ?? store.channel, ...figures }];
    }),
  );
}

const userColumns = (t: Translate): CsvColumn<AdminUser>[] => [
  { header: t('backOffice.exports.column.email'), value: (r) => r.email },
  { header: t('backOffice.exports.column.name'), value: (r) => r.name },
  { header: t('backOffice.exports.column.userId'), value: (r) => r.userId },
  { header: t('backOffice.exports.column.roles'), value: (r) => r.roles.map((role) => t(`backOffice.users.role.${role}`)).join(' ') },
  { header: t('backOffice.exports.column.createdAt'), value: (r) => csvJakartaTime(r.createdAt) },
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
    columns: orderColumns,
    page: async (query, after: string | undefined, request) => {
      // A manager's export holds only their stores' POS orders, as their list does (decision 017).
      const stores = await storeScopeOf(db, requireShopper(request));
      const page = await listOrders(db, { ...query, after, stores }, ORDERS_EXPORT_PAGE);
      return { rows: page.orders, next: page.nextAfter };
    },
  });
  csvRoute(app, exports.exportSyncConflicts, {
    file: 'sync-report',
    columns: syncConflictColumns,
    // The report's own rows (the latest 200), in the manager's stores as on the screen.
    page: async (query, _cursor: undefined, request) => {
      const stores = await storeScopeOf(db, requireShopper(request));
      return { rows: (await listSyncConflicts(db, { ...query, stores })).conflicts, next: null };
    },
  });
  csvRoute(app, exports.exportAuditEntries, {
    file: 'audit-log',
    columns: auditColumns,
    page: async (query, before: number | undefined) => {
      const page = await listAuditEntries(db, { ...query, before });
      return { rows: page.entries, next: page.nextBefore };
    },
  });
  csvRoute(app, exports.exportMembers, {
    file: 'members',
    columns: memberColumns,
    page: async (query) => ({ rows: await searchMembers(db, query.q), next: null }),
  });
  csvRoute(app, exports.exportCases, {
    file: 'cases',
    columns: caseColumns,
    page: async (query, before: number | undefined) => {
      const page = await listCases(db, { ...query, before });
      return { rows: page.cases, next: page.nextBefore };
    },
  });
  csvRoute(app, exports.exportJourneyEvents, {
    file: 'journey-events',
    columns: journeyEventColumns,
    page: async (query, before: number | undefined) => {
      const page = await listJourneyEvents(db, { ...query, before });
      return { rows: page.events, next: page.nextBefore };
    },
  });
  csvRoute(app, exports.exportProducts, {
    file: 'storefront-products',
    columns: productColumns,
    page: async (query, pageNumber: number | undefined) => {
      const page = await listProducts(db, { ...query, page: pageNumber ?? 1 });
      return { rows: page.products, next: page.page * page.pageSize < page.total ? page.page + 1 : null };
    },
  });
  csvRoute(app, exports.exportPosProducts, {
    file: 'pos-products',
    columns: posProductColumns,
    page: async (query, pageNumber: number | undefined) => {
      const page = await listPosProducts(db, { ...query, page: pageNumber ?? 1 });
      return { rows: page.products, next: page.page * page.pageSize < page.total ? page.page + 1 : null };
    },
  });
  csvRoute(app, exports.exportDashboardSales, {
    file: 'sales',
    columns: salesColumns,
    // The dashboard's own figures for the same days; a manager's stores only, as on the screen (decision 017).
    page: async (query, _cursor: undefined, request) => {
      const stores = await storeScopeOf(db, requireShopper(request));
      return { rows: salesRows(await loadDashboard(db, dashboardRange(app.loyaltyEngine.today(), query.days), query.days, stores)), next: null };
    },
  });
  csvRoute(app, exports.exportUsers, {
    file: 'users',
    columns: userColumns,
    page: async (query, after: string | undefined) => {
      const page = await listUsers(db, query.q, after);
      return { rows: page.users, next: page.nextAfter };
    },
  });
};
