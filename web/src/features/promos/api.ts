import { useQuery } from '@tanstack/react-query';
import type { PromoDetail, PromoList } from '#domain/api.ts';
import { api } from '../../api/client.ts';

export const promoKeys = {
  all: ['promos'] as const,
  list: () => [...promoKeys.all, 'list'] as const,
  detail: (id: number) => [...promoKeys.all, 'detail', id] as const,
};

export function usePromos() {
  return useQuery({
    queryKey: promoKeys.list(),
    queryFn: ({ signal }) => api.get<PromoList>('/api/promos', { signal }),
    select: (data) => data.promos,
  });
}

export function usePromoDetail(id: number) {
  return useQuery({
    queryKey: promoKeys.detail(id),
    queryFn: ({ signal }) => api.get<PromoDetail>(`/api/promos/${id}`, { signal }),
  });
}
