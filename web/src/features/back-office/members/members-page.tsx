import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { useMemberSearch } from '../api.ts';
import { AdminPage, inputClass, ListState, Panel, scrollRegion, tableClass, tdClass, thClass } from '../admin-ui.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Issue 16 §4: find a member by number, name, phone or e-mail. */
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
        <form onSubmit={submit} role="search" className="flex flex-wrap gap-2">
          <label htmlFor="member-search" className="sr-only">
            Number, name, phone or e-mail
          </label>
          <input
            id="member-search"
            className={`${inputClass} max-w-md flex-1`}
            placeholder="Number, name, phone or e-mail"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" variant="navy" size="sm" className="px-5">
            Search
          </Button>
        </form>
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
            <div {...scrollRegion(`Members matching ${q}`)}>
              <table className={tableClass}>
                <caption className="sr-only">Members matching {q}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>Number</th>
                    <th scope="col" className={thClass}>Name</th>
                    <th scope="col" className={thClass}>E-mail</th>
                    <th scope="col" className={thClass}>Phone</th>
                    <th scope="col" className={thClass}>Tier</th>
                    <th scope="col" className={thClass}>Status</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((member) => (
                    <tr key={member.membershipNumber}>
                      <td className={tdClass}>
                        <Link to={paths.adminMember.href({ number: member.membershipNumber })} className="font-semibold text-navy underline">
                          {member.membershipNumber}
                        </Link>
                      </td>
                      <td className={tdClass}>{member.name}</td>
                      <td className={`${tdClass} break-all`}>{member.email}</td>
                      <td className={tdClass}>{member.phone ? `+${member.phone}` : '—'}</td>
                      <td className={tdClass}>{member.tier}</td>
                      <td className={tdClass}>
                        <StatusBadge status={member.memberStatus} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </ListState>
        </Panel>
      )}
    </AdminPage>
  );
}
