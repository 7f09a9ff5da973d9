/**
 * CSV exports of the back office's lists (decision 024): each is its list's path with `.csv`, the same
 * access and the same query (filters), and answers every matching row (not one page) as `text/csv`
 * (domain/platform/csv.ts). A list adopts it with one line here and one on the server (server/src/back-office/exports/csv-exports.ts).
 */
import { csvExportOf } from '../../platform/csv.ts';
import * as adminAudit from './audit.ts';
import * as adminCases from './cases.ts';
import * as adminCatalog from './catalog.ts';
import * as adminDashboard from './dashboard.ts';
import * as adminMembers from './members.ts';
import * as adminOrders from './orders.ts';
import * as adminOutbox from './outbox.ts';
import * as adminProgramme from './programme.ts';
import * as adminShop from './shop.ts';
import * as adminUsers from './users.ts';

export const exportOrders = csvExportOf(adminOrders.listOrders, 'Orders');
export const exportSyncConflicts = csvExportOf(adminOrders.listSyncConflicts, 'Offline sync conflicts');
export const exportAuditEntries = csvExportOf(adminAudit.listAuditEntries, 'Audit entries');
export const exportMembers = csvExportOf(adminMembers.searchMembers, 'Member search results');
export const exportCases = csvExportOf(adminCases.listCases, 'Cases');
export const exportJourneyEvents = csvExportOf(adminOutbox.listJourneyEvents, 'Journey events');
export const exportProducts = csvExportOf(adminCatalog.listProducts, 'Storefront products');
export const exportPosProducts = csvExportOf(adminCatalog.listPosProducts, 'POS products');
export const exportUsers = csvExportOf(adminUsers.listUsers, 'Users and roles');
export const exportPromos = csvExportOf(adminShop.listPromos, 'Promos');
export const exportStores = csvExportOf(adminShop.listStores, 'Stores');
export const exportRewards = csvExportOf(adminProgramme.listRewards, 'Rewards');
/** The dashboard's sales per Jakarta day and store: gross, returns, net and orders (decision 040). */
export const exportDashboardSales = csvExportOf(adminDashboard.getDashboard, 'Sales per day and store');
export const exportVoucherDefinitions = csvExportOf(adminProgramme.listVoucherDefinitions, 'Voucher definitions');
