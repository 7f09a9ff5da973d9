import type { FastifyPluginAsync } from 'fastify';
import * as pos from '#domain/endpoints/pos.ts';
import { route } from '../http/endpoint.ts';
import { cashierOf } from './receipts.ts';
import { PosCatalog } from './catalog.ts';
import { searchMembers } from './member-search.ts';

/** The cashier checkout's store list and product grid (loyalty-pos.md §2 step 1), and its sales. */
export const posRoutes: FastifyPluginAsync = async (app) => {
  const catalog = new PosCatalog(app.db);

  route(app, pos.listStores, async (request) => ({ stores: await catalog.stores(request.query.brand) }));

  route(app, pos.listProducts, async (request) => ({ products: await catalog.products(request.query.brand) }));

  route(app, pos.searchMembers, async (request) => ({ members: await searchMembers(app.db, request.query.q) }));

  route(app, pos.placeOrder, async (request, reply) => {
    const [entry] = request.body.orders;
    if (!entry) throw new Error('unreachable: the schema requires one order');
    const { replayed, response } = await app.loyalty.placeOrder({
      externalTransactionNumber: entry.newExternalTransactionNumber,
      order: entry.order,
      cashier: cashierOf(request.principal),
    });
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(replayed ? 200 : 201).send({ orders: [response] });
  });
};
