import type { FastifyPluginAsync } from 'fastify';
import { MAX_IMAGE_BYTES } from '#domain/back-office/catalog.ts';
import * as adminCatalog from '#domain/back-office/endpoints/catalog.ts';
import { NotFound } from '../../platform/errors.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import { createPosProduct, createProduct, getPosProduct, getProduct, listPosProducts, listProducts, loadImage, storeImage, updatePosProduct, updateProduct } from './catalog.ts';

/**
 * The back office's catalogue. Every write goes through backOfficeWrite (audited) and
 * then empties the catalogue cache, so the storefront's lists and search show it on the next request;
 * the till's grid is read from the database on each request.
 */
export const adminCatalogRoutes: FastifyPluginAsync = async (app) => {
  const invalidate = <T>(result: T): T => {
    app.catalogueCache.invalidate();
    return result;
  };

  route(app, adminCatalog.listProducts, async (request) => listProducts(app.db, request.query));
  route(app, adminCatalog.getProduct, async (request) => getProduct(app.db, request.params.productId));
  route(app, adminCatalog.createProduct, async (request, reply) =>
    reply.status(201).send(invalidate(await createProduct(app.db, requireShopper(request), request.body))),
  );
  route(app, adminCatalog.updateProduct, async (request) =>
    invalidate(await updateProduct(app.db, requireShopper(request), request.params.productId, request.body)),
  );

  route(app, adminCatalog.listPosProducts, async (request) => listPosProducts(app.db, request.query));
  route(app, adminCatalog.getPosProduct, async (request) => getPosProduct(app.db, request.params.id));
  route(app, adminCatalog.createPosProduct, async (request, reply) =>
    reply.status(201).send(invalidate(await createPosProduct(app.db, requireShopper(request), request.body))),
  );
  route(app, adminCatalog.updatePosProduct, async (request) =>
    invalidate(await updatePosProduct(app.db, requireShopper(request), request.params.id, request.body)),
  );

  // The image arrives as the raw body, whatever its declared type: the server reads the type from the
  // bytes. The parser takes a little more than the limit so that a too-large file gets our message.
  await app.register(async (images) => {
    images.removeAllContentTypeParsers();
    images.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES + 1024 * 1024 }, (_request, body, done) => done(null, body));
    route(images, adminCatalog.uploadImage, async (request, reply) => {
      const data = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.status(201).send(await storeImage(app.db, requireShopper(request), data));
    });
  });

  route(app, adminCatalog.getImage, async (request, reply) => {
    const image = await loadImage(app.db, request.params.name);
    if (!image) throw new NotFound({ key: 'backOffice.errors.catalog.noImage' });
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(image.contentType)
      .send(image.data);
  });
};
