import { sql } from 'drizzle-orm';
import { bigserial, bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Journey events (loyalty-pos.md §7 "Marketing journey service"). A business write adds its event to
 * the outbox in the same transaction; the delivery worker sends it (embedded sink or Marketing Cloud)
 * with retries, so an outage loses nothing and a retried request queues nothing twice (dedupe key).
 */
export const marketingOutbox = pgTable(
  'marketing_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** e.g. 'order:POS-123' (outbox.ts orderEventKey): a second event with the same key is not queued. */
    dedupeKey: text('dedupe_key'),
    contactKey: text('contact_key').notNull(),
    eventDefinitionKey: text('event_definition_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The sink's id for the delivered event (Marketing Cloud's eventInstanceId). */
    deliveryReference: text('delivery_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('marketing_outbox_dedupe_key').on(t.dedupeKey),
    index('marketing_outbox_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('marketing_outbox_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** The embedded sink: what a journey service would have received, listable in development. */
export const marketingJourneyEvents = pgTable(
  'marketing_journey_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    contactKey: text('contact_key').notNull(),
    eventDefinitionKey: text('event_definition_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marketing_journey_events_outbox').on(t.outboxId)],
);
