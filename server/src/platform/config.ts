import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { LOYALTY_PROGRAM_NAME } from '#domain/loyalty/programme.ts';
import { ORDER_COMPLETED_EVENT_KEY } from '#domain/marketing/journey-event-keys.ts';
import { normalizePhone } from '#domain/platform/phone.ts';

/**
 * Every environment variable the server reads, parsed once at boot. A bad value stops the server
 * with a list of what is wrong. What each one does is in `configurationDocs` below, the source of
 * docs/operations.md's table.
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
  /**
   * Server processes (Node's cluster, one shared port) on one PostgreSQL; each has its own pool of
   * DATABASE_POOL_SIZE. PGlite is embedded in one process: there it stays 1 (main.ts says so).
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * A read replica of DATABASE_URL (decision 020). The member area's read-only queries (profile, vouchers,
   * ledger, expirable points) go there; every write and every read a write depends on stays on
   * DATABASE_URL. docs/decisions/020-beyond-one-database.md.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Seed demo data on start when the database is empty (idempotent). */
  SEED_DEMO_DATA: z.stringbool().default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Human-readable logs (development). */
  LOG_PRETTY: z.stringbool().default(false),
  /** Directory of the built web app; the server serves it with a history fallback when it exists. */
  WEB_DIST_DIR: z.string().min(1).default('web/dist'),
  /** Registers the reference routes `npm run bench` measures against (never in production). */
  BENCH_ROUTES: z.stringbool().default(false),
  /** Per-client limits on anonymous writes (platform/http/rate-limits.ts); the benchmark turns them off. */
  RATE_LIMITS: z.stringbool().default(true),
  /**
   * Which peers may tell us the client's address in X-Forwarded-For: unset (nobody; the socket's
   * address counts), a hop count (`1`: one proxy in front), or proxy addresses / CIDRs (comma separated).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  /** redis://…: rate-limit counts shared by every server process (in memory otherwise). */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),

  // ------------------------------------------------------------ identity (server/src/identity/)
  /** A hosted Auth0 tenant ('shop.eu.auth0.com'). Unset: the embedded provider at PUBLIC_URL/idp. */
  AUTH0_DOMAIN: z
    .string()
    .regex(/^(https?:\/\/)?[a-z0-9.-]+(:\d+)?\/?$/i, 'must be a host name such as shop.eu.auth0.com')
    .optional(),
  /** The tenant's Single Page Application client id (required with AUTH0_DOMAIN). */
  AUTH0_CLIENT_ID: z.string().min(1).optional(),
  /** The API audience the web app asks tokens for. Default: PUBLIC_URL + '/api'. */
  AUTH0_AUDIENCE: z.string().min(1).optional(),
  /** The server's machine-to-machine client (Management API + password grant; required with AUTH0_DOMAIN). */
  AUTH0_M2M_CLIENT_ID: z.string().min(1).optional(),
  AUTH0_M2M_CLIENT_SECRET: z.string().min(1).optional(),
  /** The database (e-mail and password) connection. */
  AUTH0_DB_CONNECTION: z.string().min(1).default('Username-Password-Authentication'),
  /** Prefix of the custom claims in access tokens (roles, email, name). */
  IDENTITY_CLAIM_NAMESPACE: z.url().default('https://lumbung.shop/'),
  /** Development and test aids of the embedded provider: the mailbox page and demo social sign-in. */
  IDENTITY_DEV_TOOLS: z.stringbool().default(false),
  /** smtp(s)://user:pass@host:port: deliver the identity e-mails (password resets) by SMTP. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Lumbung <no-reply@lumbung.shop>'),

  // ------------------------------------------------------------ shop identity (receipts, storefront contact block)
  /** The seller on every receipt (a simplified tax invoice needs its name, address and NPWP) and in the storefront footer. */
  SHOP_NAME: z.string().trim().min(1).max(120).default('PT Lumbung Ritel Nusantara'),
  SHOP_ADDRESS: z.string().trim().min(1).max(300).default('Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190'),
  /** The 16-digit NPWP (dots and dashes allowed as in '0123.4567.8901.2345'). */
  SHOP_NPWP: z
    .string()
    .trim()
    .refine((value) => /^\d{16}$/.test(value.replace(/[.\-\s]/g, '')), 'must be the 16 digits of an NPWP (dots, dashes and spaces allowed)')
    .default('0316.8425.9071.2000'),
  /** The shop's phone, also its WhatsApp number (Indonesian format: +62…, 62… or 0…). */
  SHOP_PHONE: z
    .string()
    .trim()
    .refine((value) => normalizePhone(value) !== null, 'must be an Indonesian phone number such as +62 812-1000-2026')
    .default('+62 812-1000-2026'),
  SHOP_EMAIL: z.email('must be an e-mail address').default('halo@lumbung.shop'),

  // ------------------------------------------------------------ help-center cases (server/src/storefront/help/)
  /** A hosted Web-to-Case endpoint: help-center cases are stored and also forwarded there. */
  WEB_TO_CASE_URL: z.url().optional(),
  /** The hosted organisation id sent with forwarded cases (replaces the form's orgid). */
  WEB_TO_CASE_ORG_ID: z.string().min(1).max(40).optional(),

  // ------------------------------------------------------------ hosted loyalty service (server/src/loyalty/salesforce)
  /** Salesforce Loyalty Management: all three set -> the loyalty routes call it instead of the embedded engine. */
  SALESFORCE_LOGIN_URL: z.url().optional(),
  SALESFORCE_CLIENT_ID: z.string().min(1).optional(),
  SALESFORCE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The programme name in the ledger path. */
  SALESFORCE_PROGRAM_NAME: z.string().trim().min(1).max(200).default(LOYALTY_PROGRAM_NAME),
  /** loyalty-pos.md §9 post-order wait before the member's new balance is read. */
  SALESFORCE_POST_ORDER_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),

  // ------------------------------------------------------------ Salesforce-compatible surface (server/src/compat/sf)
  /** Both set: /services/... answers Salesforce Loyalty Management clients with this client id and secret. */
  SF_COMPAT_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  SF_COMPAT_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').max(500).optional(),
  /** Both set: /v2/token and /interaction/v1/... take journey events from Marketing Cloud clients into the embedded sink. */
  MC_COMPAT_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  MC_COMPAT_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').max(500).optional(),

  // ------------------------------------------------------------ the till (server/src/pos)
  /** Cash rounding ("pembulatan"): the cash part of a sale is rounded DOWN to this many rupiah (e.g. 100); 0: none. */
  CASH_ROUNDING: z.coerce.number().int('must be whole rupiah').min(0).max(1_000, 'must be at most 1000 rupiah').default(0),

  // ------------------------------------------------------------ loyalty jobs and journey events (server/src/loyalty, marketing)
  /** Run the background jobs (journey-event delivery, points expiry, case forwarding, e-mail retries, identity housekeeping) in this process. */
  BACKGROUND_JOBS: z.stringbool().default(true),
  /** How often the points expiry job runs; 0 turns it off. */
  POINTS_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often the journey-event outbox is delivered; 0 turns delivery off. */
  MARKETING_OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  /** The journey event key queued for every member order (loyalty-pos.md §7 order completion). */
  MC_ORDER_EVENT_KEY: z.string().trim().min(1).max(200).default(ORDER_COMPLETED_EVENT_KEY),
  /** Marketing Cloud: all three set -> journey events go there instead of the embedded sink. */
  MC_AUTH_BASE_URL: z.url().optional(),
  MC_CLIENT_ID: z.string().min(1).optional(),
  MC_CLIENT_SECRET: z.string().min(1).optional(),
  MC_ACCOUNT_ID: z.string().min(1).optional(),
  /** Lists what the embedded sink received at GET /api/mc/events (development only: it shows e-mails). */
  MC_EVENTS_ROUTE: z.stringbool().default(false),

  // ------------------------------------------------------------ storefront checkout and payment (server/src/storefront/checkout, checkout/payments)
  /** 'embedded' (the simulated gateway in this server) or 'midtrans' (MIDTRANS_SERVER_KEY required). */
  PAYMENT_PROVIDER: z.enum(['embedded', 'midtrans']).default('embedded'),
  /** Minutes a shopper has to pay before the order expires and gives its stock, coupon and points back. */
  PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(60),
  /** The embedded gateway's webhook signing key; unset: a random key per server process. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').max(500).optional(),
  /** Midtrans' server key (Basic auth of the Core API and the notification signature). */
  MIDTRANS_SERVER_KEY: z.string().min(1).max(500).optional(),
  /** Midtrans' Core API base URL: the sandbox by default, https://api.midtrans.com in production. */
  MIDTRANS_API_URL: z.url().default('https://api.sandbox.midtrans.com'),
  /** How often unpaid orders past their payment window are expired; 0 turns the job off. */
  ORDER_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
});

