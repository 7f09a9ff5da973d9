import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_STATUSES, type ProductListQuery } from '#domain/admin-catalog.ts';
import { formatRupiah } from '#domain/money.ts';
import { paths } from '../../../paths.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { AdminPage, inputClass, ListState, Panel, tdClass, thClass } from '../admin-ui.tsx';
import { useMayAct } from '../session.tsx';
import { useProducts } from './api.ts';
import { FilterSelect, Pager, StatusPill } from './list-ui.tsx';

/** Issue 16 §2: the storefront's products, searched and filtered, 25 a page; an admin adds and edits. */
export function ProductsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const mayEdit = useMayAct('admin');
  const query: ProductListQuery = {
    q: search.get('q') ?? '',
    category: search.get('category') ?? '',
    brand: search.get('brand') ?? '',
    status: (search.get('status') ?? '') as ProductListQuery['status'],
    page: Number(search.get('page') ?? '1') || 1,
  };
  const [draft, setDraft] = useState(query.q ?? '');
  const products = useProducts(query);
  const rows = products.data?.products ?? [];
  const go = (changes: Partial<ProductListQuery>) => {
    const next = { ...query, page: 1, ...changes };
    void navigate(paths.adminProducts.href(Object.fromEntries(Object.entries(next).filter(([k, v]) => v !== '' && !(k === 'page' && v === 1)))));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim() });
  };

  return (
    <AdminPage
      title="Storefront products"
      intro="What the online shop lists. An inactive product leaves the lists and search; orders keep it."
      actions={mayEdit ? <ButtonLink to={paths.adminProductNew.href()} variant="navy" size="sm" className="inline-flex items-center px-5 py-2">Add a product</ButtonLink> : undefined}
    >
      <Panel title="Find products">
        <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-[12rem] flex-1">
            <label htmlFor="product-search" className="block text-xs font-semibold text-slate-700">
              Name, ID or SKU
            </label>
            <input id="product-search" className={`${inputClass} mt-1`} value={draft} onChange={(e) => setDraft(e.target.value)} />
          </div>
          <FilterSelect id="product-category" label="Category" value={query.category ?? ''} options={products.data?.categories ?? []} onChange={(category) => go({ category })} />
          <FilterSelect id="product-brand" label="Brand" value={query.brand ?? ''} options={products.data?.brands ?? []} onChange={(brand) => go({ brand })} />
          <FilterSelect id="product-status" label="Status" value={query.status ?? ''} options={PRODUCT_STATUSES} onChange={(status) => go({ status: status as ProductListQuery['status'] })} />
          <Button type="submit" variant="navy" size="sm" className="px-5">
            Search
          </Button>
        </form>
      </Panel>
      <Panel title="Products">
        <ListState
          isPending={products.isPending}
          error={products.error}
          isEmpty={rows.length === 0}
          empty="No product matches these filters."
          onRetry={() => void products.refetch()}
        >
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Storefront products</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>Product</th>
                  <th scope="col" className={`${thClass} hidden sm:table-cell`}>Brand · category</th>
                  <th scope="col" className={`${thClass} text-right`}>Price</th>
                  <th scope="col" className={`${thClass} text-right`}>Stock</th>
                  <th scope="col" className={thClass}>Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.productId}>
                    <td className={tdClass}>
                      <div className="flex items-center gap-3">
                        <img src={p.imageUrl} alt="" className="h-10 w-10 shrink-0 rounded bg-slate-50 object-contain" />
                        <div className="min-w-0">
                          <Link to={paths.adminProduct.href({ productId: p.productId })} className="font-semibold text-navy hover:underline">
                            {p.productName}
                          </Link>
                          <div className="text-xs text-slate-600">{p.productId}</div>
                        </div>
                      </div>
                    </td>
                    <td className={`${tdClass} hidden sm:table-cell`}>
                      {p.brand} · {p.category}
                    </td>
                    <td className={`${tdClass} text-right tabular-nums`}>
                      {p.discountPrice < p.price && <div className="text-xs text-slate-500 line-through">{formatRupiah(p.price, { fractionDigits: 0 })}</div>}
                      {formatRupiah(p.discountPrice, { fractionDigits: 0 })}
                    </td>
                    <td className={`${tdClass} text-right tabular-nums`}>{p.stock}</td>
                    <td className={tdClass}>
                      <StatusPill active={p.status === 'Active'}>{p.status}</StatusPill>
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
