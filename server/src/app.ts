import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { Database, DatabaseHandle, DatabaseKind } from './platform/db/client.ts';
import { registerAuthentication, type AccessTokenVerifier } from './platform/http/auth.ts';
import { registerCompression } from './platform/http/compression.ts';
import { frameworkErrors, registerErrorHandling } from './platform/http/error-handler.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { registerRateLimits } from './platform/http/rate-limits.ts';
import { registerSecurityHeaders } from './platform/http/security.ts';
import { createResponseSerializerCompiler } from './platform/http/serializer.ts';
import { registerSpa, shellTextsOf } from './platform/http/spa.ts';
import { readerLanguage, shopLanguage } from './platform/texts.ts';
import type { Language } from '#domain/platform/language.ts';
import { healthRoutes } from './platform/health/routes.ts';
import { CatalogueCache } from './platform/cache.ts';
import { ProductCatalog, catalogRoutes, StorefrontContent, storefrontPagePreloads, screenModulesOf, storefrontRoutes, myOrdersRoutes, checkoutRoutes, caseRoutes, checkoutBenchRoutes } from './storefront/index.ts';
import { benchRoutes } from './platform/health/bench-routes.ts';
import { createIdentity, identityRootRewrite } from './identity/index.ts';
import { registerBackgroundJobs } from './platform/jobs/background-jobs.ts';
import { backgroundJobs } from './jobs.ts';
import { loyaltyRoutes, memberExists, memberOwnerCheck, membershipRoutes } from './loyalty/index.ts';
import { notificationRoutes, whatsappWebhookRoutes } from './notifications/index.ts';
import { loyaltyBenchRoutes } from './seed/bench-fixtures.ts';
import type { LoyaltyEngine, LoyaltyGateway } from './loyalty/index.ts';
import { marketingEventListRoutes, marketingRelayRoutes } from './marketing/index.ts';
import { posRoutes, posReturnRoutes, receiptRoutes } from './pos/index.ts';
import { mcCompatRoutes, sfCompatNotFound, sfCompatRoutes } from './compat/index.ts';
import { registerApiReference } from './platform/http/api-reference.ts';
import { registerEndpointList } from './platform/http/endpoint.ts';
import { adminRoutes } from './back-office/index.ts';
import { ShopIdentitySource } from './platform/shop-identity.ts';
import { composeServices } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** 'pglite' or 'postgres' (not to be confused with the loyalty engine). */
    databaseKind: DatabaseKind;
    /** The loyalty service the routes call: the embedded engine, or the hosted one (loyalty/gateway.ts). */
    loyalty: LoyaltyGateway;
    loyaltyEngine: LoyaltyEngine;
    /** The storefront's catalogue reads, cached in memory; catalogue writes call its invalidate() (platform/cache.ts). */
    catalogueCache: CatalogueCache;
    /** The shop's identity for receipts and /config.json: back-office settings over SHOP_* (platform/shop-identity.ts). */
    shopIdentity: ShopIdentitySource;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the identity module's bearer-token check (tests of the guards); null: every call is anonymous. */
  tokenVerifier?: AccessTokenVerifier | null;
  /** "Now" for the loyalty engine and every background job (tests move time); the system clock by default. */
  clock?: Clock;
}

/**
 * TRUST_PROXY as Fastify's option. A hop count becomes "the nearest N addresses are proxies" (Fastify
 * itself ignores a bare number: it cannot check that the peer is a proxy, so docs/operations.md says to use a
 * count only when nothing but the proxy can reach the server).
 */
function fastifyTrustProxy(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}

/**
 * Builds the whole server: infrastructure (config, database, security, errors), then the shared
 * services (services.ts, built once here and passed down), then the domain routes and the background
 * jobs, then the web app. `main.ts` listens on it; tests call it with `inject()` or a real port.
 */
