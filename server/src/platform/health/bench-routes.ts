import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as bench from '#domain/platform/endpoints/bench.ts';
import { products } from '../db/schema/index.ts';
import { NotFound } from '../errors.ts';
import { route } from '../http/endpoint.ts';

/**
 * Reference routes for `npm run bench` only (BENCH_ROUTES=true): the cheapest database read the
 * server can do — one narrow row by primary key, prepared — so every scenario can be reported as a
 * ratio to it, and the stock the storefront-order scenarios take from. Never registered in a normal start.
 */
export const benchRoutes: FastifyPluginAsync = async (app) => {
  const byId = app.db
    .select({ productId: products.productId, stock: products.stock })
    .from(products)
    .where(eq(products.productId, sql.placeholder('productId')))
    .prepare('bench_pk_select');

  route(app, bench.primaryKeySelect, async (request, reply) => {
    // Which server process answered: the bench waits until every one of WORKERS does.
    reply.header('x-served-by', String(process.pid));
    const [row] = await byId.execute({ productId: request.params.id });
    if (!row) throw new NotFound('no such row');
    return row;
  });

  route(app, bench.setShopStock, async (request) => {
    const { productIds, units } = request.body;
    const updated = await app.db
      .update(products)
      .set({ stockAvailable: units, stock: String(units) })
      .where(inArray(products.productId, productIds))
      .returning({ productId: products.productId });
    return { products: updated.length };
  });
};
