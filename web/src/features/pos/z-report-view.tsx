import { formatDateTime, formatRupiah } from '#domain/platform/format.ts';
import type { ZReport } from '#domain/pos/api/shifts.ts';
import { signedRupiah, zReportName } from '#domain/pos/shifts.ts';
import { TENDER_LABELS } from '#domain/pos/tenders.ts';
import { useLanguage, useT } from '../../texts/texts.tsx';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-bold text-ink' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-dashed border-slate-400 pt-3">
      <h3 className="mb-1 text-xs font-bold tracking-wide uppercase">{title}</h3>
      <dl className="space-y-0.5">{children}</dl>
    </section>
  );
}

const minus = (amount: number) => (amount > 0 ? `-${formatRupiah(amount)}` : formatRupiah(0));

/** A closed shift's Z-report, laid out like a till receipt (decision 014). */
export function ZReportView({ report }: { report: ZReport }) {
  const t = useT();
  const language = useLanguage();
  const dateTime = (iso: string) => formatDateTime(iso, language);
  const { sales, returns } = report;
  const name = zReportName(report.zNumber);
  return (
    <article aria-label={t('pos.zReport.title', { name })} className="z-report mx-auto w-full max-w-sm space-y-3 rounded-2xl bg-white p-6 font-mono text-sm text-slate-800 shadow-sm ring-1 ring-slate-200">
      <header className="text-center">
        <h2 className="text-lg font-bold text-ink">{t('pos.zReport.title', { name })}</h2>
        <p>{report.storeName} ({report.storeId})</p>
        <p>{t('pos.zReport.cashier', { name: report.cashierName })}</p>
      </header>
      <Section title={t('pos.zReport.shift')}>
        <Row label={t('pos.zReport.opened')} value={dateTime(report.openedAt)} />
        <Row label={t('pos.zReport.closed')} value={dateTime(report.closedAt)} />
        <Row label={t('pos.zReport.openingFloat')} value={formatRupiah(report.openingFloat)} />
      </Section>
      <Section title={t('pos.zReport.sales', { count: sales.count })}>
        <Row label={t('pos.zReport.subtotal')} value={formatRupiah(sales.subtotal)} />
        <Row label={t('pos.zReport.tax')} value={formatRupiah(sales.tax)} />
        <Row label={t('pos.zReport.vouchers', { count: sales.vouchersUsed })} value={minus(sales.voucherDiscount)} />
        <Row label={t('pos.zReport.pointsRedeemed')} value={minus(sales.pointsRedeemed)} />
        <Row label={t('pos.zReport.total')} value={formatRupiah(sales.total)} strong />
        <Row label={t('pos.zReport.cashRounding')} value={minus(sales.cashRounding)} />
      </Section>
      <Section title={t('pos.zReport.byTender')}>
        {sales.tenders.map((tender) => (
          <Row key={tender.kind} label={t('pos.zReport.tenderCount', { kind: t(TENDER_LABELS[tender.kind]), count: tender.count })} value={formatRupiah(tender.amount)} />
        ))}
        <Row label={t('pos.zReport.cashTendered')} value={formatRupiah(sales.cashTendered)} />
        <Row label={t('pos.zReport.changeGiven')} value={formatRupiah(sales.changeGiven)} />
      </Section>
      <Section title={t('pos.zReport.returns', { count: returns.count })}>
        {returns.tenders.map((tender) => (
          <Row key={tender.kind} label={t('pos.zReport.tenderCount', { kind: t(TENDER_LABELS[tender.kind]), count: tender.count })} value={minus(tender.amount)} />
        ))}
        <Row label={t('pos.zReport.totalRefunded')} value={minus(returns.total)} />
      </Section>
      <Section title={t('pos.zReport.drawer')}>
        <Row label={t('pos.zReport.expectedCash')} value={formatRupiah(report.expectedCash)} />
        <Row label={t('pos.zReport.countedCash')} value={formatRupiah(report.countedCash)} />
        <Row label={t('pos.zReport.difference')} value={signedRupiah(report.difference)} strong />
      </Section>
    </article>
  );
}
