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
import { formatDateTime } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';

const isStatus = (value: string | null): value is JourneyEventStatus => JOURNEY_EVENT_STATUSES.includes(value as JourneyEventStatus);

const columns = (t: Translate): Column<JourneyEventRow>[] => [
  {
    header: t('backOffice.outbox.column.event'),
    cell: (row) => (
      <>
        #{row.id} {row.eventDefinitionKey}
      </>
    ),
  },
  { header: t('backOffice.outbox.column.contact'), cellClassName: 'break-all', cell: (row) => row.contactKey },
  {
    header: t('backOffice.outbox.column.status'),
    cell: (row) => (
      <>
        {t(`backOffice.outbox.status.${row.status}`)}
        {row.lastError && <span className="block text-sm text-red-800">{row.lastError}</span>}
      </>
    ),
  },
  { header: t('backOffice.outbox.column.attempts'), cell: (row) => row.attempts },
  {
    header: t('backOffice.outbox.column.queued'),
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <>
        {formatDateTime(row.createdAt, t.language)}
        {row.deliveredAt && <span className="block text-slate-600">{t('backOffice.outbox.delivered', { time: formatDateTime(row.deliveredAt, t.language) })}</span>}
      </>
    ),
  },
  { header: <span className="sr-only">{t('backOffice.outbox.column.actions')}</span>, cell: (row) => <RetryCell row={row} /> },
];

/** The journey-event outbox by status, with a retry for failed events (decision 017). */
export function JourneyEventsPage() {
  const t = useT();
  const [search] = useSearchParams();
  const param = search.get('status');
  const status = isStatus(param) ? param : undefined;
  const events = useJourneyEvents(status);
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  const counts = events.data?.pages[0]?.counts;
  return (
    <AdminPage title={t('backOffice.outbox.title')} intro={t('backOffice.outbox.intro')}>
      <Panel title={t('backOffice.outbox.filter')}>
        <nav aria-label={t('backOffice.outbox.statusNav')} className="flex flex-wrap gap-2">
          {[undefined, ...JOURNEY_EVENT_STATUSES].map((option) => (
            <Link
              key={option ?? 'all'}
              to={paths.adminJourneyEvents.href(option ? { status: option } : {})}
              aria-current={option === status ? 'page' : undefined}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${option === status ? 'bg-navy text-white ring-navy' : 'text-ink ring-slate-300 hover:bg-slate-50'}`}
            >
              {option
                ? counts
                  ? t('backOffice.outbox.withCount', { status: t(`backOffice.outbox.status.${option}`), count: counts[option] })
                  : t(`backOffice.outbox.status.${option}`)
                : t('backOffice.outbox.all')}
            </Link>
          ))}
        </nav>
      </Panel>
      <Panel title={t('backOffice.outbox.events')} actions={<CsvExportButton endpoint={adminExports.exportJourneyEvents} query={{ status }} file="journey-events" />}>
        <ListState
          isPending={events.isPending}
          error={events.error}
          isEmpty={rows.length === 0}
          empty={status ? t(`backOffice.outbox.emptyStatus.${status}`) : t('backOffice.outbox.empty')}
          onRetry={() => void events.refetch()}
        >
          {/* relative: the visually hidden 'Actions' header is positioned inside the scrolling frame, not past the page's edge. */}
          <DataTable label={t('backOffice.outbox.label')} columns={columns(t)} rows={rows} rowKey={(row) => row.id} frameClassName="relative" />
          <ShowMore pages={events} label={t('backOffice.outbox.showOlder')} />
        </ListState>
      </Panel>
    </AdminPage>
  );
}

/** A failed event's retry, and why the retry failed. */
function RetryCell({ row }: { row: JourneyEventRow }) {
  const t = useT();
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
          aria-label={t('backOffice.outbox.retryEvent', { id: row.id })}
          onClick={() => retry.mutate(row.id, { onError: (error) => setProblem(errorMessage(error, t('common.ui.somethingWentWrong'))) })}
        >
          {t('backOffice.outbox.retry')}
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