export type Env = z.input<typeof envSchema>;

/**
 * What each variable does, for people who deploy Lumbung: the one source of the configuration table in
 * docs/operations.md and of the list of names in the README (`npm run docs:config` writes both,
 * scripts/config-table.test.ts fails when they differ). `unset` says what happens without the variable
 * when the schema has no default (the schema's own default is shown otherwise). Keyed by the schema: a
 * new variable without its line here does not compile.
 */
export const configurationDocs: Record<keyof Env, { does: string; unset?: string }> = {
  PORT: { does: 'HTTP port.' },
  HOST: { does: 'Interface to listen on.' },
  PUBLIC_URL: { does: 'The origin shoppers use (links in e-mails, the identity issuer).', unset: '`http://localhost:$PORT`' },
  DATA_DIR: { does: 'Where the embedded PGlite database lives (`$DATA_DIR/pglite`). One server process per directory.' },
  DATABASE_URL: {
    does: '`postgres://…`: use PostgreSQL through node-postgres instead of PGlite. Several server processes may share it.',
    unset: 'PGlite',
  },
  DATABASE_POOL_SIZE: { does: 'PostgreSQL connections per server process.' },
  WORKERS: {
    does:
      "Server processes on one PostgreSQL (Node's cluster, one shared port; a process that dies is replaced). Background jobs run in one of them (an advisory lock); rate limits are shared with `REDIS_URL`. PGlite runs one process whatever this says, and prints so. See [Scaling out](#scaling-out-workers).",
  },
  DATABASE_READ_URL: {
    does:
      "`postgres://…` of a read replica of `DATABASE_URL` (PostgreSQL only). The member area's read-only queries (profile, vouchers, ledger, expirable points) go there, with a pool of `DATABASE_POOL_SIZE`; every write and every read a write depends on stays on the primary. See [The read replica](#the-read-replica-database_read_url).",
    unset: 'every query on the primary',
  },
  SEED_DEMO_DATA: { does: 'Seed the demo data on start (reference data is always seeded; each step runs once).' },
  LOG_LEVEL: { does: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.' },
  LOG_PRETTY: { does: 'Human-readable logs instead of JSON lines (`npm run dev` turns it on).' },
  WEB_DIST_DIR: { does: 'The built web app the server serves (with a history fallback to `index.html`).' },
  BENCH_ROUTES: { does: 'Adds the reference routes `npm run bench` measures against. Never in production.' },
  RATE_LIMITS: {
    does:
      "Per-client limits on writes a stranger or a script could repeat: 5 help-center cases per 10 minutes, 30 storefront checkouts and 30 member-area redemptions or spins (signed in, owner or cashier) a minute; then 429 with `Retry-After`. Counted per client address: the connection's own, or behind a proxy the one `TRUST_PROXY` lets it name.",
  },
  TRUST_PROXY: {
    does:
      "Who may name the client's address in `X-Forwarded-For` (for the rate limits and the sign-in throttle). Off: nobody, the connection's address counts. A list of the proxies' addresses or CIDRs (`10.0.0.0/8,127.0.0.1`; also `loopback`, `linklocal`, `uniquelocal`): the header is read through those proxies only. A hop count (`1`): the nearest N addresses are proxies; use it only when nothing but the proxy can reach the server. `true` is refused.",
    unset: 'off',
  },
  REDIS_URL: {
    does:
      "`redis://…`: the rate-limit counts are shared by every server process. If Redis is down or slow, a request waits at most 50 ms for it, then a circuit breaker counts in this process's memory and probes Redis again every 5 s; `/healthz` is not affected.",
    unset: 'counts in each process',
  },
  AUTH0_DOMAIN: { does: 'A hosted Auth0 tenant (`shop.eu.auth0.com`).', unset: 'the embedded provider at `PUBLIC_URL/idp`' },
  AUTH0_CLIENT_ID: { does: "The tenant's Single Page Application client id. Required with `AUTH0_DOMAIN`.", unset: '`lumbung-web` (embedded)' },
  AUTH0_AUDIENCE: { does: 'The API audience the web app asks access tokens for.', unset: '`PUBLIC_URL/api`' },
  AUTH0_M2M_CLIENT_ID: {
    does: "The server's machine-to-machine client: Management API (`read:users update:users`) and the password grant. Required with `AUTH0_DOMAIN`.",
    unset: '`lumbung-server` (embedded)',
  },
  AUTH0_M2M_CLIENT_SECRET: {
    does: "That client's secret. Required with `AUTH0_DOMAIN`.",
    unset: 'generated by the embedded provider on first start',
  },
  AUTH0_DB_CONNECTION: { does: 'The e-mail and password connection (password reset requests).' },
  IDENTITY_CLAIM_NAMESPACE: {
    does: "Prefix of the access tokens' custom claims: `…roles`, `…email`, `…email_verified` (links a loyalty membership by e-mail), `…name`.",
  },
  IDENTITY_DEV_TOOLS: {
    does:
      'Development and tests: the mailbox at `/idp/dev/mailbox` and demo social sign-in on the Sign In page. Refused together with `AUTH0_DOMAIN`. `npm run dev` and the e2e tests turn it on.',
  },
  SMTP_URL: {
    does: '`smtp://user:pass@host:587` (or `smtps://`): send the e-mails (password resets, order e-mails, receipts, case replies) by SMTP.',
    unset: 'e-mails go to the server log (and the development mailbox)',
  },
  MAIL_FROM: { does: 'Sender of those e-mails.' },
  SHOP_NAME: { does: "The seller printed on every receipt and shown in the storefront's top bar and footer (the back office's settings take precedence)." },
  SHOP_ADDRESS: { does: "The seller's address (receipts, footer)." },
  SHOP_NPWP: {
    does: "The seller's 16-digit tax number (dots, dashes, spaces allowed); a receipt with name, address and NPWP counts as a simplified tax invoice.",
  },
  SHOP_PHONE: { does: "The shop's phone and WhatsApp number (any Indonesian form: `+62…`, `0…`); receipts, top bar, footer, help center." },
  SHOP_EMAIL: { does: "The shop's e-mail (receipts, top bar, footer, help center)." },
  WEB_TO_CASE_URL: {
    does: 'A hosted Web-to-Case endpoint: help-center cases are stored here and also forwarded there by a background job (form post, retried).',
    unset: 'cases stay in our database',
  },
  WEB_TO_CASE_ORG_ID: { does: "The hosted organisation id sent with forwarded cases (replaces the form's `orgid`)." },
  SALESFORCE_LOGIN_URL: {
    does:
      'With `SALESFORCE_CLIENT_ID` and `SALESFORCE_CLIENT_SECRET` (all three or none): the loyalty routes call the hosted loyalty service (`https://{my-domain}.my.salesforce.com`, client-credentials sign-in) instead of the embedded engine.',
    unset: 'the embedded engine',
  },
  SALESFORCE_CLIENT_ID: { does: "The hosted loyalty service's client id." },
  SALESFORCE_CLIENT_SECRET: { does: "The hosted loyalty service's client secret." },
  SALESFORCE_PROGRAM_NAME: { does: 'The programme name in the hosted ledger path.' },
  SALESFORCE_POST_ORDER_WAIT_MS: {
    does: "After an order on the hosted service, wait this long before reading the member's new balance (it posts points asynchronously; loyalty-pos.md §9).",
  },
  SF_COMPAT_CLIENT_ID: {
    does:
      'With `SF_COMPAT_CLIENT_SECRET` (at least 16 characters): serve the Salesforce-compatible loyalty API under `/services/…` to this one client ([compatible APIs](guide/compatible-apis.md)).',
    unset: 'those paths answer 404',
  },
  SF_COMPAT_CLIENT_SECRET: { does: "That client's secret." },
  MC_COMPAT_CLIENT_ID: {
    does:
      'With `MC_COMPAT_CLIENT_SECRET` (at least 16 characters): take journey events from Marketing Cloud clients (`/v2/token`, `/interaction/v1/…`) into the embedded store, for this one client.',
    unset: 'those paths answer 404',
  },
  MC_COMPAT_CLIENT_SECRET: { does: "That client's secret." },
  CASH_ROUNDING: {
    does:
      "Cash rounding at the till (\"pembulatan\"): the cash part of a sale is rounded **down** to this many rupiah (e.g. `100`), never against the shopper, and shown as its own 'Cash rounding' line; card and QRIS pay to the rupiah. `0` rounds nothing; at most `1000`.",
  },
  BACKGROUND_JOBS: {
    does:
      'Run the background jobs (journey-event delivery, points expiry, expiring unpaid storefront orders, case forwarding, sending again e-mails that failed, deleting expired sign-in records) in this process. With several processes on one PostgreSQL, one of them (the leader) runs them.',
  },
  POINTS_EXPIRY_INTERVAL_MS: { does: 'How often the points expiry job runs (first run 10 s after start); `0` turns it off. `npm run expire-points` runs it once.' },
  MARKETING_OUTBOX_INTERVAL_MS: { does: 'How often queued journey events are delivered; `0` turns delivery off.' },
  MC_ORDER_EVENT_KEY: { does: 'Journey event definition key queued with every member order (loyalty-pos.md §7).' },
  MC_AUTH_BASE_URL: {
    does:
      'With `MC_CLIENT_ID` and `MC_CLIENT_SECRET` (all three or none): journey events go to Marketing Cloud (`https://{subdomain}.auth.marketingcloudapis.com`, client credentials) instead of the embedded sink.',
    unset: 'the embedded sink',
  },
  MC_CLIENT_ID: { does: "Marketing Cloud's client id." },
  MC_CLIENT_SECRET: { does: "Marketing Cloud's client secret." },
  MC_ACCOUNT_ID: { does: 'Marketing Cloud business unit (`account_id` of the token request), if needed.' },
  MC_EVENTS_ROUTE: {
    does: 'Adds `GET /api/mc/events`, what the embedded sink received (development; `npm run dev` turns it on). It shows e-mail addresses: never in production.',
  },
  PAYMENT_PROVIDER: {
    does:
      'Storefront payments: `embedded` (the simulated gateway inside this server: QRIS codes, BCA virtual accounts, GoPay, a pay page at `/pay/{charge}`, signed webhooks; for development and demos, no real money) or `midtrans` (Midtrans Core API).',
  },
  PAYMENT_WINDOW_MINUTES: { does: 'Minutes a shopper has to pay; then the order expires and gives its stock, coupon and points back.' },
  PAYMENT_WEBHOOK_SECRET: {
    does: "The embedded gateway's webhook signing key (HMAC-SHA256 of the body in `X-Lumbung-Signature`), at least 16 characters.",
    unset: 'random per process',
  },
  MIDTRANS_SERVER_KEY: {
    does:
      "Midtrans' server key: Basic auth of the Core API and the key of the notification signature (`SHA512(order_id + status_code + gross_amount + key)`). Required with `PAYMENT_PROVIDER=midtrans`.",
  },
  MIDTRANS_API_URL: {
    does:
      "Midtrans' Core API (`https://api.midtrans.com` in production). Set the notification URL in Midtrans' dashboard to `PUBLIC_URL/api/payments/notifications/midtrans`.",
  },
  ORDER_EXPIRY_INTERVAL_MS: { does: 'How often unpaid orders past their payment window are expired (a background job); `0` turns it off.' },
};

export interface ConfigurationEntry {
  name: keyof Env;
  /** As written in the table: the schema's default in backticks, the `unset` text, or null (nothing happens). */
  default: string | null;
  does: string;
}

/** Every variable in the schema's order, with its default as the schema applies it (docs/operations.md). */
export function configurationReference(): ConfigurationEntry[] {
  return (Object.keys(envSchema.shape) as (keyof Env)[]).map((name) => {
    const parsed = envSchema.shape[name].safeParse(undefined);
    const schemaDefault = parsed.success ? parsed.data : undefined;
    const { does, unset } = configurationDocs[name];
    return { name, default: schemaDefault === undefined ? (unset ?? null) : `\`${String(schemaDefault)}\``, does };
  });
}

type TrustProxy = false | number | string[];

/** Names proxy-addr understands for common ranges, besides addresses and CIDRs. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: `false`/`0` (trust nobody), a hop count, or a comma-separated list of addresses, CIDRs
 * or the names loopback / linklocal / uniquelocal. Returns the problem as a string when it is none of these.
 * `true` is refused on purpose: trusting every peer lets any client choose its own address.
 */
function parseTrustProxy(value: string): TrustProxy | string {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 'true trusts every client to name its own address; give a hop count or the proxy addresses';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : 'a hop count must be between 0 and 10';
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isTrustProxyEntry(entry));
  if (bad.length > 0) return `not an address, CIDR, or loopback/linklocal/uniquelocal: ${bad.join(', ')}`;
  return entries;
}

function isTrustProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize: number; readUrl?: string | undefined };
  /** Server processes asked for (main.ts, Node's cluster); PGlite runs one whatever this says. */
  workers: number;
  seedDemoData: boolean;
  log: { level: string; pretty: boolean };
  webDistDir: string;
  benchRoutes: boolean;
  /**
   * Fastify's `trustProxy`: false (X-Forwarded-For is ignored), a hop count, or the proxies' addresses
   * and CIDRs. Decides `request.ip`, which the rate limits and the sign-in throttle count.
   */
  trustProxy: TrustProxy;
  rateLimits: { enabled: boolean; redisUrl: string | null };
  identity: IdentityConfig;
  mail: { smtpUrl: string | null; from: string };
  /** The seller printed on receipts and shown in the storefront's contact block (public: /config.json). */
  shop: ShopIdentity;
  /** Help-center case forwarding; null keeps cases only in our database. */
  webToCase: { url: string; orgId: string | null } | null;
  jobs: { enabled: boolean; pointsExpiryIntervalMs: number; outboxIntervalMs: number; orderExpiryIntervalMs: number };
  /** Storefront payments (decision 018). */
  payments: {
    paymentWindowMinutes: number;
    provider: { kind: 'embedded'; webhookSecret: string | null } | { kind: 'midtrans'; serverKey: string; apiUrl: string };
  };
  /** The hosted loyalty service; null: the embedded engine answers the loyalty routes. */
  salesforce: { loginUrl: string; clientId: string; clientSecret: string; programName: string; postOrderWaitMs: number } | null;
  /** The till: CASH_ROUNDING (domain/pos/tenders.ts); 0 rounds nothing. */
  pos: { cashRounding: number };
  /** The Salesforce-compatible surface's one client; null: the surface is off (its paths answer 404). */
  sfCompat: { clientId: string; clientSecret: string } | null;
  /** The Marketing Cloud-compatible surface's one client; null: off. */
  mcCompat: { clientId: string; clientSecret: string } | null;
  marketing: {
    orderEventDefinitionKey: string;
    listEvents: boolean;
    marketingCloud: { authBaseUrl: string; clientId: string; clientSecret: string; accountId: string | null } | null;
  };
}

