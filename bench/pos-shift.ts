/**
 * The till sells only in an open shift (decision 014). A bench run opens the demo cashier's shift at the
 * store it sells at, or keeps the one already open (a database reused from an earlier run).
 */
export async function ensureOpenShift(baseUrl: string, headers: Record<string, string>, storeId: string): Promise<void> {
  const current = await fetch(`${baseUrl}/api/pos/shifts/current?storeId=${encodeURIComponent(storeId)}`, { headers });
  if (!current.ok) throw new Error(`GET /api/pos/shifts/current: ${current.status} ${await current.text()}`);
  if (((await current.json()) as { shift: unknown }).shift) return;
  const opened = await fetch(`${baseUrl}/api/pos/shifts`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ storeId, openingFloat: 500_000, requestKey: crypto.randomUUID() }),
  });
  if (!opened.ok) throw new Error(`POST /api/pos/shifts: ${opened.status} ${await opened.text()}`);
}

/** The cashier a bearer token names (its `sub`): whose shift a sale joins and whose member confirmations it spends. */
export function cashierIdOf(authorization: string): string {
  const payload = authorization.replace(/^Bearer /, '').split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}
