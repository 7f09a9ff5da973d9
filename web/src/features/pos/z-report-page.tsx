import { formatDateTime, formatRupiah } from '#domain/platform/format.ts';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { zReportName } from '#domain/pos/shifts.ts';
import { STORE_BRANDS, type StoreBrand } from '#domain/loyalty/vouchers.ts';
import { paths } from '../../paths.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorBlock, LoadingBlock } from '../../ui/page-states.tsx';
import { useLanguage, useT } from '../../texts/texts.tsx';
import { useZReport, useZReports } from './shift-api.ts';
import { StaffOnly } from './staff-only.tsx';
import { ZReportView } from './z-report-view.tsx';
import './z-report.css';

const brandOf = (value: string | undefined): StoreBrand => ((STORE_BRANDS as readonly string[]).includes(value ?? '') ? (value as StoreBrand) : 'grandlucky');

/** The POS header, left off the printout. */
function ZReportShell({ brand, children }: { brand: StoreBrand; children: ReactNode }) {
  const t = useT();
  return (
    <div className="z-report-page min-h-screen bg-paper">
      <header className="flex items-center gap-3 bg-navy px-4 py-3 text-white print:hidden">
        <Link to={paths.pos.href({ store: brand })} aria-label={t('pos.page.back')} className="rounded-full p-1 hover:bg-white/10">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
        <h1 className="text-xl font-bold">{t('pos.page.title')}</h1>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-6 print:p-0">
        <StaffOnly>{children}</StaffOnly>
      </main>
    </div>
  );
}

/** /pos/:store/z-reports/:storeId/:zNumber: one Z-report, with a one-click print. */
export function ZReportPage() {
  const { store, storeId = '', zNumber = '' } = useParams();
  const brand = brandOf(store);
  return (
    <ZReportShell brand={brand}>
      <ZReportScreen brand={brand} storeId={storeId} zNumber={Number(zNumber)} />
    </ZReportShell>
  );
}

function ZReportScreen({ brand, storeId, zNumber }: { brand: StoreBrand; storeId: string; zNumber: number }) {
  const t = useT();
  const report = useZReport(storeId, zNumber);
  if (report.isPending) return <LoadingBlock label={t('pos.zReport.loading')} />;
  if (report.error) return <ErrorBlock error={report.error} onRetry={() => void report.refetch()} />;
  return (
    <>
      <div className="mb-4 flex flex-wrap justify-center gap-3 print:hidden">
        <Button onClick={() => window.print()} size="md" className="px-6">
          {t('pos.zReport.print')}
        </Button>
        <ButtonLink to={paths.posZReports.href({ store: brand, storeId })} variant="outline" size="md" className="inline-flex items-center bg-white px-5">
          {t('pos.zReport.all')}
        </ButtonLink>
        <ButtonLink to={paths.pos.href({ store: brand })} variant="outline" size="md" className="inline-flex items-center bg-white px-5">
          {t('pos.zReport.backToTill')}
        </ButtonLink>
      </div>
      <ZReportView report={report.data} />
    </>
  );
}

/** /pos/:store/z-reports?storeId=…: a store's Z-reports, newest first. */
export function ZReportListPage() {
  const { store } = useParams();
  const [search] = useSearchParams();
  const brand = brandOf(store);
  const storeId = search.get('storeId') ?? '';
  return (
    <ZReportShell brand={brand}>
      <ZReportList brand={brand} storeId={storeId} />
    </ZReportShell>
  );
}

function ZReportList({ brand, storeId }: { brand: StoreBrand; storeId: string }) {
  const t = useT();
  const language = useLanguage();
  const reports = useZReports(storeId);
  if (reports.isPending) return <LoadingBlock label={t('pos.zReport.loadingList')} />;
  if (reports.error) return <ErrorBlock error={reports.error} onRetry={() => void reports.refetch()} />;
  const storeName = reports.data[0]?.storeName ?? storeId;
  return (
    <section aria-labelledby="z-reports-title">
      <h2 id="z-reports-title" className="mb-4 text-2xl font-bold text-ink">
        {t('pos.zReport.listTitle', { store: storeName })}
      </h2>
      {reports.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{t('pos.zReport.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {reports.data.map((report) => (
            <li key={report.zNumber}>
              <Link to={paths.posZReport.href({ store: brand, storeId, zNumber: report.zNumber })} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-slate-50">
                <span className="font-semibold text-ink">{zReportName(report.zNumber)}</span>
                <span className="text-sm text-slate-700">{formatDateTime(report.closedAt, language)} · {report.cashierName}</span>
                <span className="text-sm text-slate-700">
                  {t('pos.zReport.listRow', { count: report.sales.count, total: formatRupiah(report.sales.total), difference: formatRupiah(report.difference) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to={paths.pos.href({ store: brand })} variant="outline" size="md" className="mt-4 inline-flex items-center bg-white px-5">
        {t('pos.zReport.backToTill')}
      </ButtonLink>
    </section>
  );
}
