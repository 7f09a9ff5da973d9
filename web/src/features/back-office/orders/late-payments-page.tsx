import { Link } from 'react-router';
import type { LatePayment } from '#domain/back-office/api/orders.ts';
import { needsAction } from '#domain/storefront/late-payments.ts';
import { formatDateTime, formatRupiah } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';
import { paths } from '../../../paths.ts';
import { DataTable, ListState, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { useLatePayments } from './api.ts';

/**
 * Payments that came after their order expired (docs/decisions/036-late-payments.md): revived and paid,
 * refunded through the gateway, or waiting for a person (a refund the gateway refused, a bank transfer
 * to send back by hand). The ones to act on are marked.
 */
export function LatePaymentsPage() {
  const t = useT();
  const list = useLatePayments();
  const payments = list.data?.payments ?? [];
  return (
    <AdminPage
      title={t('backOffice.orders.latePayments.title')}
      intro={t('backOffice.orders.latePayments.intro')}
      actions={
        <Link to={paths.adminOrders.href()} className="text-sm font-semibold text-navy underline">
          {t('backOffice.orders.detail.allOrders')}
        </Link>
      }
    >
      <Panel title={t('backOffice.orders.latePayments.latest')}>
        <ListState isPending={list.isPending} error={list.error} isEmpty={payments.length === 0} empty={t('backOffice.orders.latePayments.empty')} onRetry={() => void list.refetch()}>
          <PaymentCards rows={payments} />
          <DataTable label={t('backOffice.orders.latePayments.label')} columns={columns(t)} rows={payments} rowKey={(row) => row.orderNumber} frameClassName="hidden md:block" />
        </ListState>
      </Panel>
    </AdminPage>
  );
}

function OrderLink({ row }: { row: LatePayment }) {
  return (
    <Link to={paths.adminStorefrontOrder.href({ orderNumber: row.orderNumber })} className="font-semibold text-navy underline">
      {row.orderNumber}
    </Link>
  );
}

/** What became of it, and why the order could not be revived. */
function Outcome({ row }: { row: LatePayment }) {
  const t = useT();
  return (
    <span className={needsAction(row.outcome) ? 'font-semibold text-red-700' : 'text-slate-800'}>
      {t(`backOffice.orders.latePayments.outcome.${row.outcome}`)}
      {row.reason && <span className="block text-xs font-normal text-slate-600">{t(`backOffice.orders.latePayments.reason.${row.reason}`)}</span>}
      {row.detail && row.outcome === 'refundFailed' && (
        <span className="block text-xs font-normal break-words text-slate-600">{t('backOffice.orders.latePayments.gatewaySaid', { detail: row.detail })}</span>
      )}
    </span>
  );
}

const columns = (t: Translate): Column<LatePayment>[] => [
  { header: t('backOffice.orders.latePayments.column.receivedAt'), cellClassName: 'whitespace-nowrap', cell: (row) => formatDateTime(row.receivedAt, t.language) },
  { header: t('backOffice.orders.latePayments.column.order'), rowHeader: true, cellClassName: 'whitespace-nowrap', cell: (row) => <OrderLink row={row} /> },
  { header: t('backOffice.orders.latePayments.column.amount'), className: 'text-right', cellClassName: 'whitespace-nowrap tabular-nums', cell: (row) => formatRupiah(row.amount) },
  {
    header: t('backOffice.orders.latePayments.column.gateway'),
    cell: (row) => (
      <>
        {row.provider}
        <span className="block text-xs text-slate-600 wrap-anywhere">{row.chargeReference}</span>
      </>
    ),
  },
  { header: t('backOffice.orders.latePayments.column.outcome'), cellClassName: 'min-w-[14rem]', cell: (row) => <Outcome row={row} /> },
];

/** Phones: one card per payment instead of the wide table. */
function PaymentCards({ rows }: { rows: LatePayment[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('backOffice.orders.latePayments.label')}>
      {rows.map((row) => (
        <li key={row.orderNumber} className="py-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <OrderLink row={row} />
            <span className="font-semibold tabular-nums">{formatRupiah(row.amount)}</span>
          </div>
          <span className="block text-xs text-slate-600">{[formatDateTime(row.receivedAt, t.language), row.provider].join(' · ')}</span>
          <p className="mt-1">
            <Outcome row={row} />
          </p>
        </li>
      ))}
    </ul>
  );
}
