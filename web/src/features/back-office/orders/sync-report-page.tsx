import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SyncConflictRow, SyncConflictsQuery, SyncConflictsResponse } from '#domain/back-office/api/orders.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { formatDateTime, formatNumber } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';
import { paths } from '../../../paths.ts';
import { DataTable, FilterSelect, FITTED_TABLE_CLASS, ListState, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { useSyncConflicts } from './api.ts';

type DeviceCount = SyncConflictsResponse['devices'][number];

function filtersOf(search: URLSearchParams): SyncConflictsQuery {
  const filters: SyncConflictsQuery = {};
  for (const key of ['storeId', 'deviceId'] as const) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/**
 * The offline sync report (decision 030): a sale the till made offline is booked at sync whatever had
 * changed meanwhile, and each change is recorded; this counts them per store and device and lists the
 * latest, each with the order it was booked as. In the manager's stores, like the orders.
 */
export function SyncReportPage() {
  const t = useT();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersOf(search);
  const report = useSyncConflicts(filters);
  // The filters offer the stores and devices that have conflicts at all, whichever one is chosen now
  // (without filters this is the same query, fetched once).
  const everything = useSyncConflicts({});
  const known = everything.data?.devices ?? [];
  const filtered = Object.keys(filters).length > 0;
  const devices = report.data?.devices ?? [];
  const conflicts = report.data?.conflicts ?? [];

  const go = (next: SyncConflictsQuery) => void navigate(paths.adminSyncReport.href(Object.fromEntries(Object.entries(next).filter(([, value]) => value))));

  return (
    <AdminPage
      title={t('backOffice.orders.syncReport.title')}
      intro={t('backOffice.orders.syncReport.intro')}
      actions={
        <Link to={paths.adminOrders.href()} className="text-sm font-semibold text-navy underline">
          {t('backOffice.orders.detail.allOrders')}
        </Link>
      }
    >
      <Panel title={t('backOffice.orders.syncReport.devices')}>
        <div role="search" aria-label={t('backOffice.orders.syncReport.filter')} className="mb-4 grid gap-3 sm:flex sm:flex-wrap sm:items-end">
          <FilterSelect
            id="sync-store"
            label={t('backOffice.orders.syncReport.column.store')}
            value={filters.storeId ?? ''}
            options={storeOptions(known)}
            // Another store: its devices are others, so the device chosen goes.
            onChange={(storeId) => go({ storeId })}
          />
          <FilterSelect
            id="sync-device"
            label={t('backOffice.orders.syncReport.column.device')}
            value={filters.deviceId ?? ''}
            options={deviceOptions(known, filters.storeId)}
            onChange={(deviceId) => go({ ...filters, deviceId })}
          />
        </div>
        <ListState
          isPending={report.isPending}
          error={report.error}
          isEmpty={devices.length === 0}
          empty={filtered ? t('backOffice.orders.syncReport.noMatch') : t('backOffice.orders.syncReport.empty')}
          onRetry={() => void report.refetch()}
        >
          <DataTable
            label={t('backOffice.orders.syncReport.devicesLabel')}
            columns={deviceColumns(t)}
            rows={devices}
            rowKey={(row) => `${row.storeId}/${row.deviceId}`}
            tableClassName={FITTED_TABLE_CLASS}
          />
        </ListState>
      </Panel>
      {/* Loading, a failure and an empty report are said once, in the panel above. */}
      {conflicts.length > 0 && (
        <Panel title={t('backOffice.orders.syncReport.latest')} actions={<CsvExportButton endpoint={adminExports.exportSyncConflicts} query={filters} file="sync-report" />}>
          <p className="mb-3 text-sm text-slate-600">{t('backOffice.orders.syncReport.latestNote')}</p>
          <ConflictCards rows={conflicts} />
          <DataTable label={t('backOffice.orders.syncReport.latestLabel')} columns={conflictColumns(t)} rows={conflicts} rowKey={(row) => row.id} frameClassName="hidden md:block" />
        </Panel>
      )}
    </AdminPage>
  );
}

const storeName = (row: Pick<DeviceCount, 'storeId' | 'storeName'>) => row.storeName ?? row.storeId;

function storeOptions(devices: DeviceCount[]): [string, string][] {
  const stores = new Map(devices.map((row) => [row.storeId, storeName(row)]));
  return [...stores];
}

/** The devices of the store chosen (or of every store), each once: a till may have sold at two stores. */
const deviceOptions = (devices: DeviceCount[], storeId: string | undefined): string[] => [
  ...new Set(devices.filter((row) => !storeId || row.storeId === storeId).map((row) => row.deviceId)),
];

// A phone has no store column: the device's cell names its store instead.
const deviceColumns = (t: Translate): Column<DeviceCount>[] => [
  {
    header: t('backOffice.orders.syncReport.column.store'),
    className: 'hidden sm:table-cell',
    cell: (row) => (
      <>
        {storeName(row)}
        <span className="block text-xs text-slate-600">{row.storeId}</span>
      </>
    ),
  },
  {
    header: t('backOffice.orders.syncReport.column.device'),
    rowHeader: true,
    cellClassName: 'wrap-anywhere',
    cell: (row) => (
      <>
        <Link to={paths.adminSyncReport.href({ storeId: row.storeId, deviceId: row.deviceId })} className="font-semibold text-navy underline">
          {row.deviceId}
        </Link>
        <span className="block text-xs font-normal text-slate-600 sm:hidden">{storeName(row)}</span>
      </>
    ),
  },
  { header: t('backOffice.orders.syncReport.column.count'), className: 'text-right', cellClassName: 'tabular-nums', cell: (row) => formatNumber(row.conflicts, t.language) },
];

/** What had changed, as the order page says it (backOffice.orders.offline.conflict.*). */
const sentence = (t: Translate, row: SyncConflictRow) => t(`backOffice.orders.offline.conflict.${row.kind}`, { detail: row.detail });

function OrderLink({ row }: { row: SyncConflictRow }) {
  return (
    <Link to={paths.adminPosOrder.href({ transactionNumber: row.transactionNumber })} className="font-semibold text-navy underline">
      {row.orderName}
    </Link>
  );
}

const conflictColumns = (t: Translate): Column<SyncConflictRow>[] => [
  { header: t('backOffice.orders.syncReport.column.syncedAt'), cellClassName: 'whitespace-nowrap', cell: (row) => formatDateTime(row.syncedAt, t.language) },
  {
    header: t('backOffice.orders.syncReport.column.where'),
    cell: (row) => (
      <>
        {storeName(row)}
        <span className="block text-xs text-slate-600 wrap-anywhere">{row.deviceId}</span>
      </>
    ),
  },
  { header: t('backOffice.orders.syncReport.column.receipt'), cellClassName: 'whitespace-nowrap', cell: (row) => row.receiptNumber ?? '—' },
  { header: t('backOffice.orders.syncReport.column.order'), cellClassName: 'whitespace-nowrap', cell: (row) => <OrderLink row={row} /> },
  { header: t('backOffice.orders.syncReport.column.change'), cellClassName: 'min-w-[16rem] text-amber-900', cell: (row) => sentence(t, row) },
];

/** Phones: one card per conflict instead of the wide table. */
function ConflictCards({ rows }: { rows: SyncConflictRow[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('backOffice.orders.syncReport.latestLabel')}>
      {rows.map((row) => (
        <li key={row.id} className="py-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <OrderLink row={row} />
            <span className="text-right text-xs text-slate-600">{formatDateTime(row.syncedAt, t.language)}</span>
          </div>
          <span className="block break-words text-xs text-slate-600">{[storeName(row), row.deviceId, row.receiptNumber].filter(Boolean).join(' · ')}</span>
          <p className="mt-1 text-amber-900">{sentence(t, row)}</p>
        </li>
      ))}
    </ul>
  );
}
