import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { products } from '../db/schema/index.ts';
import { NotFound } from '../errors.ts';

/**
 * Reference routes for `npm run bench` only (BENCH_ROUTES=true): the cheapest database read the
 * server can do — one narrow row by primary key, prepared — so every scenario can be reported as a
 * ratio to it. Never registered in a normal start.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  const byId = app.db
    .select({ productId: products.productId, stock: products.stock })
    .from(products)
    .where(eq(products.productId, sql.placeholder('productId')))
    .prepare('bench_pk_select');

  app.get(
    '/__bench/pk-select/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ productId: z.string(), stock: z.string() }) },
      },
    },
    async (request) => {
      const [row] = await byId.execute({ productId: request.params.id });
      if (!row) throw new NotFound('no such row');
      return row;
    },
  );
};
