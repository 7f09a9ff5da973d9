import { useSearchParams } from 'react-router';
import { paths } from '../../../paths.ts';
import { QueryLink } from '../../../ui/query-link.tsx';
import { useProductSearch } from './api.ts';
import { ErrorBlock, ListPage, LoadingBlock } from '../../../ui/page-states.tsx';
import { ProductGrid } from './product-card.tsx';

/** The header search's results: products whose name, brand or category match. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const category = params.get('category') || undefined;
  const results = useProductSearch(q, category);

  const scope = category ? ` in ${category}` : '';
  const heading = q ? `Search results for “${q}”` : category ? `All ${category}` : 'All products';

  return (
    <ListPage
      title={heading}
      subtitle={
        results.isSuccess && (
          <span role="status">
            {results.data.products.length} {results.data.products.length === 1 ? 'product' : 'products'} found{scope}
          </span>
        )
      }
    >
      {results.isPending ? (
        <LoadingBlock label="Searching" />
      ) : results.isError ? (
        <ErrorBlock error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.products.length === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-100">
          <p className="text-lg font-semibold">No products match “{q}”{scope}.</p>
          <p className="mt-2 text-slate-600">Try a brand such as Samsung or Xiaomi, or a word like “charger”.</p>
          <QueryLink to={paths.allProducts.href()} className="mt-4 inline-block font-semibold text-brand hover:underline">
            Browse all products
          </QueryLink>
        </div>
      ) : (
        <ProductGrid products={results.data.products} variant="full" />
      )}
    </ListPage>
  );
}
