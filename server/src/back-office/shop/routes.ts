import type { FastifyPluginAsync } from 'fastify';
import * as adminShop from '#domain/back-office/endpoints/shop.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import { getHome, updateHomeList, updateHomeSection } from './home.ts';
import { createPromo, getPromo, listPromos, updatePromo } from './promos.ts';
import { createStore, getShopSettings, listStores, updateShopSettings, updateStore } from './shop-settings.ts';

/**
 * The back office's shop settings and storefront content (decision 023). Every write goes through
 * backOfficeWrite (audited); promo and home writes then empty the catalogue cache and the identity's
 * write its own cache, so the storefront, /config.json and receipts show them on the next request.
 */
export const adminShopRoutes: FastifyPluginAsync = async (app) => {
  const invalidate = <T>(result: T): T => {
    app.catalogueCache.invalidate();
    return result;
  };

  route(app, adminShop.getShopSettings, async () => getShopSettings(app.db, app.shopIdentity, app.config.defaultLanguage));
  route(app, adminShop.updateShopSettings, async (request) => updateShopSettings(app.db, app.shopIdentity, requireShopper(request), request.body, app.config.defaultLanguage));

  route(app, adminShop.listStores, async () => listStores(app.db));
  route(app, adminShop.createStore, async (request, reply) => reply.status(201).send(await createStore(app.db, requireShopper(request), request.body)));
  route(app, adminShop.updateStore, async (request) => updateStore(app.db, requireShopper(request), request.params.storeId, request.body));

  route(app, adminShop.listPromos, async () => ({ promos: await listPromos(app.db) }));
  route(app, adminShop.getPromo, async (request) => getPromo(app.db, request.params.id));
  route(app, adminShop.createPromo, async (request, reply) => reply.status(201).send(invalidate(await createPromo(app.db, requireShopper(request), request.body))));
  route(app, adminShop.updatePromo, async (request) => invalidate(await updatePromo(app.db, requireShopper(request), request.params.id, request.body)));

  route(app, adminShop.getHomeContent, async () => getHome(app.db));
  route(app, adminShop.updateHomeSection, async (request) => invalidate(await updateHomeSection(app.db, requireShopper(request), request.body)));
  route(app, adminShop.updateHomeList, async (request) => invalidate(await updateHomeList(app.db, requireShopper(request), request.body)));
};
