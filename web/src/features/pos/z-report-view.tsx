import { formatRupiah } from '#domain/platform/format.ts';
import type { ZReport } from '#domain/pos/api/shifts.ts';
import { zReportName } from '#domain/pos/shifts.ts';
import { dateTime } from './format.ts';

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
const signed = (amount: number) => (amount > 0 ? `+${formatRupiah(amount)}` : amount < 0 ? `-${formatRupiah(-amount)}` : formatRupiah(0));

/** A closed shift's Z-report, laid out like a till receipt (decision 014). */
export function ZReportView({ report }: { report: ZReport }) {
  const { sales, returns } = report;
  return (
    <article aria-label={`Z-report ${zReportName(report.zNumber)}`} className="z-report mx-auto w-full max-w-sm space-y-3 rounded-2xl bg-white p-6 font-mono text-sm text-slate-800 shadow-sm ring-1 ring-slate-200">
      <header className="text-center">
        <h2 className="text-lg font-bold text-ink">Z-report {zReportName(report.zNumber)}</h2>
        <p>{report.storeName} ({report.storeId})</p>
        <p>Cashier: {report.cashierName}</p>
      </header>
      <Section title="Shift">
        <Row label="Opened" value={dateTime(report.openedAt)} />
        <Row label="Closed" value={dateTime(report.closedAt)} />
        <Row label="Opening float" value={formatRupiah(report.openingFloat)} />
      </Section>
      <Section title={`Sales (${sales.count})`}>
        <Row label="Subtotal" value={formatRupiah(sales.subtotal)} />
        <Row label="PPN Tax" value={formatRupiah(sales.tax)} />
        <Row label={`Vouchers (${sales.vouchersUsed})`} value={minus(sales.voucherDiscount)} />
        <Row label="Points redeemed" value={minus(sales.pointsRedeemed)} />
        <Row label="Total" value={formatRupiah(sales.total)} strong />
        <Row label="Cash rounding" value={minus(sales.cashRounding)} />
      </Section>
      <Section title="Sales by tender">
        {sales.tenders.map((t) => (
          <Row key={t.kind} label={`${t.kind} (${t.count})`} value={formatRupiah(t.amount)} />
        ))}
        <Row label="Cash tendered" value={formatRupiah(sales.cashTendered)} />
        <Row label="Change given" value={formatRupiah(sales.changeGiven)} />
      </Section>
      <Section title={`Returns (${returns.count})`}>
        {returns.tenders.map((t) => (
          <Row key={t.kind} label={`${t.kind} (${t.count})`} value={minus(t.amount)} />
        ))}
        <Row label="Total refunded" value={minus(returns.total)} />
      </Section>
      <Section title="Cash drawer">
        <Row label="Expected cash" value={formatRupiah(report.expectedCash)} />
        <Row label="Counted cash" value={formatRupiah(report.countedCash)} />
        <Row label="Difference" value={signed(report.difference)} strong />
      </Section>
    </article>
  );
}
