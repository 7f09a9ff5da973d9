import { formatNumber, formatRupiah } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';
import { useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardResponse, DashboardTopProduct } from '#domain/back-office/api/dashboard.ts';
import { sumSales } from '#domain/back-office/dashboard.ts';
import { scrollRegion, TABLE_CLASS, TD_CLASS, TH_CLASS } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { channelLabel, dayLabel, dayTick, rupiahAxis } from './dashboard-figures.ts';

/**
 * The dashboard's charts, with recharts. This module is its own chunk, loaded by the
 * Overview page only (docs/decisions/022-dashboard.md). Each chart has a heading, a summary for screen
 * readers (the chart is an image with that label) and its figures as a table under "Show the figures".
 * Colours are at least 4.5:1 on white.
 */

/** Storefront, then one colour per POS brand. */
const CHANNEL_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c'];
const POINTS_COLOURS = { issued: '#047857', redeemed: '#1d4ed8', expired: '#b91c1c' } as const;
const VOUCHER_COLOURS = { issued: '#7c3aed', used: '#047857' } as const;
const TIER_COLOUR = '#0f3460';
const CHART_HEIGHT = 280;
/** Ten products, one readable row each. */
const TOP_CHART_HEIGHT = 400;
const TICK = { fontSize: 12, fill: '#334155' };

export function DashboardCharts({ data }: { data: DashboardResponse }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <div className="xl:col-span-2">
        <SalesChart data={data} />
      </div>
      <PointsChart data={data} />
      <VouchersChart data={data} />
      <TiersChart data={data} />
      <TopProducts data={data} />
    </div>
  );
}

/** The screen's translator and its number and day formats, for one chart. */
function useFigures() {
  const t = useT();
  return {
    t,
    count: (n: number) => formatNumber(n, t.language),
    tick: (day: string) => dayTick(day, t.language),
    day: (day: string) => dayLabel(day, t.language),
    axis: (amount: number) => rupiahAxis(t, amount),
  };
}

function ChartFigure({ summary, table, tall = false, children }: { summary: string; table: ReactNode; tall?: boolean; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div role="img" aria-label={summary} className={`${tall ? 'h-[400px]' : 'h-[280px]'} w-full`}>
        {children}
      </div>
      {/* The table is built when opened: up to 90 rows a chart would otherwise sit in the page unseen. */}
      <details className="mt-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer font-semibold text-navy">{t('backOffice.dashboard.showFigures')}</summary>
        {open && <div className="mt-2 max-h-80 overflow-auto">{table}</div>}
      </details>
    </>
  );
}

/** The returns' bar, under the line: red, at least 4.5:1 on white. */
const RETURNS_COLOUR = '#b91c1c';
/** The returns' key in a chart row: no channel is called that (channels are 'storefront' and brands). */
const RETURNS_KEY = '__returns';

/**
 * Gross sales per day stacked by channel above the line, that day's returns below it (decision 040):
 * a return counts on the day it was booked, and a day's bar never turns its sales negative.
 */
