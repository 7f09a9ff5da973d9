import type { AuditEntity } from '#domain/back-office/api/admin.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { useAuditEntries, type AuditFilters } from '../api.ts';
import { SelectField, TextField } from '../../../ui/form/index.ts';
import { ListState, ShowMore } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { AuditTable } from './audit-table.tsx';

/** Every entity the server records (AUDIT_ENTITIES, domain/back-office/api/admin.ts: the type keeps this complete), as the filter names it. */
const ENTITY_LABELS: Record<AuditEntity, string> = {
  member: 'Members',
  user: 'Users',
  case: 'Cases',
  'journey-event': 'Journey events',
  order: 'Orders',
  product: 'Storefront products',
  'pos-product': 'POS products',
  image: 'Images',
  promo: 'Promos',
  'home-section': 'Home page sections',
  'home-list': 'Home page product lists',
  settings: 'Shop settings',
  store: 'Stores',
  reward: 'Rewards',
  'voucher-definition': 'Voucher definitions',
  game: 'Games',
  'loyalty-programme': 'Earning and tiers',
};
const ENTITY_OPTIONS = [{ value: '', label: 'Everything' }, ...Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }))];
const isAuditEntity = (value: string | null): value is AuditEntity => value !== null && Object.hasOwn(ENTITY_LABELS, value);

function filtersOf(search: URLSearchParams): AuditFilters {
  const entity = search.get('entity');
  const filters: AuditFilters = {};
  for (const key of ['user', 'entityId', 'from', 'to'] as const) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  if (isAuditEntity(entity)) filters.entity = entity;
  return filters;
}

/** The audit log (decision 017), newest first, filtered by user, entity and Jakarta dates. Read-only. */
export function AuditPage() {
  const [search] = useSearchParams();
  const filters = filtersOf(search);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Record<keyof AuditFilters, string>>({
    user: filters.user ?? '',
    entity: filters.entity ?? '',
    entityId: filters.entityId ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const audit = useAuditEntries(filters);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '').map(([key, value]) => [key, value.trim()]));
    void navigate(paths.adminAudit.href(chosen));
  };
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <AdminPage title="Audit log" intro="Every change made in the back office, with the values before and after. Entries cannot be edited.">
      <Panel title="Filter">
        <form onSubmit={apply} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <TextField id="audit-user" label="User (e-mail or id)" value={draft.user} onValue={set('user')} />
          <SelectField id="audit-entity" label="About" value={draft.entity} onValue={set('entity')}>
            {ENTITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField id="audit-entity-id" label="Which one (number, code or id)" value={draft.entityId} onValue={set('entityId')} />
          <TextField id="audit-from" label="From" type="date" value={draft.from} onValue={set('from')} />
          <TextField id="audit-to" label="To" type="date" value={draft.to} onValue={set('to')} />
          <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
            <Button type="submit" variant="navy" size="sm" className="px-5">
              Apply filters
            </Button>
            <Button variant="outline" size="sm" className="px-5" onClick={() => void navigate(paths.adminAudit.href())}>
              Clear
            </Button>
          </div>
        </form>
      </Panel>
      <Panel title="Entries" actions={<CsvExportButton endpoint={adminExports.exportAuditEntries} query={filters} file="audit-log" />}>
        <ListState
          isPending={audit.isPending}
          error={audit.error}
          isEmpty={entries.length === 0}
          empty="No entries match these filters."
          onRetry={() => void audit.refetch()}
        >
          <AuditTable entries={entries} caption="Audit log entries, newest first" />
          <ShowMore pages={audit} label="Show older entries" />
        </ListState>
      </Panel>
    </AdminPage>
  );
}
