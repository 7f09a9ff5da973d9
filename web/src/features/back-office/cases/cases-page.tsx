import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CASE_STATUSES, type CaseStatus } from '#domain/back-office/cases.ts';
import { formatDateTime } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';
import type { CaseSummary } from '#domain/back-office/api/admin.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { paths } from '../../../paths.ts';
import { useCases } from '../api.ts';
import { DataTable, ListState, SearchForm, ShowMore, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { CaseStatusBadge } from './case-status-badge.tsx';

const isStatus = (value: string | null): value is CaseStatus => CASE_STATUSES.includes(value as CaseStatus);

const columns = (t: Translate): Column<CaseSummary>[] => [
  {
    header: t('backOffice.cases.column.case'),
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <Link to={paths.adminCase.href({ caseNumber: row.caseNumber })} className="font-semibold text-navy underline">
        {row.caseNumber}
      </Link>
    ),
  },
  { header: t('backOffice.cases.column.subject'), cell: (row) => row.subject || '—' },
  {
    header: t('backOffice.cases.column.from'),
    cellClassName: 'break-all',
    cell: (row) => (
      <>
        {row.name}
        <span className="block text-slate-600">{row.email}</span>
      </>
    ),
  },
  { header: t('backOffice.cases.column.status'), cell: (row) => <CaseStatusBadge status={row.status} /> },
  { header: t('backOffice.cases.column.assignee'), cellClassName: 'break-all', cell: (row) => row.assigneeEmail ?? '—' },
  { header: t('backOffice.cases.column.received'), cellClassName: 'whitespace-nowrap', cell: (row) => formatDateTime(row.createdAt, t.language) },
];

/** The help-center cases as an inbox, by status, newest first (decision 017). */
export function CasesPage() {
  const t = useT();
  const [search] = useSearchParams();
  const statusParam = search.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const q = search.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const navigate = useNavigate();
  const inbox = useCases(status, q);
  const rows = inbox.data?.pages.flatMap((page) => page.cases) ?? [];
  const href = (next: { status?: CaseStatus | undefined; q?: string }) =>
    paths.adminCases.href({ ...(next.status ? { status: next.status } : {}), ...(next.q ? { q: next.q } : {}) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(href({ status, q: draft.trim() }));
  };

  return (
    <AdminPage title={t('backOffice.cases.title')} intro={t('backOffice.cases.intro')}>
      <Panel title={t('backOffice.cases.filter')}>
        <nav aria-label={t('backOffice.cases.statusNav')} className="flex flex-wrap gap-2">
          {[undefined, ...CASE_STATUSES].map((option) => (
            <Link
              key={option ?? 'all'}
              to={href({ status: option, q })}
              aria-current={option === status ? 'page' : undefined}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${option === status ? 'bg-navy text-white ring-navy' : 'text-ink ring-slate-300 hover:bg-slate-50'}`}
            >
              {option ? t(`backOffice.cases.status.${option}`) : t('backOffice.cases.all')}
            </Link>
          ))}
        </nav>
        <SearchForm id="case-search" label={t('backOffice.cases.searchLabel')} value={draft} onValue={setDraft} onSubmit={submit} className="mt-4" />
      </Panel>
      <Panel title={t('backOffice.cases.inbox')} actions={<CsvExportButton endpoint={adminExports.exportCases} query={{ status, q }} file="cases" />}>
        <ListState
          isPending={inbox.isPending}
          error={inbox.error}
          isEmpty={rows.length === 0}
          empty={status ? t(`backOffice.cases.emptyStatus.${status}`) : t('backOffice.cases.empty')}
          onRetry={() => void inbox.refetch()}
        >
          <DataTable label={t('backOffice.cases.label')} columns={columns(t)} rows={rows} rowKey={(row) => row.id} />
          <ShowMore pages={inbox} label={t('backOffice.cases.showOlder')} />
        </ListState>
      </Panel>
    </AdminPage>
  );
}
