import type { AuditEntry } from '#domain/back-office/api/admin.ts';
import { formatDateTime } from '../format.ts';
import { scrollRegion, tableClass, tdClass, thClass } from '../admin-ui.tsx';

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

export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  return (
    <div {...scrollRegion(caption)}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>When</th>
            <th scope="col" className={thClass}>Who</th>
            <th scope="col" className={thClass}>What</th>
            <th scope="col" className={thClass}>Before</th>
            <th scope="col" className={thClass}>After</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(entry.at)}</td>
              <td className={`${tdClass} break-all`}>{entry.actorEmail ?? entry.actorUserId}</td>
              <td className={tdClass}>
                <span className="font-semibold">{ACTION_LABELS[entry.action] ?? entry.action}</span>
                <span className="block text-slate-600">
                  {entry.entity} {entry.entityId}
                </span>
              </td>
              <td className={tdClass}>
                <Values value={entry.before} />
              </td>
              <td className={tdClass}>
                <Values value={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
