import path from 'node:path';
import type { Language } from '#domain/platform/language.ts';
import type { z } from 'zod';
import { normalizePhone } from '#domain/platform/phone.ts';
import { envSchema, type TrustProxy } from './config-env.ts';

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
  /** DEFAULT_LANGUAGE: the screens', e-mails' and errors' language when nobody chose one (decision 029). */
  defaultLanguage: Language;
  /** Help-center case forwarding; null keeps cases only in our database. */
  webToCase: { url: string; orgId: string | null } | null;
  jobs: {
    enabled: boolean;
    pointsExpiryIntervalMs: number;
    /** The birthday bonus and the tier review (decision 031): daily work, run this often to catch up soon. */
    birthdayBonusIntervalMs: number;
    tierReviewIntervalMs: number;
    outboxIntervalMs: number;
    orderExpiryIntervalMs: number;
    whatsappOutboxIntervalMs: number;
    remindersIntervalMs: number;
    /** Referrals (decision 033): friends' first purchases qualified, referrers credited after the return window. */
    referralCreditsIntervalMs: number;
  };
  /** Member notifications (decision 032): the WhatsApp Business Cloud API, or null for the embedded sink. */
  whatsapp: { phoneNumberId: string; accessToken: string; apiBase: string } | null;
  /** The inbound webhook (members' STOP replies): Meta's signing secret and the verify token. Null: no webhook (404). */
  whatsappWebhook: { appSecret: string; verifyToken: string } | null;
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
  /**
   * The embedded provider's own origin (IDP_ORIGIN), where it is served at the root as well as at
   * PUBLIC_URL/idp; then domainUrl and issuer are this origin's (decision 037). Null: /idp only.
   */
  rootOrigin: string | null;
  /** The web app's `domain` (/config.json): the embedded provider's /idp mount, same origin as the shop. */
  webDomainUrl: string;
  spaClientId: string;
  apiAudience: string;
  /** Auth0's Management API audience: issuer + 'api/v2/'. */
  managementAudience: string;
  /**
   * The server's own client. Embedded: AUTH0_M2M_CLIENT_ID/SECRET when set; otherwise the secret is
   * generated on first start and kept in the database (an admin may read and rotate it).
   */
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
  // A shop served over https is one for real customers: the payment simulator there must be chosen by
  // name, never fallen into because a variable was forgotten (docs/operations.md).
  if (!e.PAYMENT_PROVIDER && e.PUBLIC_URL?.startsWith('https:')) {
    throw new ConfigError([
      'PAYMENT_PROVIDER: set it when PUBLIC_URL is https: `midtrans` to take real payments, or `embedded` for a demo where payments are simulated and no money moves',
    ]);
  }
  if (Boolean(e.WHATSAPP_PHONE_NUMBER_ID) !== Boolean(e.WHATSAPP_ACCESS_TOKEN)) {
    throw new ConfigError(['WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN: set both to send WhatsApp messages through the Cloud API, or neither (the embedded sink keeps them)']);
  }
  if (Boolean(e.WHATSAPP_APP_SECRET) !== Boolean(e.WHATSAPP_VERIFY_TOKEN)) {
    throw new ConfigError(["WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN: set both to receive members' WhatsApp replies (STOP) through the webhook, or neither"]);
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
    defaultLanguage: e.DEFAULT_LANGUAGE,
    webToCase: e.WEB_TO_CASE_URL ? { url: e.WEB_TO_CASE_URL, orgId: e.WEB_TO_CASE_ORG_ID ?? null } : null,
    jobs: {
      enabled: e.BACKGROUND_JOBS,
      pointsExpiryIntervalMs: e.POINTS_EXPIRY_INTERVAL_MS,
      birthdayBonusIntervalMs: e.BIRTHDAY_BONUS_INTERVAL_MS,
      tierReviewIntervalMs: e.TIER_REVIEW_INTERVAL_MS,
      outboxIntervalMs: e.MARKETING_OUTBOX_INTERVAL_MS,
      orderExpiryIntervalMs: e.ORDER_EXPIRY_INTERVAL_MS,
      whatsappOutboxIntervalMs: e.WHATSAPP_OUTBOX_INTERVAL_MS,
      remindersIntervalMs: e.REMINDERS_INTERVAL_MS,
      referralCreditsIntervalMs: e.REFERRAL_CREDITS_INTERVAL_MS,
    },
    whatsapp:
      e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_ACCESS_TOKEN
        ? { phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, accessToken: e.WHATSAPP_ACCESS_TOKEN, apiBase: e.WHATSAPP_API_BASE.replace(/\/$/, '') }
        : null,
    whatsappWebhook: e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN ? { appSecret: e.WHATSAPP_APP_SECRET, verifyToken: e.WHATSAPP_VERIFY_TOKEN } : null,
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
    if (Boolean(e.AUTH0_M2M_CLIENT_ID) !== Boolean(e.AUTH0_M2M_CLIENT_SECRET)) {
      throw new ConfigError(['AUTH0_M2M_CLIENT_ID and AUTH0_M2M_CLIENT_SECRET: set both to name the embedded provider\'s machine-to-machine client, or neither (its secret is then generated)']);
    }
    const webDomainUrl = `${publicUrl}/idp`;
    // One issuer whichever mount minted a token, so the API verifies them all (decision 037).
    const domainUrl = e.IDP_ORIGIN ?? webDomainUrl;
    return {
      kind: 'embedded',
      domainUrl,
      issuer: `${domainUrl}/`,
      rootOrigin: e.IDP_ORIGIN ?? null,
      webDomainUrl,
      spaClientId: EMBEDDED_SPA_CLIENT_ID,
      managementAudience: `${domainUrl}/api/v2/`,
      serverClient: { clientId: e.AUTH0_M2M_CLIENT_ID ?? EMBEDDED_SERVER_CLIENT_ID, clientSecret: e.AUTH0_M2M_CLIENT_SECRET ?? null },
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
    e.IDP_ORIGIN && 'IDP_ORIGIN: belongs to the embedded provider; it cannot be used with AUTH0_DOMAIN',
  ].filter((p): p is string => typeof p === 'string');
  if (problems.length > 0) throw new ConfigError(problems);
  const host = e.AUTH0_DOMAIN.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const domainUrl = `https://${host}`;
  return {
    kind: 'auth0',
    domainUrl,
    issuer: `${domainUrl}/`,
    rootOrigin: null,
    webDomainUrl: domainUrl,
    spaClientId: e.AUTH0_CLIENT_ID as string,
    managementAudience: `${domainUrl}/api/v2/`,
    serverClient: { clientId: e.AUTH0_M2M_CLIENT_ID as string, clientSecret: e.AUTH0_M2M_CLIENT_SECRET as string },
    devTools: false,
    ...common,
  };
}
