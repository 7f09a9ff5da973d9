import type { SyncConflict } from '#domain/pos/api/sales.ts';
import { allSales, nextQueued, updateSale, type OfflineOrderRequest } from './queue.ts';

/**
 * Sends the queued sales to the server (decision 030), oldest first, from one tab at a time.
 *
 * - A 201 (booked now) and a 200 replay (`Idempotent-Replayed: true`: the server had booked it, only its
 *   answer was lost) both count as synced: the transaction number is the idempotency key, so a retry
 *   never books a second order.
 * - No answer, a 5xx, 408 or 429: the link (or the server) is not there yet; the sale stays first in
 *   line and the round stops, to be retried with backoff.
 * - Any other 4xx: the server read the sale and refused it. It is marked for attention, kept, and the
 *   next sale goes on: one bad sale must not hold the others back.
 */

/** What sending one sale came to: booked (with the server's order name and what had changed), not reached, or refused. */
export type SendOutcome = { kind: 'booked'; orderName: string; conflicts: SyncConflict[] } | { kind: 'unreachable' } | { kind: 'refused'; message: string };

export type SyncRound = 'done' | 'unreachable' | 'busy';

const LOCK = 'lumbung-till-sync';

/** Whether an HTTP status (0: no answer) means "try again later" rather than "the server refused". */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The wait before retry `attempt` (1, 2, …): 2 s doubling to 1 minute, with up to a fifth more at random so tills do not retry in step. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + random() / 5));
}

async function drain(send: (body: OfflineOrderRequest) => Promise<SendOutcome>, changed: () => void): Promise<SyncRound> {
  for (let sale = await nextQueued(); sale; sale = await nextQueued()) {
    const outcome = await send(sale.body);
    if (outcome.kind === 'unreachable') {
      await updateSale({ ...sale, attempts: sale.attempts + 1 });
      return 'unreachable';
    }
    if (outcome.kind === 'booked') {
      const { orderName, conflicts } = outcome;
      await updateSale({ ...sale, status: 'synced', orderName, conflicts, syncedAt: new Date().toISOString(), attempts: sale.attempts + 1 });
    } else {
      await updateSale({ ...sale, status: 'attention', problem: outcome.message, attempts: sale.attempts + 1 });
    }
    changed();
  }
  return 'done';
}

/**
 * One sync round under the Web Locks API: another tab already syncing answers 'busy' at once, and this
 * tab's sales are left to it (they are the same sales, in the same database).
 */
export async function syncRound(send: (body: OfflineOrderRequest) => Promise<SendOutcome>, changed: () => void): Promise<SyncRound> {
  if (!(await allSales()).some((sale) => sale.status === 'queued')) return 'done';
  if (!navigator.locks) return drain(send, changed); // browsers without Web Locks: one tab is the usual case
  return navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? drain(send, changed) : 'busy'));
}
