import { formatRupiah } from '#domain/platform/format.ts';
import { Link, useParams } from 'react-router';
import type { PosOrderDetail, StorefrontOrderDetail } from '#domain/back-office/api/orders.ts';
import { formatPoints } from '#domain/pos/pricing.ts';
import { SHOP_PAYMENT_METHOD_LABELS } from '#domain/storefront/checkout.ts';
import { paths } from '../../../paths.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { DataTable, FITTED_TABLE_CLASS, ListState, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { formatDateTime } from '../format.ts';
import { usePosOrder, useStorefrontOrder } from './api.ts';
import { brandLabel, Facts, OrderStatusBadge, Totals } from './order-ui.tsx';
import { StatusForm } from './status-form.tsx';

const backLink = (
  <Link to={paths.adminOrders.href()} className="text-sm font-semibold text-navy underline">
    All orders
  </Link>
);

const points = (n: number) => `${formatPoints(n)} points`;

/** A line's product: its name, its code, and on a phone (no unit price column) its unit price. */
const productCell = (name: string, code: string, unitPrice: number) => (
  <>
    {name}
    <span className="block text-xs text-slate-600">{code}</span>
    <span className="block text-xs text-slate-600 sm:hidden">{formatRupiah(unitPrice)} each</span>
  </>
);
const figure = { className: 'text-right', cellClassName: 'tabular-nums' } as const;

// The detail's small tables fit a phone: no minimum width (the list tables keep theirs).
const STOREFRONT_LINE_COLUMNS: Column<StorefrontOrderDetail['order']['lines'][number]>[] = [
  { header: 'Product', cell: (line) => productCell(line.productName, line.productId, line.unitPrice) },
  { header: 'Unit price', className: 'hidden text-right sm:table-cell', cellClassName: 'tabular-nums', cell: (line) => formatRupiah(line.unitPrice) },
  { header: 'Qty', ...figure, cell: (line) => line.quantity },
  { header: 'Amount', ...figure, cell: (line) => formatRupiah(line.lineTotal) },
];

// ---------------------------------------------------------------- storefront

/** A storefront order (decision 024) — lines, coupon, points, payment, shipment, history, status moves. */
export function StorefrontOrderPage() {
  const { orderNumber = '' } = useParams();
  const detail = useStorefrontOrder(orderNumber);
  if (detail.isPending) return <LoadingBlock label="Loading the order" />;
  if (detail.error) return <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />;
  const { order, history, nextStatuses } = detail.data;
  return (
    <AdminPage
      title={`Order ${order.orderNumber}`}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          Storefront · placed {formatDateTime(order.createdAt)} <OrderStatusBadge status={order.status} />
        </span>
      }
      actions={backLink}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Customer and delivery">
          <Facts
            rows={[
              ['Name', order.contact.name],
              ['E-mail', order.contact.email],
              ['Phone', order.contact.phone],
              [
                'Member',
                order.membershipNumber ? (
                  <Link to={paths.adminMember.href({ number: order.membershipNumber })} className="text-navy underline">
                    {order.membershipNumber}
                  </Link>
                ) : (
                  '—'
                ),
              ],
              ['Delivery', `${order.delivery.label}${order.delivery.estimate ? ` (${order.delivery.estimate})` : ''}`],
              ['Address', order.address ? `${order.address.street}, ${order.address.kelurahan}, ${order.address.kecamatan}, ${order.address.city}, ${order.address.province} ${order.address.postalCode}` : 'Pickup in store'],
              ['Shipment', order.shipment ? `${order.shipment.courier} ${order.shipment.trackingNumber}` : '—'],
            ]}
          />
        </Panel>
        <Panel title="Payment and points">
          <Facts
            rows={[
              ['Method', SHOP_PAYMENT_METHOD_LABELS[order.payment.method]],
              ['Paid', order.payment.paidAt ? formatDateTime(order.payment.paidAt) : 'Not paid'],
              ['Coupon', order.couponCode ?? '—'],
              ['Points redeemed', points(order.pointsRedeemed)],
              ['Points earned', points(order.pointsEarned)],
            ]}
          />
        </Panel>
      </div>
      <Panel title="Lines">
        <DataTable label="Order lines" columns={STOREFRONT_LINE_COLUMNS} rows={order.lines} rowKey={(line) => line.productId} tableClassName={FITTED_TABLE_CLASS} />
        <Totals
          rows={[
            ['Subtotal', formatRupiah(order.subtotal)],
            ...(order.couponDiscount > 0 ? [[`Coupon ${order.couponCode ?? ''}`.trim(), `−${formatRupiah(order.couponDiscount)}`] as [string, string]] : []),
            ['PPN', formatRupiah(order.ppn)],
            ['Delivery', formatRupiah(order.deliveryFee)],
            ...(order.pointsRedeemed > 0 ? [['Paid with points', `−${formatRupiah(order.pointsRedeemed)}`] as [string, string]] : []),
            ['Total', formatRupiah(order.total)],
          ]}
        />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <HistoryPanel history={history} />
        <Panel title="Change the status">
          <StatusForm orderNumber={order.orderNumber} nextStatuses={nextStatuses} />
        </Panel>
      </div>
    </AdminPage>
  );
}

