import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as platform from '#domain/platform/endpoints/platform.ts';
import { ServiceUnavailable } from '../errors.ts';
import { route } from '../http/endpoint.ts';
import { appVersion } from '../version.ts';

/** A database that does not answer `select 1` within this long counts as down. */
const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

const DATABASE_UNAVAILABLE_MESSAGE = 'The database does not answer.';

/** Resolves when `work` does within `ms`; rejects otherwise (the work itself is left to finish). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Load balancers and `npm start` users check this: 200 only when the database answers; 503 naming
  // the failing part (code `database_unavailable`) while it does not. Nothing is cached, so the
  // answer is 200 again as soon as the database is back (the pool opens new connections).
  route(app, platform.health, async (request) => {
    try {
      await within(HEALTH_DATABASE_TIMEOUT_MS, app.db.execute(sql`select 1`));
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      throw new ServiceUnavailable('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE);
    }
    return { status: 'ok' as const, database: app.databaseKind };
  });

  // The web app compares its build version with this on start (storefront.md §4 "App start").
  const meta = { version: appVersion };
  route(app, platform.meta, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return meta;
  });
};
