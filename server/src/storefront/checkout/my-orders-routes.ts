import type { FastifyPluginAsync } from 'fastify';
import * as shop from '#domain/storefront/endpoints/orders.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import { ordersOfShopper } from './my-orders.ts';

/** "My Orders" (storefront.md §2, /orders): the signed-in shopper's orders. Orders are placed by the checkout (routes.ts). */
export const myOrdersRoutes: FastifyPluginAsync = async (app) => {
  route(app, shop.listMyOrders, async (request) => ({ orders: await ordersOfShopper(app.db, requireShopper(request).sub) }));
};
