import { PRODUCT_STATUSES, type AdminProduct, type ProductListQuery } from '#domain/back-office/catalog.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { paths } from '../../../paths.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { DataTable, FilterSelect, FITTED_TABLE_CLASS, ListState, Pager, SearchField, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { CsvExportButton } from '../csv-export-button.tsx';
import { useMayAct } from '../session.tsx';
import { useProducts } from './api.ts';
import { ProductCell, StatusPill, useListQuery } from './list-parts.tsx';

const COLUMNS: Column<AdminProduct>[] = [
  { header: 'Product', cell: (p) => <ProductCell picture={p.imageUrl} name={p.productName} code={p.productId} href={paths.adminProduct.href({ productId: p.productId })} /> },
  {
    header: 'Brand · category',
    className: 'hidden sm:table-cell',
    cell: (p) => (
      <>
        {p.brand} · {p.category}
      </>
    ),
  },
  {
    header: 'Price',
    className: 'text-right',
    cellClassName: 'tabular-nums',
    cell: (p) => (
      <>
        {p.discountPrice < p.price && <div className="text-xs text-slate-500 line-through">{formatRupiah(p.price)}</div>}
        {formatRupiah(p.discountPrice)}
      </>
    ),
  },
  { header: 'Stock', className: 'text-right', cellClassName: 'tabular-nums', cell: (p) => p.stock },
  { header: 'Status', cell: (p) => <StatusPill active={p.status === 'Active'}>{p.status}</StatusPill> },
];

/** The storefront's products, searched and filtered, 25 a page; an admin adds and edits. */
export function ProductsPage() {
  const mayEdit = useMayAct('admin');
  const { query, draft, setDraft, go, submit } = useListQuery<ProductListQuery>(['q', 'category', 'brand', 'status'], (q) => paths.adminProducts.href(q));
  const products = useProducts(query);
  const rows = products.data?.products ?? [];

  return (
    <AdminPage
      title="Storefront products"
      intro="What the online shop lists. An inactive product leaves the lists and search; orders keep it."
      actions={mayEdit ? <ButtonLink to={paths.adminProductNew.href()} variant="navy" size="sm" className="inline-flex items-center px-5 py-2">Add a product</ButtonLink> : undefined}
    >
      <Panel title="Find products">
        <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-3">
          <SearchField id="product-search" label="Name, ID or SKU" value={draft} onChange={setDraft} />
          <FilterSelect id="product-category" label="Category" value={query.category ?? ''} options={products.data?.categories ?? []} onChange={(category) => go({ category })} />
          <FilterSelect id="product-brand" label="Brand" value={query.brand ?? ''} options={products.data?.brands ?? []} onChange={(brand) => go({ brand })} />
          <FilterSelect id="product-status" label="Status" value={query.status ?? ''} options={PRODUCT_STATUSES} onChange={(status) => go({ status: status as ProductListQuery['status'] })} />
          <Button type="submit" variant="navy" size="sm" className="px-5">
            Search
          </Button>
        </form>
      </Panel>
      <Panel title="Products" actions={<CsvExportButton endpoint={adminExports.exportProducts} query={{ ...query, page: undefined }} file="storefront-products" />}>
        <ListState
          isPending={products.isPending}
          error={products.error}
          isEmpty={rows.length === 0}
          empty="No product matches these filters."
          onRetry={() => void products.refetch()}
        >
          <DataTable label="Storefront products" columns={COLUMNS} rows={rows} rowKey={(p) => p.productId} tableClassName={FITTED_TABLE_CLASS} />
          {products.data && <Pager page={products.data.page} pageSize={products.data.pageSize} total={products.data.total} noun={['product', 'products']} onPage={(page) => go({ page })} />}
        </ListState>
      </Panel>
    </AdminPage>
  );
}
