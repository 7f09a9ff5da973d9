import type { FastifyPluginAsync } from 'fastify';
import * as checkout from '#domain/storefront/endpoints/checkout.ts';
import { SHOP_PAYMENT_METHODS, SHOP_PAYMENT_METHOD_LABELS } from '#domain/storefront/checkout.ts';
import type { Clock } from '../../platform/clock.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import { RATE_LIMITS } from '../../platform/http/rate-limits.ts';
import { startIntervalJob, type RunningJob } from '../../platform/jobs/interval-job.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { embeddedProvider } from './payments/embedded.ts';
import { midtransProvider } from './payments/midtrans.ts';
import { paymentRoutes, randomWebhookSecret } from './payments/routes.ts';
import { deliveryOptions, listCheckoutOrders } from './checkout-data.ts';
import { checkCoupon, checkoutDefaults, expireUnpaidOrders, findOrder, moveOrder, placeCheckout, type CheckoutDeps } from './checkout-service.ts';
import { orderMail } from './order-mail.ts';

/**
 * The storefront checkout (decision 018): its endpoints, the payment gateway chosen by PAYMENT_PROVIDER,
 * the notification routes, and the job that expires unpaid orders (BACKGROUND_JOBS, ORDER_EXPIRY_INTERVAL_MS).
 */
export const checkoutRoutes: FastifyPluginAsync<{ clock: Clock; mailer: Mailer }> = async (app, { clock, mailer }) => {
  const { config } = app;
  const providerConfig = config.payments.provider;
  const deps: CheckoutDeps = {
    db: app.db,
    clock,
    engine: config.salesforce ? null : app.loyaltyEngine,
    provider: providerConfig.kind === 'midtrans' ? midtransProvider(providerConfig) : embeddedProvider(app.db, clock),
    paymentWindowMinutes: config.payments.paymentWindowMinutes,
    mail: orderMail(mailer, config.publicUrl, app.log),
  };

  route(app, checkout.getCheckoutOptions, async () => ({
    deliveryOptions: await deliveryOptions(app.db),
    paymentMethods: SHOP_PAYMENT_METHODS.map((method) => ({ method, label: SHOP_PAYMENT_METHOD_LABELS[method] })),
    paymentProvider: deps.provider.name,
    paymentWindowMinutes: deps.paymentWindowMinutes,
  }));
  route(app, checkout.getCheckoutDefaults, async (request) => checkoutDefaults(deps, requireShopper(request)));
  route(app, checkout.checkCoupon, async (request) => ({ coupon: await checkCoupon(deps, request.body) }), { rateLimit: RATE_LIMITS.shopOrders });
  route(
    app,
    checkout.placeCheckout,
    async (request, reply) => {
      const { order, created } = await placeCheckout(deps, request.body, request.principal ? { sub: request.principal.sub } : null);
      return reply.status(created ? 201 : 200).send(order);
    },
    { rateLimit: RATE_LIMITS.shopOrders },
  );
  route(app, checkout.findOrder, async (request) => findOrder(deps, request.body));
  route(app, checkout.listShopOrders, async (request) => ({ orders: await listCheckoutOrders(app.db, request.query.status) }));
  route(app, checkout.moveShopOrder, async (request) => moveOrder(deps, requireShopper(request), request.params.orderNumber, request.body));

  await app.register(paymentRoutes, {
    deps,
    webhookSecret: providerConfig.kind === 'embedded' ? (providerConfig.webhookSecret ?? randomWebhookSecret()) : randomWebhookSecret(),
    midtransServerKey: providerConfig.kind === 'midtrans' ? providerConfig.serverKey : null,
  });

  const intervalMs = config.jobs.orderExpiryIntervalMs;
  if (config.jobs.enabled && intervalMs > 0) {
    let job: RunningJob | null = null;
    app.addHook('onReady', async () => {
      job = startIntervalJob({ name: 'order expiry', intervalMs, run: () => expireUnpaidOrders(deps) }, app.log);
    });
    app.addHook('onClose', async () => {
      await job?.stop();
    });
  }
  app.decorate('checkout', deps);
};

// Not encapsulated (what fastify-plugin does): `app.checkout` is visible on the root instance.
Object.assign(checkoutRoutes, { [Symbol.for('skip-override')]: true });

declare module 'fastify' {
  interface FastifyInstance {
    /** The checkout's services (tests run the expiry job with it). */
    checkout: CheckoutDeps;
  }
}
