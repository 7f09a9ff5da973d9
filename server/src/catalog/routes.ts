import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discountProductsParams,
  discountProductsResponse,
  product,
  productIdParams,
  productListResponse,
  productSearchQuery,
  productSearchResponse,
} from '#domain/api.ts';
import { discountGroupProducts } from '#domain/catalog.ts';
import { ProductCatalog } from './products.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = new ProductCatalog(app.db);

  app.get('/api/products', { schema: { response: { 200: productListResponse } } }, async () => ({
    products: await catalog.list(),
  }));

  app.get(
    '/api/products/search',
    { schema: { querystring: productSearchQuery, response: { 200: productSearchResponse } } },
    async (request) => {
      const { q, category } = request.query;
      return { query: q, category: category || null, products: await catalog.search(q, category || undefined) };
    },
  );

  app.get(
    '/api/products/:id',
    { schema: { params: productIdParams, response: { 200: product } } },
    async (request) => catalog.get(request.params.id),
  );

  app.get(
    '/api/discount-products/:name',
    { schema: { params: discountProductsParams, response: { 200: discountProductsResponse } } },
    async (request) => ({
      name: request.params.name,
      products: discountGroupProducts(await catalog.list(), request.params.name),
    }),
  );
};
