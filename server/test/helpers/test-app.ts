import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import type { AccessTokenVerifier } from '../../src/http/auth.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Seed the demo data too (reference data is always seeded). */
  demo?: boolean;
  /** Reuse a database (e.g. a second app instance on the same PostgreSQL database). */
  database?: TestDatabase;
  /** Verifies bearer tokens (e.g. a test verifier with known tokens); none: every call is anonymous. */
  tokenVerifier?: AccessTokenVerifier;
}

/** The real app on a fresh database, as `main.ts` builds it, without listening on a port. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', SEED_DEMO_DATA: 'false', ...options.env });
  await seedDatabase(database.db, { demo: options.demo ?? false });
  const app = await buildApp({ config, database, logger: false, tokenVerifier: options.tokenVerifier ?? null });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.dispose();
    },
  };
}
