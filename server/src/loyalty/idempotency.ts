import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { loyaltyIdempotencyKeys } from '../platform/db/schema/index.ts';
import { Conflict } from '../platform/errors.ts';

/**
 * `Idempotency-Key` support for writes without a natural key. Inside the write's transaction, `claim`
 * inserts the key first: a concurrent request with the same key waits on that row until the first one
 * commits, then gets its stored answer. A failed write rolls its claim back, so a retry runs afresh.
 */
export async function claimIdempotencyKey<Response>(
  tx: Executor,
  scope: string,
  key: string,
  request: unknown,
): Promise<{ replay: Response } | { claimed: true }> {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const inserted = await tx
    .insert(loyaltyIdempotencyKeys)
    .values({ scope, key, requestHash, response: null })
    .onConflictDoNothing()
    .returning({ key: loyaltyIdempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const [stored] = await tx
    .select()
    .from(loyaltyIdempotencyKeys)
    .where(and(eq(loyaltyIdempotencyKeys.scope, scope), eq(loyaltyIdempotencyKeys.key, key)));
  if (!stored || stored.response === null) throw new Conflict({ key: 'loyalty.errors.idempotencyRunning' });
  if (stored.requestHash !== requestHash) {
    throw new Conflict({ key: 'loyalty.errors.idempotencyReused' });
  }
  return { replay: stored.response as Response };
}

export async function storeIdempotentResponse(tx: Executor, scope: string, key: string, response: unknown): Promise<void> {
  await tx
    .update(loyaltyIdempotencyKeys)
    .set({ response: sql`${JSON.stringify(response)}::jsonb` })
    .where(and(eq(loyaltyIdempotencyKeys.scope, scope), eq(loyaltyIdempotencyKeys.key, key)));
}
