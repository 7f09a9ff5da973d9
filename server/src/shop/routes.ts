import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myOrdersResponse, order, shopOrderRequest } from '#domain/api.ts';
import { requireShopper } from '../http/auth.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { ordersOfShopper, placeShopOrder } from './orders.ts';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Checkout from the cart; 201 for a new order, 200 when the same order id was placed already. */
  app.post(
    '/api/orders',
    { schema: { body: shopOrderRequest, response: { 200: order, 201: order } }, config: { rateLimit: RATE_LIMITS.shopOrders } },
    async (request, reply) => {
      const { order: placed, created } = await placeShopOrder(app.db, request.body, request.principal?.sub ?? null);
      return reply.status(created ? 201 : 200).send(placed);
    },
  );

  app.get('/api/me/orders', { schema: { response: { 200: myOrdersResponse } } }, async (request) => ({
    orders: await ordersOfShopper(app.db, requireShopper(request).sub),
  }));
};
