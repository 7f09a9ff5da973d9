import { wordMessage } from '#domain/texts/schema-messages.ts';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AdminUser, UserListResponse } from '#domain/back-office/api/admin.ts';
import { managerStoresForm, userRolesForm } from '#domain/back-office/forms.ts';
import { STAFF_ROLES, type StaffRole } from '#domain/identity/roles.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { useSetManagerStores, useSetUserBlocked, useSetUserRoles, useUsers } from '../api.ts';
import { ListState, SearchForm, ShowMore } from '../../../ui/table/index.ts';
import { issueProblems } from '../../../ui/form/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { useT } from '../../../texts/texts.tsx';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { useAdminUser } from '../session.tsx';
import { M2mClientPanel } from './m2m-client-panel.tsx';

/** One account per row from md up (name, e-mail, roles, stores); stacked, with labels, on a phone. */
const USER_GRID = 'md:grid-cols-[minmax(7rem,1fr)_minmax(10rem,1.3fr)_minmax(15rem,2fr)_minmax(11rem,1.5fr)] md:gap-4';
const cellLabel = 'text-xs font-semibold uppercase tracking-wide text-slate-500 md:sr-only';

/** An admin finds an account, grants or removes its staff roles and blocks it (audited; decisions 017, 034). */
export function UsersPage() {
  const t = useT();
  const [search] = useSearchParams();
  const q = search.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const navigate = useNavigate();
  const users = useUsers(q);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  const stores = users.data?.pages[0]?.stores ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.adminUsers.href(draft.trim() ? { q: draft.trim() } : {}));
  };

  return (
    <AdminPage
      title={t('backOffice.users.title')}
      intro={t('backOffice.users.intro')}
    >
      <Panel title={t('backOffice.users.find')}>
        <SearchForm id="user-search" label={t('backOffice.users.searchLabel')} value={draft} onValue={setDraft} onSubmit={submit} />
      </Panel>
      <Panel title={t('backOffice.users.accounts')} actions={<CsvExportButton endpoint={adminExports.exportUsers} query={{ q }} file="users" />}>
        <ListState
          isPending={users.isPending}
          error={users.error}
          isEmpty={rows.length === 0}
          empty={q ? t('backOffice.users.noMatch', { q }) : t('backOffice.users.empty')}
          onRetry={() => void users.refetch()}
        >
          {/* A list, not a table: each account carries two forms, which need the width a phone gives them one under the other. */}
          <div className={`hidden ${USER_GRID} border-b border-slate-200 px-3 py-2 text-sm font-semibold text-slate-700 md:grid`} aria-hidden="true">
            <span>{t('backOffice.users.column.name')}</span>
            <span>{t('backOffice.users.column.email')}</span>
            <span>{t('backOffice.users.column.roles')}</span>
            <span>{t('backOffice.users.column.stores')}</span>
          </div>
          <ul aria-label={t('backOffice.users.listLabel')} className="divide-y divide-slate-100">
            {rows.map((user) => (
              <UserRow key={`${user.userId}:${user.roles.join(',')}:${user.storeIds.join(',')}:${user.blocked}`} user={user} stores={stores} />
            ))}
          </ul>
          <ShowMore pages={users} label={t('backOffice.users.showMore')} />
        </ListState>
      </Panel>
      <M2mClientPanel />
    </AdminPage>
  );
}

function UserRow({ user, stores }: { user: AdminUser; stores: UserListResponse['stores'] }) {
  const t = useT();
  const [roles, setRoles] = useState<StaffRole[]>(user.roles);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetUserRoles();
  const changed = roles.length !== user.roles.length || roles.some((role) => !user.roles.includes(role));
  const toggle = (role: StaffRole) => setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : STAFF_ROLES.filter((r) => r === role || current.includes(r))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = userRolesForm.safeParse({ roles });
    if (!parsed.success) return setProblem(wordMessage(t, Object.values(issueProblems(parsed.error.issues))[0] ?? 'common.form.checkFields'));
    setProblem(null);
    save.mutate({ userId: user.userId, roles: parsed.data.roles }, { onError: (error) => setProblem(errorMessage(error, t('common.ui.somethingWentWrong'))) });
  };

  return (
    <li className={`grid gap-3 px-3 py-4 text-sm text-ink ${USER_GRID} md:py-3`}>
      <div>
        <p className={cellLabel}>{t('backOffice.users.column.name')}</p>
        <p className="font-medium md:font-normal">{user.name}</p>
        <BlockControl user={user} />
      </div>
      <div>
        <p className={cellLabel}>{t('backOffice.users.column.email')}</p>
        <p className="break-all">{user.email}</p>
      </div>
      <div>
        <p className={cellLabel}>{t('backOffice.users.column.roles')}</p>
        <form onSubmit={submit} aria-label={t('backOffice.users.rolesOf', { email: user.email })} className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2 md:mt-0">
          {STAFF_ROLES.map((role) => (
            <label key={role} className="inline-flex min-h-8 items-center gap-1.5">
              <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} className="h-4 w-4 accent-navy" />
              {t(`backOffice.users.role.${role}`)}
            </label>
          ))}
          <Button type="submit" variant="navy" size="sm" className="px-4 disabled:cursor-not-allowed disabled:opacity-40" disabled={!changed || save.isPending}>
            {save.isPending ? t('backOffice.users.saving') : t('backOffice.users.saveRoles')}
          </Button>
          {problem && (
            <p role="alert" className="w-full text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </form>
      </div>
      <div>
        <p className={cellLabel}>{t('backOffice.users.column.stores')}</p>
        {user.roles.includes('admin') ? (
          <span className="text-sm text-slate-600">{t('backOffice.users.everyStoreAdmin')}</span>
        ) : user.roles.includes('manager') ? (
          <StorePicker user={user} stores={stores} />
        ) : (
          <span className="text-sm text-slate-600">—</span>
        )}
      </div>
    </li>
  );
}

