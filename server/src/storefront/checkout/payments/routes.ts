/**
 * Payment notifications (decision 018) and the embedded gateway's own pages. Each notification is verified
 * before anything is read from it (401 otherwise), then applied once (storefront/checkout/checkout-service.ts
 * applyPayment): a replay answers 200 'duplicate' and changes nothing, so a gateway may retry freely.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as checkout from '#domain/storefront/endpoints/checkout.ts';
import { DomainError, NotFound, ServiceUnavailable, Unauthorized } from '../../../platform/errors.ts';
import { route } from '../../../platform/http/endpoint.ts';
import type { CheckoutDeps } from '../checkout-service.ts';
import { applyPayment } from '../checkout-service.ts';
import { orderByNumber } from '../checkout-data.ts';
import { findSimCharge, markSimChargePaid, paidNotification, simChargeView } from './embedded.ts';
import { keepRawJsonBody, sameHex } from '../../../platform/http/raw-body.ts';
import { midtransSignature, signWebhookBody, verifyWebhookSignature } from './signature.ts';

class ChargeExpired extends DomainError {
  readonly status = 410;
  readonly code = 'gone';
}

const SIGNATURE_HEADER = 'x-lumbung-signature';

export interface PaymentRouteOptions {
  deps: CheckoutDeps;
  /** The embedded gateway's signing key (config, or random per process). */
  webhookSecret: string;
  midtransServerKey: string | null;
}

export const paymentRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (app, { deps, webhookSecret, midtransServerKey }) => {
  // The HMAC covers the exact bytes sent: keep them (this parser applies inside this plugin only).
  await app.register(async (signed) => {
    keepRawJsonBody(signed);
    route(signed, checkout.embeddedPaymentNotification, async (request) => {
      if (deps.provider.name !== 'embedded') throw new NotFound({ key: 'storefront.errors.gatewayNotInUse' });
      if (!verifyWebhookSignature(request.rawBody ?? '', request.headers[SIGNATURE_HEADER], webhookSecret)) {
        throw new Unauthorized({ key: 'storefront.errors.badSignature' });
      }
      const event = request.body;
      const mismatch = await notOfTheOrdersCharge(deps, event.orderNumber, event.chargeId, new Date(event.occurredAt));
      if (mismatch) return { received: true as const, outcome: mismatch };
      const outcome = await applyPayment(deps, {
        provider: 'embedded',
        eventKey: event.eventId,
        chargeReference: event.chargeId,
        orderNumber: event.orderNumber,
        state: event.status,
        amount: event.amount,
        payload: event,
      });
      return { received: true as const, outcome };
    });
  });

  route(app, checkout.midtransPaymentNotification, async (request) => {
    if (deps.provider.name !== 'midtrans' || !midtransServerKey) throw new NotFound('Midtrans is not the configured payment gateway.');
    const note = request.body;
    if (!sameHex(midtransSignature(note, midtransServerKey), note.signature_key)) throw new Unauthorized('The notification signature is wrong.');
    // The signature covers the order id, status code and amount, not transaction_status: what moves the
    // order is what the status API says now (Midtrans' own advice), so a genuine notification re-sent
    // with another status, or one of another charge, moves nothing. No answer: Midtrans sends it again.
    let confirmed: Awaited<ReturnType<typeof deps.provider.chargeStatus>>;
    try {
      confirmed = await deps.provider.chargeStatus(note.order_id);
    } catch (error) {
      request.log.warn({ err: error, orderNumber: note.order_id }, 'Midtrans notification: the status API did not answer');
      throw new ServiceUnavailable('gateway_unavailable', 'Midtrans could not be asked to confirm the notification; send it again.');
    }
    if (!confirmed) return { received: true as const, outcome: 'ignored: Midtrans knows no such charge' };
    if (note.transaction_id && note.transaction_id !== confirmed.reference) return { received: true as const, outcome: 'ignored: another charge' };
    const mismatch = await notOfTheOrdersCharge(deps, note.order_id, confirmed.reference, null);
    if (mismatch) return { received: true as const, outcome: mismatch };
    const outcome = await applyPayment(deps, {
      provider: 'midtrans',
      eventKey: confirmed.eventKey,
      chargeReference: confirmed.reference,
      orderNumber: note.order_id,
      state: confirmed.state,
      amount: confirmed.amount,
      payload: { notification: note, confirmedState: confirmed.state },
    });
    return { received: true as const, outcome };
  });

  // ------------------------------------------------------------ the embedded gateway's "bank app"
  route(app, checkout.getSimCharge, async (request) => {
    const row = deps.provider.name === 'embedded' ? await findSimCharge(deps.db, request.params.chargeId) : null;
    if (!row) throw new NotFound({ key: 'storefront.errors.noPayment' });
    return simChargeView(row, deps.clock.now());
  });

  route(app, checkout.paySimCharge, async (request) => {
    if (deps.provider.name !== 'embedded') throw new NotFound({ key: 'storefront.errors.noPayment' });
    const now = deps.clock.now();
    const paid = await markSimChargePaid(deps.db, request.params.chargeId, now);
    const row = paid ?? (await findSimCharge(deps.db, request.params.chargeId));
    if (!row) throw new NotFound({ key: 'storefront.errors.noPayment' });
    const view = simChargeView(row, now);
    if (view.status === 'expired') throw new ChargeExpired({ key: 'storefront.errors.paymentExpired' });
    // Paying twice is one payment; the notification is sent (again) either way, as gateways retry.
    if (view.status === 'paid') await notifyShop(app, paidNotification(row, now), webhookSecret);
    return view;
  });
};

/**
 * Why an event does not belong to the order it names (null when it does): another charge than the one the
 * order started (a replayed event of an earlier charge, or of another order's), or dated before the order
 * was placed. Such an event moves nothing, whatever its status.
 */
async function notOfTheOrdersCharge(deps: CheckoutDeps, orderNumber: string, chargeReference: string, occurredAt: Date | null): Promise<string | null> {
  const order = await orderByNumber(deps.db, orderNumber);
  if (!order) return null; // applyPayment answers 'unknown order'
  if (order.paymentReference && order.paymentReference !== chargeReference) return 'ignored: another charge';
  if (occurredAt && !Number.isNaN(occurredAt.getTime()) && occurredAt < order.createdAt) return 'ignored: older than the order';
  return null;
}

/**
 * The gateway's webhook call: the body signed with the shared key, delivered through our own HTTP
 * handler (in-process, as the embedded identity provider is reached). A lost notification is covered by
 * the order page's polling (findOrder asks the gateway).
 */
async function notifyShop(app: FastifyInstance, notification: unknown, secret: string): Promise<void> {
  const payload = JSON.stringify(notification);
  const answer = await app.inject({
    method: 'POST',
    url: checkout.embeddedPaymentNotification.path,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(payload, secret) },
    payload,
  });
  if (answer.statusCode !== 200) app.log.warn({ status: answer.statusCode, body: answer.body }, 'embedded gateway: notification refused');
}

export const randomWebhookSecret = () => randomBytes(32).toString('hex');
