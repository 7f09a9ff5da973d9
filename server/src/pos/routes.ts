import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enrollRequest,
  enrollResponse,
  voucherEligibilityRequest,
  voucherEligibilityResponse,
} from '#domain/api.ts';
import * as pos from '#domain/endpoints/pos.ts';
import { requireStaff } from '../http/auth.ts';
import { route } from '../http/endpoint.ts';
import { PosCatalog } from './catalog.ts';

/** The cashier checkout's store list and product grid (loyalty-pos.md §2 step 1), and its sales. */
export const posRoutes: FastifyPluginAsync = async (app) => {
  const catalog = new PosCatalog(app.db);

  route(app, pos.stores, async (request) => ({ stores: await catalog.stores(request.query.brand) }));

  route(app, pos.products, async (request) => ({ products: await catalog.products(request.query.brand) }));

  route(app, pos.placeOrder, async (request, reply) => {
    const [entry] = request.body.orders;
    if (!entry) throw new Error('unreachable: the schema requires one order');
    const { replayed, response } = await app.loyalty.placeOrder({ externalTransactionNumber: entry.newExternalTransactionNumber, order: entry.order });
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(replayed ? 200 : 201).send({ orders: [response] });
  });
};

/**
 * The cashier's loyalty writes: enroll a member (§2 step 2), check a voucher (§4 voucher selection).
 * For cashiers only (ARCHITECTURE "Identity"): no token is a 401, a token without the cashier role a 403.
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
};
