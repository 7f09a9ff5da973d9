import { formatNumber, formatRupiah } from '#domain/platform/format.ts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_RANGES, NO_SALES, sumSales } from '#domain/back-office/dashboard.ts';
import type { DashboardResponse } from '#domain/back-office/api/dashboard.ts';
import * as adminDashboard from '#domain/back-office/endpoints/dashboard.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { api } from '../../../api/client.ts';
import { paths } from '../../../paths.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { ListState, scrollRegion, TABLE_CLASS, TD_CLASS, TH_CLASS } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { useT } from '../../../texts/texts.tsx';
import { channelLabel, dayLabel } from './dashboard-figures.ts';

/** The charts and their library are a chunk of their own, fetched while the figures load. */
const loadCharts = () => import('./dashboard-charts.tsx');
const DashboardCharts = lazy(() => loadCharts().then((m) => ({ default: m.DashboardCharts })));
// Start fetching it with this module (the Overview's), not after the figures arrive.
void loadCharts();

const RANGES = DASHBOARD_RANGES;

function useDashboard(days: number) {
  return useQuery({
    queryKey: ['admin', 'dashboard', days] as const,
    queryFn: ({ signal }): Promise<DashboardResponse> => api.call(adminDashboard.getDashboard, { query: { days } }, { signal }),
    staleTime: 60_000,
  });
}

