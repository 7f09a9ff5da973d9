import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PosShift, ZReport } from '#domain/pos/api/shifts.ts';
import { cashierHeaders } from './staff-token.ts';
import type { TestApp } from './test-app.ts';

/**
 * Every sale at the till belongs to the cashier's open shift at the store (decision 014). Tests that place
 * POS orders open one first, as the cashier whose token they sell with (cashierHeaders by default).
 */
/** A test app (the default cashier's token), or any app with the headers of the cashier to open for. */
type Target = TestApp | { app: FastifyInstance };
const headersFor = async (t: Target, headers?: Record<string, string>) => {
  if (headers) return headers;
  if (!('database' in t)) throw new Error('pass the cashier headers for this app');
  return cashierHeaders(t);
};

export async function openShift(
  t: Target,
  { storeId = 'STORE-001', openingFloat = 200_000, headers }: { storeId?: string; openingFloat?: number; headers?: Record<string, string> } = {},
): Promise<PosShift> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pos/shifts',
    headers: await headersFor(t, headers),
    payload: { storeId, openingFloat, requestKey: randomUUID() },
  });
  if (res.statusCode !== 201) throw new Error(`opening a shift at ${storeId} answered ${res.statusCode}: ${res.body}`);
  return res.json<PosShift>();
}

/** Opens a shift at each store (the stores a test file sells at). */
export async function openShifts(t: Target, storeIds: readonly string[], headers?: Record<string, string>): Promise<PosShift[]> {
  const shifts: PosShift[] = [];
  for (const storeId of storeIds) shifts.push(await openShift(t, { storeId, ...(headers ? { headers } : {}) }));
  return shifts;
}

export async function closeShift(t: Target, shiftId: string, countedCash: number, headers?: Record<string, string>): Promise<ZReport> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pos/shifts/${shiftId}/close`,
    headers: await headersFor(t, headers),
    payload: { countedCash },
  });
  if (res.statusCode !== 201) throw new Error(`closing shift ${shiftId} answered ${res.statusCode}: ${res.body}`);
  return res.json<ZReport>();
}
