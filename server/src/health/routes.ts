import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, metaResponse } from '#domain/api.ts';
import { appVersion } from '../version.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Load balancers and `npm start` users check this: 200 only when the database answers.
  app.get('/healthz', { schema: { response: { 200: healthResponse } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.engine };
  });

  // The web app compares its build version with this on start (storefront.md §4 "App start").
  const meta = { version: appVersion };
  app.get('/meta.json', { schema: { response: { 200: metaResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return meta;
  });
};
