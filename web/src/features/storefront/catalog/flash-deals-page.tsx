import { useFlashDealProducts } from './api.ts';
import { ErrorBlock, ListPage, LoadingBlock } from '../../../ui/page-states.tsx';
import { ProductGrid } from './product-card.tsx';
import { useT } from '../../../texts/texts.tsx';

/** /flash-deals: the Flash Deals carousel's products as a grid ('View all'). */
export function FlashDealsPage() {
  const t = useT();
  const products = useFlashDealProducts();
  return (
    <ListPage title={t('shop.lists.flashDeals.title')} subtitle={t('shop.lists.flashDeals.subtitle')}>
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
