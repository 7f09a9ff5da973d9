import { useQuery } from '@tanstack/react-query';
import * as cases from '#domain/storefront/endpoints/help.ts';
import { api } from '../../../api/client.ts';

/** The stored case behind a ?submitted=<case number> confirmation. */
export function useCaseReceipt(caseNumber: string | null) {
  return useQuery({
    queryKey: ['cases', caseNumber],
    queryFn: ({ signal }) => api.call(cases.getCaseReceipt, { params: { caseNumber: caseNumber ?? '' } }, { signal }),
    enabled: caseNumber !== null,
  });
}

/** Where the Help Center's plain HTML form posts (the server answers with a redirect back here). */
export const caseForm = { method: 'post', action: cases.submitCase.path } as const;
