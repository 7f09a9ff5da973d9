import type { Database } from '../db/client.ts';
import { claimDueEvents, markDelivered, markFailed, markForRetry } from './outbox.ts';
import { DeliveryError, type JourneySink } from './sinks.ts';

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
}

export const OUTBOX_BATCH_SIZE = 20;
/** How long a claimed event is reserved for one delivery attempt. */
export const DELIVERY_LEASE_MS = 60_000;
/** After this many attempts an event is marked failed and left for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 10;

/** 5 s, 10 s, 20 s, ... up to one hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Delivers the events that are due, one batch at a time until none is left. Several workers (in one
 * process or several on one PostgreSQL) never deliver one event at the same time: claiming skips rows
 * another worker holds and leases the rest.
 */
export async function deliverDueEvents(db: Database, sink: JourneySink): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueEvents(db, OUTBOX_BATCH_SIZE, DELIVERY_LEASE_MS);
    if (batch.length === 0) return report;
    for (const event of batch) {
      try {
        const reference = await sink.deliver(event);
        await markDelivered(db, event.id, reference);
        report.delivered += 1;
      } catch (error) {
        const delivery = error instanceof DeliveryError ? error : new DeliveryError(String(error), false);
        if (delivery.permanent || event.attempts >= MAX_DELIVERY_ATTEMPTS) {
          await markFailed(db, event.id, delivery.message);
          report.failed += 1;
        } else {
          await markForRetry(db, event.id, delivery.retryAfterMs ?? retryDelayMs(event.attempts), delivery.message);
          report.retrying += 1;
        }
      }
    }
    if (batch.length < OUTBOX_BATCH_SIZE) return report;
  }
}
