import type { AdminMemberMatch } from '#domain/back-office/api/admin.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../paths.ts';
import { DataTable, ListState, SearchForm, type Column } from '../../../ui/table/index.ts';
import { useMemberSearch } from '../api.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { StatusBadge } from './status-badge.tsx';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';

const columns = (t: Translate): Column<AdminMemberMatch>[] => [
  {
    header: t('backOffice.members.column.number'),
    cell: (member) => (
      <Link to={paths.adminMember.href({ number: member.membershipNumber })} className="font-semibold text-navy underline">
        {member.membershipNumber}
      </Link>
    ),
  },
  { header: t('backOffice.members.column.name'), cell: (member) => member.name },
  { header: t('backOffice.members.column.email'), cellClassName: 'break-all', cell: (member) => member.email },
  { header: t('backOffice.members.column.phone'), cell: (member) => (member.phone ? `+${member.phone}` : '—') },
  { header: t('backOffice.members.column.tier'), cell: (member) => member.tier },
  { header: t('backOffice.members.column.status'), cell: (member) => <StatusBadge status={member.memberStatus} /> },
];

/** Find a member by number, name, phone or e-mail (decision 017). */
export function MembersPage() {
  const t = useT();
  const [search] = useSearchParams();
  const q = search.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const navigate = useNavigate();
  const members = useMemberSearch(q);
  const rows = members.data?.members ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.adminMembers.href(draft.trim() ? { q: draft.trim() } : {}));
  };

  return (
    <AdminPage title={t('backOffice.members.title')} intro={t('backOffice.members.intro')}>
      <Panel title={t('backOffice.members.find')}>
        <SearchForm id="member-search" label={t('backOffice.members.searchLabel')} value={draft} onValue={setDraft} onSubmit={submit} />
      </Panel>
      {q && (
        <Panel title={t('backOffice.members.results')} actions={<CsvExportButton endpoint={adminExports.exportMembers} query={{ q }} file="members" />}>
          <ListState
            isPending={members.isPending}
            error={members.error}
            isEmpty={rows.length === 0}
            empty={t('backOffice.members.noMatch', { q })}
            onRetry={() => void members.refetch()}
          >
            <DataTable label={t('backOffice.members.matching', { q })} columns={columns(t)} rows={rows} rowKey={(member) => member.membershipNumber} />
          </ListState>
        </Panel>
      )}
    </AdminPage>
  );
}
