import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderListQuery, SyncConflictsQuery } from '#domain/back-office/api/orders.ts';
import type { FulfilmentForm } from '#domain/storefront/fulfilment.ts';
import * as adminOrders from '#domain/back-office/endpoints/orders.ts';
import * as checkout from '#domain/storefront/endpoints/checkout.ts';
import { api } from '../../../api/client.ts';
import { adminKeys } from '../api.ts';

export type OrderFilters = Omit<OrderListQuery, 'after'>;

const orderKeys = {
  list: (filters: OrderFilters) => [...adminKeys.all, 'orders', 'list', filters] as const,
  storefront: (orderNumber: string) => [...adminKeys.all, 'orders', 'storefront', orderNumber] as const,
  pos: (transactionNumber: string) => [...adminKeys.all, 'orders', 'pos', transactionNumber] as const,
  syncConflicts: (filters: SyncConflictsQuery) => [...adminKeys.all, 'orders', 'sync-conflicts', filters] as const,
  latePayments: () => [...adminKeys.all, 'orders', 'late-payments'] as const,
};

export function useOrders(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal, pageParam }) => api.call(adminOrders.listOrders, { query: { ...filters, ...(pageParam ? { after: pageParam } : {}) } }, { signal }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextAfter ?? undefined,
  });
}

export function useStorefrontOrder(orderNumber: string) {
  return useQuery({
    queryKey: orderKeys.storefront(orderNumber),
    queryFn: ({ signal }) => api.call(adminOrders.getStorefrontOrder, { params: { orderNumber } }, { signal }),
  });
}

export function usePosOrder(transactionNumber: string) {
  return useQuery({
    queryKey: orderKeys.pos(transactionNumber),
    queryFn: ({ signal }) => api.call(adminOrders.getPosOrder, { params: { transactionNumber } }, { signal }),
  });
}

/** The offline sync report (decision 030): conflicts per store and device, and the latest 200, in the manager's stores. */
export function useSyncConflicts(filters: SyncConflictsQuery) {
  return useQuery({
    queryKey: orderKeys.syncConflicts(filters),
    queryFn: ({ signal }) => api.call(adminOrders.listSyncConflicts, { query: filters }, { signal }),
  });
}

/** Payments that came after their order expired (decision 036), newest first. */
export function useLatePayments() {
  return useQuery({
    queryKey: orderKeys.latePayments(),
    queryFn: ({ signal }) => api.call(adminOrders.listLatePayments, {}, { signal }),
  });
}

/** A storefront order's status move (the checkout's endpoint, audited); the order, the list and the audit log reload. */
export function useMoveOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FulfilmentForm) => api.call(checkout.moveShopOrder, { params: { orderNumber }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'orders'] });
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}
