/**
 * The WhatsApp Cloud API's webhook (docs/decisions/032-notifications.md): how a member's STOP reply
 * reaches us. Anonymous as Meta calls it; the handshake is checked against the verify token and every
 * notification against the app secret's signature. Without WHATSAPP_APP_SECRET and
 * WHATSAPP_VERIFY_TOKEN both answer 404.
 */
import { whatsappHandshakeQuery, whatsappWebhookAnswer, whatsappWebhookHeaders, whatsappWebhookNotification } from '../api/whatsapp-webhook.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Notifications');

const PATH = '/api/notifications/whatsapp/webhook';

export const whatsappWebhookHandshake = endpoint({
  method: 'GET',
  path: PATH,
  access: 'anonymous',
  summary: "Meta's subscription handshake: answers `hub.challenge` as plain text when `hub.verify_token` is the configured one.",
  query: whatsappHandshakeQuery,
  responses: { 200: null },
  errors: { 403: 'Not the configured verify token.', 404: 'The webhook is not configured.' },
});

export const whatsappWebhook = endpoint({
  method: 'POST',
  path: PATH,
  access: 'anonymous',
  summary:
    'A Cloud API notification, signed (X-Hub-Signature-256: HMAC-SHA256 of the body with the app secret). A member who replies STOP (or BERHENTI) stops their WhatsApp messages; delivery statuses are acknowledged.',
  headers: whatsappWebhookHeaders,
  body: whatsappWebhookNotification,
  responses: { 200: whatsappWebhookAnswer },
  errors: { 401: 'Missing or wrong signature.', 404: 'The webhook is not configured.' },
});
