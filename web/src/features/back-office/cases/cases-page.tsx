import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CASE_STATUS_LABELS, CASE_STATUSES, type CaseStatus } from '#domain/back-office/cases.ts';
import type { CaseSummary } from '#domain/back-office/api/admin.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { paths } from '../../../paths.ts';
import { useCases } from '../api.ts';
import { DataTable, ListState, SearchForm, ShowMore, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { formatDateTime } from '../format.ts';
import { CaseStatusBadge } from './case-status-badge.tsx';

const isStatus = (value: string | null): value is CaseStatus => CASE_STATUSES.includes(value as CaseStatus);

const COLUMNS: Column<CaseSummary>[] = [
  {
    header: 'Case',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <Link to={paths.adminCase.href({ caseNumber: row.caseNumber })} className="font-semibold text-navy underline">
        {row.caseNumber}
      </Link>
    ),
  },
  { header: 'Subject', cell: (row) => row.subject || '—' },
  {
    header: 'From',
    cellClassName: 'break-all',
    cell: (row) => (
      <>
        {row.name}
        <span className="block text-slate-600">{row.email}</span>
      </>
    ),
  },
  { header: 'Status', cell: (row) => <CaseStatusBadge status={row.status} /> },
  { header: 'Assignee', cellClassName: 'break-all', cell: (row) => row.assigneeEmail ?? '—' },
  { header: 'Received', cellClassName: 'whitespace-nowrap', cell: (row) => formatDateTime(row.createdAt) },
];

/** The help-center cases as an inbox, by status, newest first (decision 017). */
export function CasesPage() {
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
    <AdminPage title="Cases" intro="Questions from the Help Center. A reply goes to the shopper by e-mail.">
      <Panel title="Filter">
        <nav aria-label="Case status" className="flex flex-wrap gap-2">
          {[undefined, ...CASE_STATUSES].map((option) => (
            <Link
              key={option ?? 'all'}
              to={href({ status: option, q })}
              aria-current={option === status ? 'page' : undefined}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${option === status ? 'bg-navy text-white ring-navy' : 'text-ink ring-slate-300 hover:bg-slate-50'}`}
            >
              {option ? CASE_STATUS_LABELS[option] : 'All'}
            </Link>
          ))}
        </nav>
        <SearchForm id="case-search" label="Case number, e-mail or subject" value={draft} onValue={setDraft} onSubmit={submit} className="mt-4" />
      </Panel>
      <Panel title="Inbox" actions={<CsvExportButton endpoint={adminExports.exportCases} query={{ status, q }} file="cases" />}>
        <ListState
          isPending={inbox.isPending}
          error={inbox.error}
          isEmpty={rows.length === 0}
          empty={status ? `No ${CASE_STATUS_LABELS[status].toLowerCase()} cases.` : 'No cases yet.'}
          onRetry={() => void inbox.refetch()}
        >
          <DataTable label="Cases, newest first" columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />
          <ShowMore pages={inbox} label="Show older cases" />
        </ListState>
      </Panel>
    </AdminPage>
  );
}
