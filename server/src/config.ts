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
  /** A hosted Web-to-Case endpoint: help-center cases are stored and also forwarded there. */
  WEB_TO_CASE_URL: z.url().optional(),
  /** The hosted organisation id sent with forwarded cases (replaces the form's orgid). */
  WEB_TO_CASE_ORG_ID: z.string().min(1).max(40).optional(),
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
  /** Help-center case forwarding; null keeps cases only in our database. */
  webToCase: { url: string; orgId: string | null } | null;
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
    webToCase: e.WEB_TO_CASE_URL ? { url: e.WEB_TO_CASE_URL, orgId: e.WEB_TO_CASE_ORG_ID ?? null } : null,
  };
}
