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

const COLUMNS: Column<AdminMemberMatch>[] = [
  {
    header: 'Number',
    cell: (member) => (
      <Link to={paths.adminMember.href({ number: member.membershipNumber })} className="font-semibold text-navy underline">
        {member.membershipNumber}
      </Link>
    ),
  },
  { header: 'Name', cell: (member) => member.name },
  { header: 'E-mail', cellClassName: 'break-all', cell: (member) => member.email },
  { header: 'Phone', cell: (member) => (member.phone ? `+${member.phone}` : '—') },
  { header: 'Tier', cell: (member) => member.tier },
  { header: 'Status', cell: (member) => <StatusBadge status={member.memberStatus} /> },
];

/** Find a member by number, name, phone or e-mail (decision 017). */
export function MembersPage() {
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
    <AdminPage title="Members" intro="Search by membership number, name, phone (0812…, +62 812…) or e-mail.">
      <Panel title="Find a member">
        <SearchForm id="member-search" label="Number, name, phone or e-mail" value={draft} onValue={setDraft} onSubmit={submit} />
      </Panel>
      {q && (
        <Panel title="Results" actions={<CsvExportButton endpoint={adminExports.exportMembers} query={{ q }} file="members" />}>
          <ListState
            isPending={members.isPending}
            error={members.error}
            isEmpty={rows.length === 0}
            empty={`No member matches “${q}”.`}
            onRetry={() => void members.refetch()}
          >
            <DataTable label={`Members matching ${q}`} columns={COLUMNS} rows={rows} rowKey={(member) => member.membershipNumber} />
          </ListState>
        </Panel>
      )}
    </AdminPage>
  );
}
