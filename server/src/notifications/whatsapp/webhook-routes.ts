import type { FastifyPluginAsync } from 'fastify';
import { isStopReply } from '#domain/notifications/notifications.ts';
import type { WhatsappWebhookNotification } from '#domain/notifications/api/whatsapp-webhook.ts';
import * as webhook from '#domain/notifications/endpoints/whatsapp-webhook.ts';
import { whatsappNumber } from '#domain/platform/phone.ts';
import { Forbidden, NotFound, Unauthorized } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { hmacSha256Hex, keepRawJsonBody, sameHex } from '../../platform/http/raw-body.ts';
import type { Notifier } from '../notifier.ts';

export interface WhatsappWebhookOptions {
  notifier: Notifier;
  /** Config's whatsappWebhook: null answers 404 (no webhook configured). */
  secrets: { appSecret: string; verifyToken: string } | null;
}

const SIGNATURE_PREFIX = 'sha256=';

/** The numbers (E.164) that replied STOP in a notification: texts and quick-reply buttons alike. */
function stopRepliesIn(notification: WhatsappWebhookNotification): string[] {
  const phones = new Set<string>();
  for (const entry of notification.entry) {
    for (const change of entry.changes) {
      for (const message of change.value.messages ?? []) {
        const said = message.text?.body ?? message.button?.text ?? message.button?.payload ?? '';
        const phone = whatsappNumber(message.from);
        if (phone && isStopReply(said)) phones.add(phone);
      }
    }
  }
  return [...phones];
}

/**
 * The Cloud API's webhook (docs/decisions/032-notifications.md): a member who replies STOP stops their
 * WhatsApp messages, recorded as a consent withdrawn by 'reply'. Meta retries anything but a 2xx, so
 * what is not a STOP (other words, delivery statuses) is acknowledged and left; a replay stops nothing new.
 */
export const whatsappWebhookRoutes: FastifyPluginAsync<WhatsappWebhookOptions> = async (app, { notifier, secrets }) => {
  const notConfigured = () => new NotFound('The WhatsApp webhook is not configured on this server.');

  route(app, webhook.whatsappWebhookHandshake, async (request, reply) => {
    if (!secrets) throw notConfigured();
    const token = request.query['hub.verify_token'] ?? '';
    if (request.query['hub.mode'] !== 'subscribe' || !sameHex(hmacSha256Hex(token, secrets.appSecret), hmacSha256Hex(secrets.verifyToken, secrets.appSecret))) {
      throw new Forbidden('This is not the verify token set for the webhook.');
    }
    return reply.type('text/plain; charset=utf-8').send(request.query['hub.challenge'] ?? '');
  });

  // The signature covers the exact bytes Meta sent: keep them (this parser applies inside this plugin only).
  await app.register(async (signed) => {
    keepRawJsonBody(signed);
    route(signed, webhook.whatsappWebhook, async (request) => {
      if (!secrets) throw notConfigured();
      const signature = request.headers['x-hub-signature-256'] ?? '';
      const expected = `${SIGNATURE_PREFIX}${hmacSha256Hex(request.rawBody ?? '', secrets.appSecret)}`;
      if (!sameHex(expected, signature)) throw new Unauthorized('The notification is not signed with the app secret.');
      let stopped = 0;
      for (const phone of stopRepliesIn(request.body)) stopped += await notifier.stopByReply(phone);
      return { received: true as const, stopped };
    });
  });
};
