import { useProducts } from './api.ts';
import { ErrorBlock, ListPage, LoadingBlock } from '../../../ui/page-states.tsx';
import { ProductGrid } from './product-card.tsx';

/** storefront.md §2 'All Products': the grid with percent-off badge and both prices. */
export function AllProductsPage() {
  const products = useProducts();
  return (
    <ListPage title="All Products" subtitle="Phones and accessories from Samsung, Xiaomi, Apple, Asus and more.">
      {products.isPending ? (
        <LoadingBlock label="Loading products" />
      ) : products.isError ? (
        <ErrorBlock error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <ProductGrid products={products.data} variant="full" />
      )}
    </ListPage>
  );
}
