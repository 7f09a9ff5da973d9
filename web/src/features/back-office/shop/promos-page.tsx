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

const COLUMNS: Column<AdminPromo>[] = [
  {
    header: 'Promo',
    cell: (p) => <ProductCell picture={p.image} name={p.title} code={`#${p.id} · ${p.category}${p.featured ? ' · Featured' : ''}`} href={paths.adminPromo.href({ id: String(p.id) })} />,
  },
  {
    header: 'Dates',
    className: 'hidden md:table-cell',
    cell: (p) => (
      <>
        {p.startDate} – {p.endDate}
      </>
    ),
  },
  { header: 'Discount', className: 'text-right', cellClassName: 'tabular-nums', cell: (p) => `${p.discount}%` },
  { header: 'Status', cell: (p) => <StatusPill active={p.active}>{p.active ? 'Active' : 'Inactive'}</StatusPill> },
];

/** The promos by id, active or not; an admin adds and edits them (decision 023). */
export function PromosPage() {
  const mayEdit = useMayAct('admin');
  const promos = usePromos();
  const rows = promos.data?.promos ?? [];
  return (
    <AdminPage
      title="Promos"
      intro="The storefront’s promos (/promo, /promo-home). An inactive promo leaves the storefront; nothing is deleted."
      actions={mayEdit ? <ButtonLink to={paths.adminPromoNew.href()} variant="navy" size="sm" className="inline-flex items-center px-5 py-2">Add a promo</ButtonLink> : undefined}
    >
      <Panel title="All promos" actions={<CsvExportButton endpoint={adminExports.exportPromos} query={undefined} file="promos" />}>
        <ListState isPending={promos.isPending} error={promos.error} isEmpty={rows.length === 0} empty="No promos yet. Add the first one." onRetry={() => void promos.refetch()}>
          <DataTable label="Promos" columns={COLUMNS} rows={rows} rowKey={(p) => p.id} tableClassName={FITTED_TABLE_CLASS} />
        </ListState>
      </Panel>
    </AdminPage>
  );
}
