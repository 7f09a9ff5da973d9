import type { FastifyPluginAsync } from 'fastify';
import * as storefront from '#domain/storefront/endpoints/content.ts';
import { sendJsonText } from '../../platform/cache.ts';
import { route } from '../../platform/http/endpoint.ts';
import { responseWriter } from '../../platform/http/serializer.ts';
import { cachedHome, type StorefrontContent } from './content.ts';
import { PromoCatalog, promoDetail } from './promos.ts';

/**
 * Storefront content from the database: the home page's sections, Flash Deals and promos, read through
 * the catalogue cache (platform/cache.ts): the home page as JSON text, the others as values.
 */
export const storefrontRoutes: FastifyPluginAsync<{ content: StorefrontContent }> = async (app, { content }) => {
  const promoCatalog = new PromoCatalog(app.db);
  const cache = app.catalogueCache;
  const writeHome = responseWriter(storefront.getHomeContent.responses[200], 'GET /api/storefront/home');

  route(app, storefront.getHomeContent, async (_request, reply) =>
    sendJsonText(reply, await cache.get('home.json', async () => writeHome(await cachedHome(cache, content)))),
  );

  route(app, storefront.listFlashDeals, async () => ({ products: await cache.get('flash-deals', () => content.flashDeals()) }));

  const promos = () => cache.get('promos', () => promoCatalog.list());
  route(app, storefront.listPromos, async () => ({ promos: await promos() }));

  route(app, storefront.getPromo, async ({ params }) => promoDetail(await promos(), params.id));
};
