import { createHash } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { Database, Executor } from '../platform/db/client.ts';
import { resultRows } from '../platform/db/json-query.ts';
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
export function journeyEventDedupeKey(event: JourneyEvent): string {
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

/** `now` (the app's clock) as a timestamptz parameter. */
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Claims up to `limit` events due at `now` for one delivery attempt: pushes their next attempt
 * `leaseMs` ahead (so no other worker or process takes them meanwhile) in one statement, skipping rows
 * another worker is claiming right now. A process that dies mid-delivery leaves the event due again
 * after the lease.
 */
export async function claimDueEvents(db: Database, limit: number, leaseMs: number, now: Date): Promise<OutboxEvent[]> {
  const result = await db.execute(sql`
    update marketing_outbox set attempts = attempts + 1,
      next_attempt_at = ${at(now)} + ${leaseMs} * interval '1 millisecond'
    where id in (
      select id from marketing_outbox
      where status = 'pending' and next_attempt_at <= ${at(now)}
      order by next_attempt_at, id limit ${limit}
      for update skip locked)
    returning id, contact_key, event_definition_key, data, attempts`);
  return resultRows<{ id: number | string; contact_key: string; event_definition_key: string; data: Record<string, unknown>; attempts: number }>(
    result,
  ).map((row) => ({
    id: Number(row.id),
    ContactKey: row.contact_key,
    EventDefinitionKey: row.event_definition_key,
    Data: row.data,
    attempts: row.attempts,
  }));
}

/** Marks a batch delivered at `now` in one statement. */
export async function markDelivered(db: Database, delivered: readonly { id: number; reference: string | null }[], now: Date): Promise<void> {
  if (delivered.length === 0) return;
  await db.execute(sql`
    update marketing_outbox o set status = 'delivered', delivered_at = ${at(now)}, delivery_reference = d.reference, last_error = null
    from jsonb_to_recordset(${JSON.stringify(delivered)}::jsonb) as d(id bigint, reference text)
    where o.id = d.id`);
}

/** Makes the event due again `delayMs` after `now`. */
export async function markForRetry(db: Database, id: number, delayMs: number, error: string, now: Date): Promise<void> {
  await db.execute(sql`
    update marketing_outbox set next_attempt_at = ${at(now)} + ${delayMs} * interval '1 millisecond', last_error = ${error}
    where id = ${id}`);
}

export async function markFailed(db: Database, id: number, error: string): Promise<void> {
  await db.execute(sql`update marketing_outbox set status = 'failed', last_error = ${error} where id = ${id}`);
}

/** What the embedded sink received, newest first (development listing). */
export async function listReceivedEvents(db: Database, limit: number) {
  return db.select().from(marketingJourneyEvents).orderBy(desc(marketingJourneyEvents.id)).limit(limit);
}
