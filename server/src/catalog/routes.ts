import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productIdParams, product, productListResponse } from '../../../domain/api.ts';
import { ProductCatalog } from './products.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = new ProductCatalog(app.db);

  app.get('/api/products', { schema: { response: { 200: productListResponse } } }, async () => ({
    products: await catalog.list(),
  }));

  app.get(
    '/api/products/:id',
    { schema: { params: productIdParams, response: { 200: product } } },
    async (request) => catalog.get(request.params.id),
  );
};
