import { useFlashDealProducts } from './api.ts';
import { ErrorBlock, ListPage, LoadingBlock } from '../../../ui/page-states.tsx';
import { ProductGrid } from './product-card.tsx';

/** /flash-deals: the Flash Deals carousel's products as a grid ('View all'). */
export function FlashDealsPage() {
  const products = useFlashDealProducts();
  return (
    <ListPage title="Flash Deals" subtitle="Limited-time prices. When they are gone, they are gone.">
      {products.isPending ? (
        <LoadingBlock label="Loading flash deals" />
      ) : products.isError ? (
        <ErrorBlock error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <ProductGrid products={products.data} variant="full" />
      )}
    </ListPage>
  );
}