/** Today's figures and the last N days in charts, on the back office's Overview (decision 022). */
export function DashboardSection() {
  const t = useT();
  const [search] = useSearchParams();
  const asked = Number(search.get('days'));
  const days = (RANGES as readonly number[]).includes(asked) ? asked : DASHBOARD_DEFAULT_DAYS;
  const dashboard = useDashboard(days);
  const data = dashboard.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ink">{data ? t('backOffice.dashboard.todayOn', { day: dayLabel(data.today, t.language) }) : t('backOffice.dashboard.today')}</h2>
        <nav aria-label={t('backOffice.dashboard.ranges')} className="flex flex-wrap gap-2">
          {RANGES.map((option) => (
            <Link
              key={option}
              to={paths.admin.href() + (option === DASHBOARD_DEFAULT_DAYS ? '' : `?days=${option}`)}
              aria-current={option === days ? 'page' : undefined}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${option === days ? 'bg-navy text-white ring-navy' : 'text-ink ring-slate-300 hover:bg-slate-50'}`}
            >
              {t('backOffice.dashboard.lastDays', { days: option })}
            </Link>
          ))}
        </nav>
      </div>
      <ListState
        isPending={dashboard.isPending}
        error={dashboard.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void dashboard.refetch()}
      >
        {data && (
          <>
            <TodayFigures data={data} />
            <StoresToday data={data} />
            {isQuiet(data) && (
              <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
                {t('backOffice.dashboard.quiet', { days: data.days })}
              </p>
            )}
            <Suspense
              fallback={
                <div className="grid place-items-center py-10">
                  <Spinner size={32} label={t('backOffice.dashboard.loadingCharts')} />
                </div>
              }
            >
              <DashboardCharts data={data} />
            </Suspense>
          </>
        )}
      </ListState>
    </div>
  );
}

function isQuiet(data: DashboardResponse): boolean {
  return (
    data.sales.every((d) => Object.values(d.byStore).every((f) => f.gross === 0 && f.returns === 0 && f.orders === 0)) &&
    data.points.every((d) => d.issued === 0 && d.redeemed === 0 && d.expired === 0) &&
    data.vouchers.every((d) => d.issued === 0 && d.used === 0)
  );
}

function TodayFigures({ data }: { data: DashboardResponse }) {
  const t = useT();
  const count = (n: number) => formatNumber(n, t.language);
  const today = data.sales.at(-1);
  const points = data.points.at(-1);
  const vouchers = data.vouchers.at(-1);
  // Sales are gross (never below zero); the day's returns and net come under them (decision 040).
  const total = sumSales(data.channels.map((c) => today?.byChannel[c.key]));
  const members = data.membersByTier.reduce((sum, t) => sum + t.members, 0);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Figure label={t('backOffice.dashboard.figure.sales')} value={formatRupiah(total.gross)}>
        <span className="block font-semibold text-ink">{t('backOffice.dashboard.figure.salesDetail', { returns: formatRupiah(total.returns), net: formatRupiah(total.net) })}</span>
        {data.channels.map((c) => {
          const figures = today?.byChannel[c.key] ?? NO_SALES;
          const values = { channel: channelLabel(t, c), amount: formatRupiah(figures.gross), orders: t('backOffice.dashboard.orders', { count: figures.orders }) };
          return (
            <span key={c.key} className="block">
              {figures.returns > 0
                ? t('backOffice.dashboard.figure.channelReturns', { ...values, returns: formatRupiah(figures.returns) })
                : t('backOffice.dashboard.figure.channelSales', values)}
            </span>
          );
        })}
      </Figure>
      <Figure label={t('backOffice.dashboard.figure.points')} value={count(points?.issued ?? 0)}>
        {t('backOffice.dashboard.figure.pointsDetail', { redeemed: count(points?.redeemed ?? 0), expired: count(points?.expired ?? 0) })}
      </Figure>
      <Figure label={t('backOffice.dashboard.figure.vouchers')} value={count(vouchers?.issued ?? 0)}>
        {t('backOffice.dashboard.figure.vouchersDetail', { used: count(vouchers?.used ?? 0) })}
      </Figure>
      <Figure label={t('backOffice.dashboard.figure.members')} value={count(members)}>
        {data.membersByTier.map((tier) => `${tier.tier} ${count(tier.members)}`).join(' · ')}
      </Figure>
    </dl>
  );
}

/** Today's gross, returns and net per store with a sale or a return, and the export of every day and store (decision 040). */
function StoresToday({ data }: { data: DashboardResponse }) {
  const t = useT();
  const today = data.sales.at(-1);
  const rows = data.stores
    .map((store) => ({ store, figures: today?.byStore[store.key] ?? NO_SALES }))
    .filter(({ figures }) => figures.gross !== 0 || figures.returns !== 0 || figures.orders !== 0);
  const total = sumSales(rows.map((row) => row.figures));
  const storeName = (store: DashboardResponse['stores'][number]) => (store.key === 'storefront' ? t('backOffice.dashboard.storefront') : store.label);
  const money = `${TD_CLASS} text-right tabular-nums`;
  return (
    <Panel title={t('backOffice.dashboard.stores.title')} actions={<CsvExportButton endpoint={adminExports.exportDashboardSales} query={{ days: data.days }} file="sales" />}>
      {rows.length === 0 ? (
        <p className="text-slate-600">{t('backOffice.dashboard.stores.empty')}</p>
      ) : (
        <div {...scrollRegion(t('backOffice.dashboard.stores.title'))}>
          <table className={TABLE_CLASS}>
            <caption className="sr-only">{t('backOffice.dashboard.stores.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={TH_CLASS}>{t('backOffice.dashboard.stores.store')}</th>
                <th scope="col" className={`${TH_CLASS} text-right`}>{t('backOffice.dashboard.stores.orders')}</th>
                <th scope="col" className={`${TH_CLASS} text-right`}>{t('backOffice.dashboard.sales.gross')}</th>
                <th scope="col" className={`${TH_CLASS} text-right`}>{t('backOffice.dashboard.sales.returns')}</th>
                <th scope="col" className={`${TH_CLASS} text-right`}>{t('backOffice.dashboard.sales.net')}</th>
              </tr>
            </thead>
            <tbody>
              {[...rows, { store: null, figures: total }].map(({ store, figures }) => (
                <tr key={store?.key ?? 'total'} className={store ? undefined : 'font-semibold'}>
                  <th scope="row" className={`${TD_CLASS} ${store ? 'font-normal' : ''}`}>{store ? storeName(store) : t('backOffice.dashboard.stores.total')}</th>
                  <td className={money}>{formatNumber(figures.orders, t.language)}</td>
                  <td className={money}>{formatRupiah(figures.gross)}</td>
                  <td className={money}>{formatRupiah(figures.returns)}</td>
                  <td className={money}>{formatRupiah(figures.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">{value}</dd>
      <dd className="mt-1 text-sm text-slate-600">{children}</dd>
    </div>
  );
}
