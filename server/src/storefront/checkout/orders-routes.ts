import type { FastifyPluginAsync } from 'fastify';
import * as shop from '#domain/storefront/endpoints/orders.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import { RATE_LIMITS } from '../../platform/http/rate-limits.ts';
import { ordersOfShopper, placeShopOrder } from './orders.ts';

export const shopRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    shop.placeShopOrder,
    async (request, reply) => {
      const { order: placed, created } = await placeShopOrder(app.db, request.body, request.principal?.sub ?? null);
      return reply.status(created ? 201 : 200).send(placed);
    },
    { rateLimit: RATE_LIMITS.shopOrders },
  );

  route(app, shop.listMyOrders, async (request) => ({ orders: await ordersOfShopper(app.db, requireShopper(request).sub) }));
};
