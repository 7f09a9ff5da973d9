import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as platform from '#domain/endpoints/platform.ts';
import { route } from '../http/endpoint.ts';
import { appVersion } from '../version.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Load balancers and `npm start` users check this: 200 only when the database answers.
  route(app, platform.health, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.databaseKind };
  });

  // The web app compares its build version with this on start (storefront.md §4 "App start").
  const meta = { version: appVersion };
  route(app, platform.meta, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return meta;
  });
};
