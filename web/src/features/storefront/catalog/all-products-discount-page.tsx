import { useProducts } from './api.ts';
import { ErrorBlock, ListPage, LoadingBlock } from '../../../ui/page-states.tsx';
import { ProductGrid } from './product-card.tsx';
import { useT } from '../../../texts/texts.tsx';

/** storefront.md §2 'All Products Discount': image, name, five stars, price and add to cart. */
export function AllProductsDiscountPage() {
  const t = useT();
  const products = useProducts();
  return (
    <ListPage title={t('shop.lists.allProductsDiscount.title')} subtitle={t('shop.lists.allProductsDiscount.subtitle')}>
      {products.isPending ? (
        <LoadingBlock label={t('shop.lists.loading')} />
      ) : products.isError ? (
        <ErrorBlock error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <ProductGrid products={products.data} variant="price-only" />
      )}
    </ListPage>
  );
}
