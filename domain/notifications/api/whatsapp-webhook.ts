/**
 * The WhatsApp Cloud API's webhook as Meta sends it (the fields read here; Meta's others pass): the
 * subscription handshake's query, and the notifications: `entry[].changes[].value.messages[]` for what
 * members write (a text, or a quick-reply button), `statuses[]` for what happened to what we sent.
 */
import { z } from 'zod';

export const whatsappHandshakeQuery = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

export const whatsappWebhookHeaders = z.object({ 'x-hub-signature-256': z.string().max(200).optional() });

const inboundMessage = z.looseObject({
  /** The sender's WhatsApp ID: their number in international form without '+', '6281234567801'. */
  from: z.string().max(40),
  type: z.string().max(40),
  text: z.looseObject({ body: z.string().max(4096) }).optional(),
  button: z.looseObject({ text: z.string().max(256).optional(), payload: z.string().max(256).optional() }).optional(),
});

export const whatsappWebhookNotification = z.looseObject({
  object: z.string().max(100),
  entry: z
    .array(
      z.looseObject({
        changes: z.array(z.looseObject({ field: z.string().max(100), value: z.looseObject({ messages: z.array(inboundMessage).max(1000).optional() }) })).max(1000),
      }),
    )
    .max(1000),
});
export type WhatsappWebhookNotification = z.infer<typeof whatsappWebhookNotification>;

export const whatsappWebhookAnswer = z.object({
  received: z.literal(true),
  /** Members whose WhatsApp messages a STOP reply in this notification stopped. */
  stopped: z.number().int(),
});
