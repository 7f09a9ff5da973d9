import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import { whatsappOutbox } from '../../platform/db/schema/index.ts';
import { deliverDue, DeliveryError, type Claimed, type DeliveryOutcome, type DeliveryReport, type OutboxQueue, type OutboxTable } from '../../platform/outbox/outbox.ts';
import type { WhatsAppChannel, WhatsAppMessage } from './channels.ts';

/** whatsapp_outbox as a delivery queue's table (platform/outbox/, decision 027). */
export const whatsappOutboxTable: OutboxTable = {
  table: whatsappOutbox,
  id: whatsappOutbox.id,
  status: whatsappOutbox.status,
  attempts: whatsappOutbox.attempts,
  nextAttemptAt: whatsappOutbox.nextAttemptAt,
  lastError: whatsappOutbox.lastError,
  deliveredAt: whatsappOutbox.deliveredAt,
  reference: whatsappOutbox.messageId,
};

/**
 * The rows of a batch whose member still consents to WhatsApp on the number the message is for. A member
 * who stopped after the message was queued (it may wait for retries for hours) gets nothing.
 */
async function stillConsented(db: Database, ids: readonly number[]): Promise<Set<number>> {
  const result = await db.execute(sql`
    select o.id from whatsapp_outbox o
    join member_notifications n on n.id = o.notification_id
    join member_notification_settings s on s.membership_number = n.membership_number
    where o.id in (select unnest(${`{${ids.join(',')}}`}::bigint[]))
      and s.whatsapp_consented_at is not null and s.whatsapp_phone = o.to_phone`);
  return new Set(resultRows<{ id: string | number }>(result).map((row) => Number(row.id)));
}

function whatsappQueue(db: Database, channel: WhatsAppChannel): OutboxQueue<WhatsAppMessage> {
  return {
    name: 'WhatsApp messages',
    outbox: whatsappOutboxTable,
    batchSize: channel.batchSize,
    itemOf: (row) => ({
      id: Number(row.id),
      to: row.to_phone as string,
      templateName: row.template_name as string,
      languageCode: row.language_code as string,
      parameters: row.parameters as Record<string, string>,
      body: row.body as string,
    }),
    async deliver(batch: readonly Claimed<WhatsAppMessage>[]): Promise<DeliveryOutcome[]> {
      const consented = await stillConsented(
        db,
        batch.map(({ id }) => id),
      );
      const sendable = batch.filter(({ id }) => consented.has(id)).map(({ item }) => item);
      const sent = sendable.length > 0 ? await channel.deliver(sendable) : [];
      const outcomeOf = new Map(sendable.map((message, index) => [message.id, sent[index]]));
      return batch.map(
        ({ id }) => outcomeOf.get(id) ?? { error: new DeliveryError('Not sent: the member no longer consents to WhatsApp messages on this number', true) },
      );
    },
  };
}

/**
 * Delivers the WhatsApp messages due by `clock`, a batch at a time, through the one delivery queue: several
 * workers never send one message twice at the same time, a failure is retried with the backoff.
 */
export function deliverDueWhatsApp(db: Database, channel: WhatsAppChannel, clock: Clock, log?: FastifyBaseLogger): Promise<DeliveryReport> {
  return deliverDue(db, whatsappQueue(db, channel), clock, log);
}