export interface ShopIdentity {
  name: string;
  address: string;
  /** As configured, e.g. '0316.8425.9071.2000'. */
  npwp: string;
  /** As configured for display, e.g. '+62 812-1000-2026'. */
  phone: string;
  /** The phone's digits in international form (domain/platform/phone.ts), as wa.me links take it: '6281210002026'. */
  whatsappNumber: string;
  email: string;
}

/**
 * Where sign-in happens. `embedded`: our own provider under PUBLIC_URL/idp (accounts in our
 * database). `auth0`: a hosted tenant. The web app gets `domain`, `spaClientId` and the audiences
 * at run time (/config.json), so one build serves both.
 */
export interface IdentityConfig {
  kind: 'embedded' | 'auth0';
  /** The SDK's `domain`: 'http://localhost:3000/idp' or 'https://shop.eu.auth0.com'. */
  domainUrl: string;
  /** Exactly domainUrl + '/': the `iss` of every token (auth0-spa-js checks it this way). */
  issuer: string;
  spaClientId: string;
  apiAudience: string;
  /** Auth0's Management API audience: issuer + 'api/v2/'. */
  managementAudience: string;
  /** The server's own client. Embedded: the secret is generated on first start and kept in the database. */
  serverClient: { clientId: string; clientSecret: string | null };
  dbConnection: string;
  claimNamespace: string;
  devTools: boolean;
}

