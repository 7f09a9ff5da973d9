import type { FastifyPluginAsync } from 'fastify';
import { discountGroupProducts } from '#domain/storefront/catalog.ts';
import * as catalogEndpoints from '#domain/storefront/endpoints/catalog.ts';
import { route } from '../../platform/http/endpoint.ts';
import { responseWriter } from '../../platform/http/serializer.ts';
import { sendJsonText } from '../../platform/cache.ts';
import { cachedProducts, type ProductCatalog } from './products.ts';

export const catalogRoutes: FastifyPluginAsync<{ catalog: ProductCatalog }> = async (app, { catalog }) => {
  const cache = app.catalogueCache;
  const products = () => cachedProducts(cache, catalog);
  const writeList = responseWriter(catalogEndpoints.listProducts.responses[200], 'GET /api/products');

  // The whole catalogue, from the catalogue cache as JSON text (platform/cache.ts).
  route(app, catalogEndpoints.listProducts, async (_request, reply) =>
    sendJsonText(reply, await cache.get('products.json', async () => writeList({ products: await products() }))),
  );

  route(app, catalogEndpoints.searchProducts, async ({ query: { q, category } }) => ({
    query: q,
    category: category || null,
    products: await catalog.search(q, category || undefined),
  }));

  route(app, catalogEndpoints.getProduct, async ({ params }) => catalog.get(params.id));

  route(app, catalogEndpoints.listDiscountProducts, async ({ params }) => ({
    name: params.name,
    products: discountGroupProducts(await products(), params.name),
  }));
};