function SalesChart({ data }: { data: DashboardResponse }) {
  const { t, tick, day, axis } = useFigures();
  const totalOf = (d: DashboardResponse['sales'][number]) => sumSales(data.channels.map((c) => d.byChannel[c.key]));
  const rows = data.sales.map((d) => ({
    day: d.day,
    ...Object.fromEntries(data.channels.map((c) => [c.key, d.byChannel[c.key]?.gross ?? 0])),
    [RETURNS_KEY]: -totalOf(d).returns,
  }));
  const totals = data.channels.map((c) => ({ ...c, total: sumSales(data.sales.map((d) => d.byChannel[c.key])) }));
  const today = data.sales.at(-1);
  const summary = t('backOffice.dashboard.sales.summary', {
    days: data.days,
    totals: totals.map((c) => `${channelLabel(t, c)} ${formatRupiah(c.total.gross)}`).join(', '),
    returns: formatRupiah(sumSales(totals.map((c) => c.total)).returns),
    today: data.channels.map((c) => `${channelLabel(t, c)} ${formatRupiah(today?.byChannel[c.key]?.gross ?? 0)}`).join(', '),
  });
  const money = `${TD_CLASS} text-right tabular-nums`;
  return (
    <Panel title={t('backOffice.dashboard.sales.title')}>
      <ChartFigure
        summary={summary}
        table={
          <table className={TABLE_CLASS}>
            <caption className="sr-only">{t('backOffice.dashboard.sales.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={TH_CLASS}>{t('backOffice.dashboard.day')}</th>
                {data.channels.map((c) => (
                  <th key={c.key} scope="col" className={`${TH_CLASS} text-right`}>{channelLabel(t, c)}</th>
                ))}
                <th scope="col" className={`${TH_CLASS} text-right`}>{t('backOffice.dashboard.sales.gross')}</th>
                <th scope="col" className={`${TH_CLASS} text-right`}>{t('backOffice.dashboard.sales.returns')}</th>
                <th scope="col" className={`${TH_CLASS} text-right`}>{t('backOffice.dashboard.sales.net')}</th>
              </tr>
            </thead>
            <tbody>
              {[...data.sales].reverse().map((d) => {
                const total = totalOf(d);
                return (
                  <tr key={d.day}>
                    <th scope="row" className={`${TD_CLASS} font-normal`}>{day(d.day)}</th>
                    {data.channels.map((c) => (
                      <td key={c.key} className={money}>
                        {formatRupiah(d.byChannel[c.key]?.gross ?? 0)}
                        <span className="block text-xs text-slate-600">{t('backOffice.dashboard.orders', { count: d.byChannel[c.key]?.orders ?? 0 })}</span>
                      </td>
                    ))}
                    <td className={money}>{formatRupiah(total.gross)}</td>
                    <td className={money}>{formatRupiah(total.returns)}</td>
                    <td className={money}>{formatRupiah(total.net)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={rows} stackOffset="sign" margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="day" tickFormatter={tick} tick={TICK} minTickGap={16} />
            <YAxis tickFormatter={axis} tick={TICK} width={72} />
            <Tooltip labelFormatter={(value) => day(String(value))} formatter={(value) => formatRupiah(Math.abs(Number(value)))} />
            <Legend itemSorter={null} />
            {data.channels.map((c, i) => (
              <Bar key={c.key} dataKey={c.key} name={channelLabel(t, c)} stackId="sales" fill={CHANNEL_COLOURS[i % CHANNEL_COLOURS.length]} isAnimationActive={false} />
            ))}
            <Bar dataKey={RETURNS_KEY} name={t('backOffice.dashboard.sales.returns')} stackId="sales" fill={RETURNS_COLOUR} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </Panel>
  );
}

function PointsChart({ data }: { data: DashboardResponse }) {
  const { t, count, tick, day } = useFigures();
  const sum = (key: 'issued' | 'redeemed' | 'expired') => data.points.reduce((total, d) => total + d[key], 0);
  const summary = t('backOffice.dashboard.points.summary', { days: data.days, issued: count(sum('issued')), redeemed: count(sum('redeemed')), expired: count(sum('expired')) });
  return (
    <Panel title={t('backOffice.dashboard.points.title')}>
      <ChartFigure
        summary={summary}
        table={
          <DayTable
            caption={t('backOffice.dashboard.points.caption')}
            columns={[
              ['issued', t('backOffice.dashboard.issued')],
              ['redeemed', t('backOffice.dashboard.redeemed')],
              ['expired', t('backOffice.dashboard.expired')],
            ]}
            rows={data.points}
          />
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <LineChart data={data.points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="day" tickFormatter={tick} tick={TICK} minTickGap={16} />
            <YAxis tickFormatter={count} tick={TICK} width={56} allowDecimals={false} />
            <Tooltip labelFormatter={(value) => day(String(value))} formatter={(value) => count(Number(value))} />
            <Legend itemSorter={null} />
            <Line dataKey="issued" name={t('backOffice.dashboard.issued')} stroke={POINTS_COLOURS.issued} strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line dataKey="redeemed" name={t('backOffice.dashboard.redeemed')} stroke={POINTS_COLOURS.redeemed} strokeWidth={2} strokeDasharray="6 3" dot={false} isAnimationActive={false} />
            <Line dataKey="expired" name={t('backOffice.dashboard.expired')} stroke={POINTS_COLOURS.expired} strokeWidth={2} strokeDasharray="2 3" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
    </Panel>
  );
}

function VouchersChart({ data }: { data: DashboardResponse }) {
  const { t, count, tick, day } = useFigures();
  const issued = data.vouchers.reduce((total, d) => total + d.issued, 0);
  const used = data.vouchers.reduce((total, d) => total + d.used, 0);
  return (
    <Panel title={t('backOffice.dashboard.vouchers.title')}>
      <ChartFigure
        summary={t('backOffice.dashboard.vouchers.summary', { days: data.days, issued: count(issued), used: count(used) })}
        table={
          <DayTable
            caption={t('backOffice.dashboard.vouchers.caption')}
            columns={[
              ['issued', t('backOffice.dashboard.voucherIssued')],
              ['used', t('backOffice.dashboard.used')],
            ]}
            rows={data.vouchers}
          />
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={data.vouchers} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="day" tickFormatter={tick} tick={TICK} minTickGap={16} />
            <YAxis tickFormatter={count} tick={TICK} width={48} allowDecimals={false} />
            <Tooltip labelFormatter={(value) => day(String(value))} formatter={(value) => count(Number(value))} />
            <Legend itemSorter={null} />
            <Bar dataKey="issued" name={t('backOffice.dashboard.voucherIssued')} fill={VOUCHER_COLOURS.issued} isAnimationActive={false} />
            <Bar dataKey="used" name={t('backOffice.dashboard.used')} fill={VOUCHER_COLOURS.used} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </Panel>
  );
}

function TiersChart({ data }: { data: DashboardResponse }) {
  const { t, count } = useFigures();
  const total = data.membersByTier.reduce((sum, tier) => sum + tier.members, 0);
  return (
    <Panel title={t('backOffice.dashboard.tiers.title')}>
      <ChartFigure
        summary={t('backOffice.dashboard.tiers.summary', { count: count(total), tiers: data.membersByTier.map((tier) => `${tier.tier} ${count(tier.members)}`).join(', ') })}
        table={
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('backOffice.dashboard.tiers.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={TH_CLASS}>{t('backOffice.dashboard.tiers.tier')}</th>
                <th scope="col" className={`${TH_CLASS} text-right`}>{t('backOffice.dashboard.tiers.members')}</th>
              </tr>
            </thead>
            <tbody>
              {data.membersByTier.map((tier) => (
                <tr key={tier.tier}>
                  <th scope="row" className={`${TD_CLASS} font-normal`}>{tier.tier}</th>
                  <td className={`${TD_CLASS} text-right tabular-nums`}>{count(tier.members)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={data.membersByTier} layout="vertical" margin={{ top: 8, right: 24, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
            <XAxis type="number" tickFormatter={count} tick={TICK} allowDecimals={false} />
            <YAxis type="category" dataKey="tier" tick={TICK} width={72} />
            <Tooltip formatter={(value) => count(Number(value))} />
            <Bar dataKey="members" name={t('backOffice.dashboard.tiers.members')} fill={TIER_COLOUR} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </Panel>
  );
}

function TopProducts({ data }: { data: DashboardResponse }) {
  const { t, axis } = useFigures();
  const label = (p: DashboardTopProduct) => {
    const channel = data.channels.find((c) => c.key === p.channel);
    return `${p.name} (${channel ? channelLabel(t, channel) : p.channel})`;
  };
  const rows = data.topProductsByRevenue.map((p) => ({ ...p, label: label(p) }));
  return (
    <div className="xl:col-span-2">
      <Panel title={t('backOffice.dashboard.top.title')}>
        {rows.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{t('backOffice.dashboard.top.empty', { days: data.days })}</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <div>
              <h3 className="mb-2 font-semibold text-ink">{t('backOffice.dashboard.top.byRevenue')}</h3>
              <ChartFigure
                tall
                summary={t('backOffice.dashboard.top.summary', { products: rows.map((p) => `${p.label} ${formatRupiah(p.revenue)}`).join(', ') })}
                table={<ProductTable t={t} caption={t('backOffice.dashboard.top.revenueCaption')} products={data.topProductsByRevenue} label={label} />}
              >
                <ResponsiveContainer width="100%" height={TOP_CHART_HEIGHT}>
                  <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 28, bottom: 0, left: 0 }} accessibilityLayer={false}>
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
                    <XAxis type="number" tickFormatter={axis} tick={TICK} />
                    <YAxis type="category" dataKey="name" tick={{ ...TICK, fontSize: 11 }} width={132} interval={0} tickFormatter={(name: string) => (name.length > 20 ? `${name.slice(0, 19)}…` : name)} />
                    <Tooltip formatter={(value) => formatRupiah(Number(value))} labelFormatter={(_name, payload) => (payload[0]?.payload as { label?: string } | undefined)?.label ?? ''} />
                    <Bar dataKey="revenue" name={t('backOffice.dashboard.top.revenue')} fill={CHANNEL_COLOURS[0]} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </ChartFigure>
            </div>
            <div>
              <h3 className="mb-2 font-semibold text-ink">{t('backOffice.dashboard.top.byQuantity')}</h3>
              <div {...scrollRegion(t('backOffice.dashboard.top.quantityCaption'))}>
                <ProductTable t={t} caption={t('backOffice.dashboard.top.quantityCaption')} products={data.topProductsByQuantity} label={label} />
              </div>
            </div>
          </div>
        )}
      </Panel>
    </div>
  );
}

function ProductTable({ t, caption, products, label }: { t: Translate; caption: string; products: DashboardTopProduct[]; label: (p: DashboardTopProduct) => string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={TH_CLASS}>{t('backOffice.dashboard.top.product')}</th>
          <th scope="col" className={`${TH_CLASS} text-right`}>{t('backOffice.dashboard.top.units')}</th>
          <th scope="col" className={`${TH_CLASS} text-right`}>{t('backOffice.dashboard.top.revenue')}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={`${p.channel}/${p.productId}`}>
            <th scope="row" className={`${TD_CLASS} font-normal`}>{label(p)}</th>
            <td className={`${TD_CLASS} text-right tabular-nums`}>{formatNumber(p.quantity, t.language)}</td>
            <td className={`${TD_CLASS} text-right tabular-nums`}>{formatRupiah(p.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayTable<K extends string>({ caption, columns, rows }: { caption: string; columns: [K, string][]; rows: ({ day: string } & Record<K, number>)[] }) {
  const { t, count, day } = useFigures();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={TH_CLASS}>{t('backOffice.dashboard.day')}</th>
          {columns.map(([key, title]) => (
            <th key={key} scope="col" className={`${TH_CLASS} text-right`}>{title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...rows].reverse().map((row) => (
          <tr key={row.day}>
            <th scope="row" className={`${TD_CLASS} font-normal`}>{day(row.day)}</th>
            {columns.map(([key]) => (
              <td key={key} className={`${TD_CLASS} text-right tabular-nums`}>{count(row[key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