/** Client ids of the embedded provider's two clients. */
const EMBEDDED_SPA_CLIENT_ID = 'lumbung-web';
const EMBEDDED_SERVER_CLIENT_ID = 'lumbung-server';

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
  const salesforceVars = [e.SALESFORCE_LOGIN_URL, e.SALESFORCE_CLIENT_ID, e.SALESFORCE_CLIENT_SECRET];
  if (salesforceVars.some(Boolean) && !salesforceVars.every(Boolean)) {
    throw new ConfigError(['SALESFORCE_LOGIN_URL, SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET: set all three to use the hosted loyalty service, or none']);
  }
  if (Boolean(e.SF_COMPAT_CLIENT_ID) !== Boolean(e.SF_COMPAT_CLIENT_SECRET)) {
    throw new ConfigError(['SF_COMPAT_CLIENT_ID and SF_COMPAT_CLIENT_SECRET: set both to serve the Salesforce-compatible API, or neither']);
  }
  if (Boolean(e.MC_COMPAT_CLIENT_ID) !== Boolean(e.MC_COMPAT_CLIENT_SECRET)) {
    throw new ConfigError(['MC_COMPAT_CLIENT_ID and MC_COMPAT_CLIENT_SECRET: set both to serve the Marketing Cloud-compatible API, or neither']);
  }
  if (e.PAYMENT_PROVIDER === 'midtrans' && !e.MIDTRANS_SERVER_KEY) {
    throw new ConfigError(['MIDTRANS_SERVER_KEY: required with PAYMENT_PROVIDER=midtrans']);
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(['DATABASE_READ_URL: a read replica needs DATABASE_URL (the primary) too; the embedded PGlite has no replicas']);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, readUrl: e.DATABASE_READ_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR, 'pglite') },
    workers: e.WORKERS,
    seedDemoData: e.SEED_DEMO_DATA,
    log: { level: e.LOG_LEVEL, pretty: e.LOG_PRETTY },
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    benchRoutes: e.BENCH_ROUTES,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimits: { enabled: e.RATE_LIMITS, redisUrl: e.REDIS_URL ?? null },
    identity: identityConfig(e, publicUrl),
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    shop: {
      name: e.SHOP_NAME,
      address: e.SHOP_ADDRESS,
      npwp: e.SHOP_NPWP,
      phone: e.SHOP_PHONE,
      whatsappNumber: normalizePhone(e.SHOP_PHONE) ?? '',
      email: e.SHOP_EMAIL,
    },
    webToCase: e.WEB_TO_CASE_URL ? { url: e.WEB_TO_CASE_URL, orgId: e.WEB_TO_CASE_ORG_ID ?? null } : null,
    jobs: {
      enabled: e.BACKGROUND_JOBS,
      pointsExpiryIntervalMs: e.POINTS_EXPIRY_INTERVAL_MS,
      outboxIntervalMs: e.MARKETING_OUTBOX_INTERVAL_MS,
      orderExpiryIntervalMs: e.ORDER_EXPIRY_INTERVAL_MS,
    },
    payments: {
      paymentWindowMinutes: e.PAYMENT_WINDOW_MINUTES,
      provider:
        e.PAYMENT_PROVIDER === 'midtrans'
          ? { kind: 'midtrans', serverKey: e.MIDTRANS_SERVER_KEY as string, apiUrl: e.MIDTRANS_API_URL.replace(/\/$/, '') }
          : { kind: 'embedded', webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? null },
    },
    salesforce:
      e.SALESFORCE_LOGIN_URL && e.SALESFORCE_CLIENT_ID && e.SALESFORCE_CLIENT_SECRET
        ? {
            loginUrl: e.SALESFORCE_LOGIN_URL,
            clientId: e.SALESFORCE_CLIENT_ID,
            clientSecret: e.SALESFORCE_CLIENT_SECRET,
            programName: e.SALESFORCE_PROGRAM_NAME,
            postOrderWaitMs: e.SALESFORCE_POST_ORDER_WAIT_MS,
          }
        : null,
    pos: { cashRounding: e.CASH_ROUNDING },
    sfCompat: e.SF_COMPAT_CLIENT_ID && e.SF_COMPAT_CLIENT_SECRET ? { clientId: e.SF_COMPAT_CLIENT_ID, clientSecret: e.SF_COMPAT_CLIENT_SECRET } : null,
    mcCompat: e.MC_COMPAT_CLIENT_ID && e.MC_COMPAT_CLIENT_SECRET ? { clientId: e.MC_COMPAT_CLIENT_ID, clientSecret: e.MC_COMPAT_CLIENT_SECRET } : null,
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

