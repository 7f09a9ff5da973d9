import type { ReactNode } from 'react';
import { paymentText, type AdminOrderStatus } from '#domain/back-office/orders.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';

const LOOKS: Record<AdminOrderStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-sky-100 text-sky-900',
  packed: 'bg-indigo-100 text-indigo-900',
  shipped: 'bg-violet-100 text-violet-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
  completed: 'bg-emerald-100 text-emerald-900',
  returned: 'bg-orange-100 text-orange-900',
};

export function OrderStatusBadge({ status }: { status: AdminOrderStatus }) {
  const t = useT();
  return <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ${LOOKS[status]}`}>{t(`backOffice.orders.status.${status}`)}</span>;
}

/** An order's payment in the screen's language: a method or tender we know is worded, anything else shown as recorded. */
export function paymentLabel(t: Translate, payment: string): string {
  const key = paymentText(payment);
  return key ? t(key) : payment;
}

const BRAND_LABELS: Record<string, string> = { grandlucky: 'Grand Lucky', erafone: 'Erafone' };
export const brandLabel = (brand: string) => BRAND_LABELS[brand] ?? brand;

/** Label and value pairs. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sums under an order's lines: label, amount; the last one (the total) in bold. */
export function Totals({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="ml-auto mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, value], index) => (
        <div key={label} className={`contents ${index === rows.length - 1 ? 'font-bold text-ink' : 'text-slate-700'}`}>
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
