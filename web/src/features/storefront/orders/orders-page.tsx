import { PackageOpen } from 'lucide-react';
import type { Order } from '#domain/storefront/api/content.ts';
import { formatDateTime, formatRupiah } from '#domain/platform/format.ts';
import { ApiError } from '../../../api/client.ts';
import { paths } from '../../../paths.ts';
import { useT } from '../../../texts/texts.tsx';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { QueryLink } from '../../../ui/query-link.tsx';
import { useMyOrders } from './api.ts';
import { RequireAuth } from '../../identity/index.ts';

/** My Orders (/orders, linked from the user menu): the storefront orders of the signed-in shopper. */
export function OrdersPage() {
  return (
    <RequireAuth>
      <MyOrders />
    </RequireAuth>
  );
}

function MyOrders() {
  const t = useT();
  const orders = useMyOrders();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('common.account.myOrders')}</h1>
      <div className="mt-8">
        {orders.isPending ? (
          <LoadingBlock label={t('storefront.myOrders.loading')} />
        ) : orders.isError ? (
          orders.error instanceof ApiError && orders.error.status === 401 ? (
            <Notice text={t('storefront.myOrders.signInFirst')} link={{ to: paths.login.href(), label: t('common.account.signIn') }} />
          ) : (
            <ErrorBlock error={orders.error} onRetry={() => void orders.refetch()} />
          )
        ) : orders.data.length === 0 ? (
          <Notice text={t('storefront.myOrders.none')} link={{ to: paths.allProducts.href(), label: t('storefront.myOrders.startShopping') }} />
        ) : (
          <OrderList orders={orders.data} />
        )}
      </div>
    </section>
  );
}

function Notice({ text, link }: { text: string; link: { to: string; label: string } }) {
  return (
    <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-100">
      <PackageOpen aria-hidden="true" className="mx-auto h-12 w-12 text-slate-300" />
      <p className="mt-4 text-lg font-semibold">{text}</p>
      <QueryLink to={link.to} className="mt-4 inline-block font-semibold text-brand hover:underline">
        {link.label}
      </QueryLink>
    </div>
  );
}

function OrderList({ orders }: { orders: Order[] }) {
  const t = useT();
  return (
    <ul className="space-y-5">
      {orders.map((order) => (
        <li key={order.orderId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-100">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 pb-3">
            <p className="text-sm text-slate-600">
              {t('storefront.myOrders.order')}{' '}
              {order.orderNumber ? (
                <QueryLink to={paths.orderStatus.href({ orderNumber: order.orderNumber })} className="font-mono font-semibold text-ink hover:text-brand hover:underline">
                  {order.orderNumber}
                </QueryLink>
              ) : (
                <span className="font-mono font-semibold text-ink">{order.orderId.slice(0, 8).toUpperCase()}</span>
              )}{' '}
              · {formatDateTime(order.createdAt, t.language, { style: 'long' })}
              <span data-testid="order-status" className="ml-2 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {t(`storefront.order.status.${order.status}`)}
              </span>
            </p>
            <p className="font-bold text-brand">{formatRupiah(order.total)}</p>
          </div>
          <ul className="mt-3 space-y-2">
            {order.lines.map((line) => (
              <li key={line.productId} className="flex items-center gap-3 text-sm">
                <img src={line.imageUrl} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-lg bg-slate-50 object-contain" />
                <span className="flex-1 text-ink">{line.productName}</span>
                <span className="text-slate-600">
                  {line.quantity} × {formatRupiah(line.unitPrice)}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
