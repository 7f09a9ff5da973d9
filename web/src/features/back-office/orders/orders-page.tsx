import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AdminOrderRow, OrderListResponse } from '#domain/back-office/api/orders.ts';
import { ADMIN_ORDER_STATUSES, type AdminOrderStatus } from '#domain/back-office/orders.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { formatDateTime, formatNumber, formatRupiah } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField, TextField } from '../../../ui/form/index.ts';
import { DataTable, ListState, ShowMore, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { useOrders, type OrderFilters } from './api.ts';
import { brandLabel, OrderStatusBadge, paymentLabel } from './order-ui.tsx';

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
  const t = useT();
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
    <AdminPage
      title={t('backOffice.orders.title')}
      intro={t('backOffice.orders.intro')}
      actions={
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={paths.adminSyncReport.href()} className="text-sm font-semibold text-navy underline">
            {t('backOffice.orders.syncReport.link')}
          </Link>
          <Link to={paths.adminLatePayments.href()} className="text-sm font-semibold text-navy underline">
            {t('backOffice.orders.latePayments.link')}
          </Link>
        </span>
      }
    >
      <Panel title={t('backOffice.orders.find')}>
        <form onSubmit={apply} role="search" aria-label={t('backOffice.orders.find')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
          <TextField id="orders-q" label={t('backOffice.orders.searchLabel')} value={draft.q} onValue={set('q')} className="sm:col-span-2" />
          <SelectField id="orders-channel" label={t('backOffice.orders.channel')} value={draft.channel} onValue={set('channel')}>
            <ChannelOptions stores={stores} />
          </SelectField>
          <SelectField id="orders-status" label={t('backOffice.orders.filterStatus')} value={draft.status} onValue={set('status')}>
            <option value="">{t('backOffice.orders.anyStatus')}</option>
            <optgroup label={t('backOffice.orders.storefront')}>
              {ADMIN_ORDER_STATUSES.filter((s) => s !== 'completed' && s !== 'returned').map((status) => (
                <option key={status} value={status}>
                  {t(`backOffice.orders.status.${status}`)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('backOffice.orders.pos')}>
              <option value="completed">{t('backOffice.orders.status.completed')}</option>
              <option value="returned">{t('backOffice.orders.status.returned')}</option>
            </optgroup>
          </SelectField>
          <TextField id="orders-from" label={t('backOffice.orders.from')} type="date" value={draft.from} onValue={set('from')} />
          <TextField id="orders-to" label={t('backOffice.orders.to')} type="date" value={draft.to} onValue={set('to')} />
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
            <Button type="submit" variant="navy" size="sm" className="px-5">
              {t('backOffice.orders.apply')}
            </Button>
            <Button variant="outline" size="sm" className="px-5" onClick={clear}>
              {t('backOffice.orders.clear')}
            </Button>
          </div>
        </form>
      </Panel>
      <Panel title={t('backOffice.orders.list')} actions={<CsvExportButton endpoint={adminExports.exportOrders} query={filters} file="orders" />}>
        <ListState
          isPending={orders.isPending}
          error={orders.error}
          isEmpty={rows.length === 0}
          empty={filtered ? t('backOffice.orders.noMatch') : t('backOffice.orders.empty')}
          onRetry={() => void orders.refetch()}
        >
          <OrdersTable rows={rows} />
          <ShowMore pages={orders} label={t('backOffice.orders.showOlder')} />
        </ListState>
      </Panel>
    </AdminPage>
  );
}

function ChannelOptions({ stores }: { stores: OrderListResponse['stores'] }) {
  const t = useT();
  const brands = [...new Set(stores.map((store) => store.brand))];
  return (
    <>
      <option value="">{t('backOffice.orders.channels.all')}</option>
      <option value="storefront">{t('backOffice.orders.channels.storefront')}</option>
      <option value="pos">{t('backOffice.orders.channels.pos')}</option>
      {brands.map((brand) => (
        <optgroup key={brand} label={t('backOffice.orders.channels.brand', { brand: brandLabel(brand) })}>
          <option value={`brand:${brand}`}>{t('backOffice.orders.channels.everyBrandStore', { brand: brandLabel(brand) })}</option>
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

const where = (t: Translate, row: AdminOrderRow) => (row.channel === 'pos' ? (row.storeName ?? row.storeId) : t('backOffice.orders.storefront'));

/** A sale the till made offline (decision 030): its receipt number on the device and when it reached the server. */
function OfflineNote({ row }: { row: AdminOrderRow }) {
  const t = useT();
  if (!row.offline) return null;
  return (
    <span className="block text-xs font-semibold text-amber-800">
      {t('backOffice.orders.offline.note', { receipt: row.offline.receiptNumber, synced: formatDateTime(row.offline.syncedAt, t.language) })}
    </span>
  );
}

const columns = (t: Translate): Column<AdminOrderRow>[] => [
  {
    header: t('backOffice.orders.column.order'),
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <>
        <Link to={orderHref(row)} className="font-semibold text-navy underline">
          {row.number}
        </Link>
        <span className="block text-xs text-slate-600">{where(t, row)}</span>
        <OfflineNote row={row} />
      </>
    ),
  },
  { header: t('backOffice.orders.column.placed'), cellClassName: 'whitespace-nowrap', cell: (row) => formatDateTime(row.createdAt, t.language) },
  {
    header: t('backOffice.orders.column.customer'),
    cellClassName: 'break-all',
    cell: (row) => (
      <>
        {row.customerName ?? <span className="text-slate-600">{t('backOffice.orders.walkIn')}</span>}
        {(row.membershipNumber || row.email) && (
          <span className="block text-xs text-slate-600">{[row.membershipNumber && t('backOffice.orders.member', { number: row.membershipNumber }), row.email].filter(Boolean).join(' · ')}</span>
        )}
      </>
    ),
  },
  { header: t('backOffice.orders.column.status'), cell: (row) => <OrderStatusBadge status={row.status} /> },
  {
    header: t('backOffice.orders.column.total'),
    className: 'text-right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (row) => (
      <>
        {formatRupiah(row.total)}
        <span className="block text-xs text-slate-600">{t('backOffice.orders.items', { count: row.itemCount })}</span>
      </>
    ),
  },
  {
    header: t('backOffice.orders.column.points'),
    className: 'text-right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (row) =>
      row.pointsEarned > 0 || row.pointsRedeemed > 0 ? (
        <>
          {row.pointsEarned > 0 && <span className="block">+{formatNumber(row.pointsEarned, t.language)}</span>}
          {row.pointsRedeemed > 0 && <span className="block text-slate-600">−{formatNumber(row.pointsRedeemed, t.language)}</span>}
        </>
      ) : (
        '—'
      ),
  },
  { header: t('backOffice.orders.column.payment'), cell: (row) => (row.payment ? paymentLabel(t, row.payment) : '—') },
];

/** Wide screens: a table; phones: one card per order. */
function OrdersTable({ rows }: { rows: AdminOrderRow[] }) {
  const t = useT();
  return (
    <>
      <OrderCards rows={rows} />
      <DataTable label={t('backOffice.orders.label')} columns={columns(t)} rows={rows} rowKey={(row) => row.key} frameClassName="hidden md:block" />
    </>
  );
}

const pointsText = (t: Translate, row: AdminOrderRow) =>
  [
    row.pointsEarned > 0 && t('backOffice.orders.pointsChange', { change: `+${formatNumber(row.pointsEarned, t.language)}` }),
    row.pointsRedeemed > 0 && t('backOffice.orders.pointsChange', { change: `−${formatNumber(row.pointsRedeemed, t.language)}` }),
  ]
    .filter(Boolean)
    .join(' · ');

/** Phones: one card per order instead of the wide table. */
function OrderCards({ rows }: { rows: AdminOrderRow[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('backOffice.orders.label')}>
      {rows.map((row) => (
        <li key={row.key} className="py-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link to={orderHref(row)} className="font-semibold text-navy underline">
                {row.number}
              </Link>
              <span className="block text-xs text-slate-600">
                {where(t, row)} · {formatDateTime(row.createdAt, t.language)}
              </span>
              <OfflineNote row={row} />
            </div>
            <OrderStatusBadge status={row.status} />
          </div>
          <div className="mt-1 flex items-start justify-between gap-3">
            <div className="min-w-0 break-words text-ink">
              {row.customerName ?? t('backOffice.orders.walkIn')}
              {row.membershipNumber && <span className="block text-xs text-slate-600">{t('backOffice.orders.member', { number: row.membershipNumber })}</span>}
            </div>
            <div className="shrink-0 text-right tabular-nums">
              <span className="font-semibold">{formatRupiah(row.total)}</span>
              <span className="block text-xs text-slate-600">{[row.payment && paymentLabel(t, row.payment), pointsText(t, row)].filter(Boolean).join(' · ')}</span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
