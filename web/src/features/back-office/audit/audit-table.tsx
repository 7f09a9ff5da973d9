import type { AuditEntry } from '#domain/back-office/api/admin.ts';
import { formatDateTime } from '../format.ts';
import { DataTable, type Column } from '../../../ui/table/index.ts';

/** What an action is called on screen. */
const ACTION_LABELS: Record<string, string> = {
  'user.roles': 'Roles changed',
  'member.points-adjustment': 'Points adjusted',
  'member.block': 'Membership blocked',
  'member.unblock': 'Membership unblocked',
  'case.update': 'Case updated',
  'case.reply': 'Case answered',
  'journey-event.retry': 'Journey event retried',
  'order.status': 'Order status changed',
};

/** A before or after value as short 'key: value' lines. */
function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-500">—</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  return (
    <dl className="space-y-0.5">
      {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
        <div key={key} className="flex gap-1">
          <dt className="text-slate-600">{key}:</dt>
          <dd className="break-all">{Array.isArray(item) ? item.join(', ') || 'none' : String(item)}</dd>
        </div>
      ))}
    </dl>
  );
}

const COLUMNS: Column<AuditEntry>[] = [
  { header: 'When', cellClassName: 'whitespace-nowrap', cell: (entry) => formatDateTime(entry.at) },
  { header: 'Who', cellClassName: 'break-all', cell: (entry) => entry.actorEmail ?? entry.actorUserId },
  {
    header: 'What',
    cell: (entry) => (
      <>
        <span className="font-semibold">{ACTION_LABELS[entry.action] ?? entry.action}</span>
        <span className="block text-slate-600">
          {entry.entity} {entry.entityId}
        </span>
      </>
    ),
  },
  { header: 'Before', cell: (entry) => <Values value={entry.before} /> },
  { header: 'After', cell: (entry) => <Values value={entry.after} /> },
];

export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  return <DataTable label={caption} columns={COLUMNS} rows={entries} rowKey={(entry) => entry.id} />;
}
