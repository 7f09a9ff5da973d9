import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import { type Database, withTransactionRetry } from '../../platform/db/client.ts';
import { cases } from '../../platform/db/schema/index.ts';

export const MAX_FORWARD_ATTEMPTS = 8;
const BATCH_SIZE = 10;
/** How often a server process looks for cases to forward (platform/jobs/background-jobs.ts). */
export const CASE_FORWARD_INTERVAL_MS = 5_000;

/** 30 s, 1 min, 2 min, ... capped at 1 h between attempts. */
export const forwardBackoffMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

export interface ForwarderOptions {
  /** The hosted Web-to-Case endpoint (form post). */
  url: string;
  /** Replaces the form's orgid when set (the hosted organisation's id). */
  orgId?: string | null;
  /** When a case is due and when its next attempt is: the app's clock. */
  clock: Clock;
  fetchImpl?: typeof fetch;
}

/**
 * Delivers pending cases to a hosted Web-to-Case service. Each run claims due rows with
 * FOR UPDATE SKIP LOCKED inside one transaction, so several server processes never post the same
 * case twice; a failure is retried with backoff and given up after MAX_FORWARD_ATTEMPTS.
 */
export async function forwardPendingCases(db: Database, options: ForwarderOptions): Promise<number> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const { clock } = options;
  return withTransactionRetry(db, async (tx) => {
    const due = await tx
      .select()
      .from(cases)
      .where(and(eq(cases.forwardStatus, 'pending'), lte(cases.nextAttemptAt, clock.now())))
      .orderBy(asc(cases.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    let delivered = 0;
    for (const row of due) {
      const form = new URLSearchParams({
        orgid: options.orgId ?? row.orgId,
        name: row.name,
        email: row.email,
        phone: row.phone,
        subject: row.subject,
        description: row.description,
        external: row.external,
      });
      let error: string | null = null;
      try {
        const response = await fetchImpl(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status >= 400) error = `HTTP ${response.status}`;
      } catch (e) {
        error = (e as Error).message;
      }
      const attempts = row.forwardAttempts + 1;
      if (error === null) {
        delivered += 1;
        await tx
          .update(cases)
          .set({ forwardStatus: 'forwarded', forwardAttempts: attempts, nextAttemptAt: null, lastError: null })
          .where(eq(cases.id, row.id));
      } else {
        const giveUp = attempts >= MAX_FORWARD_ATTEMPTS;
        await tx
          .update(cases)
          .set({
            forwardStatus: giveUp ? 'failed' : 'pending',
            forwardAttempts: attempts,
            nextAttemptAt: giveUp ? null : sql`${clock.now().toISOString()}::timestamptz + ${forwardBackoffMs(attempts)} * interval '1 millisecond'`,
            lastError: error.slice(0, 500),
          })
          .where(eq(cases.id, row.id));
      }
    }
    return delivered;
  });
}
