import { useSearchParams } from 'react-router';
import { isProductCategory, PRODUCT_CATEGORY_NAMES } from '#domain/storefront/catalog.ts';
import { paths } from '../../../paths.ts';
import { QueryLink } from '../../../ui/query-link.tsx';
import { useProductSearch } from './api.ts';
import { ErrorBlock, ListPage, LoadingBlock } from '../../../ui/page-states.tsx';
import { ProductGrid } from './product-card.tsx';
import { useT } from '../../../texts/texts.tsx';

/** The header search's results: products whose name, brand or category match. */
export function SearchPage() {
  const t = useT();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const category = params.get('category') || undefined;
  // The category as the reader names it (a value the header does not offer reads as it came).
  const categoryName = category && isProductCategory(category) ? t(`common.search.categoryNames.${PRODUCT_CATEGORY_NAMES[category]}`) : category;
  const results = useProductSearch(q, category);

  const heading = q ? t('shop.search.resultsFor', { q }) : category ? t('shop.search.allIn', { category: categoryName ?? '' }) : t('shop.search.all');

  return (
    <ListPage
      title={heading}
      subtitle={
        results.isSuccess && (
          <span role="status">
            {category
              ? t('shop.search.foundIn', { count: results.data.products.length, category: categoryName ?? '' })
              : t('shop.search.found', { count: results.data.products.length })}
          </span>
        )
      }
    >
      {results.isPending ? (
        <LoadingBlock label={t('shop.search.searching')} />
      ) : results.isError ? (
        <ErrorBlock error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.products.length === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-100">
          <p className="text-lg font-semibold">{category ? t('shop.search.noneIn', { q, category }) : t('shop.search.none', { q })}</p>
          <p className="mt-2 text-slate-600">{t('shop.search.hint')}</p>
          <QueryLink to={paths.allProducts.href()} className="mt-4 inline-block font-semibold text-brand hover:underline">
            {t('shop.lists.seeAll')}
          </QueryLink>
        </div>
      ) : (
        <ProductGrid products={results.data.products} variant="full" />
      )}
    </ListPage>
  );
}
