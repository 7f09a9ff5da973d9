import { formatDateTime, formatNumber, formatRupiah } from '#domain/platform/format.ts';
import { Link, useParams } from 'react-router';
import type { PosOrderDetail, StorefrontOrderDetail } from '#domain/back-office/api/orders.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { ADMIN_ORDER_STATUSES, type AdminOrderStatus } from '#domain/back-office/orders.ts';
import { useT } from '../../../texts/texts.tsx';
import { paths } from '../../../paths.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { DataTable, FITTED_TABLE_CLASS, ListState, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { usePosOrder, useStorefrontOrder } from './api.ts';
import { brandLabel, Facts, OrderStatusBadge, paymentLabel, Totals } from './order-ui.tsx';
import { StatusForm } from './status-form.tsx';

function BackLink() {
  const t = useT();
  return (
    <Link to={paths.adminOrders.href()} className="text-sm font-semibold text-navy underline">
      {t('backOffice.orders.detail.allOrders')}
    </Link>
  );
}

const pointsOf = (t: Translate, n: number) => t('backOffice.orders.detail.points', { points: formatNumber(n, t.language) });

/** A line's product: its name, its code, and on a phone (no unit price column) its unit price. */
const productCell = (t: Translate, name: string, code: string, unitPrice: number) => (
  <>
    {name}
    <span className="block text-xs text-slate-600">{code}</span>
    <span className="block text-xs text-slate-600 sm:hidden">{t('backOffice.orders.detail.each', { price: formatRupiah(unitPrice) })}</span>
  </>
);
const figure = { className: 'text-right', cellClassName: 'tabular-nums' } as const;

// The detail's small tables fit a phone: no minimum width (the list tables keep theirs).
const storefrontLineColumns = (t: Translate): Column<StorefrontOrderDetail['order']['lines'][number]>[] => [
  { header: t('backOffice.orders.detail.product'), cell: (line) => productCell(t, line.productName, line.productId, line.unitPrice) },
  { header: t('backOffice.orders.detail.unitPrice'), className: 'hidden text-right sm:table-cell', cellClassName: 'tabular-nums', cell: (line) => formatRupiah(line.unitPrice) },
  { header: t('backOffice.orders.detail.qty'), ...figure, cell: (line) => formatNumber(line.quantity, t.language) },
  { header: t('backOffice.orders.detail.amount'), ...figure, cell: (line) => formatRupiah(line.lineTotal) },
];

// ---------------------------------------------------------------- storefront

