import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import { deliverDue, type DeliveryReport, type OutboxQueue } from '../platform/outbox/outbox.ts';
import { journeyEventOutbox, type OutboxEvent } from './outbox.ts';
import type { JourneySink } from './sinks.ts';

/** Journey events as a delivery queue: marketing_outbox's rows, delivered to the sink in its batches. */
function journeyEventQueue(sink: JourneySink): OutboxQueue<OutboxEvent> {
  return {
    name: 'journey events',
    outbox: journeyEventOutbox,
    batchSize: sink.batchSize,
    itemOf: (row) => ({
      id: Number(row.id),
      attempts: Number(row.attempts),
      ContactKey: row.contact_key as string,
      EventDefinitionKey: row.event_definition_key as string,
      Data: row.data as Record<string, unknown>,
    }),
    deliver: (batch) => sink.deliver(batch.map(({ item }) => item)),
  };
}

/**
 * Delivers the events that are due by `clock`, a batch at a time, through the one delivery queue
 * (platform/outbox/outbox.ts): several workers never deliver one event at the same time, a failure is
 * retried with its backoff and given up after its last attempt.
 */
export function deliverDueEvents(db: Database, sink: JourneySink, clock: Clock, log?: FastifyBaseLogger): Promise<DeliveryReport> {
  return deliverDue(db, journeyEventQueue(sink), clock, log);
}
