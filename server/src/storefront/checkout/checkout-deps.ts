import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { LoyaltyEngine } from '../../loyalty/index.ts';
import type { Notifier } from '../../notifications/index.ts';
import type { OrderMail } from './order-mail.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** What the checkout's services work with (built once in compose.ts). */
export interface CheckoutDeps {
  db: Database;
  clock: Clock;
  /** The embedded loyalty engine; null with the hosted service (points online are then unavailable). */
  engine: LoyaltyEngine | null;
  /** Tells a member their online purchase lifted their tier (decision 031); absent in some tests. */
  notifier?: Notifier;
  provider: PaymentProvider;
  paymentWindowMinutes: number;
  mail: OrderMail;
  /** Where the expiry job warns about payments it had to chase (absent in some tests). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}
