import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { cases } from '../../platform/db/schema/index.ts';
import { deliverDue, oneAtATime, type OutboxQueue, type OutboxTable } from '../../platform/outbox/outbox.ts';

const BATCH_SIZE = 10;
const REQUEST_TIMEOUT_MS = 10_000;
/** How often a server process looks for cases to forward (platform/jobs/background-jobs.ts). */
export const CASE_FORWARD_INTERVAL_MS = 5_000;

export interface ForwarderOptions {
  /** The hosted Web-to-Case endpoint (form post). */
  url: string;
  /** Replaces the form's orgid when set (the hosted organisation's id). */
  orgId?: string | null;
  /** When a case is due and when its next attempt is: the app's clock. */
  clock: Clock;
  fetchImpl?: typeof fetch;
  log?: FastifyBaseLogger;
}

/** The cases table's forwarding columns as a delivery queue's table (platform/outbox/outbox.ts). */
const forwardingOutbox: OutboxTable = {
  table: cases,
  id: cases.id,
  status: cases.forwardStatus,
  attempts: cases.forwardAttempts,
  nextAttemptAt: cases.nextAttemptAt,
  lastError: cases.lastError,
  deliveredStatus: 'forwarded',
};

/** The Web-to-Case form of a stored case (storefront.md §2 Help Center). */
function caseForm(row: Record<string, unknown>, orgId: string | null | undefined): URLSearchParams {
  const field = (name: string) => String(row[name] ?? '');
  return new URLSearchParams({
    orgid: orgId ?? field('org_id'),
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    subject: field('subject'),
    description: field('description'),
    external: field('external'),
  });
}

function caseForwardingQueue(options: ForwarderOptions): OutboxQueue<URLSearchParams> {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: 'case forwarding',
    outbox: forwardingOutbox,
    // At most 10 posts of 10 s each, well inside the lease.
    batchSize: BATCH_SIZE,
    itemOf: (row) => caseForm(row, options.orgId),
    deliver: oneAtATime(async ({ item: form }) => {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status >= 400) throw new Error(`HTTP ${response.status}`);
    }),
  };
}

/**
 * Delivers pending cases to a hosted Web-to-Case service through the one delivery queue
 * (platform/outbox/outbox.ts): several server processes never post the same case twice, a failure is
 * retried with backoff and given up after the last attempt. Answers how many cases were forwarded.
 */
export async function forwardPendingCases(db: Database, options: ForwarderOptions): Promise<number> {
  return (await deliverDue(db, caseForwardingQueue(options), options.clock, options.log)).delivered;
}
