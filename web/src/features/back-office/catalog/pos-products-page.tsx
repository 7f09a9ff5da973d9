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
import { useT } from '../../../texts/texts.tsx';
import type { Translate } from '#domain/texts/translate.ts';

const columns = (t: Translate): Column<AdminPosProduct>[] => [
  { header: t('backOffice.catalog.column.product'), cell: (p) => <ProductCell picture={p.picture} name={p.name} code={p.productCode} href={paths.adminPosProduct.href({ id: p.id })} /> },
  {
    header: t('backOffice.catalog.column.brandCategory'),
    className: 'hidden sm:table-cell',
    cell: (p) => (
      <>
        {POS_BRAND_LABELS[p.brand] ?? p.brand} · {p.category}
      </>
    ),
  },
  { header: t('backOffice.catalog.column.barcode'), className: 'hidden md:table-cell', cellClassName: 'tabular-nums', cell: (p) => p.barcode },
  { header: t('backOffice.catalog.column.price'), className: 'text-right', cellClassName: 'tabular-nums', cell: (p) => formatRupiah(p.price) },
  { header: t('backOffice.catalog.column.status'), cell: (p) => <StatusPill active={p.status === 'active'}>{t(p.status === 'active' ? 'backOffice.catalog.status.active' : 'backOffice.catalog.status.inactive')}</StatusPill> },
];

/** The tills' products by brand, searched and filtered, 25 a page; an admin adds and edits. */
export function PosProductsPage() {
  const t = useT();
  const mayEdit = useMayAct('admin');
  const { query, draft, setDraft, go, submit } = useListQuery<PosProductListQuery>(['q', 'brand', 'category', 'status'], (q) => paths.adminPosProducts.href(q));
  const products = usePosProducts(query);
  const rows = products.data?.products ?? [];

  return (
    <AdminPage
      title={t('backOffice.catalog.posProducts.title')}
      intro={t('backOffice.catalog.posProducts.intro')}
      actions={mayEdit ? <ButtonLink to={paths.adminPosProductNew.href()} variant="navy" size="sm" className="inline-flex items-center px-5 py-2">{t('backOffice.catalog.products.add')}</ButtonLink> : undefined}
    >
      <Panel title={t('backOffice.catalog.products.find')}>
        <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-3">
          <SearchField id="pos-product-search" label={t('backOffice.catalog.posProducts.searchLabel')} value={draft} onChange={setDraft} />
          <FilterSelect id="pos-product-brand" label={t('backOffice.catalog.column.brand')} value={query.brand ?? ''} options={POS_BRANDS.map((b) => [b, POS_BRAND_LABELS[b]] as const)} onChange={(brand) => go({ brand: brand as PosProductListQuery['brand'] })} />
          <FilterSelect id="pos-product-category" label={t('backOffice.catalog.column.category')} value={query.category ?? ''} options={products.data?.categories ?? []} onChange={(category) => go({ category })} />
          <FilterSelect id="pos-product-status" label={t('backOffice.catalog.column.status')} value={query.status ?? ''} options={POS_PRODUCT_STATUSES.map((s) => [s, t(`backOffice.catalog.status.${s}`)] as const)} onChange={(status) => go({ status: status as PosProductListQuery['status'] })} />
          <Button type="submit" variant="navy" size="sm" className="px-5">
            {t('backOffice.catalog.products.search')}
          </Button>
        </form>
      </Panel>
      <Panel title={t('backOffice.catalog.products.panel')} actions={<CsvExportButton endpoint={adminExports.exportPosProducts} query={{ ...query, page: undefined }} file="pos-products" />}>
        <ListState isPending={products.isPending} error={products.error} isEmpty={rows.length === 0} empty={t('backOffice.catalog.products.empty')} onRetry={() => void products.refetch()}>
          <DataTable label={t('backOffice.catalog.posProducts.title')} columns={columns(t)} rows={rows} rowKey={(p) => p.id} tableClassName={FITTED_TABLE_CLASS} />
          {products.data && <Pager page={products.data.page} pageSize={products.data.pageSize} total={products.data.total} noun={[t('backOffice.catalog.products.nounOne'), t('backOffice.catalog.products.nounMany')]} onPage={(page) => go({ page })} />}
        </ListState>
      </Panel>
    </AdminPage>
  );
}
