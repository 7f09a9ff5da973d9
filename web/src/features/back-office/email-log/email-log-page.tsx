import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MailLogRow } from '#domain/back-office/email-log.ts';
import { formatDateTime } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { paths } from '../../../paths.ts';
import { useT } from '../../../texts/texts.tsx';
import { DataTable, FITTED_TABLE_CLASS, ListState, SearchForm, ShowMore, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { useMailLog } from '../api.ts';
import { MailStatus } from './mail-status.tsx';

// Two columns fit a phone: the subject with its recipient and time, and the status with the kind.
const columns = (t: Translate): Column<MailLogRow>[] => [
  {
    header: t('backOffice.mailLog.column.subject'),
    // The table fits a phone: the subject, address and time wrap in their column.
    cell: (row) => (
      <div className="sm:max-w-md">
        <Link to={paths.adminMailLogMessage.href({ id: String(row.id) })} className="font-semibold text-navy underline">
          {row.subject}
        </Link>
        <span className="block break-all text-slate-700">
          <span className="sr-only">{t('backOffice.mailLog.column.to')}: </span>
          {row.recipient}
        </span>
        <span className="block text-sm whitespace-nowrap text-slate-600">{formatDateTime(row.createdAt, t.language)}</span>
      </div>
    ),
  },
  {
    header: t('backOffice.mailLog.column.status'),
    cell: (row) => (
      <>
        <MailStatus status={row.status} />
        <span className="mt-1 block text-sm text-slate-700">{t(`backOffice.mailLog.kind.${row.kind}`)}</span>
      </>
    ),
  },
];

/**
 * Every e-mail the shop sent in the last 30 days (decision 035), newest first, found by recipient. With
 * no SMTP server the mails only reach the server log; here an admin reads them, links included.
 */
export function MailLogPage() {
  const t = useT();
  const [search] = useSearchParams();
  const q = search.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const navigate = useNavigate();
  const log = useMailLog(q);
  const rows = log.data?.pages.flatMap((page) => page.messages) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    void navigate(paths.adminMailLog.href(next ? { q: next } : {}));
  };
  return (
    <AdminPage title={t('backOffice.mailLog.title')} intro={t('backOffice.mailLog.intro')}>
      <Panel title={t('backOffice.mailLog.search')}>
        <SearchForm id="mail-log-search" label={t('backOffice.mailLog.searchLabel')} value={draft} onValue={setDraft} onSubmit={submit} />
      </Panel>
      <Panel title={t('backOffice.mailLog.messages')}>
        <ListState
          isPending={log.isPending}
          error={log.error}
          isEmpty={rows.length === 0}
          empty={q ? t('backOffice.mailLog.emptySearch', { q }) : t('backOffice.mailLog.empty')}
          onRetry={() => void log.refetch()}
        >
          <DataTable label={t('backOffice.mailLog.label')} columns={columns(t)} rows={rows} rowKey={(row) => row.id} tableClassName={FITTED_TABLE_CLASS} />
          <ShowMore pages={log} label={t('backOffice.mailLog.showOlder')} />
        </ListState>
      </Panel>
    </AdminPage>
  );
}
