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
import { AUDIT_ENTITIES } from '#domain/back-office/audit.ts';
import { useT } from '../../../texts/texts.tsx';

/** Every entity the server records (AUDIT_ENTITIES), named by backOffice.audit.entity.<entity>. */
const isAuditEntity = (value: string | null): value is AuditEntity => value !== null && (AUDIT_ENTITIES as readonly string[]).includes(value);

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
  const t = useT();
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
    <AdminPage title={t('backOffice.audit.title')} intro={t('backOffice.audit.intro')}>
      <Panel title={t('backOffice.audit.filter')}>
        <form onSubmit={apply} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <TextField id="audit-user" label={t('backOffice.audit.user')} value={draft.user} onValue={set('user')} />
          <SelectField id="audit-entity" label={t('backOffice.audit.about')} value={draft.entity} onValue={set('entity')}>
            <option value="">{t('backOffice.audit.everything')}</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {t(`backOffice.audit.entity.${entity}`)}
              </option>
            ))}
          </SelectField>
          <TextField id="audit-entity-id" label={t('backOffice.audit.entityId')} value={draft.entityId} onValue={set('entityId')} />
          <TextField id="audit-from" label={t('backOffice.audit.from')} type="date" value={draft.from} onValue={set('from')} />
          <TextField id="audit-to" label={t('backOffice.audit.to')} type="date" value={draft.to} onValue={set('to')} />
          <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
            <Button type="submit" variant="navy" size="sm" className="px-5">
              {t('backOffice.audit.apply')}
            </Button>
            <Button variant="outline" size="sm" className="px-5" onClick={() => void navigate(paths.adminAudit.href())}>
              {t('backOffice.audit.clear')}
            </Button>
          </div>
        </form>
      </Panel>
      <Panel title={t('backOffice.audit.entries')} actions={<CsvExportButton endpoint={adminExports.exportAuditEntries} query={filters} file="audit-log" />}>
        <ListState
          isPending={audit.isPending}
          error={audit.error}
          isEmpty={entries.length === 0}
          empty={t('backOffice.audit.noMatch')}
          onRetry={() => void audit.refetch()}
        >
          <AuditTable entries={entries} caption={t('backOffice.audit.caption')} />
          <ShowMore pages={audit} label={t('backOffice.audit.showOlder')} />
        </ListState>
      </Panel>
    </AdminPage>
  );
}
