import type { AuditEntry } from '#domain/back-office/api/admin.ts';
import { AUDIT_ENTITIES, type AuditEntity } from '#domain/back-office/audit.ts';
import { formatDateTime } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { DataTable, type Column } from '../../../ui/table/index.ts';
import { useT } from '../../../texts/texts.tsx';

/** What an action is called on screen (backOffice.audit.action.<action>); one it does not know, as recorded. */
function actionLabel(t: Translate, action: string): string {
  const key = `backOffice.audit.action.${action}`;
  return t.has(key) ? t(key) : action;
}

const isEntity = (entity: string): entity is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(entity);

/** A recorded value as text: lists joined, a nested record as `{key: value, …}` (never "[object Object]"). */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (value !== null && typeof value === 'object') return `{${Object.entries(value).map(([key, item]) => `${key}: ${shown(item)}`).join(', ')}}`;
  return String(value);
}

/** A before or after value as short 'key: value' lines (the recorded field names and values, as stored). */
function Values({ value }: { value: unknown }) {
  const t = useT();
  if (value === null || value === undefined) return <span className="text-slate-500">—</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  return (
    <dl className="space-y-0.5">
      {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
        <div key={key} className="flex gap-1">
          <dt className="text-slate-600">{key}:</dt>
          <dd className="break-all">{Array.isArray(item) && item.length === 0 ? t('backOffice.audit.none') : shown(item)}</dd>
        </div>
      ))}
    </dl>
  );
}

const columns = (t: Translate): Column<AuditEntry>[] => [
  { header: t('backOffice.audit.column.when'), cellClassName: 'whitespace-nowrap', cell: (entry) => formatDateTime(entry.at, t.language) },
  { header: t('backOffice.audit.column.who'), cellClassName: 'break-all', cell: (entry) => entry.actorEmail ?? entry.actorUserId },
  {
    header: t('backOffice.audit.column.what'),
    cell: (entry) => (
      <>
        <span className="font-semibold">{actionLabel(t, entry.action)}</span>
        <span className="block text-slate-600">
          {isEntity(entry.entity) ? t(`backOffice.audit.entityOne.${entry.entity}`) : entry.entity} {entry.entityId}
        </span>
      </>
    ),
  },
  { header: t('backOffice.audit.column.before'), cell: (entry) => <Values value={entry.before} /> },
  { header: t('backOffice.audit.column.after'), cell: (entry) => <Values value={entry.after} /> },
];

export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const t = useT();
  return <DataTable label={caption} columns={columns(t)} rows={entries} rowKey={(entry) => entry.id} />;
}
