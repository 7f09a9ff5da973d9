import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { LoyaltyEngine } from '../../loyalty/index.ts';
import type { Notifier } from '../../notifications/index.ts';
import type { CheckoutDeps } from './checkout-service.ts';
import { orderMail } from './order-mail.ts';
import { embeddedProvider } from './payments/embedded.ts';
import { midtransProvider } from './payments/midtrans.ts';

export interface CheckoutSetup {
  config: Config;
  db: Database;
  clock: Clock;
  /** The embedded engine; points online need it, so with the hosted loyalty service they are off. */
  engine: LoyaltyEngine;
  mailer: Mailer;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

/**
 * The checkout's services, built once (server/src/services.ts): the payment gateway PAYMENT_PROVIDER
 * names, the order e-mails, the engine for points. The routes and the order-expiry job share them.
 */
export function createCheckout({ config, db, clock, engine, mailer, notifier, log }: CheckoutSetup): CheckoutDeps {
  const provider = config.payments.provider;
  return {
    db,
    clock,
    engine: config.salesforce ? null : engine,
    notifier,
    provider: provider.kind === 'midtrans' ? midtransProvider({ ...provider, publicUrl: config.publicUrl }) : embeddedProvider(db, clock),
    paymentWindowMinutes: config.payments.paymentWindowMinutes,
    mail: orderMail(mailer, config.publicUrl, log),
    log,
  };
}