/**
 * Blocks an account (after a question: every session of it ends at once) or unblocks it (decision 034).
 * An admin's own account has no button: the server refuses that block anyway.
 */
function BlockControl({ user }: { user: AdminUser }) {
  const t = useT();
  const self = useAdminUser().userId === user.userId;
  const [confirm, dialog] = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetUserBlocked();

  const change = async () => {
    const blocked = !user.blocked;
    if (blocked && !(await confirm(t('backOffice.users.blockQuestion', { email: user.email }), { yes: t('backOffice.users.blockYes'), no: t('backOffice.users.blockNo') }))) return;
    setProblem(null);
    save.mutate({ userId: user.userId, blocked }, { onError: (error) => setProblem(errorMessage(error, t('common.ui.somethingWentWrong'))) });
  };

  if (self && !user.blocked) return null;
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-2">
      {user.blocked && <span className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800">{t('backOffice.users.blocked')}</span>}
      <Button
        variant="outline"
        size="sm"
        className="h-8 px-3 text-xs disabled:cursor-not-allowed disabled:opacity-40"
        aria-label={user.blocked ? t('backOffice.users.unblockOf', { email: user.email }) : t('backOffice.users.blockOf', { email: user.email })}
        disabled={save.isPending}
        onClick={() => void change()}
      >
        {user.blocked ? t('backOffice.users.unblock') : t('backOffice.users.block')}
      </Button>
      {problem && (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {dialog}
    </div>
  );
}

/** The stores a manager manages (decision 017); none chosen means every store (head office). */
function StorePicker({ user, stores }: { user: AdminUser; stores: UserListResponse['stores'] }) {
  const t = useT();
  const [chosen, setChosen] = useState<string[]>(user.storeIds);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetManagerStores();
  const changed = chosen.length !== user.storeIds.length || chosen.some((id) => !user.storeIds.includes(id));
  const nameOf = (id: string) => stores.find((store) => store.storeId === id)?.name ?? id;
  const summary = user.storeIds.length === 0 ? t('backOffice.users.everyStoreHeadOffice') : user.storeIds.map(nameOf).join(', ');
  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((s) => s !== id) : [...current, id]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = managerStoresForm.safeParse({ storeIds: chosen });
    if (!parsed.success) return setProblem(wordMessage(t, Object.values(issueProblems(parsed.error.issues))[0] ?? 'common.form.checkFields'));
    setProblem(null);
    save.mutate({ userId: user.userId, storeIds: parsed.data.storeIds }, { onError: (error) => setProblem(errorMessage(error, t('common.ui.somethingWentWrong'))) });
  };

  return (
    <details className="md:max-w-72">
      <summary className="cursor-pointer text-sm font-medium text-navy">{summary}</summary>
      <form onSubmit={submit} aria-label={t('backOffice.users.storesOf', { email: user.email })} className="mt-2 space-y-2">
        <fieldset>
          <legend className="text-xs text-slate-600">{t('backOffice.users.noStoreChosen')}</legend>
          <div className="mt-1 max-h-48 space-y-1 overflow-y-auto pr-2">
            {stores.map((store) => (
              <label key={store.storeId} className="flex items-center gap-1.5 text-sm">
                <input type="checkbox" checked={chosen.includes(store.storeId)} onChange={() => toggle(store.storeId)} className="h-4 w-4 accent-navy" />
                {store.name}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="navy" size="sm" className="px-4 disabled:cursor-not-allowed disabled:opacity-40" disabled={!changed || save.isPending}>
          {save.isPending ? t('backOffice.users.saving') : t('backOffice.users.saveStores')}
        </Button>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </form>
    </details>
  );
}
