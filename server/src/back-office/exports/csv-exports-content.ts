import type { FastifyPluginAsync } from 'fastify';
import type { AdminPromo, AdminStore } from '#domain/back-office/shop.ts';
import type { AdminReward, AdminVoucherDefinition } from '#domain/back-office/programme.ts';
import type { CsvColumn } from '#domain/platform/csv.ts';
import * as exports from '#domain/back-office/endpoints/exports.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { csvRoute, yesNo } from './csv-export.ts';
import { listRewards, listVoucherDefinitions } from '../programme/programme.ts';
import { listPromos } from '../shop/promos.ts';
import { listStores } from '../shop/shop-settings.ts';

/** Several values in one cell. */
const list = (values: readonly string[]) => values.join(' ');

const promoColumns = (t: Translate): CsvColumn<AdminPromo>[] => [
  { header: t('backOffice.exports.column.id'), value: (r) => r.id },
  { header: t('backOffice.exports.column.title'), value: (r) => r.title },
  { header: t('backOffice.exports.column.category'), value: (r) => r.category },
  { header: t('backOffice.exports.column.discountPercent'), value: (r) => r.discount },
  { header: t('backOffice.exports.column.start'), value: (r) => r.startDay },
  { header: t('backOffice.exports.column.end'), value: (r) => r.endDay },
  { header: t('backOffice.exports.column.featured'), value: (r) => yesNo(t, r.featured) },
  { header: t('backOffice.exports.column.active'), value: (r) => yesNo(t, r.active) },
];

const storeColumns = (t: Translate): CsvColumn<AdminStore>[] => [
  { header: t('backOffice.exports.column.storeId'), value: (r) => r.storeId },
  { header: t('backOffice.exports.column.name'), value: (r) => r.name },
  { header: t('backOffice.exports.column.brand'), value: (r) => r.brand },
  { header: t('backOffice.exports.column.posOrders'), value: (r) => r.orders },
];

const rewardColumns = (t: Translate): CsvColumn<AdminReward>[] => [
  { header: t('backOffice.exports.column.id'), value: (r) => r.id },
  { header: t('backOffice.exports.column.name'), value: (r) => r.name },
  { header: t('backOffice.exports.column.points'), value: (r) => r.points },
  { header: t('backOffice.exports.column.voucher'), value: (r) => r.voucherName },
  { header: t('backOffice.exports.column.stock'), value: (r) => r.stock },
  { header: t('backOffice.exports.column.perMemberLimit'), value: (r) => r.perMemberLimit },
  { header: t('backOffice.exports.column.start'), value: (r) => r.startDate },
  { header: t('backOffice.exports.column.end'), value: (r) => r.endDate },
  { header: t('backOffice.exports.column.active'), value: (r) => yesNo(t, r.active) },
  { header: t('backOffice.exports.column.redeemed'), value: (r) => r.redeemed },
];

const voucherDefinitionColumns = (t: Translate): CsvColumn<AdminVoucherDefinition>[] => [
  { header: t('backOffice.exports.column.code'), value: (r) => r.code },
  { header: t('backOffice.exports.column.name'), value: (r) => r.name },
  { header: t('backOffice.exports.column.type'), value: (r) => t(`backOffice.exports.voucherType.${r.type}`) },
  { header: t('backOffice.exports.column.faceValue'), value: (r) => r.faceValue },
  { header: t('backOffice.exports.column.discountPercent'), value: (r) => r.discountPercent },
  { header: t('backOffice.exports.column.cap'), value: (r) => r.maxDiscount },
  { header: t('backOffice.exports.column.minimumPurchase'), value: (r) => r.minimumPurchase },
  { header: t('backOffice.exports.column.validDays'), value: (r) => r.validityDays },
  { header: t('backOffice.exports.column.storeBrand'), value: (r) => r.storeBrand },
  { header: t('backOffice.exports.column.eligibleProducts'), value: (r) => list(r.eligibleProductCodes) },
  { header: t('backOffice.exports.column.eligibleCategories'), value: (r) => list(r.eligibleCategories) },
  { header: t('backOffice.exports.column.excludedProducts'), value: (r) => list(r.excludedProductCodes) },
  { header: t('backOffice.exports.column.excludedCategories'), value: (r) => list(r.excludedCategories) },
  { header: t('backOffice.exports.column.issued'), value: (r) => r.issued },
];

/** CSV exports of the lists of the shop's content and the loyalty programme (one page each: the lists are short). */
export const contentCsvExportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  csvRoute(app, exports.exportPromos, { file: 'promos', columns: promoColumns, page: async () => ({ rows: await listPromos(db), next: null }) });
  csvRoute(app, exports.exportStores, { file: 'stores', columns: storeColumns, page: async () => ({ rows: (await listStores(db)).stores, next: null }) });
  csvRoute(app, exports.exportRewards, { file: 'rewards', columns: rewardColumns, page: async () => ({ rows: (await listRewards(db)).rewards, next: null }) });
  csvRoute(app, exports.exportVoucherDefinitions, {
    file: 'voucher-definitions',
    columns: voucherDefinitionColumns,
    page: async () => ({ rows: (await listVoucherDefinitions(db)).voucherDefinitions, next: null }),
  });
};
