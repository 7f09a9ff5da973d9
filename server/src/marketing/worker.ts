import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import { claimDueEvents, markDelivered, markFailed, markForRetry } from './outbox.ts';
import { DeliveryError, type DeliveryOutcome, type JourneySink } from './sinks.ts';

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
}

/** How long a claimed batch is reserved for one delivery attempt (sinks size their batches to fit). */
export const DELIVERY_LEASE_MS = 300_000;
/** After this many attempts an event is marked failed and left for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 10;

/** 5 s, 10 s, 20 s, ... up to one hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Delivers the events that are due by `clock`, one batch at a time until none is left. Several workers
 * (in one process or several on one PostgreSQL) never deliver one event at the same time: claiming
 * skips rows another worker holds and leases the rest.
 */
export async function deliverDueEvents(db: Database, sink: JourneySink, clock: Clock): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueEvents(db, sink.batchSize, DELIVERY_LEASE_MS, clock.now());
    if (batch.length === 0) return report;
    let outcomes: DeliveryOutcome[];
    try {
      outcomes = await sink.deliver(batch);
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError(String(error), false);
      outcomes = batch.map(() => ({ error: failure }));
    }
    const delivered: { id: number; reference: string | null }[] = [];
    for (const [index, event] of batch.entries()) {
      const outcome = outcomes[index] ?? { error: new DeliveryError('The sink gave no answer for this event', false) };
      if ('reference' in outcome) {
        delivered.push({ id: event.id, reference: outcome.reference });
      } else if (outcome.error.permanent || event.attempts >= MAX_DELIVERY_ATTEMPTS) {
        await markFailed(db, event.id, outcome.error.message);
        report.failed += 1;
      } else {
        await markForRetry(db, event.id, outcome.error.retryAfterMs ?? retryDelayMs(event.attempts), outcome.error.message, clock.now());
        report.retrying += 1;
      }
    }
    await markDelivered(db, delivered, clock.now());
    report.delivered += delivered.length;
    if (batch.length < sink.batchSize) return report;
  }
}