/** A storefront order (decision 024) — lines, coupon, points, payment, shipment, history, status moves. */
export function StorefrontOrderPage() {
  const t = useT();
  const { orderNumber = '' } = useParams();
  const detail = useStorefrontOrder(orderNumber);
  if (detail.isPending) return <LoadingBlock label={t('backOffice.orders.detail.loading')} />;
  if (detail.error) return <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />;
  const { order, history, nextStatuses } = detail.data;
  return (
    <AdminPage
      title={t('backOffice.orders.detail.title', { number: order.orderNumber })}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          {t('backOffice.orders.detail.placedOnline', { time: formatDateTime(order.createdAt, t.language) })} <OrderStatusBadge status={order.status} />
        </span>
      }
      actions={<BackLink />}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('backOffice.orders.detail.customerAndDelivery')}>
          <Facts
            rows={[
              [t('backOffice.orders.detail.name'), order.contact.name],
              [t('backOffice.orders.detail.email'), order.contact.email],
              [t('backOffice.orders.detail.phone'), order.contact.phone],
              [
                t('backOffice.orders.detail.member'),
                order.membershipNumber ? (
                  <Link to={paths.adminMember.href({ number: order.membershipNumber })} className="text-navy underline">
                    {order.membershipNumber}
                  </Link>
                ) : (
                  '—'
                ),
              ],
              [t('backOffice.orders.detail.delivery'), `${order.delivery.label}${order.delivery.estimate ? ` (${order.delivery.estimate})` : ''}`],
              [
                t('backOffice.orders.detail.address'),
                order.address
                  ? `${order.address.street}, ${order.address.kelurahan}, ${order.address.kecamatan}, ${order.address.city}, ${order.address.province} ${order.address.postalCode}`
                  : t('backOffice.orders.detail.pickup'),
              ],
              [t('backOffice.orders.detail.shipment'), order.shipment ? `${order.shipment.courier} ${order.shipment.trackingNumber}` : '—'],
            ]}
          />
        </Panel>
        <Panel title={t('backOffice.orders.detail.paymentAndPoints')}>
          <Facts
            rows={[
              [t('backOffice.orders.detail.method'), paymentLabel(t, order.payment.method)],
              [t('backOffice.orders.detail.paid'), order.payment.paidAt ? formatDateTime(order.payment.paidAt, t.language) : t('backOffice.orders.detail.notPaid')],
              [t('backOffice.orders.detail.coupon'), order.couponCode ?? '—'],
              [t('backOffice.orders.detail.pointsRedeemed'), pointsOf(t, order.pointsRedeemed)],
              [t('backOffice.orders.detail.pointsEarned'), pointsOf(t, order.pointsEarned)],
            ]}
          />
        </Panel>
      </div>
      <Panel title={t('backOffice.orders.detail.lines')}>
        <DataTable
          label={t('backOffice.orders.detail.linesLabel')}
          columns={storefrontLineColumns(t)}
          rows={order.lines}
          rowKey={(line) => line.productId}
          tableClassName={FITTED_TABLE_CLASS}
        />
        <Totals
          rows={[
            [t('backOffice.orders.detail.subtotal'), formatRupiah(order.subtotal)],
            ...(order.couponDiscount > 0
              ? [[t('backOffice.orders.detail.couponCode', { code: order.couponCode ?? '' }).trim(), `−${formatRupiah(order.couponDiscount)}`] as [string, string]]
              : []),
            // Before decision 038 PPN was added on top; since then the total contains it.
            ...(order.ppnIncluded ? [] : [[t('backOffice.orders.detail.ppn'), formatRupiah(order.ppn)] as [string, string]]),
            [t('backOffice.orders.detail.deliveryFee'), formatRupiah(order.deliveryFee)],
            ...(order.pointsRedeemed > 0 ? [[t('backOffice.orders.detail.paidWithPoints'), `−${formatRupiah(order.pointsRedeemed)}`] as [string, string]] : []),
            [t('backOffice.orders.detail.total'), formatRupiah(order.total)],
            ...(order.ppnIncluded ? [[t('backOffice.orders.detail.ppnIncluded'), formatRupiah(order.ppn)] as [string, string]] : []),
          ]}
        />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <HistoryPanel history={history} />
        <Panel title={t('backOffice.orders.detail.changeStatus')}>
          <StatusForm orderNumber={order.orderNumber} nextStatuses={nextStatuses} />
        </Panel>
      </div>
    </AdminPage>
  );
}

/** A step of the history: the order's creation, or a status it reached. */
function stepLabel(t: Translate, step: string): string {
  if (step === 'placed') return t('backOffice.orders.step.placed');
  return (ADMIN_ORDER_STATUSES as readonly string[]).includes(step) ? t(`backOffice.orders.status.${step as AdminOrderStatus}`) : step;
}

