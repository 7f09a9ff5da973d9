import { queryOptions, useQuery } from '@tanstack/react-query';
import * as storefront from '#domain/storefront/endpoints/content.ts';
import { api } from '../../../api/client.ts';

const homeKeys = { content: () => ['storefront', 'home'] as const };

/** Every home section in one request (storefront.md §2 Home); also fetched as the page loads (routes.tsx). */
export const homeContentQuery = () =>
  queryOptions({
    queryKey: homeKeys.content(),
    queryFn: ({ signal }) => api.call(storefront.getHomeContent, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useHomeContent() {
  return useQuery(homeContentQuery());
}
