import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import type { AccessTokenVerifier } from '../../src/platform/http/auth.ts';
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
  /**
   * Verifies bearer tokens: by default the identity module's real verifier (tokens from the embedded
   * provider); a test verifier with known tokens; or null for every call anonymous.
   */
  tokenVerifier?: AccessTokenVerifier | null;
  /** The app's clock (the loyalty engine and the background jobs); the system clock by default. */
  clock?: Clock;
}

/** The real app on a fresh database, as `main.ts` builds it, without listening on a port. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  // Background jobs are off unless a test turns them on (BACKGROUND_JOBS=true), so no timer changes
  // data under a test; tests of the jobs run them directly or enable them. Likewise rate limits.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    SEED_DEMO_DATA: 'false',
    BACKGROUND_JOBS: 'false',
    // Suites send many writes from one address; the limits have their own test (rate-limits.test.ts).
    RATE_LIMITS: 'false',
    // The suites assert the English texts; the shop's Indonesian default has its own tests (platform/languages.test.ts).
    DEFAULT_LANGUAGE: 'en',
    // Named, as a server behind https must (config.ts); the suites that use Midtrans set it themselves.
    PAYMENT_PROVIDER: 'embedded',
    ...options.env,
  });
  await seedDatabase(database.db, { demo: options.demo ?? false });
  const app = await buildApp({ config, database, logger: false, tokenVerifier: options.tokenVerifier, ...(options.clock ? { clock: options.clock } : {}) });
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