function HistoryPanel({ history }: { history: StorefrontOrderDetail['history'] }) {
  const t = useT();
  return (
    <Panel title={t('backOffice.orders.detail.statusHistory')}>
      <ol className="space-y-3 text-sm">
        {history.map((step) => (
          <li key={step.status} className="border-l-2 border-slate-200 pl-3">
            <span className="font-semibold text-ink">{stepLabel(t, step.status)}</span> · {formatDateTime(step.at, t.language)}
            {step.note && <span className="block text-slate-700">{step.note}</span>}
            {step.by && <span className="block break-all text-xs text-slate-600">{t('backOffice.orders.detail.by', { name: step.by })}</span>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

// ---------------------------------------------------------------- POS

type PosReceipt = PosOrderDetail['receipt'];

const posLineColumns = (t: Translate): Column<PosReceipt['lines'][number]>[] => [
  { header: t('backOffice.orders.detail.product'), cell: (line) => productCell(t, line.name, line.productCode, line.unitPrice) },
  { header: t('backOffice.orders.detail.unitPrice'), className: 'hidden text-right sm:table-cell', cellClassName: 'tabular-nums', cell: (line) => formatRupiah(line.unitPrice) },
  { header: t('backOffice.orders.detail.qty'), ...figure, cell: (line) => formatNumber(line.quantity, t.language) },
  { header: t('backOffice.orders.detail.amount'), ...figure, cell: (line) => formatRupiah(line.amount) },
  { header: t('backOffice.orders.detail.discount'), ...figure, cell: (line) => (line.discount > 0 ? `−${formatRupiah(line.discount)}` : '—') },
];

const tenderColumns = (t: Translate): Column<PosReceipt['tenders'][number]>[] => [
  { header: t('backOffice.orders.detail.tender'), cell: (tender) => paymentLabel(t, tender.method) },
  { header: t('backOffice.orders.detail.paid'), ...figure, cell: (tender) => formatRupiah(tender.amount) },
  { header: t('backOffice.orders.detail.handedOver'), ...figure, cell: (tender) => (tender.tendered === null ? '—' : formatRupiah(tender.tendered)) },
];

/** A POS order (decision 024) — lines with discounts, voucher, tenders with change and rounding, points, returns. */
export function PosOrderPage() {
  const t = useT();
  const { transactionNumber = '' } = useParams();
  const detail = usePosOrder(transactionNumber);
  if (detail.isPending) return <LoadingBlock label={t('backOffice.orders.detail.loading')} />;
  if (detail.error) return <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  const { receipt } = data;
  return (
    <AdminPage
      title={t('backOffice.orders.detail.posTitle', { number: receipt.orderName })}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          {receipt.store.name} · {formatDateTime(receipt.issuedAt, t.language)} <OrderStatusBadge status={data.returns.length > 0 ? 'returned' : 'completed'} />
        </span>
      }
      actions={<BackLink />}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('backOffice.orders.detail.sale')}>
          <Facts
            rows={[
              [t('backOffice.orders.detail.transactionNumber'), <span className="break-all">{receipt.transactionNumber}</span>],
              [t('backOffice.orders.detail.store'), `${receipt.store.name} (${receipt.store.storeId}${data.brand ? `, ${brandLabel(data.brand)}` : ''})`],
              [t('backOffice.orders.detail.cashier'), receipt.cashier ?? '—'],
              [
                t('backOffice.orders.detail.member'),
                data.membershipNumber ? (
                  <Link to={paths.adminMember.href({ number: data.membershipNumber })} className="text-navy underline">
                    {data.membershipNumber}
                    {data.memberName ? ` · ${data.memberName}` : ''}
                  </Link>
                ) : (
                  t('backOffice.orders.detail.noMember')
                ),
              ],
              [
                t('backOffice.orders.detail.eReceipt'),
                <a href={receipt.url} className="break-all text-navy underline" target="_blank" rel="noreferrer">
                  {t('backOffice.orders.detail.openEReceipt')}
                </a>,
              ],
            ]}
          />
        </Panel>
        <Panel title={t('backOffice.orders.detail.pointsTitle')}>
          <Facts
            rows={[
              [t('backOffice.orders.detail.rewardEarned'), pointsOf(t, data.pointsEarned)],
              [t('backOffice.orders.detail.rewardRedeemed'), pointsOf(t, data.pointsRedeemed)],
              [t('backOffice.orders.detail.tierEarned'), pointsOf(t, data.tierPointsEarned)],
              [t('backOffice.orders.detail.voucher'), receipt.voucher ? `${receipt.voucher.name} (${receipt.voucher.code})` : '—'],
            ]}
          />
        </Panel>
      </div>
      <Panel title={t('backOffice.orders.detail.lines')}>
        <DataTable label={t('backOffice.orders.detail.linesLabel')} columns={posLineColumns(t)} rows={receipt.lines} rowKey={(line, index) => `${line.productCode}-${index}`} tableClassName={FITTED_TABLE_CLASS} />
        <Totals
          rows={[
            [t('backOffice.orders.detail.subtotal'), formatRupiah(receipt.subtotal)],
            ...(receipt.voucher ? [[t('backOffice.orders.detail.voucherCode', { code: receipt.voucher.code }), `−${formatRupiah(receipt.voucher.discount)}`] as [string, string]] : []),
            ...(receipt.pointsRedeemed > 0 ? [[t('backOffice.orders.detail.paidWithPoints'), `−${formatRupiah(receipt.pointsRedeemed)}`] as [string, string]] : []),
            [t('backOffice.orders.detail.ppnRate', { rate: receipt.tax.ratePercent }), formatRupiah(receipt.tax.ppn)],
            [t('backOffice.orders.detail.total'), formatRupiah(receipt.total)],
          ]}
        />
      </Panel>
      <Panel title={t('backOffice.orders.detail.tenders')}>
        <DataTable label={t('backOffice.orders.detail.tenders')} columns={tenderColumns(t)} rows={receipt.tenders} rowKey={(tender, index) => `${tender.method}-${index}`} tableClassName={FITTED_TABLE_CLASS} />
        <Totals
          rows={[
            [t('backOffice.orders.detail.cashRounding'), receipt.cashRounding > 0 ? `−${formatRupiah(receipt.cashRounding)}` : formatRupiah(0)],
            [t('backOffice.orders.detail.change'), formatRupiah(receipt.change)],
          ]}
        />
      </Panel>
      {data.offline && <OfflinePanel offline={data.offline} />}
      <ReturnsPanel returns={data.returns} />
    </AdminPage>
  );
}

const returnColumns = (t: Translate): Column<PosOrderDetail['returns'][number]>[] => [
  { header: t('backOffice.orders.detail.return'), cellClassName: 'whitespace-nowrap font-semibold', cell: (r) => r.returnNumber },
  { header: t('backOffice.orders.detail.when'), cellClassName: 'whitespace-nowrap', cell: (r) => formatDateTime(r.createdAt, t.language) },
  { header: t('backOffice.orders.detail.items'), ...figure, cell: (r) => formatNumber(r.items, t.language) },
  { header: t('backOffice.orders.detail.refund'), className: 'text-right', cellClassName: 'whitespace-nowrap tabular-nums', cell: (r) => formatRupiah(r.refundTotal) },
  { header: t('backOffice.orders.detail.refundedTo'), cell: (r) => r.refunds.map((f) => `${paymentLabel(t, f.kind)} ${formatRupiah(f.amount)}`).join(', ') || '—' },
  {
    header: t('backOffice.orders.detail.pointsTitle'),
    className: 'text-right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (r) => (
      <>
        {r.pointsGivenBack > 0 && <span className="block">{t('backOffice.orders.detail.pointsBack', { points: formatNumber(r.pointsGivenBack, t.language) })}</span>}
        {r.pointsReversed > 0 && <span className="block">{t('backOffice.orders.detail.pointsReversed', { points: formatNumber(r.pointsReversed, t.language) })}</span>}
        {r.pointsGivenBack === 0 && r.pointsReversed === 0 && '—'}
      </>
    ),
  },
  {
    header: t('backOffice.orders.detail.approvedBy'),
    cell: (r) => (
      <>
        {r.approvedBy}
        {r.reason && <span className="block text-xs text-slate-600">{r.reason}</span>}
      </>
    ),
  },
];

/** Sold with the link down (decision 030): where and when, a manager's override, and what had changed by the time it synced. */
function OfflinePanel({ offline }: { offline: NonNullable<PosOrderDetail['offline']> }) {
  const t = useT();
  return (
    <Panel title={t('backOffice.orders.offline.title')}>
      <Facts
        rows={[
          [t('backOffice.orders.offline.device'), offline.deviceId],
          [t('backOffice.orders.offline.receipt'), offline.receiptNumber],
          [t('backOffice.orders.offline.soldAt'), formatDateTime(offline.soldAt, t.language)],
          [t('backOffice.orders.offline.syncedAt'), formatDateTime(offline.syncedAt, t.language)],
          ...(offline.override
            ? [[t('backOffice.orders.offline.override'), `${offline.override.managerName ?? offline.override.managerUserId} · ${t(`backOffice.orders.offline.overrideReason.${offline.override.reason}`)}`] as [string, string]]
            : []),
        ]}
      />
      {offline.conflicts.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-amber-900" aria-label={t('backOffice.orders.offline.conflicts')}>
          {offline.conflicts.map((conflict, index) => (
            <li key={index}>{t(`backOffice.orders.offline.conflict.${conflict.kind}`, { detail: conflict.detail })}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ReturnsPanel({ returns }: { returns: PosOrderDetail['returns'] }) {
  const t = useT();
  return (
    <Panel title={t('backOffice.orders.detail.returns')}>
      <ListState isPending={false} error={null} isEmpty={returns.length === 0} empty={t('backOffice.orders.detail.returnsEmpty')} onRetry={() => undefined}>
        <DataTable label={t('backOffice.orders.detail.returnsLabel')} columns={returnColumns(t)} rows={returns} rowKey={(r) => r.returnNumber} />
      </ListState>
    </Panel>
  );
}
