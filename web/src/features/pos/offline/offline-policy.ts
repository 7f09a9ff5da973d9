import { useQuery } from '@tanstack/react-query';
import * as pos from '#domain/pos/endpoints/sales.ts';
import { api } from '../../../api/client.ts';

/**
 * The owner's offline limits and the store's managers' PIN check values (decision 030), fetched while
 * the link is up and kept by the service worker for a reload offline. Refetched every few minutes, so a
 * manager who just set a PIN can approve here soon after.
 */
export function useOfflinePolicy(storeId: string | null) {
  return useQuery({
    queryKey: ['pos', 'offlinePolicy', storeId],
    queryFn: ({ signal }) => api.call(pos.offlinePolicy, { query: { store: storeId! } }, { signal }),
    enabled: storeId !== null,
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
    // Offline, the last answer stands; a failed refetch must not clear it.
    retry: false,
  });
}
