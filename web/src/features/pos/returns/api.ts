import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateReturnRequest, PosReturn, SaleForReturn } from '#domain/pos/api/returns.ts';
import * as posReturns from '#domain/pos/endpoints/returns.ts';
import { api } from '../../../api/client.ts';
import { withGlobalLoading } from '../../../ui/global-loading.ts';

/** Returns at the till (decision 016): the sale lookup, the managers who approve, the return itself. */
const returnKeys = {
  managers: (storeId: string) => ['pos', 'returns', 'managers', storeId] as const,
};

export function findSale(q: string): Promise<SaleForReturn> {
  return withGlobalLoading(api.call(posReturns.lookupSale, { query: { q } }).then((r) => r.sale));
}

/** The managers whose approval counts at the sale's store. */
export function useManagers(storeId: string) {
  return useQuery({
    queryKey: returnKeys.managers(storeId),
    queryFn: ({ signal }) => api.call(posReturns.listManagers, { query: { storeId } }, { signal }).then((r) => r.managers),
    staleTime: 5 * 60_000,
  });
}

/** Books the return; a retry after a network error sends the same returnKey and gets the same return. */
export function useCreateReturn() {
  return useMutation<PosReturn, Error, CreateReturnRequest>({
    mutationFn: (body) => withGlobalLoading(api.call(posReturns.createReturn, { body }).then((r) => r.return)),
  });
}
