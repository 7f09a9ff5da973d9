import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateReturnRequest, PosReturn, SaleForReturn } from '#domain/api/returns.ts';
import * as posReturns from '#domain/endpoints/returns.ts';
import { api } from '../../../api/client.ts';
import { withGlobalLoading } from '../../../ui/global-loading.ts';

/** Returns at the till (issue 15 item 5): the sale lookup, the managers who approve, the return itself. */
export const returnKeys = {
  managers: () => ['pos', 'returns', 'managers'] as const,
};

export function findSale(q: string): Promise<SaleForReturn> {
  return withGlobalLoading(api.call(posReturns.lookupSale, { query: { q } }).then((r) => r.sale));
}

export function useManagers() {
  return useQuery({
    queryKey: returnKeys.managers(),
    queryFn: ({ signal }) => api.call(posReturns.listManagers, {}, { signal }).then((r) => r.managers),
    staleTime: 5 * 60_000,
  });
}

/** Books the return; a retry after a network error sends the same returnKey and gets the same return. */
export function useCreateReturn() {
  return useMutation<PosReturn, Error, CreateReturnRequest>({
    mutationFn: (body) => withGlobalLoading(api.call(posReturns.createReturn, { body }).then((r) => r.return)),
  });
}
