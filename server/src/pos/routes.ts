import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandQuery,
  enrollRequest,
  enrollResponse,
  placeOrderRequest,
  placeOrderResponse,
  posProductsResponse,
  storesResponse,
  voucherEligibilityRequest,
  voucherEligibilityResponse,
} from '#domain/api.ts';
import { requireStaff } from '../http/auth.ts';
import { PosCatalog } from './catalog.ts';

/** The cashier checkout's store list and product grid (loyalty-pos.md §2 step 1). */
export const posCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = new PosCatalog(app.db);

  app.get('/api/pos/stores', { schema: { querystring: brandQuery, response: { 200: storesResponse } } }, async (request) => ({
    stores: await catalog.stores(request.query.brand),
  }));

  app.get('/api/pos/products', { schema: { querystring: brandQuery, response: { 200: posProductsResponse } } }, async (request) => ({
    products: await catalog.products(request.query.brand),
  }));
};

/**
 * The cashier's writes: enroll a member (§2 step 2), check a voucher (§4 voucher selection), place an
 * order (§4 order creation). Every route here is for cashiers only (ARCHITECTURE "Identity"): no token
 * is a 401, a token without the cashier role a 403. The catalogue above stays public (no secrets).
 */
export const posStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const loyalty = app.loyalty;
  // onRequest, before the body is read: an anonymous caller gets 401 whatever it sent.
  app.addHook('onRequest', async (request) => {
    requireStaff(request);
  });

  // 201 for a new member; 200 with the same body when the same enrollment is sent again (a retry).
  app.post(
    '/api/loyalty/members',
    { schema: { body: enrollRequest, response: { 200: enrollResponse, 201: enrollResponse } } },
    async (request, reply) => {
      const { created, response } = await loyalty.enrollMember(request.body);
      return reply.status(created ? 201 : 200).send(response);
    },
  );

  app.post(
    '/api/loyalty/vouchers/eligibility',
    { schema: { body: voucherEligibilityRequest, response: { 200: voucherEligibilityResponse } } },
    async (request) => loyalty.checkVoucherEligibility(request.body),
  );

  // 201 for a new order; 200 and `Idempotent-Replayed: true` with the first answer for a repeated
  // external transaction number.
  app.post(
    '/api/pos/orders',
    { schema: { body: placeOrderRequest, response: { 200: placeOrderResponse, 201: placeOrderResponse } } },
    async (request, reply) => {
      const [entry] = request.body.orders;
      if (!entry) throw new Error('unreachable: the schema requires one order');
      const { replayed, response } = await loyalty.placeOrder({ externalTransactionNumber: entry.newExternalTransactionNumber, order: entry.order });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send({ orders: [response] });
    },
  );
};
