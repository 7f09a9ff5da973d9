import { paths } from '../../../paths.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { AdminPage, ListState, Panel, scrollRegion, tdClass, thClass } from '../admin-ui.tsx';
import { ProductCell, StatusPill } from '../catalog-parts.ts';
import { useMayAct } from '../session.tsx';
import { usePromos } from './api.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { CsvExportButton } from '../csv-export-button.tsx';

/** Issue 16 §2 end: the promos by id, active or not; an admin adds and edits them. */
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
          <div {...scrollRegion('Promos')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Promos</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>Promo</th>
                  <th scope="col" className={`${thClass} hidden md:table-cell`}>Dates</th>
                  <th scope="col" className={`${thClass} text-right`}>Discount</th>
                  <th scope="col" className={thClass}>Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td className={tdClass}>
                      <ProductCell picture={p.image} name={p.title} code={`#${p.id} · ${p.category}${p.featured ? ' · Featured' : ''}`} href={paths.adminPromo.href({ id: String(p.id) })} />
                    </td>
                    <td className={`${tdClass} hidden md:table-cell`}>
                      {p.startDate} – {p.endDate}
                    </td>
                    <td className={`${tdClass} text-right tabular-nums`}>{p.discount}%</td>
                    <td className={tdClass}>
                      <StatusPill active={p.active}>{p.active ? 'Active' : 'Inactive'}</StatusPill>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ListState>
      </Panel>
    </AdminPage>
  );
}
