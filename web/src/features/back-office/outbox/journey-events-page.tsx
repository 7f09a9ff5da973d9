import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { JourneyEventRow } from '#domain/back-office/api/admin.ts';
import { JOURNEY_EVENT_STATUSES, type JourneyEventStatus } from '#domain/marketing/journey-event-status.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { useJourneyEvents, useRetryJourneyEvent } from '../api.ts';
import { DataTable, ListState, ShowMore, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { formatDateTime } from '../format.ts';

const STATUS_LABELS: Record<JourneyEventStatus, string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };
const isStatus = (value: string | null): value is JourneyEventStatus => JOURNEY_EVENT_STATUSES.includes(value as JourneyEventStatus);

const COLUMNS: Column<JourneyEventRow>[] = [
  {
    header: 'Event',
    cell: (row) => (
      <>
        #{row.id} {row.eventDefinitionKey}
      </>
    ),
  },
  { header: 'Contact', cellClassName: 'break-all', cell: (row) => row.contactKey },
  {
    header: 'Status',
    cell: (row) => (
      <>
        {STATUS_LABELS[row.status]}
        {row.lastError && <span className="block text-sm text-red-800">{row.lastError}</span>}
      </>
    ),
  },
  { header: 'Attempts', cell: (row) => row.attempts },
  {
    header: 'Queued',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <>
        {formatDateTime(row.createdAt)}
        {row.deliveredAt && <span className="block text-slate-600">delivered {formatDateTime(row.deliveredAt)}</span>}
      </>
    ),
  },
  { header: <span className="sr-only">Actions</span>, cell: (row) => <RetryCell row={row} /> },
];

/** The journey-event outbox by status, with a retry for failed events (decision 017). */
export function JourneyEventsPage() {
  const [search] = useSearchParams();
  const param = search.get('status');
  const status = isStatus(param) ? param : undefined;
  const events = useJourneyEvents(status);
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  const counts = events.data?.pages[0]?.counts;
  return (
    <AdminPage title="Journey events" intro="Marketing events wait here until the delivery worker hands them over; failed ones can be sent again.">
      <Panel title="Filter">
        <nav aria-label="Event status" className="flex flex-wrap gap-2">
          {[undefined, ...JOURNEY_EVENT_STATUSES].map((option) => (
            <Link
              key={option ?? 'all'}
              to={paths.adminJourneyEvents.href(option ? { status: option } : {})}
              aria-current={option === status ? 'page' : undefined}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${option === status ? 'bg-navy text-white ring-navy' : 'text-ink ring-slate-300 hover:bg-slate-50'}`}
            >
              {option ? STATUS_LABELS[option] : 'All'}
              {option && counts ? ` (${counts[option].toLocaleString('id-ID')})` : ''}
            </Link>
          ))}
        </nav>
      </Panel>
      <Panel title="Events" actions={<CsvExportButton endpoint={adminExports.exportJourneyEvents} query={{ status }} file="journey-events" />}>
        <ListState
          isPending={events.isPending}
          error={events.error}
          isEmpty={rows.length === 0}
          empty={status ? `No ${STATUS_LABELS[status].toLowerCase()} events.` : 'No journey events yet.'}
          onRetry={() => void events.refetch()}
        >
          <DataTable label="Journey events, newest first" columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />
          <ShowMore pages={events} label="Show older events" />
        </ListState>
      </Panel>
    </AdminPage>
  );
}

/** A failed event's retry, and why the retry failed. */
function RetryCell({ row }: { row: JourneyEventRow }) {
  const retry = useRetryJourneyEvent();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      {row.status === 'failed' && (
        <Button
          variant="navy"
          size="sm"
          className="px-4"
          disabled={retry.isPending}
          aria-label={`Retry event ${row.id}`}
          onClick={() => retry.mutate(row.id, { onError: (error) => setProblem(errorMessage(error)) })}
        >
          Retry
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </>
  );
}
