import { useProducts } from './api.ts';
import { ErrorBlock, ListPage, LoadingBlock } from '../../../ui/page-states.tsx';
import { ProductGrid } from './product-card.tsx';

/** storefront.md §2 'All Products Discount': image, name, five stars, price and add to cart. */
export function AllProductsDiscountPage() {
  const products = useProducts();
  return (
    <ListPage title="All Products Discount" subtitle="Today's prices on every product in the shop.">
      {products.isPending ? (
        <LoadingBlock label="Loading products" />
      ) : products.isError ? (
        <ErrorBlock error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <ProductGrid products={products.data} variant="price-only" />
      )}
    </ListPage>
  );
}
