import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import * as platform from '#domain/platform/endpoints/platform.ts';
import { appVersion } from '../version.ts';
import { route } from './endpoint.ts';
import { openApiDocument } from './openapi.ts';

/** Where the reference page (Swagger UI) lives. */
const API_REFERENCE_PREFIX = '/api/docs';

/**
 * The API reference: `/api/openapi.json`, generated from the declarations of every endpoint registered
 * so far (register this after the routes), and Swagger UI at /api/docs reading the same document.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  const document = openApiDocument([...app.endpoints, platform.openApiDocument], { version: appVersion, serverUrl: app.config.publicUrl });
  route(app, platform.openApiDocument, async (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PREFIX,
    // BaseLayout: no top bar with a URL box; the page documents this server only.
    uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true },
    theme: { title: 'Lumbung API reference' },
  });
}
