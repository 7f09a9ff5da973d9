import { POS_BRANDS, POS_PRODUCT_STATUSES, type AdminPosProduct, type PosProductListQuery } from '#domain/back-office/catalog.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { paths } from '../../../paths.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { DataTable, FilterSelect, FITTED_TABLE_CLASS, ListState, Pager, SearchField, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { useMayAct } from '../session.tsx';
import { usePosProducts } from './api.ts';
import { POS_BRAND_LABELS } from './form-values.ts';
import { ProductCell, StatusPill, useListQuery } from './list-parts.tsx';

const COLUMNS: Column<AdminPosProduct>[] = [
  { header: 'Product', cell: (p) => <ProductCell picture={p.picture} name={p.name} code={p.productCode} href={paths.adminPosProduct.href({ id: p.id })} /> },
  {
    header: 'Brand · category',
    className: 'hidden sm:table-cell',
    cell: (p) => (
      <>
        {POS_BRAND_LABELS[p.brand] ?? p.brand} · {p.category}
      </>
    ),
  },
  { header: 'Barcode', className: 'hidden md:table-cell', cellClassName: 'tabular-nums', cell: (p) => p.barcode },
  { header: 'Price', className: 'text-right', cellClassName: 'tabular-nums', cell: (p) => formatRupiah(p.price) },
  { header: 'Status', cell: (p) => <StatusPill active={p.status === 'active'}>{p.status === 'active' ? 'Active' : 'Inactive'}</StatusPill> },
];

/** The tills' products by brand, searched and filtered, 25 a page; an admin adds and edits. */
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
          <FilterSelect id="pos-product-brand" label="Brand" value={query.brand ?? ''} options={POS_BRANDS.map((b) => [b, POS_BRAND_LABELS[b]] as const)} onChange={(brand) => go({ brand: brand as PosProductListQuery['brand'] })} />
          <FilterSelect id="pos-product-category" label="Category" value={query.category ?? ''} options={products.data?.categories ?? []} onChange={(category) => go({ category })} />
          <FilterSelect id="pos-product-status" label="Status" value={query.status ?? ''} options={POS_PRODUCT_STATUSES} onChange={(status) => go({ status: status as PosProductListQuery['status'] })} />
          <Button type="submit" variant="navy" size="sm" className="px-5">
            Search
          </Button>
        </form>
      </Panel>
      <Panel title="Products" actions={<CsvExportButton endpoint={adminExports.exportPosProducts} query={{ ...query, page: undefined }} file="pos-products" />}>
        <ListState isPending={products.isPending} error={products.error} isEmpty={rows.length === 0} empty="No product matches these filters." onRetry={() => void products.refetch()}>
          <DataTable label="POS products" columns={COLUMNS} rows={rows} rowKey={(p) => p.id} tableClassName={FITTED_TABLE_CLASS} />
          {products.data && <Pager page={products.data.page} pageSize={products.data.pageSize} total={products.data.total} noun={['product', 'products']} onPage={(page) => go({ page })} />}
        </ListState>
      </Panel>
    </AdminPage>
  );
}
