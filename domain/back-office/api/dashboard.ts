/**
 * The back office's dashboard (decision 022): today and the last N Jakarta days in figures, from
 * set-based queries (server/src/back-office/dashboard/dashboard.ts). Every amount is whole rupiah; every day is an
 * Asia/Jakarta calendar day ('2026-11-23'), oldest first, with no gaps (a day without sales is 0).
 */
import { z } from 'zod';
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS } from '../dashboard.ts';
import { keyed } from '../../texts/schema-messages.ts';

const daysMessage = keyed('backOffice.errors.dashboard.days', { max: DASHBOARD_MAX_DAYS });

export const dashboardQuery = z.object({
  days: z.coerce
    .number({ error: daysMessage })
    .int(daysMessage)
    .min(1, daysMessage)
    .max(DASHBOARD_MAX_DAYS, daysMessage)
    .default(DASHBOARD_DEFAULT_DAYS),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const rupiah = z.number().int();
const count = z.number().int().nonnegative();

/** The sales channels: the online shop and each POS brand (pos_stores.brand). */
const dashboardChannel = z.object({ key: z.string(), label: z.string() });

/** The places that sell: the online shop (key 'storefront') and each till store (pos_stores.store_id). */
const dashboardStore = z.object({ key: z.string(), label: z.string(), channel: z.string() });

/**
 * One day's sales of a store or channel (docs/decisions/040-sales-figures.md). Each figure counts on
 * its own day: a sale on the day it was paid, a return on the day it was booked, whatever day its sale was.
 */
const dashboardSalesFigures = z.object({
  /** Sales that day, whole rupiah: paid storefront orders and POS sales (PPN included, after voucher and points). Never below zero. */
  gross: count,
  /** Refunds of the returns booked that day (of sales of any day), whole rupiah, as a positive amount. */
  returns: count,
  /** gross − returns; below zero only on a day whose refunds exceed its sales. */
  net: rupiah,
  /** Orders that day (returns do not change it). */
  orders: count,
});

const dashboardSalesDay = z.object({
  day,
  /** Per channel key (storefront, each brand). */
  byChannel: z.record(z.string(), dashboardSalesFigures),
  /** Per store key (storefront, each store of the scope). */
  byStore: z.record(z.string(), dashboardSalesFigures),
});

const dashboardPointsDay = z.object({
  day,
  /** Reward Points earned or granted (every positive Reward Points change). */
  issued: count,
  /** Reward Points spent ('Redemption' journals). */
  redeemed: count,
  /** Reward Points the expiry job took ('Expiration' journals). */
  expired: count,
});

const dashboardVoucherDay = z.object({ day, issued: count, used: count });

const dashboardTier = z.object({ tier: z.string(), members: count });

const dashboardTopProduct = z.object({
  channel: z.string(),
  productId: z.string(),
  name: z.string(),
  quantity: count,
  revenue: rupiah,
});

export const dashboardResponse = z.object({
  /** The Jakarta day the figures end on (today) and the first day of the range. */
  today: day,
  from: day,
  days: z.number().int(),
  channels: z.array(dashboardChannel),
  stores: z.array(dashboardStore),
  sales: z.array(dashboardSalesDay),
  points: z.array(dashboardPointsDay),
  vouchers: z.array(dashboardVoucherDay),
  membersByTier: z.array(dashboardTier),
  /** Top 10 by quantity and top 10 by revenue over the whole range. */
  topProductsByQuantity: z.array(dashboardTopProduct),
  topProductsByRevenue: z.array(dashboardTopProduct),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
export type DashboardTopProduct = z.infer<typeof dashboardTopProduct>;
export type DashboardSalesDay = z.infer<typeof dashboardSalesDay>;
export type DashboardStore = z.infer<typeof dashboardStore>;
