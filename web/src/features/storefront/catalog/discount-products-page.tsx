import { useParams } from 'react-router';
import { paths } from '../../../paths.ts';
import { QueryLink } from '../../../ui/query-link.tsx';
import { useDiscountProducts } from './api.ts';
import { ErrorBlock, ListPage, LoadingBlock } from '../../../ui/page-states.tsx';
import { ProductGrid } from './product-card.tsx';
import { useT } from '../../../texts/texts.tsx';

/**
 * /discount-products/{name}: the target of a Huge Discounts card (its screen is not in the spec):
 * every discounted product of that brand or category, biggest saving first.
 */
export function DiscountProductsPage() {
  const t = useT();
  const name = useParams().name ?? '';
  const products = useDiscountProducts(name);
  return (
    <ListPage title={t('shop.lists.discounts.title', { name })} subtitle={t('shop.lists.discounts.subtitle', { name })}>
      {products.isPending ? (
        <LoadingBlock label={t('shop.lists.loading')} />
      ) : products.isError ? (
        <ErrorBlock error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-100">
          <p className="font-semibold">{t('shop.lists.discounts.none', { name })}</p>
          <QueryLink to={paths.allProducts.href()} className="mt-4 inline-block font-semibold text-brand hover:underline">
            {t('shop.lists.seeAll')}
          </QueryLink>
        </div>
      ) : (
        <ProductGrid products={products.data} variant="full" />
      )}
    </ListPage>
  );
}
