import { sql } from 'drizzle-orm';
import type { DashboardResponse, DashboardSalesDay, DashboardStore, DashboardTopProduct } from '#domain/back-office/api/dashboard.ts';
import { sumSales } from '#domain/back-office/dashboard.ts';
import { addDaysToDay, type CalendarDay } from '#domain/platform/jakarta-time.ts';
import { ACCRUAL_JOURNAL_TYPE, EXPIRATION_JOURNAL_TYPE, REDEMPTION_JOURNAL_TYPE, REWARD_POINTS } from '#domain/loyalty/programme.ts';
import type { Database } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import { STORE_TIME_ZONE_SQL } from '../../platform/db/sql.ts';
import type { StoreScope } from '../../identity/index.ts';
import { MANUAL_ADJUSTMENT_JOURNAL_TYPE } from '../members/points-adjustment.ts';

/**
 * The back office's dashboard (docs/decisions/022-dashboard.md). One set-based query
 * per chart, each grouped by Asia/Jakarta day over a range of instants that the date indexes of
 * migration 0017 serve (`column >= from and column < end`: sargable, unlike filtering on the computed
 * day); generate_series gives every day of the range, so a day without sales is a 0. A manager with
 * stores assigned (decision 017, server/src/identity/store-scope.ts) sees POS sales, returns and POS top products of
 * those stores only, and only their brands as channels; the storefront channel, points, vouchers and
 * members are the programme's and the same for everyone.
 *
 * - Sales (decision 040), per store and per channel (the storefront, each brand): gross = storefront
 *   orders that were paid (paid_at set) by the Jakarta day of payment, at what the shopper paid (total
 *   incl. PPN and delivery), and POS sales by the day of the sale at their total (incl. PPN, after
 *   voucher and points); returns = refunds of the returns (pos_returns) booked that day, and paid
 *   storefront orders cancelled that day (closed_at) at their total, whatever day their sale was;
 *   net = gross − returns; orders = sales only.
 * - Reward Points: issued = positive changes of Accrual and Manual Points Adjustment journals; redeemed
 *   = Redemption journals; expired = the expiry job's Expiration journals; by activity day. Points a
 *   return or a cancelled order gives back or takes back are in none of the three.
 * - Vouchers: issued by the day they were created, used (Redeemed) by the day of redemption.
 * - Members by tier: every member, whatever the status.
 * - Top products: storefront and POS lines of the same orders (line totals, before order-level
 *   discounts; returns not deducted), top 10 by quantity and top 10 by revenue.
 */

const TOP_PRODUCTS = 10;
const PAID_SHOP_ORDER = sql`o.paid_at is not null and o.status <> 'cancelled'`;
const BRAND_LABELS: Partial<Record<string, string>> = { grandlucky: 'Grand Lucky', erafone: 'Erafone' };

export interface DashboardRange {
  today: CalendarDay;
  from: CalendarDay;
  /** The first instant of `from` and the first instant after `today`, in Jakarta. */
  start: string;
  end: string;
}

/** The `days` Jakarta days ending today (today included). */
export function dashboardRange(today: CalendarDay, days: number): DashboardRange {
  const from = addDaysToDay(today, -(days - 1));
  return { today, from, start: `${from}T00:00:00+07:00`, end: `${addDaysToDay(today, 1)}T00:00:00+07:00` };
}

const jakartaDay = (column: string) => sql.raw(`(${column} at time zone ${STORE_TIME_ZONE_SQL})::date`);

