import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { Mailer } from './platform/mail/mailer.ts';
import type { ShopIdentitySource } from './platform/shop-identity.ts';
import { cryptoRandom, LoyaltyEngine, localLoyaltyGateway, SalesforceConnection, salesforceLoyaltyGateway, type LoyaltyGateway } from './loyalty/index.ts';
import { embeddedSink, marketingCloudSink, type JourneySink } from './marketing/index.ts';
import { cloudApiWhatsApp, embeddedWhatsApp, Notifier, type WhatsAppChannel } from './notifications/index.ts';
import { Receipts } from './pos/index.ts';
import { createCheckout, type CheckoutDeps } from './storefront/index.ts';

/**
 * The services more than one part of the server uses, built once per app (app.ts) and passed down to
 * the routes and the background jobs that need them; no route file builds its own.
 */
export interface Services {
  /** The embedded loyalty engine (the ledger and its rules). */
  loyaltyEngine: LoyaltyEngine;
  /** The loyalty service the routes call: the embedded engine, or the hosted one (loyalty/gateway.ts). */
  loyalty: LoyaltyGateway;
  /** Where journey events are delivered: the embedded store, or Marketing Cloud when configured. */
  journeySink: JourneySink;
  /** Every e-mail the server sends, queued and retried (platform/mail/mailer.ts). */
  mailer: Mailer;
  /** POS receipts: the till's copy, the e-receipt and its e-mail (pos/receipts.ts). */
  receipts: Receipts;
  /** The storefront checkout: payment gateway, order e-mails, points online (storefront/checkout/compose.ts). */
  checkout: CheckoutDeps;
  /** What the programme tells its members, by e-mail and WhatsApp (notifications/notifier.ts, decision 032). */
  notifier: Notifier;
  /** Where WhatsApp messages go: the embedded sink, or the Cloud API when configured. */
  whatsapp: WhatsAppChannel;
}

export interface ServiceDeps {
  config: Config;
  database: DatabaseHandle;
  /** "Now" for the loyalty engine, the mail queue and every background job. */
  clock: Clock;
  log: FastifyBaseLogger;
  shopIdentity: ShopIdentitySource;
}

export function composeServices({ config, database, clock, log, shopIdentity }: ServiceDeps): Services {
  const loyaltyEngine = new LoyaltyEngine(
    database.db,
    clock,
    cryptoRandom,
    { orderEventDefinitionKey: config.marketing.orderEventDefinitionKey, cashRoundingUnit: config.pos.cashRounding },
    database.readDb,
  );
  const mailer = new Mailer(database.db, config.mail, log, clock);
  const notifier = new Notifier({
    db: database.db,
    mailer,
    clock,
    log,
    publicUrl: config.publicUrl,
    defaultLanguage: () => shopIdentity.language(config.defaultLanguage),
  });
  return {
    loyaltyEngine,
    loyalty: config.salesforce
      ? salesforceLoyaltyGateway(new SalesforceConnection(config.salesforce), config.salesforce)
      : localLoyaltyGateway(loyaltyEngine),
    journeySink: config.marketing.marketingCloud ? marketingCloudSink(config.marketing.marketingCloud) : embeddedSink(database.db),
    mailer,
    receipts: new Receipts(database.db, config, mailer, () => shopIdentity.current()),
    checkout: createCheckout({ config, db: database.db, clock, engine: loyaltyEngine, mailer, notifier, log }),
    notifier,
    whatsapp: config.whatsapp ? cloudApiWhatsApp(config.whatsapp) : embeddedWhatsApp(database.db),
  };
}
