import net from 'node:net';
import { LANGUAGES } from '#domain/platform/language.ts';
import { z } from 'zod';
import { LOYALTY_PROGRAM_NAME } from '#domain/loyalty/programme.ts';
import { ORDER_COMPLETED_EVENT_KEY } from '#domain/marketing/journey-event-keys.ts';
import { normalizePhone } from '#domain/platform/phone.ts';

export type TrustProxy = false | number | string[];

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

/**
 * Every environment variable the server reads, parsed once at boot. A bad value stops the server
 * with a list of what is wrong. What each one does is in config-reference.ts (`configurationDocs`), the
 * source of docs/operations.md's table; config.ts turns the parsed values into the app's `Config`.
 */
export const envSchema = z.object({
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
  /**
   * The embedded provider at the root of an origin of its own ('https://idp.example.test'), so Auth0's
   * SDKs take one `domain` (decision 037). https only: Auth0's SDKs speak nothing else.
   */
  IDP_ORIGIN: z
    .url({ protocol: /^https$/, error: 'must be an https origin such as https://idp.example.test (Auth0\'s SDKs call https only)' })
    .refine((value) => new URL(value).pathname === '/' && !new URL(value).search, 'must be an origin without a path, such as https://idp.example.test')
    .transform((value) => new URL(value).origin)
    .optional(),
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
  /** The shop's language when a visitor has not chosen one: `id` or `en`. */
  DEFAULT_LANGUAGE: z.enum(LANGUAGES, 'must be id or en').default('id'),

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
  /** Run the background jobs (journey-event delivery, points expiry, reminders, WhatsApp delivery, case forwarding, e-mail retries, identity housekeeping) in this process. */
  BACKGROUND_JOBS: z.stringbool().default(true),
  /** How often the points expiry job runs; 0 turns it off. */
  POINTS_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often the birthday bonus job runs (decision 031); 0 turns it off. */
  BIRTHDAY_BONUS_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often the tier review job looks for a new day to review (decision 031); 0 turns it off. */
  TIER_REVIEW_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
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

  // ------------------------------------------------------------ member notifications (server/src/notifications, decision 032)
  /** WhatsApp Business Cloud API: the business phone number's ID; with WHATSAPP_ACCESS_TOKEN, messages go there instead of the embedded sink. */
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().regex(/^\d{1,30}$/, 'must be the phone number ID WhatsApp Manager shows (digits only)').optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().trim().min(1).max(2000).optional(),
  /** The Meta app's secret: inbound webhooks (a member's STOP reply) are signed with it (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z.string().trim().min(8).max(200).optional(),
  /** The verify token entered in the Meta app's webhook settings, echoed back at the subscription handshake. */
  WHATSAPP_VERIFY_TOKEN: z.string().trim().min(8).max(200).optional(),
  /** The Graph API's base URL with its version. */
  WHATSAPP_API_BASE: z.url().default('https://graph.facebook.com/v23.0'),
  /** How often queued WhatsApp messages are delivered; 0 turns delivery off. */
  WHATSAPP_OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).default(2_000),
  /** How often the points-expiry reminders are looked for (each batch is announced once); 0 turns them off. */
  REMINDERS_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often referrals are qualified, credited after their return window or reversed (decision 033); 0 turns it off. */
  REFERRAL_CREDITS_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),

  // ------------------------------------------------------------ storefront checkout and payment (server/src/storefront/checkout, checkout/payments)
  /** 'embedded' (the simulated gateway in this server) or 'midtrans' (MIDTRANS_SERVER_KEY required). */
  /** Unset: `embedded` (the simulator), except behind an https PUBLIC_URL, where it must be named (loadConfig). */
  PAYMENT_PROVIDER: z.enum(['embedded', 'midtrans']).optional(),
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