export async function buildApp({ config, database, logger, tokenVerifier, clock = systemClock }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Broken %-escapes and over-long path parameters answer in our error shape too.
    // The shop's default language (the back office's setting over DEFAULT_LANGUAGE), read when an error is worded.
    frameworkErrors: frameworkErrors((): Language => shopLanguage(app)),
    // JSON.parse makes `__proto__` an own key (no pollution); the input guard (platform/http/input-guard.ts)
    // then refuses it, and `constructor`/`prototype`, by name, for every parser alike.
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
    logger: logger ?? {
      level: config.log.level,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(config.log.pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
    },
    // X-Forwarded-For only from the proxies TRUST_PROXY names (none by default): see server/src/platform/config.ts.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    // IDP_ORIGIN: the embedded identity provider at the root of its own host (decision 037).
    rewriteUrl: identityRootRewrite(config.identity),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Compiled writers for our answers (platform/http/serializer.ts); under the tests each is checked against zod's.
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: process.env.NODE_ENV === 'test' }));
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('catalogueCache', new CatalogueCache());
  app.decorate('shopIdentity', new ShopIdentitySource(database.db, config.shop));

  registerEndpointList(app);
  registerErrorHandling(app, () => shopLanguage(app));
  registerInputGuard(app);
  // Before every route: compression attaches itself to each route as it is declared.
  await registerCompression(app);
  // A hosted Auth0 tenant is another origin: the SDK calls its token endpoint and frames it for
  // silent renewal. The embedded provider is our own origin and needs nothing extra.
  const identityOrigins = config.identity.kind === 'auth0' ? [new URL(config.identity.domainUrl).origin] : [];
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, connectOrigins: identityOrigins, frameOrigins: identityOrigins });
  await registerRateLimits(app, config.rateLimits);
  const services = composeServices({ config, database, clock, log: app.log, shopIdentity: app.shopIdentity });
  const { mailer, receipts, notifier } = services;
  const identity = await createIdentity(config, database.db, mailer);
  registerAuthentication(app, tokenVerifier === undefined ? identity.verifier : tokenVerifier);

  await identity.register(app);

  app.decorate('loyaltyEngine', services.loyaltyEngine);
  app.decorate('loyalty', services.loyalty);
  const jobDeps = { db: database.db, clock, log: app.log, engine: services.loyaltyEngine, sink: services.journeySink, mailer, checkout: services.checkout, notifier, whatsapp: services.whatsapp };
  registerBackgroundJobs(app, config, backgroundJobs(config, jobDeps), database);

  await app.register(healthRoutes);
  // The storefront's reads, shared by their API answers and the pages' preloads (one cache entry each).
  const storefront = { cache: app.catalogueCache, content: new StorefrontContent(database.db), products: new ProductCatalog(database.db) };
  await app.register(catalogRoutes, { catalog: storefront.products });
  await app.register(storefrontRoutes, { content: storefront.content });
  await app.register(myOrdersRoutes);
  await app.register(checkoutRoutes, { checkout: services.checkout });
  await app.register(caseRoutes);
  await app.register(loyaltyRoutes, { notifier });
  await app.register(membershipRoutes, { mailer, notifier });
  await app.register(notificationRoutes, {
    notifier,
    owner: memberOwnerCheck({ db: database.db, loyalty: services.loyalty, clock }),
    memberExists: (membershipNumber) => memberExists(services.loyalty, membershipNumber),
  });
  await app.register(whatsappWebhookRoutes, { notifier, secrets: config.whatsappWebhook });
  await app.register(posRoutes, { notifier });
  await app.register(posReturnRoutes);
  await app.register(receiptRoutes, { receipts });
  await app.register(marketingRelayRoutes);
  await app.register(adminRoutes, { mailer, receipts });
  if (config.marketing.listEvents) await app.register(marketingEventListRoutes);
  if (config.sfCompat) {
    await app.register(sfCompatRoutes, { client: config.sfCompat, clock });
    await app.register(sfCompatNotFound, { prefix: '/services' });
  }
  if (config.mcCompat) await app.register(mcCompatRoutes, { client: config.mcCompat, clock });
  if (config.benchRoutes) {
    await app.register(benchRoutes);
    await app.register(checkoutBenchRoutes);
    await app.register(loyaltyBenchRoutes);
  }

  await registerApiReference(app);
  const shellTexts = shellTextsOf(config.webDistDir);
  const pageLanguage = { of: readerLanguage, shellTexts };
  await registerSpa(app, config.webDistDir, pageLanguage, storefrontPagePreloads(storefront, screenModulesOf(config.webDistDir)));
  return app;
}
