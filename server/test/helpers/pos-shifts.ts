import { randomUUID } from 'node:crypto';
import type { PosShift, ZReport } from '#domain/api.ts';
import { cashierHeaders } from './staff-token.ts';
import type { TestApp } from './test-app.ts';

/**
 * Issue 15: every sale at the till belongs to the cashier's open shift at the store. Tests that place
 * POS orders open one first, as the cashier whose token they sell with (cashierHeaders by default).
 */
export async function openShift(
  t: TestApp,
  { storeId = 'STORE-001', openingFloat = 200_000, headers }: { storeId?: string; openingFloat?: number; headers?: Record<string, string> } = {},
): Promise<PosShift> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pos/shifts',
    headers: headers ?? (await cashierHeaders(t)),
    payload: { storeId, openingFloat, requestKey: randomUUID() },
  });
  if (res.statusCode !== 201) throw new Error(`opening a shift at ${storeId} answered ${res.statusCode}: ${res.body}`);
  return res.json<PosShift>();
}

/** Opens a shift at each store (the stores a test file sells at). */
export async function openShifts(t: TestApp, storeIds: readonly string[], headers?: Record<string, string>): Promise<PosShift[]> {
  const shifts: PosShift[] = [];
  for (const storeId of storeIds) shifts.push(await openShift(t, { storeId, ...(headers ? { headers } : {}) }));
  return shifts;
}

export async function closeShift(t: TestApp, shiftId: string, countedCash: number, headers?: Record<string, string>): Promise<ZReport> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pos/shifts/${shiftId}/close`,
    headers: headers ?? (await cashierHeaders(t)),
    payload: { countedCash },
  });
  if (res.statusCode !== 201) throw new Error(`closing shift ${shiftId} answered ${res.statusCode}: ${res.body}`);
  return res.json<ZReport>();
}