export async function loadDashboard(db: Database, range: DashboardRange, days: number, stores: StoreScope = null): Promise<DashboardResponse> {
  const { start, end, from, today } = range;
  /** Keeps the rows of a store of the scope (alias.store_id); every store when the scope is null. */
  const ofStores = (alias: string) => (stores === null ? sql`true` : sql`${sql.raw(alias)}.store_id in (${sql.join(stores.map((id) => sql`${id}`), sql`, `)})`);
  const series = sql`generate_series(${from}::date, ${today}::date, interval '1 day') as d(day)`;

  const [channelRows, salesRows, pointsRows, voucherRows, tierRows, productRows] = await Promise.all([
    db.execute(sql`select brand from pos_stores s where ${ofStores('s')} group by brand order by min(position), brand`),
    // Gross, returns and net per day and store, each on its own day (decision 040): a sale counts on
    // the day it was paid, a return on the day it was booked, never netted into its sale's day.
    db.execute(sql`
      with stores as (
        select 'storefront'::text as store, 'storefront'::text as channel, 'Storefront'::text as name, -1 as position
        union all select s.store_id, s.brand, s.name, s.position from pos_stores s where ${ofStores('s')}
      ), facts as (
        select ${jakartaDay('o.paid_at')} as day, 'storefront'::text as store, o.total_idr as gross, 0::bigint as returns, 1 as orders
        from orders o
        where o.paid_at >= ${start}::timestamptz and o.paid_at < ${end}::timestamptz and o.paid_at is not null
        union all
        -- A paid order cancelled later is refunded on the day it was cancelled (orders_status_created
        -- finds the cancelled ones).
        select ${jakartaDay('o.closed_at')}, 'storefront', 0, o.total_idr, 0
        from orders o
        where o.status = 'cancelled' and o.paid_at is not null and o.closed_at >= ${start}::timestamptz and o.closed_at < ${end}::timestamptz
        union all
        select ${jakartaDay('p.created_at')}, p.store_id, p.total_price, 0, 1
        from pos_orders p
        where p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz and ${ofStores('p')}
        union all
        select ${jakartaDay('r.created_at')}, r.store_id, 0, r.refund_total, 0
        from pos_returns r
        where r.created_at >= ${start}::timestamptz and r.created_at < ${end}::timestamptz and ${ofStores('r')}
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, st.store, st.channel, st.name,
             coalesce(sum(f.gross), 0)::bigint as gross, coalesce(sum(f.returns), 0)::bigint as returns,
             coalesce(sum(f.orders), 0)::int as orders
      from ${series} cross join stores st
      left join facts f on f.day = d.day::date and f.store = st.store
      group by d.day, st.store, st.channel, st.name, st.position
      order by d.day, st.position, st.store`),
    db.execute(sql`
      with facts as (
        select ${jakartaDay('j.activity_date')} as day, sum(c.issued) as issued, sum(c.redeemed) as redeemed, sum(c.expired) as expired
        from loyalty_transaction_journals j
        -- An aggregate per journal: the planner cannot turn it into a hash join over every points change,
        -- so each journal of the range reads its own changes from loyalty_points_changes_journal.
        cross join lateral (
          select coalesce(sum(pc.change_in_points) filter (
                   where pc.change_in_points > 0 and j.journal_type_name in (${ACCRUAL_JOURNAL_TYPE}, ${MANUAL_ADJUSTMENT_JOURNAL_TYPE})), 0) as issued,
                 coalesce(-sum(pc.change_in_points) filter (where pc.change_in_points < 0 and j.journal_type_name = ${REDEMPTION_JOURNAL_TYPE}), 0) as redeemed,
                 coalesce(-sum(pc.change_in_points) filter (where pc.change_in_points < 0 and j.journal_type_name = ${EXPIRATION_JOURNAL_TYPE}), 0) as expired
          from loyalty_points_changes pc
          where pc.journal_id = j.id and pc.currency_name = ${REWARD_POINTS}
        ) c
        where j.activity_date >= ${start}::timestamptz and j.activity_date < ${end}::timestamptz
          and j.journal_type_name in (${ACCRUAL_JOURNAL_TYPE}, ${MANUAL_ADJUSTMENT_JOURNAL_TYPE}, ${REDEMPTION_JOURNAL_TYPE}, ${EXPIRATION_JOURNAL_TYPE})
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(f.issued, 0)::bigint as issued,
             coalesce(f.redeemed, 0)::bigint as redeemed, coalesce(f.expired, 0)::bigint as expired
      from ${series} left join facts f on f.day = d.day::date
      order by d.day`),
    db.execute(sql`
      with issued as (
        select ${jakartaDay('v.created_at')} as day, count(*) as n from loyalty_vouchers v
        where v.created_at >= ${start}::timestamptz and v.created_at < ${end}::timestamptz group by 1
      ), used as (
        select ${jakartaDay('v.redeemed_at')} as day, count(*) as n from loyalty_vouchers v
        where v.redeemed_at >= ${start}::timestamptz and v.redeemed_at < ${end}::timestamptz and v.status = 'Redeemed' group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(i.n, 0)::int as issued, coalesce(u.n, 0)::int as used
      from ${series} left join issued i on i.day = d.day::date left join used u on u.day = d.day::date
      order by d.day`),
    // One index-only count per tier (loyalty_members_tier), not a join over every member row.
    db.execute(sql`
      select t.name as tier, (select count(*) from loyalty_members m where m.tier_id = t.id)::int as members
      from loyalty_tiers t order by t.sequence_number, t.name`),
    db.execute(sql`
      with lines as (
        -- Each order of the range reads its own lines by primary key: 'offset 0' keeps the planner from
        -- flattening the LATERAL subquery into a hash join over every line ever sold.
        select 'storefront'::text as channel, l.product_id, l.name, l.quantity, l.revenue
        from orders o
        cross join lateral (
          select ol.product_id, ol.product_name as name, ol.quantity, ol.line_total_idr as revenue
          from order_lines ol where ol.order_id = o.order_id offset 0
        ) l
        where o.paid_at >= ${start}::timestamptz and o.paid_at < ${end}::timestamptz and ${PAID_SHOP_ORDER}
        union all
        select s.brand, l.product_code, l.name, l.quantity, l.revenue
        from pos_orders p join pos_stores s on s.store_id = p.store_id
        cross join lateral (
          select pl.product_code, pl.name, pl.quantity, pl.line_subtotal + pl.line_tax as revenue
          from pos_order_lines pl where pl.order_id = p.id offset 0
        ) l
        where p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz and ${ofStores('p')}
      ), products as (
        select channel, product_id, max(name) as name, sum(quantity)::bigint as quantity, sum(revenue)::bigint as revenue
        from lines group by channel, product_id
      ), ranked as (
        select *, row_number() over (order by quantity desc, revenue desc, channel, product_id) as by_quantity,
                  row_number() over (order by revenue desc, quantity desc, channel, product_id) as by_revenue
        from products
      )
      select channel, product_id, name, quantity, revenue, by_quantity, by_revenue
      from ranked where by_quantity <= ${TOP_PRODUCTS} or by_revenue <= ${TOP_PRODUCTS}`),
  ]);

  const channels = [
    { key: 'storefront', label: 'Storefront' },
    ...resultRows<{ brand: string }>(channelRows).map(({ brand }) => ({ key: brand, label: BRAND_LABELS[brand] ?? brand })),
  ];

  const storeList: DashboardStore[] = [];
  const salesByDay = new Map<string, DashboardSalesDay>();
  for (const row of resultRows<{ day: string; store: string; channel: string; name: string; gross: string | number; returns: string | number; orders: number }>(salesRows)) {
    let entry = salesByDay.get(row.day);
    if (!entry) {
      entry = { day: row.day, byChannel: {}, byStore: {} };
      salesByDay.set(row.day, entry);
    }
    if (salesByDay.size === 1) storeList.push({ key: row.store, label: row.name, channel: row.channel });
    const gross = Number(row.gross);
    const returns = Number(row.returns);
    const figures = { gross, returns, net: gross - returns, orders: Number(row.orders) };
    entry.byStore[row.store] = figures;
    entry.byChannel[row.channel] = sumSales([entry.byChannel[row.channel], figures]);
  }
  const products = resultRows<{ channel: string; product_id: string; name: string; quantity: string | number; revenue: string | number; by_quantity: string | number; by_revenue: string | number }>(productRows);
  const top = (rank: 'by_quantity' | 'by_revenue'): DashboardTopProduct[] =>
    products
      .filter((p) => Number(p[rank]) <= TOP_PRODUCTS)
      .sort((a, b) => Number(a[rank]) - Number(b[rank]))
      .map((p) => ({ channel: p.channel, productId: p.product_id, name: p.name, quantity: Number(p.quantity), revenue: Number(p.revenue) }));

  return {
    today,
    from,
    days,
    channels,
    stores: storeList,
    sales: [...salesByDay.values()],
    points: resultRows<{ day: string; issued: string | number; redeemed: string | number; expired: string | number }>(pointsRows).map((row) => ({
      day: row.day,
      issued: Number(row.issued),
      redeemed: Number(row.redeemed),
      expired: Number(row.expired),
    })),
    vouchers: resultRows<{ day: string; issued: number; used: number }>(voucherRows).map((row) => ({ day: row.day, issued: Number(row.issued), used: Number(row.used) })),
    membersByTier: resultRows<{ tier: string; members: number }>(tierRows).map((row) => ({ tier: row.tier, members: Number(row.members) })),
    topProductsByQuantity: top('by_quantity'),
    topProductsByRevenue: top('by_revenue'),
  };
}
