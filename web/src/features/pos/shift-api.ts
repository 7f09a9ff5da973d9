import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CloseShiftRequest, CurrentShiftResponse, ExpectedCashResponse, OpenShiftRequest, PosShift, ZReport } from '#domain/pos/api/shifts.ts';
import * as pos from '#domain/pos/endpoints/sales.ts';
import { api } from '../../api/client.ts';
import { withGlobalLoading } from '../../ui/global-loading.ts';

/** The till's shift and Z-reports (decision 014). */
const shiftKeys = {
  current: (storeId: string) => ['pos', 'shift', storeId] as const,
  zReports: (storeId: string) => ['pos', 'z-reports', storeId] as const,
  zReport: (storeId: string, zNumber: number) => ['pos', 'z-reports', storeId, zNumber] as const,
};

/** The signed-in cashier's open shift at the store, and the cash rounding rule (CASH_ROUNDING). */
export function useCurrentShift(storeId: string | null) {
  return useQuery<CurrentShiftResponse>({
    queryKey: shiftKeys.current(storeId ?? ''),
    queryFn: ({ signal }) => api.call(pos.currentShift, { query: { storeId: storeId! } }, { signal }),
    enabled: storeId !== null,
  });
}

export function useShiftActions(storeId: string) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: shiftKeys.current(storeId) }),
    queryClient.invalidateQueries({ queryKey: shiftKeys.zReports(storeId) }),
  ]);
  return {
    async open(body: OpenShiftRequest): Promise<PosShift> {
      const shift = await withGlobalLoading(api.call(pos.openShift, { body }));
      await refresh();
      return shift;
    },
    /** What the drawer should hold now, for the close's confirmation (read fresh each time). */
    expectedCash(shiftId: string): Promise<ExpectedCashResponse> {
      return withGlobalLoading(api.call(pos.shiftExpectedCash, { params: { shiftId } }));
    },
    async close(shiftId: string, body: CloseShiftRequest): Promise<ZReport> {
      const report = await withGlobalLoading(api.call(pos.closeShift, { params: { shiftId }, body }));
      queryClient.setQueryData(shiftKeys.zReport(storeId, report.zNumber), report);
      await refresh();
      return report;
    },
  };
}

export function useZReports(storeId: string) {
  return useQuery({
    queryKey: shiftKeys.zReports(storeId),
    queryFn: ({ signal }) => api.call(pos.listZReports, { query: { storeId } }, { signal }).then((r) => r.reports),
  });
}

export function useZReport(storeId: string, zNumber: number) {
  return useQuery({
    queryKey: shiftKeys.zReport(storeId, zNumber),
    queryFn: ({ signal }) => api.call(pos.getZReport, { params: { storeId, zNumber } }, { signal }),
    staleTime: Infinity, // a Z-report never changes
  });
}
