import { useQuery } from '@tanstack/react-query';
import * as shop from '#domain/storefront/endpoints/orders.ts';
import { api } from '../../../api/client.ts';

const orderKeys = { mine: () => ['orders', 'mine'] as const };

/** The signed-in shopper's storefront orders, newest first (GET /api/me/orders). */
export function useMyOrders() {
  return useQuery({
    queryKey: orderKeys.mine(),
    queryFn: ({ signal }) => api.call(shop.listMyOrders, {}, { signal }),
    select: (data) => data.orders,
  });
}
