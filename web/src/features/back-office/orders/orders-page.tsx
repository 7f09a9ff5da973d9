import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AdminOrderRow, OrderListResponse } from '#domain/back-office/api/orders.ts';
import { ADMIN_ORDER_STATUS_LABELS, ADMIN_ORDER_STATUSES, type AdminOrderStatus } from '#domain/back-office/orders.ts';
import { formatPoints } from '#domain/pos/pricing.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField, TextField } from '../../../ui/form/index.ts';
import { DataTable, ListState, ShowMore, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { formatDateTime } from '../format.ts';
import { useOrders, type OrderFilters } from './api.ts';
import { brandLabel, OrderStatusBadge } from './order-ui.tsx';

const FILTER_KEYS = ['q', 'channel', 'status', 'from', 'to'] as const;
type Draft = Record<(typeof FILTER_KEYS)[number], string>;

const isStatus = (value: string): value is AdminOrderStatus => (ADMIN_ORDER_STATUSES as readonly string[]).includes(value);

function filtersOf(search: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {};
  for (const key of ['q', 'channel', 'from', 'to'] as const) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  const status = search.get('status') ?? '';
  if (isStatus(status)) filters.status = status;
  return filters;
}

/** Storefront and POS orders (decision 024), newest first; search, channel, status and Jakarta dates; CSV. */
export function OrdersPage() {
  const [search] = useSearchParams();
  const filters = filtersOf(search);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => Object.fromEntries(FILTER_KEYS.map((key) => [key, filters[key] ?? ''])) as Draft);
  const orders = useOrders(filters);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const stores = orders.data?.pages[0]?.stores ?? [];
  const filtered = Object.keys(filters).length > 0;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '').map(([key, value]) => [key, value.trim()]));
    void navigate(paths.adminOrders.href(chosen));
  };
  const clear = () => {
    setDraft({ q: '', channel: '', status: '', from: '', to: '' });
    void navigate(paths.adminOrders.href());
  };
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <AdminPage title="Orders" intro="Storefront and POS orders, newest first. Days are Jakarta days.">
      <Panel title="Find orders">
        <form onSubmit={apply} role="search" aria-label="Orders" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
          <TextField id="orders-q" label="Order, transaction or membership number, or e-mail" value={draft.q} onValue={set('q')} className="sm:col-span-2" />
          <SelectField id="orders-channel" label="Channel" value={draft.channel} onValue={set('channel')}>
            <ChannelOptions stores={stores} />
          </SelectField>
          <SelectField id="orders-status" label="Status" value={draft.status} onValue={set('status')}>
            <option value="">Any status</option>
            <optgroup label="Storefront">
              {ADMIN_ORDER_STATUSES.filter((s) => s !== 'completed' && s !== 'returned').map((status) => (
                <option key={status} value={status}>
                  {ADMIN_ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </optgroup>
            <optgroup label="POS">
              <option value="completed">{ADMIN_ORDER_STATUS_LABELS.completed}</option>
              <option value="returned">{ADMIN_ORDER_STATUS_LABELS.returned}</option>
            </optgroup>
          </SelectField>
          <TextField id="orders-from" label="From" type="date" value={draft.from} onValue={set('from')} />
          <TextField id="orders-to" label="To" type="date" value={draft.to} onValue={set('to')} />
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
            <Button type="submit" variant="navy" size="sm" className="px-5">
              Apply filters
            </Button>
            <Button variant="outline" size="sm" className="px-5" onClick={clear}>
              Clear
            </Button>
          </div>
        </form>
      </Panel>
      <Panel title="Orders" actions={<CsvExportButton endpoint={adminExports.exportOrders} query={filters} file="orders" />}>
        <ListState
          isPending={orders.isPending}
          error={orders.error}
          isEmpty={rows.length === 0}
          empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
          onRetry={() => void orders.refetch()}
        >
          <OrdersTable rows={rows} />
          <ShowMore pages={orders} label="Show older orders" />
        </ListState>
      </Panel>
    </AdminPage>
  );
}

function ChannelOptions({ stores }: { stores: OrderListResponse['stores'] }) {
  const brands = [...new Set(stores.map((store) => store.brand))];
  return (
    <>
      <option value="">All channels</option>
      <option value="storefront">Storefront (online)</option>
      <option value="pos">POS: every store</option>
      {brands.map((brand) => (
        <optgroup key={brand} label={`POS: ${brandLabel(brand)}`}>
          <option value={`brand:${brand}`}>Every {brandLabel(brand)} store</option>
          {stores
            .filter((store) => store.brand === brand)
            .map((store) => (
              <option key={store.storeId} value={`store:${store.storeId}`}>
                {store.name}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}

export const orderHref = (row: Pick<AdminOrderRow, 'channel' | 'number' | 'transactionNumber'>) =>
  row.channel === 'pos' ? paths.adminPosOrder.href({ transactionNumber: row.transactionNumber ?? '' }) : paths.adminStorefrontOrder.href({ orderNumber: row.number });

const COLUMNS: Column<AdminOrderRow>[] = [
  {
    header: 'Order',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <>
        <Link to={orderHref(row)} className="font-semibold text-navy underline">
          {row.number}
        </Link>
        <span className="block text-xs text-slate-600">{row.channel === 'pos' ? (row.storeName ?? row.storeId) : 'Storefront'}</span>
      </>
    ),
  },
  { header: 'Placed', cellClassName: 'whitespace-nowrap', cell: (row) => formatDateTime(row.createdAt) },
  {
    header: 'Customer',
    cellClassName: 'break-all',
    cell: (row) => (
      <>
        {row.customerName ?? <span className="text-slate-600">Walk-in</span>}
        {(row.membershipNumber || row.email) && (
          <span className="block text-xs text-slate-600">{[row.membershipNumber && `Member ${row.membershipNumber}`, row.email].filter(Boolean).join(' · ')}</span>
        )}
      </>
    ),
  },
  { header: 'Status', cell: (row) => <OrderStatusBadge status={row.status} /> },
  {
    header: 'Total',
    className: 'text-right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (row) => (
      <>
        {formatRupiah(row.total)}
        <span className="block text-xs text-slate-600">
          {row.itemCount} {row.itemCount === 1 ? 'item' : 'items'}
        </span>
      </>
    ),
  },
  {
    header: 'Points',
    className: 'text-right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (row) =>
      row.pointsEarned > 0 || row.pointsRedeemed > 0 ? (
        <>
          {row.pointsEarned > 0 && <span className="block">+{formatPoints(row.pointsEarned)}</span>}
          {row.pointsRedeemed > 0 && <span className="block text-slate-600">−{formatPoints(row.pointsRedeemed)}</span>}
        </>
      ) : (
        '—'
      ),
  },
  { header: 'Payment', cell: (row) => row.payment || '—' },
];

/** Wide screens: a table; phones: one card per order. */
function OrdersTable({ rows }: { rows: AdminOrderRow[] }) {
  return (
    <>
      <OrderCards rows={rows} />
      <DataTable label="Orders, newest first" columns={COLUMNS} rows={rows} rowKey={(row) => row.key} frameClassName="hidden md:block" />
    </>
  );
}

const pointsText = (row: AdminOrderRow) =>
  [row.pointsEarned > 0 && `+${formatPoints(row.pointsEarned)} points`, row.pointsRedeemed > 0 && `−${formatPoints(row.pointsRedeemed)} points`].filter(Boolean).join(' · ');

/** Phones: one card per order instead of the wide table. */
function OrderCards({ rows }: { rows: AdminOrderRow[] }) {
  return (
    <ul className="divide-y divide-slate-100 md:hidden" aria-label="Orders, newest first">
      {rows.map((row) => (
        <li key={row.key} className="py-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link to={orderHref(row)} className="font-semibold text-navy underline">
                {row.number}
              </Link>
              <span className="block text-xs text-slate-600">
                {row.channel === 'pos' ? (row.storeName ?? row.storeId) : 'Storefront'} · {formatDateTime(row.createdAt)}
              </span>
            </div>
            <OrderStatusBadge status={row.status} />
          </div>
          <div className="mt-1 flex items-start justify-between gap-3">
            <div className="min-w-0 break-words text-ink">
              {row.customerName ?? 'Walk-in'}
              {row.membershipNumber && <span className="block text-xs text-slate-600">Member {row.membershipNumber}</span>}
            </div>
            <div className="shrink-0 text-right tabular-nums">
              <span className="font-semibold">{formatRupiah(row.total)}</span>
              <span className="block text-xs text-slate-600">{[row.payment, pointsText(row)].filter(Boolean).join(' · ')}</span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
