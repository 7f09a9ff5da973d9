import { POS_BRANDS, POS_PRODUCT_STATUSES, type PosProductListQuery } from '#domain/back-office/catalog.ts';
import { formatRupiah } from '#domain/platform/money.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { paths } from '../../../paths.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { AdminPage, ListState, Panel, scrollRegion, tdClass, thClass } from '../admin-ui.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { useMayAct } from '../session.tsx';
import { usePosProducts } from './api.ts';
import { POS_BRAND_LABELS } from './form-values.ts';
import { FilterSelect, Pager, ProductCell, SearchField, StatusPill, useListQuery } from './list-ui.tsx';

/** Issue 16 §2: the tills' products by brand, searched and filtered, 25 a page; an admin adds and edits. */
export function PosProductsPage() {
  const mayEdit = useMayAct('admin');
  const { query, draft, setDraft, go, submit } = useListQuery<PosProductListQuery>(['q', 'brand', 'category', 'status'], (q) => paths.adminPosProducts.href(q));
  const products = usePosProducts(query);
  const rows = products.data?.products ?? [];

  return (
    <AdminPage
      title="POS products"
      intro="What the tills sell. An inactive product leaves the till’s grid; its past sales keep it."
      actions={mayEdit ? <ButtonLink to={paths.adminPosProductNew.href()} variant="navy" size="sm" className="inline-flex items-center px-5 py-2">Add a product</ButtonLink> : undefined}
    >
      <Panel title="Find products">
        <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-3">
          <SearchField id="pos-product-search" label="Name, code, SKU or barcode" value={draft} onChange={setDraft} />
          <FilterSelect id="pos-product-brand" label="Brand" value={query.brand ?? ''} options={POS_BRANDS.map((b) => [b, POS_BRAND_LABELS[b]])} onChange={(brand) => go({ brand: brand as PosProductListQuery['brand'] })} />
          <FilterSelect id="pos-product-category" label="Category" value={query.category ?? ''} options={products.data?.categories ?? []} onChange={(category) => go({ category })} />
          <FilterSelect id="pos-product-status" label="Status" value={query.status ?? ''} options={POS_PRODUCT_STATUSES} onChange={(status) => go({ status: status as PosProductListQuery['status'] })} />
          <Button type="submit" variant="navy" size="sm" className="px-5">
            Search
          </Button>
        </form>
      </Panel>
      <Panel title="Products" actions={<CsvExportButton endpoint={adminExports.exportPosProducts} query={{ ...query, page: undefined }} file="pos-products" />}>
        <ListState isPending={products.isPending} error={products.error} isEmpty={rows.length === 0} empty="No product matches these filters." onRetry={() => void products.refetch()}>
          <div {...scrollRegion('POS products')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">POS products</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>Product</th>
                  <th scope="col" className={`${thClass} hidden sm:table-cell`}>Brand · category</th>
                  <th scope="col" className={`${thClass} hidden md:table-cell`}>Barcode</th>
                  <th scope="col" className={`${thClass} text-right`}>Price</th>
                  <th scope="col" className={thClass}>Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td className={tdClass}>
                      <ProductCell picture={p.picture} name={p.name} code={p.productCode} href={paths.adminPosProduct.href({ id: p.id })} />
                    </td>
                    <td className={`${tdClass} hidden sm:table-cell`}>
                      {POS_BRAND_LABELS[p.brand] ?? p.brand} · {p.category}
                    </td>
                    <td className={`${tdClass} hidden tabular-nums md:table-cell`}>{p.barcode}</td>
                    <td className={`${tdClass} text-right tabular-nums`}>{formatRupiah(p.price)}</td>
                    <td className={tdClass}>
                      <StatusPill active={p.status === 'active'}>{p.status === 'active' ? 'Active' : 'Inactive'}</StatusPill>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {products.data && <Pager page={products.data.page} pageSize={products.data.pageSize} total={products.data.total} onPage={(page) => go({ page })} />}
        </ListState>
      </Panel>
    </AdminPage>
  );
}