function identityConfig(e: z.output<typeof envSchema>, publicUrl: string): IdentityConfig {
  const common = {
    apiAudience: e.AUTH0_AUDIENCE ?? `${publicUrl}/api`,
    dbConnection: e.AUTH0_DB_CONNECTION,
    claimNamespace: e.IDENTITY_CLAIM_NAMESPACE,
  };
  if (!e.AUTH0_DOMAIN) {
    const domainUrl = `${publicUrl}/idp`;
    return {
      kind: 'embedded',
      domainUrl,
      issuer: `${domainUrl}/`,
      spaClientId: EMBEDDED_SPA_CLIENT_ID,
      managementAudience: `${domainUrl}/api/v2/`,
      serverClient: { clientId: EMBEDDED_SERVER_CLIENT_ID, clientSecret: null },
      devTools: e.IDENTITY_DEV_TOOLS,
      ...common,
    };
  }
  const problems = [
    !e.AUTH0_CLIENT_ID && 'AUTH0_CLIENT_ID: required with AUTH0_DOMAIN',
    !e.AUTH0_M2M_CLIENT_ID && 'AUTH0_M2M_CLIENT_ID: required with AUTH0_DOMAIN',
    !e.AUTH0_M2M_CLIENT_SECRET && 'AUTH0_M2M_CLIENT_SECRET: required with AUTH0_DOMAIN',
    // The demo social sign-in and the mailbox belong to the embedded provider only.
    e.IDENTITY_DEV_TOOLS && 'IDENTITY_DEV_TOOLS: cannot be used with AUTH0_DOMAIN',
  ].filter((p): p is string => typeof p === 'string');
  if (problems.length > 0) throw new ConfigError(problems);
  const host = e.AUTH0_DOMAIN.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const domainUrl = `https://${host}`;
  return {
    kind: 'auth0',
    domainUrl,
    issuer: `${domainUrl}/`,
    spaClientId: e.AUTH0_CLIENT_ID as string,
    managementAudience: `${domainUrl}/api/v2/`,
    serverClient: { clientId: e.AUTH0_M2M_CLIENT_ID as string, clientSecret: e.AUTH0_M2M_CLIENT_SECRET as string },
    devTools: false,
    ...common,
  };
}
