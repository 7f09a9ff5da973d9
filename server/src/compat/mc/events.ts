import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/client.ts';
import { marketingJourneyEvents, marketingOutbox } from '../../platform/db/schema/index.ts';
import type { JourneyEvent } from '../../marketing/index.ts';

/**
 * Journey events a Marketing Cloud client sent us, stored where the embedded sink keeps what it
 * received (marketing_journey_events, listed at /api/mc/events in development), in one transaction.
 * Each also gets an outbox row, already delivered, whose delivery reference is the eventInstanceId
 * we answer: the journey store then has one shape, whether our own worker or a client delivered it.
 * Returns the eventInstanceIds, in the order of `events`.
 */
export async function recordReceivedEvents(db: Database, events: readonly JourneyEvent[], now: Date): Promise<string[]> {
  const eventInstanceIds = events.map(() => randomUUID());
  await db.transaction(async (tx) => {
    const outbox = await tx
      .insert(marketingOutbox)
      .values(
        events.map((event, index) => ({
          contactKey: event.ContactKey,
          eventDefinitionKey: event.EventDefinitionKey,
          data: event.Data,
          status: 'delivered',
          attempts: 1,
          deliveredAt: now,
          deliveryReference: eventInstanceIds[index] ?? null,
        })),
      )
      .returning({ id: marketingOutbox.id, reference: marketingOutbox.deliveryReference });
    const outboxIdOf = new Map(outbox.map((row) => [row.reference, row.id]));
    await tx.insert(marketingJourneyEvents).values(
      events.map((event, index) => ({
        outboxId: outboxIdOf.get(eventInstanceIds[index] ?? '') ?? 0,
        contactKey: event.ContactKey,
        eventDefinitionKey: event.EventDefinitionKey,
        data: event.Data,
      })),
    );
  });
  return eventInstanceIds;
}
