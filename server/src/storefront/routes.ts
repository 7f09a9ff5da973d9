import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeContentResponse, productListResponse, promoDetailResponse, promoIdParams, promoListResponse } from '#domain/api.ts';
import { StorefrontContent } from './content.ts';
import { PromoCatalog } from './promos.ts';

/** Storefront content from the database: the home page's sections, Flash Deals and promos. */
export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = new StorefrontContent(app.db);
  const promoCatalog = new PromoCatalog(app.db);

  app.get('/api/storefront/home', { schema: { response: { 200: homeContentResponse } } }, async () => content.home());

  app.get('/api/storefront/flash-deals', { schema: { response: { 200: productListResponse } } }, async () => ({
    products: await content.flashDeals(),
  }));

  app.get('/api/promos', { schema: { response: { 200: promoListResponse } } }, async () => ({
    promos: await promoCatalog.list(),
  }));

  app.get(
    '/api/promos/:id',
    { schema: { params: promoIdParams, response: { 200: promoDetailResponse } } },
    async (request) => promoCatalog.detail(request.params.id),
  );
};
