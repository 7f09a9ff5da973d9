import type { FastifyPluginAsync } from 'fastify';
import type { AdminPromo, AdminStore } from '#domain/back-office/shop.ts';
import type { AdminReward, AdminVoucherDefinition } from '#domain/back-office/programme.ts';
import type { CsvColumn } from '#domain/platform/csv.ts';
import * as exports from '#domain/back-office/endpoints/exports.ts';
import { csvRoute } from './csv-export.ts';
import { listRewards, listVoucherDefinitions } from '../programme/programme.ts';
import { listPromos } from '../shop/promos.ts';
import { listStores } from '../shop/shop-settings.ts';

/** Several values in one cell. */
const list = (values: readonly string[]) => values.join(' ');

const PROMO_COLUMNS: CsvColumn<AdminPromo>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Title', value: (r) => r.title },
  { header: 'Category', value: (r) => r.category },
  { header: 'Discount (%)', value: (r) => r.discount },
  { header: 'Start', value: (r) => r.startDay },
  { header: 'End', value: (r) => r.endDay },
  { header: 'Featured', value: (r) => (r.featured ? 'yes' : 'no') },
  { header: 'Active', value: (r) => (r.active ? 'yes' : 'no') },
];

const STORE_COLUMNS: CsvColumn<AdminStore>[] = [
  { header: 'Store id', value: (r) => r.storeId },
  { header: 'Name', value: (r) => r.name },
  { header: 'Brand', value: (r) => r.brand },
  { header: 'POS orders', value: (r) => r.orders },
];

const REWARD_COLUMNS: CsvColumn<AdminReward>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Points', value: (r) => r.points },
  { header: 'Voucher', value: (r) => r.voucherName },
  { header: 'Stock', value: (r) => r.stock },
  { header: 'Per-member limit', value: (r) => r.perMemberLimit },
  { header: 'Start', value: (r) => r.startDate },
  { header: 'End', value: (r) => r.endDate },
  { header: 'Active', value: (r) => (r.active ? 'yes' : 'no') },
  { header: 'Redeemed', value: (r) => r.redeemed },
];

const VOUCHER_DEFINITION_COLUMNS: CsvColumn<AdminVoucherDefinition>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'Name', value: (r) => r.name },
  { header: 'Type', value: (r) => r.type },
  { header: 'Face value (IDR)', value: (r) => r.faceValue },
  { header: 'Discount (%)', value: (r) => r.discountPercent },
  { header: 'Cap (IDR)', value: (r) => r.maxDiscount },
  { header: 'Minimum purchase (IDR)', value: (r) => r.minimumPurchase },
  { header: 'Valid for (days)', value: (r) => r.validityDays },
  { header: 'Store brand', value: (r) => r.storeBrand },
  { header: 'Eligible products', value: (r) => list(r.eligibleProductCodes) },
  { header: 'Eligible categories', value: (r) => list(r.eligibleCategories) },
  { header: 'Excluded products', value: (r) => list(r.excludedProductCodes) },
  { header: 'Excluded categories', value: (r) => list(r.excludedCategories) },
  { header: 'Issued', value: (r) => r.issued },
];

/** CSV exports of the lists of the shop's content and the loyalty programme (one page each: the lists are short). */
export const contentCsvExportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  csvRoute(app, exports.exportPromos, { file: 'promos', columns: PROMO_COLUMNS, page: async () => ({ rows: await listPromos(db), next: null }) });
  csvRoute(app, exports.exportStores, { file: 'stores', columns: STORE_COLUMNS, page: async () => ({ rows: (await listStores(db)).stores, next: null }) });
  csvRoute(app, exports.exportRewards, { file: 'rewards', columns: REWARD_COLUMNS, page: async () => ({ rows: (await listRewards(db)).rewards, next: null }) });
  csvRoute(app, exports.exportVoucherDefinitions, {
    file: 'voucher-definitions',
    columns: VOUCHER_DEFINITION_COLUMNS,
    page: async () => ({ rows: (await listVoucherDefinitions(db)).voucherDefinitions, next: null }),
  });
};
