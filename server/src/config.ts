import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at boot. A bad value stops the server
 * with a list of what is wrong. The README's "Configuration" table mirrors this schema.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The origin shoppers use (links in e-mails, the identity issuer). Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** PGlite data directory, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… switches from the embedded PGlite to node-postgres against PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Seed demo data on start when the database is empty (idempotent). */
  SEED_DEMO_DATA: z.stringbool().default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Human-readable logs (development). */
  LOG_PRETTY: z.stringbool().default(false),
  /** Directory of the built web app; the server serves it with a history fallback when it exists. */
  WEB_DIST_DIR: z.string().min(1).default('web/dist'),
  /** Registers the reference routes `npm run bench` measures against (never in production). */
  BENCH_ROUTES: z.stringbool().default(false),
  /** Run the background jobs (journey-event delivery, points expiry) in this process. */
  BACKGROUND_JOBS: z.stringbool().default(true),
  /** How often the points expiry job runs; 0 turns it off. */
  POINTS_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often the journey-event outbox is delivered; 0 turns delivery off. */
  MARKETING_OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  /** The journey event key queued for every member order (loyalty-pos.md §7 order completion). */
  MC_ORDER_EVENT_KEY: z.string().trim().min(1).max(200).default('LumbungOrderCompleted'),
  /** Marketing Cloud: all three set -> journey events go there instead of the embedded sink. */
  MC_AUTH_BASE_URL: z.url().optional(),
  MC_CLIENT_ID: z.string().min(1).optional(),
  MC_CLIENT_SECRET: z.string().min(1).optional(),
  MC_ACCOUNT_ID: z.string().min(1).optional(),
  /** Lists what the embedded sink received at GET /api/mc/events (development only: it shows e-mails). */
  MC_EVENTS_ROUTE: z.stringbool().default(false),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize: number };
  seedDemoData: boolean;
  log: { level: string; pretty: boolean };
  webDistDir: string;
  benchRoutes: boolean;
  jobs: { enabled: boolean; pointsExpiryIntervalMs: number; outboxIntervalMs: number };
  marketing: {
    orderEventDefinitionKey: string;
    listEvents: boolean;
    marketingCloud: { authBaseUrl: string; clientId: string; clientSecret: string; accountId: string | null } | null;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set" (e.g. `DATABASE_URL= npm start`).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const marketingCloudVars = [e.MC_AUTH_BASE_URL, e.MC_CLIENT_ID, e.MC_CLIENT_SECRET];
  if (marketingCloudVars.some(Boolean) && !marketingCloudVars.every(Boolean)) {
    throw new ConfigError(['MC_AUTH_BASE_URL, MC_CLIENT_ID and MC_CLIENT_SECRET: set all three to use Marketing Cloud, or none']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR, 'pglite') },
    seedDemoData: e.SEED_DEMO_DATA,
    log: { level: e.LOG_LEVEL, pretty: e.LOG_PRETTY },
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    benchRoutes: e.BENCH_ROUTES,
    jobs: {
      enabled: e.BACKGROUND_JOBS,
      pointsExpiryIntervalMs: e.POINTS_EXPIRY_INTERVAL_MS,
      outboxIntervalMs: e.MARKETING_OUTBOX_INTERVAL_MS,
    },
    marketing: {
      orderEventDefinitionKey: e.MC_ORDER_EVENT_KEY,
      listEvents: e.MC_EVENTS_ROUTE,
      marketingCloud:
        e.MC_AUTH_BASE_URL && e.MC_CLIENT_ID && e.MC_CLIENT_SECRET
          ? { authBaseUrl: e.MC_AUTH_BASE_URL, clientId: e.MC_CLIENT_ID, clientSecret: e.MC_CLIENT_SECRET, accountId: e.MC_ACCOUNT_ID ?? null }
          : null,
    },
  };
}
