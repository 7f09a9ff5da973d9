import { PackageOpen } from 'lucide-react';
import type { Order } from '#domain/storefront/api/content.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { JAKARTA_TIME_ZONE } from '#domain/platform/time-zone.ts';
import { ORDER_STATUS_LABELS } from '#domain/storefront/checkout.ts';
import { ApiError } from '../../../api/client.ts';
import { paths } from '../../../paths.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { QueryLink } from '../../../ui/query-link.tsx';
import { useMyOrders } from './api.ts';
import { RequireAuth } from '../../identity/index.ts';

const orderDate = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: JAKARTA_TIME_ZONE });

/** My Orders (/orders, linked from the user menu): the storefront orders of the signed-in shopper. */
export function OrdersPage() {
  return (
    <RequireAuth>
      <MyOrders />
    </RequireAuth>
  );
}

function MyOrders() {
  const orders = useMyOrders();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">My Orders</h1>
      <div className="mt-8">
        {orders.isPending ? (
          <LoadingBlock label="Loading your orders" />
        ) : orders.isError ? (
          orders.error instanceof ApiError && orders.error.status === 401 ? (
            <Notice text="Please sign in to see your orders." link={{ to: paths.login.href(), label: 'Sign In' }} />
          ) : (
            <ErrorBlock error={orders.error} onRetry={() => void orders.refetch()} />
          )
        ) : orders.data.length === 0 ? (
          <Notice text="You have no orders yet." link={{ to: paths.allProducts.href(), label: 'Start shopping' }} />
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

export function OrderList({ orders }: { orders: Order[] }) {
  return (
    <ul className="space-y-5">
      {orders.map((order) => (
        <li key={order.orderId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-100">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 pb-3">
            <p className="text-sm text-slate-600">
              Order{' '}
              {order.orderNumber ? (
                <QueryLink to={paths.orderStatus.href({ orderNumber: order.orderNumber })} className="font-mono font-semibold text-ink hover:text-brand hover:underline">
                  {order.orderNumber}
                </QueryLink>
              ) : (
                <span className="font-mono font-semibold text-ink">{order.orderId.slice(0, 8).toUpperCase()}</span>
              )}{' '}
              · {orderDate.format(new Date(order.createdAt))}
              <span data-testid="order-status" className="ml-2 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {ORDER_STATUS_LABELS[order.status]}
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
