import { createHash } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { Database, Executor } from '../platform/db/client.ts';
import type { OutboxTable } from '../platform/outbox/outbox.ts';
import { marketingJourneyEvents, marketingOutbox } from '../platform/db/schema/index.ts';

/** loyalty-pos.md §7: a journey event as Marketing Cloud receives it. */
export interface JourneyEvent {
  ContactKey: string;
  EventDefinitionKey: string;
  Data: Record<string, unknown>;
}

export interface OutboxEvent extends JourneyEvent {
  id: number;
  /** Including the delivery in progress. */
  attempts: number;
}

/** marketing_outbox as a delivery queue's table (platform/outbox/outbox.ts). */
export const journeyEventOutbox: OutboxTable = {
  table: marketingOutbox,
  id: marketingOutbox.id,
  status: marketingOutbox.status,
  attempts: marketingOutbox.attempts,
  nextAttemptAt: marketingOutbox.nextAttemptAt,
  lastError: marketingOutbox.lastError,
  deliveredAt: marketingOutbox.deliveredAt,
  reference: marketingOutbox.deliveryReference,
};

/** JSON with sorted keys, so equal data always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The dedupe key of an order's journey event: one event per order, whoever queues it. Both writers use
 * it: the order itself (loyalty/orders/plan.ts, in the order's transaction) and the POS relaying the
 * event again through /api/mc/mcpost (journeyEventDedupeKey, from Data.TransactionID).
 */
export function orderEventKey(transactionId: string | number): string {
  return `order:${transactionId}`;
}

/**
 * The key that makes a retried event a duplicate: an order's event is one per TransactionID
 * (orderEventKey), any other event is one per identical content.
 */
function journeyEventDedupeKey(event: JourneyEvent): string {
  const transactionId = event.Data.TransactionID;
  if (typeof transactionId === 'string' || typeof transactionId === 'number') return orderEventKey(transactionId);
  const digest = createHash('sha256').update(stableJson([event.EventDefinitionKey, event.ContactKey, event.Data])).digest('hex');
  return `event:${digest}`;
}

/** Queues an event, in the caller's transaction when given one. False when it was queued before. */
export async function enqueueJourneyEvent(executor: Executor, event: JourneyEvent, dedupeKey = journeyEventDedupeKey(event)): Promise<boolean> {
  const inserted = await executor
    .insert(marketingOutbox)
    .values({ dedupeKey, contactKey: event.ContactKey, eventDefinitionKey: event.EventDefinitionKey, data: event.Data })
    .onConflictDoNothing()
    .returning({ id: marketingOutbox.id });
  return inserted.length > 0;
}

/** What the embedded sink received, newest first (development listing). */
export async function listReceivedEvents(db: Database, limit: number) {
  return db.select().from(marketingJourneyEvents).orderBy(desc(marketingJourneyEvents.id)).limit(limit);
}
