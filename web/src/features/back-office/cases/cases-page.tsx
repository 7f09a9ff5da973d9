import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CASE_STATUS_LABELS, CASE_STATUSES, type CaseStatus } from '#domain/back-office/cases.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { useCases } from '../api.ts';
import { AdminPage, inputClass, ListState, Panel, scrollRegion, tableClass, tdClass, thClass } from '../admin-ui.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { formatDateTime } from '../format.ts';
import { CaseStatusBadge } from './case-status-badge.tsx';

const isStatus = (value: string | null): value is CaseStatus => CASE_STATUSES.includes(value as CaseStatus);

/** Issue 16 §5: the help-center cases as an inbox, by status, newest first. */
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
        <form onSubmit={submit} role="search" className="mt-4 flex flex-wrap gap-2">
          <label htmlFor="case-search" className="sr-only">
            Case number, e-mail or subject
          </label>
          <input id="case-search" className={`${inputClass} max-w-md flex-1`} placeholder="Case number, e-mail or subject" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" variant="navy" size="sm" className="px-5">
            Search
          </Button>
        </form>
      </Panel>
      <Panel title="Inbox" actions={<CsvExportButton endpoint={adminExports.exportCases} query={{ status, q }} file="cases" />}>
        <ListState
          isPending={inbox.isPending}
          error={inbox.error}
          isEmpty={rows.length === 0}
          empty={status ? `No ${CASE_STATUS_LABELS[status].toLowerCase()} cases.` : 'No cases yet.'}
          onRetry={() => void inbox.refetch()}
        >
          <div {...scrollRegion('Cases, newest first')}>
            <table className={tableClass}>
              <caption className="sr-only">Cases, newest first</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>Case</th>
                  <th scope="col" className={thClass}>Subject</th>
                  <th scope="col" className={thClass}>From</th>
                  <th scope="col" className={thClass}>Status</th>
                  <th scope="col" className={thClass}>Assignee</th>
                  <th scope="col" className={thClass}>Received</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      <Link to={paths.adminCase.href({ caseNumber: row.caseNumber })} className="font-semibold text-navy underline">
                        {row.caseNumber}
                      </Link>
                    </td>
                    <td className={tdClass}>{row.subject || '—'}</td>
                    <td className={`${tdClass} break-all`}>
                      {row.name}
                      <span className="block text-slate-600">{row.email}</span>
                    </td>
                    <td className={tdClass}>
                      <CaseStatusBadge status={row.status} />
                    </td>
                    <td className={`${tdClass} break-all`}>{row.assigneeEmail ?? '—'}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {inbox.hasNextPage && (
            <Button variant="outline" size="sm" className="mt-4 px-5" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
              {inbox.isFetchingNextPage ? 'Loading…' : 'Show older cases'}
            </Button>
          )}
        </ListState>
      </Panel>
    </AdminPage>
  );
}
