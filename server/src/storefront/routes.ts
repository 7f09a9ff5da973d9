import type { FastifyPluginAsync } from 'fastify';
import * as storefront from '#domain/endpoints/storefront.ts';
import { route } from '../http/endpoint.ts';
import { StorefrontContent } from './content.ts';
import { PromoCatalog } from './promos.ts';

/** Storefront content from the database: the home page's sections, Flash Deals and promos. */
export const storefrontRoutes: FastifyPluginAsync = async (app) => {
  const content = new StorefrontContent(app.db);
  const promoCatalog = new PromoCatalog(app.db);

  route(app, storefront.getHomeContent, async () => content.home());

  route(app, storefront.listFlashDeals, async () => ({ products: await content.flashDeals() }));

  route(app, storefront.listPromos, async () => ({ promos: await promoCatalog.list() }));

  route(app, storefront.getPromo, async ({ params }) => promoCatalog.detail(params.id));
};
