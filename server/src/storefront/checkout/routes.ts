import type { FastifyPluginAsync } from 'fastify';
import * as checkout from '#domain/storefront/endpoints/checkout.ts';
import { SHOP_PAYMENT_METHODS, wordedDelivery } from '#domain/storefront/checkout.ts';
import { readerLanguage, translate } from '../../platform/texts.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import { RATE_LIMITS } from '../../platform/http/rate-limits.ts';
import { paymentRoutes, randomWebhookSecret } from './payments/routes.ts';
import { deliveryOptions, listCheckoutOrders } from './checkout-data.ts';
import { checkCoupon, checkoutDefaults, findOrder, moveOrder, placeCheckout, type CheckoutDeps } from './checkout-service.ts';

/**
 * The storefront checkout (decision 018): its endpoints and the payment notification routes, on the
 * checkout's services (compose.ts, built once in services.ts; the order-expiry job in jobs.ts uses the same).
 */
export const checkoutRoutes: FastifyPluginAsync<{ checkout: CheckoutDeps }> = async (app, { checkout: deps }) => {
  const { config } = app;
  const providerConfig = config.payments.provider;

  route(app, checkout.getCheckoutOptions, async (request) => {
    const t = translate(readerLanguage(request));
    return {
      deliveryOptions: (await deliveryOptions(app.db)).map((option) => wordedDelivery(option, t)),
      paymentMethods: SHOP_PAYMENT_METHODS.map((method) => ({ method, label: t(`storefront.paymentMethod.${method}`) })),
      paymentProvider: deps.provider.name,
      paymentWindowMinutes: deps.paymentWindowMinutes,
    };
  });
  route(app, checkout.getCheckoutDefaults, async (request) => checkoutDefaults(deps, requireShopper(request)));
  route(app, checkout.checkCoupon, async (request) => ({ coupon: await checkCoupon(deps, request.body) }), { rateLimit: RATE_LIMITS.shopOrders });
  route(
    app,
    checkout.placeCheckout,
    async (request, reply) => {
      const { order, created } = await placeCheckout(
        deps,
        request.body,
        request.principal ? { sub: request.principal.sub } : null,
        readerLanguage(request),
      );
      return reply.status(created ? 201 : 200).send(order);
    },
    { rateLimit: RATE_LIMITS.shopOrders },
  );
  route(app, checkout.findOrder, async (request) => {
    const order = await findOrder(deps, request.body);
    return { ...order, delivery: wordedDelivery(order.delivery, translate(readerLanguage(request))) };
  });
  route(app, checkout.listShopOrders, async (request) => ({ orders: await listCheckoutOrders(app.db, request.query.status) }));
  route(app, checkout.moveShopOrder, async (request) => moveOrder(deps, requireShopper(request), request.params.orderNumber, request.body));

  await app.register(paymentRoutes, {
    deps,
    webhookSecret: providerConfig.kind === 'embedded' ? (providerConfig.webhookSecret ?? randomWebhookSecret()) : randomWebhookSecret(),
    midtransServerKey: providerConfig.kind === 'midtrans' ? providerConfig.serverKey : null,
  });

  app.decorate('checkout', deps);
};

// Not encapsulated (what fastify-plugin does): `app.checkout` is visible on the root instance.
Object.assign(checkoutRoutes, { [Symbol.for('skip-override')]: true });

declare module 'fastify' {
  interface FastifyInstance {
    /** The checkout's services (tests call the service functions with them). */
    checkout: CheckoutDeps;
  }
}
