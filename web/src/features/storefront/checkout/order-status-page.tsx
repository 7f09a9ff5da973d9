import { CheckCircle2, Hourglass, PackageCheck, Send, XCircle } from 'lucide-react';
import { useParams } from 'react-router';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { formatNumber } from '#domain/platform/format.ts';
import type { OrderStatus } from '#domain/storefront/checkout.ts';
import { ApiError } from '../../../api/client.ts';
import { useT } from '../../../texts/texts.tsx';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { orderEmails, useOrderByNumber } from './api.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentInstructions } from './payment-instructions.tsx';
import { FindOrderForm } from './track-order-page.tsx';
import { Panel } from './panel.tsx';

const STEPS: OrderStatus[] = ['pending_payment', 'paid', 'packed', 'shipped', 'delivered'];

/** An order's status, its payment while unpaid (asked again every 3 s), shipment and points (decision 018). */
export function OrderStatusPage() {
  const t = useT();
  const { orderNumber = '' } = useParams();
  const email = orderEmails.recall(orderNumber);
  const order = useOrderByNumber(orderNumber, email);

  if (!email) {
    return (
      <section className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-3xl font-bold text-ink">{t('storefront.order.title', { number: orderNumber })}</h1>
        <p className="mt-2 text-slate-600">{t('storefront.order.enterEmail')}</p>
        <FindOrderForm initialNumber={orderNumber} />
      </section>
    );
  }
  if (order.isPending) return <LoadingBlock label={t('storefront.order.loading')} />;
  if (order.isError) {
    return order.error instanceof ApiError && order.error.status === 404 ? (
      <section className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-3xl font-bold text-ink">{t('storefront.order.title', { number: orderNumber })}</h1>
        <FindOrderForm initialNumber={orderNumber} />
      </section>
    ) : (
      <ErrorBlock error={order.error} onRetry={() => void order.refetch()} />
    );
  }
  return <OrderView order={order.data} />;
}

export function OrderView({ order }: { order: ShopOrder }) {
  const t = useT();
  const closed = order.status === 'cancelled' || order.status === 'expired';
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">
          {t.rich('storefront.order.heading', { number: order.orderNumber, mono: (chunks) => <span className="font-mono">{chunks}</span> })}
        </h1>
        <p role="status" data-testid="order-status" className={`rounded-full px-4 py-1.5 text-sm font-bold ${closed ? 'bg-slate-200 text-slate-700' : order.status === 'pending_payment' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-800'}`}>
          {t(`storefront.order.status.${order.status}`)}
        </p>
      </div>
      {!closed && <Timeline status={order.status} />}
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-6">
          {order.status === 'pending_payment' && <PaymentInstructions order={order} />}
          {order.payment.paidAt && !closed && (
            <div className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-900">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
              <div>
                <p className="font-semibold">{t('storefront.order.paid')}</p>
                {order.pointsEarned > 0 && <p className="mt-1 text-sm" data-testid="points-earned">{t('storefront.order.pointsEarned', { points: formatNumber(order.pointsEarned, t.language) })}</p>}
              </div>
            </div>
          )}
          {closed && (
            <div className="flex items-start gap-3 rounded-2xl bg-slate-100 p-5 text-slate-800">
              <XCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
              <p>
                {t(order.status === 'expired' ? 'storefront.order.expired' : 'storefront.order.cancelled')}
                {order.pointsRedeemed > 0 ? ` ${t('storefront.order.pointsBack')}` : ''}
              </p>
            </div>
          )}
          {order.shipment && (
            <div className="flex items-start gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-100">
              <Send aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
              <p>
                {t.rich('storefront.order.shipped', {
                  courier: order.shipment.courier,
                  trackingNumber: order.shipment.trackingNumber,
                  mono: (chunks) => <span className="font-mono font-semibold">{chunks}</span>,
                })}
              </p>
            </div>
          )}
          <Panel title={t('storefront.checkout.delivery')} id="order-delivery">
            <p className="font-semibold">{order.delivery.label}</p>
            <p className="text-sm text-slate-600">{order.delivery.estimate}</p>
            {order.address && (
              <address className="mt-3 not-italic text-sm text-slate-700">
                {order.contact.name}, {order.contact.phone}
                <br />
                {order.address.street}
                <br />
                Kel. {order.address.kelurahan}, Kec. {order.address.kecamatan}
                <br />
                {order.address.city}, {order.address.province} {order.address.postalCode}
              </address>
            )}
          </Panel>
        </div>
        <aside aria-labelledby="order-summary" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-100 sm:p-6">
          <h2 id="order-summary" className="mb-4 text-lg font-bold">
            {t('storefront.summary.title')}
          </h2>
          <OrderSummary
            totals={{ subtotal: order.subtotal, couponDiscount: order.couponDiscount, ppn: order.ppn, deliveryFee: order.deliveryFee, pointsRedeemed: order.pointsRedeemed, total: order.total }}
            ppnIncluded={order.ppnIncluded}
            lines={order.lines.map((l) => ({ productId: l.productId, name: l.productName, imageUrl: l.imageUrl, quantity: l.quantity, lineTotal: l.lineTotal }))}
            couponCode={order.couponCode}
            deliveryLabel={order.delivery.label}
          />
        </aside>
      </div>
    </section>
  );
}

function Timeline({ status }: { status: OrderStatus }) {
  const t = useT();
  const reached = STEPS.indexOf(status);
  const icons = [Hourglass, CheckCircle2, PackageCheck, Send, CheckCircle2];
  return (
    <ol aria-label={t('storefront.order.progress')} className="mt-5 grid grid-cols-5 gap-1 text-center text-xs sm:text-sm">
      {STEPS.map((step, i) => {
        const Icon = icons[i]!;
        const done = i <= reached;
        return (
          <li key={step} aria-current={i === reached ? 'step' : undefined} className={done ? 'font-semibold text-brand-dark' : 'text-slate-600'}>
            <Icon aria-hidden="true" className="mx-auto mb-1 h-5 w-5" />
            {step === 'pending_payment' ? t('storefront.order.placed') : t(`storefront.order.status.${step}`)}
          </li>
        );
      })}
    </ol>
  );
}
