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

const dashboardSalesDay = z.object({
  day,
  /** Net sales per channel key (POS: sales less that day's refunds), whole rupiah. */
  byChannel: z.record(z.string(), rupiah),
  /** Orders per channel key (POS returns do not change it). */
  ordersByChannel: z.record(z.string(), count),
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
