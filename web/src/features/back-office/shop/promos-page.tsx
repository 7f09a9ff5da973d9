import type { AdminPromo } from '#domain/back-office/shop.ts';
import { paths } from '../../../paths.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { DataTable, FITTED_TABLE_CLASS, ListState, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { ProductCell, StatusPill } from '../catalog-parts.ts';
import { useMayAct } from '../session.tsx';
import { usePromos } from './api.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { CsvExportButton } from '../csv-export-button.tsx';
import { useT } from '../../../texts/texts.tsx';
import type { Translate } from '#domain/texts/translate.ts';


const columns = (t: Translate): Column<AdminPromo>[] => [
  {
    header: t('backOffice.shop.promos.promo'),
    cell: (p) => <ProductCell picture={p.image} name={p.title} code={`#${p.id} · ${p.category}${p.featured ? ` · ${t('backOffice.shop.promos.featured')}` : ''}`} href={paths.adminPromo.href({ id: String(p.id) })} />,
  },
  {
    header: t('backOffice.shop.promos.dates'),
    className: 'hidden md:table-cell',
    cell: (p) => (
      <>
        {p.startDate} – {p.endDate}
      </>
    ),
  },
  { header: t('backOffice.shop.promos.discount'), className: 'text-right', cellClassName: 'tabular-nums', cell: (p) => `${p.discount}%` },
  { header: t('backOffice.catalog.column.status'), cell: (p) => <StatusPill active={p.active}>{t(p.active ? 'backOffice.catalog.status.active' : 'backOffice.catalog.status.inactive')}</StatusPill> },
];

/** The promos by id, active or not; an admin adds and edits them (decision 023). */
export function PromosPage() {
  const t = useT();
  const mayEdit = useMayAct('admin');
  const promos = usePromos();
  const rows = promos.data?.promos ?? [];
  return (
    <AdminPage
      title={t('backOffice.shop.promos.title')}
      intro={t('backOffice.shop.promos.intro')}
      actions={mayEdit ? <ButtonLink to={paths.adminPromoNew.href()} variant="navy" size="sm" className="inline-flex items-center px-5 py-2">{t('backOffice.shop.promos.add')}</ButtonLink> : undefined}
    >
      <Panel title={t('backOffice.shop.promos.all')} actions={<CsvExportButton endpoint={adminExports.exportPromos} query={undefined} file="promos" />}>
        <ListState isPending={promos.isPending} error={promos.error} isEmpty={rows.length === 0} empty={t('backOffice.shop.promos.empty')} onRetry={() => void promos.refetch()}>
          <DataTable label={t('backOffice.shop.promos.title')} columns={columns(t)} rows={rows} rowKey={(p) => p.id} tableClassName={FITTED_TABLE_CLASS} />
        </ListState>
      </Panel>
    </AdminPage>
  );
}
