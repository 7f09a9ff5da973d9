import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AdminUser } from '#domain/api/admin.ts';
import { userRolesForm, fieldMessages } from '#domain/admin-forms.ts';
import { STAFF_ROLES, type StaffRole } from '#domain/roles.ts';
import * as adminExports from '#domain/endpoints/admin-exports.ts';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { useSetUserRoles, useUsers } from '../api.ts';
import { AdminPage, inputClass, ListState, Panel, scrollRegion, tableClass, tdClass, thClass } from '../admin-ui.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';

const ROLE_LABELS: Record<StaffRole, string> = { cashier: 'Cashier', manager: 'Manager', admin: 'Admin' };

/** Issue 16 §1: an admin finds an account and grants or removes its staff roles (audited). */
export function UsersPage() {
  const [search] = useSearchParams();
  const q = search.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const navigate = useNavigate();
  const users = useUsers(q);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.adminUsers.href(draft.trim() ? { q: draft.trim() } : {}));
  };

  return (
    <AdminPage title="Users and roles" intro="A role change applies when the person next signs in.">
      <Panel title="Find an account">
        <form onSubmit={submit} role="search" className="flex flex-wrap gap-2">
          <label htmlFor="user-search" className="sr-only">
            E-mail or name
          </label>
          <input id="user-search" className={`${inputClass} max-w-md flex-1`} placeholder="E-mail or name" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" variant="navy" size="sm" className="px-5">
            Search
          </Button>
        </form>
      </Panel>
      <Panel title="Accounts" actions={<CsvExportButton endpoint={adminExports.exportUsers} query={{ q }} file="users" />}>
        <ListState
          isPending={users.isPending}
          error={users.error}
          isEmpty={rows.length === 0}
          empty={q ? `No account matches “${q}”.` : 'No accounts yet.'}
          onRetry={() => void users.refetch()}
        >
          <div {...scrollRegion('Accounts and their staff roles')}>
            <table className={tableClass}>
              <caption className="sr-only">Accounts and their staff roles</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>Name</th>
                  <th scope="col" className={thClass}>E-mail</th>
                  <th scope="col" className={thClass}>Roles</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((user) => (
                  <UserRow key={`${user.userId}:${user.roles.join(',')}`} user={user} />
                ))}
              </tbody>
            </table>
          </div>
          {users.hasNextPage && (
            <Button variant="outline" size="sm" className="mt-4 px-5" disabled={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
              {users.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </Button>
          )}
        </ListState>
      </Panel>
    </AdminPage>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const [roles, setRoles] = useState<StaffRole[]>(user.roles);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetUserRoles();
  const changed = roles.length !== user.roles.length || roles.some((role) => !user.roles.includes(role));
  const toggle = (role: StaffRole) => setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : STAFF_ROLES.filter((r) => r === role || current.includes(r))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = userRolesForm.safeParse({ roles });
    if (!parsed.success) return setProblem(Object.values(fieldMessages(parsed.error))[0] ?? 'Check the roles');
    setProblem(null);
    save.mutate({ userId: user.userId, roles: parsed.data.roles }, { onError: (error) => setProblem(errorMessage(error)) });
  };

  return (
    <tr>
      <td className={tdClass}>{user.name}</td>
      <td className={`${tdClass} break-all`}>{user.email}</td>
      <td className={tdClass}>
        <form onSubmit={submit} aria-label={`Roles of ${user.email}`} className="flex flex-wrap items-center gap-3">
          {STAFF_ROLES.map((role) => (
            <label key={role} className="inline-flex items-center gap-1.5">
              <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} className="h-4 w-4 accent-navy" />
              {ROLE_LABELS[role]}
            </label>
          ))}
          <Button type="submit" variant="navy" size="sm" className="px-4 disabled:cursor-not-allowed disabled:opacity-40" disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save roles'}
          </Button>
          {problem && (
            <p role="alert" className="w-full text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </form>
      </td>
    </tr>
  );
}
