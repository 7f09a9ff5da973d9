import { useProducts } from './api.ts';
import { ErrorBlock, ListPage, LoadingBlock } from '../../../ui/page-states.tsx';
import { ProductGrid } from './product-card.tsx';
import { useT } from '../../../texts/texts.tsx';

/** storefront.md §2 'All Products': the grid with percent-off badge and both prices. */
export function AllProductsPage() {
  const t = useT();
  const products = useProducts();
  return (
    <ListPage title={t('shop.lists.allProducts.title')} subtitle={t('shop.lists.allProducts.subtitle')}>
      {products.isPending ? (
        <LoadingBlock label={t('shop.lists.loading')} />
      ) : products.isError ? (
        <ErrorBlock error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <ProductGrid products={products.data} variant="full" />
      )}
    </ListPage>
  );
}
