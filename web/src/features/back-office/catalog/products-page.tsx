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
import { useLanguage, useT } from '../../../texts/texts.tsx';
import type { Translate } from '#domain/texts/translate.ts';
import type { Language } from '#domain/platform/language.ts';
import { formatNumber } from '#domain/platform/format.ts';

const columns = (t: Translate, language: Language): Column<AdminProduct>[] => [
  { header: t('backOffice.catalog.column.product'), cell: (p) => <ProductCell picture={p.imageUrl} name={p.productName} code={p.productId} href={paths.adminProduct.href({ productId: p.productId })} /> },
  {
    header: t('backOffice.catalog.column.brandCategory'),
    className: 'hidden sm:table-cell',
    cell: (p) => (
      <>
        {p.brand} · {p.category}
      </>
    ),
  },
  {
    header: t('backOffice.catalog.column.price'),
    className: 'text-right',
    cellClassName: 'tabular-nums',
    cell: (p) => (
      <>
        {p.discountPrice < p.price && <div className="text-xs text-slate-500 line-through">{formatRupiah(p.price)}</div>}
        {formatRupiah(p.discountPrice)}
      </>
    ),
  },
  { header: t('backOffice.catalog.column.stock'), className: 'text-right', cellClassName: 'tabular-nums', cell: (p) => formatNumber(p.stock, language) },
  { header: t('backOffice.catalog.column.status'), cell: (p) => <StatusPill active={p.status === 'Active'}>{t(p.status === 'Active' ? 'backOffice.catalog.status.active' : 'backOffice.catalog.status.inactive')}</StatusPill> },
];

/** The storefront's products, searched and filtered, 25 a page; an admin adds and edits. */
export function ProductsPage() {
  const t = useT();
  const language = useLanguage();
  const mayEdit = useMayAct('admin');
  const { query, draft, setDraft, go, submit } = useListQuery<ProductListQuery>(['q', 'category', 'brand', 'status'], (q) => paths.adminProducts.href(q));
  const products = useProducts(query);
  const rows = products.data?.products ?? [];

  return (
    <AdminPage
      title={t('backOffice.catalog.products.title')}
      intro={t('backOffice.catalog.products.intro')}
      actions={mayEdit ? <ButtonLink to={paths.adminProductNew.href()} variant="navy" size="sm" className="inline-flex items-center px-5 py-2">{t('backOffice.catalog.products.add')}</ButtonLink> : undefined}
    >
      <Panel title={t('backOffice.catalog.products.find')}>
        <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-3">
          <SearchField id="product-search" label={t('backOffice.catalog.products.searchLabel')} value={draft} onChange={setDraft} />
          <FilterSelect id="product-category" label={t('backOffice.catalog.column.category')} value={query.category ?? ''} options={products.data?.categories ?? []} onChange={(category) => go({ category })} />
          <FilterSelect id="product-brand" label={t('backOffice.catalog.column.brand')} value={query.brand ?? ''} options={products.data?.brands ?? []} onChange={(brand) => go({ brand })} />
          <FilterSelect id="product-status" label={t('backOffice.catalog.column.status')} value={query.status ?? ''} options={PRODUCT_STATUSES.map((s) => [s, t(s === 'Active' ? 'backOffice.catalog.status.active' : 'backOffice.catalog.status.inactive')] as const)} onChange={(status) => go({ status: status as ProductListQuery['status'] })} />
          <Button type="submit" variant="navy" size="sm" className="px-5">
            {t('backOffice.catalog.products.search')}
          </Button>
        </form>
      </Panel>
      <Panel title={t('backOffice.catalog.products.panel')} actions={<CsvExportButton endpoint={adminExports.exportProducts} query={{ ...query, page: undefined }} file="storefront-products" />}>
        <ListState
          isPending={products.isPending}
          error={products.error}
          isEmpty={rows.length === 0}
          empty={t('backOffice.catalog.products.empty')}
          onRetry={() => void products.refetch()}
        >
          <DataTable label={t('backOffice.catalog.products.title')} columns={columns(t, language)} rows={rows} rowKey={(p) => p.productId} tableClassName={FITTED_TABLE_CLASS} />
          {products.data && <Pager page={products.data.page} pageSize={products.data.pageSize} total={products.data.total} noun={[t('backOffice.catalog.products.nounOne'), t('backOffice.catalog.products.nounMany')]} onPage={(page) => go({ page })} />}
        </ListState>
      </Panel>
    </AdminPage>
  );
}
