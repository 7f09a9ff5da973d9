import { formatRupiah } from '#domain/platform/format.ts';
import { useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardResponse, DashboardTopProduct } from '#domain/back-office/api/dashboard.ts';
import { scrollRegion, TABLE_CLASS, TD_CLASS, TH_CLASS } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { formatCount, formatDay, formatRupiahCompact } from './dashboard-format.ts';

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
const tick = { fontSize: 12, fill: '#334155' };

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

function ChartFigure({ summary, table, tall = false, children }: { summary: string; table: ReactNode; tall?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div role="img" aria-label={summary} className={`${tall ? 'h-[400px]' : 'h-[280px]'} w-full`}>
        {children}
      </div>
      {/* The table is built when opened: up to 90 rows a chart would otherwise sit in the page unseen. */}
      <details className="mt-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer font-semibold text-navy">Show the figures</summary>
        {open && <div className="mt-2 max-h-80 overflow-auto">{table}</div>}
      </details>
    </>
  );
}

function SalesChart({ data }: { data: DashboardResponse }) {
  const rows = data.sales.map((d) => ({ day: d.day, ...d.byChannel }));
  const totals = data.channels.map((c) => ({ ...c, total: data.sales.reduce((sum, d) => sum + (d.byChannel[c.key] ?? 0), 0) }));
  const today = data.sales.at(-1);
  const summary = `Sales per day by channel over ${data.days} days. Totals: ${totals.map((c) => `${c.label} ${formatRupiah(c.total)}`).join(', ')}. Today: ${data.channels.map((c) => `${c.label} ${formatRupiah(today?.byChannel[c.key] ?? 0)}`).join(', ')}.`;
  return (
    <Panel title="Sales per day by channel">
      <ChartFigure
        summary={summary}
        table={
          <table className={TABLE_CLASS}>
            <caption className="sr-only">Net sales per Jakarta day and channel, in rupiah</caption>
            <thead>
              <tr>
                <th scope="col" className={TH_CLASS}>Day</th>
                {data.channels.map((c) => (
                  <th key={c.key} scope="col" className={`${TH_CLASS} text-right`}>{c.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...data.sales].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row" className={`${TD_CLASS} font-normal`}>{formatDay(d.day, true)}</th>
                  {data.channels.map((c) => (
                    <td key={c.key} className={`${TD_CLASS} text-right tabular-nums`}>
                      {formatRupiah(d.byChannel[c.key] ?? 0)}
                      <span className="block text-xs text-slate-600">{formatCount(d.ordersByChannel[c.key] ?? 0)} orders</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="day" tickFormatter={(day: string) => formatDay(day)} tick={tick} minTickGap={16} />
            <YAxis tickFormatter={formatRupiahCompact} tick={tick} width={72} />
            <Tooltip labelFormatter={(day) => formatDay(String(day), true)} formatter={(value) => formatRupiah(Number(value))} />
            <Legend itemSorter={null} />
            {data.channels.map((c, i) => (
              <Bar key={c.key} dataKey={c.key} name={c.label} stackId="sales" fill={CHANNEL_COLOURS[i % CHANNEL_COLOURS.length]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </Panel>
  );
}

function PointsChart({ data }: { data: DashboardResponse }) {
  const sum = (key: 'issued' | 'redeemed' | 'expired') => data.points.reduce((total, d) => total + d[key], 0);
  const summary = `Reward Points per day over ${data.days} days: ${formatCount(sum('issued'))} issued, ${formatCount(sum('redeemed'))} redeemed, ${formatCount(sum('expired'))} expired.`;
  return (
    <Panel title="Points issued, redeemed and expired">
      <ChartFigure
        summary={summary}
        table={
          <DayTable
            caption="Reward Points per Jakarta day"
            columns={[
              ['issued', 'Issued'],
              ['redeemed', 'Redeemed'],
              ['expired', 'Expired'],
            ]}
            rows={data.points}
          />
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <LineChart data={data.points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="day" tickFormatter={(day: string) => formatDay(day)} tick={tick} minTickGap={16} />
            <YAxis tickFormatter={formatCount} tick={tick} width={56} allowDecimals={false} />
            <Tooltip labelFormatter={(day) => formatDay(String(day), true)} formatter={(value) => formatCount(Number(value))} />
            <Legend itemSorter={null} />
            <Line dataKey="issued" name="Issued" stroke={POINTS_COLOURS.issued} strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line dataKey="redeemed" name="Redeemed" stroke={POINTS_COLOURS.redeemed} strokeWidth={2} strokeDasharray="6 3" dot={false} isAnimationActive={false} />
            <Line dataKey="expired" name="Expired" stroke={POINTS_COLOURS.expired} strokeWidth={2} strokeDasharray="2 3" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
    </Panel>
  );
}

function VouchersChart({ data }: { data: DashboardResponse }) {
  const issued = data.vouchers.reduce((total, d) => total + d.issued, 0);
  const used = data.vouchers.reduce((total, d) => total + d.used, 0);
  return (
    <Panel title="Vouchers issued and used">
      <ChartFigure
        summary={`Vouchers per day over ${data.days} days: ${formatCount(issued)} issued, ${formatCount(used)} used.`}
        table={
          <DayTable
            caption="Vouchers per Jakarta day"
            columns={[
              ['issued', 'Issued'],
              ['used', 'Used'],
            ]}
            rows={data.vouchers}
          />
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={data.vouchers} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="day" tickFormatter={(day: string) => formatDay(day)} tick={tick} minTickGap={16} />
            <YAxis tickFormatter={formatCount} tick={tick} width={48} allowDecimals={false} />
            <Tooltip labelFormatter={(day) => formatDay(String(day), true)} formatter={(value) => formatCount(Number(value))} />
            <Legend itemSorter={null} />
            <Bar dataKey="issued" name="Issued" fill={VOUCHER_COLOURS.issued} isAnimationActive={false} />
            <Bar dataKey="used" name="Used" fill={VOUCHER_COLOURS.used} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </Panel>
  );
}

function TiersChart({ data }: { data: DashboardResponse }) {
  const total = data.membersByTier.reduce((sum, t) => sum + t.members, 0);
  return (
    <Panel title="Members by tier">
      <ChartFigure
        summary={`${formatCount(total)} members: ${data.membersByTier.map((t) => `${t.tier} ${formatCount(t.members)}`).join(', ')}.`}
        table={
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Members by tier, today</caption>
            <thead>
              <tr>
                <th scope="col" className={TH_CLASS}>Tier</th>
                <th scope="col" className={`${TH_CLASS} text-right`}>Members</th>
              </tr>
            </thead>
            <tbody>
              {data.membersByTier.map((t) => (
                <tr key={t.tier}>
                  <th scope="row" className={`${TD_CLASS} font-normal`}>{t.tier}</th>
                  <td className={`${TD_CLASS} text-right tabular-nums`}>{formatCount(t.members)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={data.membersByTier} layout="vertical" margin={{ top: 8, right: 24, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
            <XAxis type="number" tickFormatter={formatCount} tick={tick} allowDecimals={false} />
            <YAxis type="category" dataKey="tier" tick={tick} width={72} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Bar dataKey="members" name="Members" fill={TIER_COLOUR} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </Panel>
  );
}

function TopProducts({ data }: { data: DashboardResponse }) {
  const label = (p: DashboardTopProduct) => `${p.name} (${data.channels.find((c) => c.key === p.channel)?.label ?? p.channel})`;
  const rows = data.topProductsByRevenue.map((p) => ({ ...p, label: label(p) }));
  return (
    <div className="xl:col-span-2">
      <Panel title="Top products">
        {rows.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">No products sold in these {data.days} days.</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <div>
              <h3 className="mb-2 font-semibold text-ink">By revenue</h3>
              <ChartFigure
                tall
                summary={`Top products by revenue: ${rows.map((p) => `${p.label} ${formatRupiah(p.revenue)}`).join(', ')}.`}
                table={<ProductTable caption="Top products by revenue" products={data.topProductsByRevenue} label={label} />}
              >
                <ResponsiveContainer width="100%" height={TOP_CHART_HEIGHT}>
                  <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 28, bottom: 0, left: 0 }} accessibilityLayer={false}>
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
                    <XAxis type="number" tickFormatter={formatRupiahCompact} tick={tick} />
                    <YAxis type="category" dataKey="name" tick={{ ...tick, fontSize: 11 }} width={132} interval={0} tickFormatter={(name: string) => (name.length > 20 ? `${name.slice(0, 19)}…` : name)} />
                    <Tooltip formatter={(value) => formatRupiah(Number(value))} labelFormatter={(_name, payload) => (payload[0]?.payload as { label?: string } | undefined)?.label ?? ''} />
                    <Bar dataKey="revenue" name="Revenue" fill={CHANNEL_COLOURS[0]} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </ChartFigure>
            </div>
            <div>
              <h3 className="mb-2 font-semibold text-ink">By quantity</h3>
              <div {...scrollRegion('Top products by quantity')}>
                <ProductTable caption="Top products by quantity" products={data.topProductsByQuantity} label={label} />
              </div>
            </div>
          </div>
        )}
      </Panel>
    </div>
  );
}

function ProductTable({ caption, products, label }: { caption: string; products: DashboardTopProduct[]; label: (p: DashboardTopProduct) => string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={TH_CLASS}>Product</th>
          <th scope="col" className={`${TH_CLASS} text-right`}>Units</th>
          <th scope="col" className={`${TH_CLASS} text-right`}>Revenue</th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={`${p.channel}/${p.productId}`}>
            <th scope="row" className={`${TD_CLASS} font-normal`}>{label(p)}</th>
            <td className={`${TD_CLASS} text-right tabular-nums`}>{formatCount(p.quantity)}</td>
            <td className={`${TD_CLASS} text-right tabular-nums`}>{formatRupiah(p.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayTable<K extends string>({ caption, columns, rows }: { caption: string; columns: [K, string][]; rows: ({ day: string } & Record<K, number>)[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={TH_CLASS}>Day</th>
          {columns.map(([key, title]) => (
            <th key={key} scope="col" className={`${TH_CLASS} text-right`}>{title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...rows].reverse().map((row) => (
          <tr key={row.day}>
            <th scope="row" className={`${TD_CLASS} font-normal`}>{formatDay(row.day, true)}</th>
            {columns.map(([key]) => (
              <td key={key} className={`${TD_CLASS} text-right tabular-nums`}>{formatCount(row[key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
