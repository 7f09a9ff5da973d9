import { queryOptions, useQuery } from '@tanstack/react-query';
import * as storefront from '#domain/storefront/endpoints/content.ts';
import { api } from '../../../api/client.ts';

const promoKeys = {
  all: ['promos'] as const,
  list: () => [...promoKeys.all, 'list'] as const,
  detail: (id: number) => [...promoKeys.all, 'detail', id] as const,
};

/** The six promos and any added since; also fetched as the page loads (routes.tsx). */
export const promosQuery = () =>
  queryOptions({ queryKey: promoKeys.list(), queryFn: ({ signal }) => api.call(storefront.listPromos, {}, { signal }) });

export function usePromos() {
  return useQuery({ ...promosQuery(), select: (data) => data.promos });
}

export function usePromoDetail(id: number) {
  return useQuery({
    queryKey: promoKeys.detail(id),
    queryFn: ({ signal }) => api.call(storefront.getPromo, { params: { id: String(id) } }, { signal }),
  });
}
