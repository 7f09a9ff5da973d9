import { useQuery } from '@tanstack/react-query';
import type { CaseReceipt } from '#domain/api.ts';
import { api } from '../../api/client.ts';

/** The stored case behind a ?submitted=<case number> confirmation. */
export function useCaseReceipt(caseNumber: string | null) {
  return useQuery({
    queryKey: ['cases', caseNumber],
    queryFn: ({ signal }) => api.get<CaseReceipt>(`/api/cases/${caseNumber}`, { signal }),
    enabled: caseNumber !== null,
  });
}
