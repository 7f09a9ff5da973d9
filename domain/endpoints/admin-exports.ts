/**
 * CSV exports of the back office's lists (issue 16 §7): each is its list's path with `.csv`, the same
 * access and the same query (filters), and answers every matching row (not one page) as `text/csv`
 * (domain/csv.ts). A list adopts it with one line here and one on the server (server/src/admin/csv-exports.ts).
 */
import { csvExportOf } from '../csv.ts';
import * as adminAudit from './admin-audit.ts';
import * as adminCases from './admin-cases.ts';
import * as adminCatalog from './admin-catalog.ts';
import * as adminMembers from './admin-members.ts';
import * as adminOrders from './admin-orders.ts';
import * as adminOutbox from './admin-outbox.ts';
import * as adminProgramme from './admin-programme.ts';
import * as adminShop from './admin-shop.ts';
import * as adminUsers from './admin-users.ts';

export const exportOrders = csvExportOf(adminOrders.listOrders, 'Orders');
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
export const exportVoucherDefinitions = csvExportOf(adminProgramme.listVoucherDefinitions, 'Voucher definitions');