const STEP_LABELS: Record<string, string> = { placed: 'Placed', paid: 'Paid', packed: 'Packed', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled', expired: 'Expired' };

function HistoryPanel({ history }: { history: StorefrontOrderDetail['history'] }) {
  return (
    <Panel title="Status history">
      <ol className="space-y-3 text-sm">
        {history.map((step) => (
          <li key={step.status} className="border-l-2 border-slate-200 pl-3">
            <span className="font-semibold text-ink">{STEP_LABELS[step.status] ?? step.status}</span> · {formatDateTime(step.at)}
            {step.note && <span className="block text-slate-700">{step.note}</span>}
            {step.by && <span className="block break-all text-xs text-slate-600">by {step.by}</span>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

// ---------------------------------------------------------------- POS

type PosReceipt = PosOrderDetail['receipt'];

const POS_LINE_COLUMNS: Column<PosReceipt['lines'][number]>[] = [
  { header: 'Product', cell: (line) => productCell(line.name, line.productCode, line.unitPrice) },
  { header: 'Unit price', className: 'hidden text-right sm:table-cell', cellClassName: 'tabular-nums', cell: (line) => formatRupiah(line.unitPrice) },
  { header: 'Qty', ...figure, cell: (line) => line.quantity },
  { header: 'Amount', ...figure, cell: (line) => formatRupiah(line.amount) },
  { header: 'Discount', ...figure, cell: (line) => (line.discount > 0 ? `−${formatRupiah(line.discount)}` : '—') },
];

const TENDER_COLUMNS: Column<PosReceipt['tenders'][number]>[] = [
  { header: 'Tender', cell: (tender) => tender.method },
  { header: 'Paid', ...figure, cell: (tender) => formatRupiah(tender.amount) },
  { header: 'Handed over', ...figure, cell: (tender) => (tender.tendered === null ? '—' : formatRupiah(tender.tendered)) },
];

/** A POS order (decision 024) — lines with discounts, voucher, tenders with change and rounding, points, returns. */
export function PosOrderPage() {
  const { transactionNumber = '' } = useParams();
  const detail = usePosOrder(transactionNumber);
  if (detail.isPending) return <LoadingBlock label="Loading the order" />;
  if (detail.error) return <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  const { receipt } = data;
  return (
    <AdminPage
      title={`POS order ${receipt.orderName}`}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          {receipt.store.name} · {formatDateTime(receipt.issuedAt)} <OrderStatusBadge status={data.returns.length > 0 ? 'returned' : 'completed'} />
        </span>
      }
      actions={backLink}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Sale">
          <Facts
            rows={[
              ['Transaction number', <span className="break-all">{receipt.transactionNumber}</span>],
              ['Store', `${receipt.store.name} (${receipt.store.storeId}${data.brand ? `, ${brandLabel(data.brand)}` : ''})`],
              ['Cashier', receipt.cashier ?? '—'],
              [
                'Member',
                data.membershipNumber ? (
                  <Link to={paths.adminMember.href({ number: data.membershipNumber })} className="text-navy underline">
                    {data.membershipNumber}
                    {data.memberName ? ` · ${data.memberName}` : ''}
                  </Link>
                ) : (
                  'No member'
                ),
              ],
              [
                'E-receipt',
                <a href={receipt.url} className="break-all text-navy underline" target="_blank" rel="noreferrer">
                  Open the e-receipt
                </a>,
              ],
            ]}
          />
        </Panel>
        <Panel title="Points">
          <Facts
            rows={[
              ['Reward Points earned', points(data.pointsEarned)],
              ['Reward Points redeemed', points(data.pointsRedeemed)],
              ['Tier Points earned', points(data.tierPointsEarned)],
              ['Voucher', receipt.voucher ? `${receipt.voucher.name} (${receipt.voucher.code})` : '—'],
            ]}
          />
        </Panel>
      </div>
      <Panel title="Lines">
        <DataTable label="Order lines" columns={POS_LINE_COLUMNS} rows={receipt.lines} rowKey={(line, index) => `${line.productCode}-${index}`} tableClassName={FITTED_TABLE_CLASS} />
        <Totals
          rows={[
            ['Subtotal', formatRupiah(receipt.subtotal)],
            ...(receipt.voucher ? [[`Voucher ${receipt.voucher.code}`, `−${formatRupiah(receipt.voucher.discount)}`] as [string, string]] : []),
            ...(receipt.pointsRedeemed > 0 ? [['Paid with points', `−${formatRupiah(receipt.pointsRedeemed)}`] as [string, string]] : []),
            [`PPN ${receipt.tax.ratePercent}%`, formatRupiah(receipt.tax.ppn)],
            ['Total', formatRupiah(receipt.total)],
          ]}
        />
      </Panel>
      <Panel title="Tenders">
        <DataTable label="Tenders" columns={TENDER_COLUMNS} rows={receipt.tenders} rowKey={(tender, index) => `${tender.method}-${index}`} tableClassName={FITTED_TABLE_CLASS} />
        <Totals
          rows={[
            ['Cash rounding', receipt.cashRounding > 0 ? `−${formatRupiah(receipt.cashRounding)}` : formatRupiah(0)],
            ['Change', formatRupiah(receipt.change)],
          ]}
        />
      </Panel>
      <ReturnsPanel returns={data.returns} />
    </AdminPage>
  );
}

const RETURN_COLUMNS: Column<PosOrderDetail['returns'][number]>[] = [
  { header: 'Return', cellClassName: 'whitespace-nowrap font-semibold', cell: (r) => r.returnNumber },
  { header: 'When', cellClassName: 'whitespace-nowrap', cell: (r) => formatDateTime(r.createdAt) },
  { header: 'Items', ...figure, cell: (r) => r.items },
  { header: 'Refund', className: 'text-right', cellClassName: 'whitespace-nowrap tabular-nums', cell: (r) => formatRupiah(r.refundTotal) },
  { header: 'Refunded to', cell: (r) => r.refunds.map((f) => `${f.kind} ${formatRupiah(f.amount)}`).join(', ') || '—' },
  {
    header: 'Points',
    className: 'text-right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (r) => (
      <>
        {r.pointsGivenBack > 0 && <span className="block">+{formatPoints(r.pointsGivenBack)} back</span>}
        {r.pointsReversed > 0 && <span className="block">−{formatPoints(r.pointsReversed)} reversed</span>}
        {r.pointsGivenBack === 0 && r.pointsReversed === 0 && '—'}
      </>
    ),
  },
  {
    header: 'Approved by',
    cell: (r) => (
      <>
        {r.approvedBy}
        {r.reason && <span className="block text-xs text-slate-600">{r.reason}</span>}
      </>
    ),
  },
];

function ReturnsPanel({ returns }: { returns: PosOrderDetail['returns'] }) {
  return (
    <Panel title="Returns">
      <ListState isPending={false} error={null} isEmpty={returns.length === 0} empty="Nothing from this sale has been returned." onRetry={() => undefined}>
        <DataTable label="Returns of this sale" columns={RETURN_COLUMNS} rows={returns} rowKey={(r) => r.returnNumber} />
      </ListState>
    </Panel>
  );
}
