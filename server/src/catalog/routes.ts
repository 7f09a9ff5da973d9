import type { FastifyPluginAsync } from 'fastify';
import { discountGroupProducts } from '#domain/catalog.ts';
import * as catalogEndpoints from '#domain/endpoints/catalog.ts';
import { route } from '../http/endpoint.ts';
import { ProductCatalog } from './products.ts';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const catalog = new ProductCatalog(app.db);

  route(app, catalogEndpoints.listProducts, async () => ({ products: await catalog.list() }));

  route(app, catalogEndpoints.searchProducts, async ({ query: { q, category } }) => ({
    query: q,
    category: category || null,
    products: await catalog.search(q, category || undefined),
  }));

  route(app, catalogEndpoints.getProduct, async ({ params }) => catalog.get(params.id));

  route(app, catalogEndpoints.listDiscountProducts, async ({ params }) => ({
    name: params.name,
    products: discountGroupProducts(await catalog.list(), params.name),
  }));
};
