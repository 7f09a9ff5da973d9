import { eq, sql } from 'drizzle-orm';
import { type Database, type Transaction, withTransactionRetry } from '../platform/db/client.ts';
import { seedRuns } from '../platform/db/schema/index.ts';
import { seedDemoAdmin } from './admin.ts';
import { seedCatalog } from './catalog.ts';
import { renameDemoCashier, seedIdentityAccounts } from './identity.ts';
import { seedStorefront } from './storefront.ts';
import { seedLoyaltyReference } from './loyalty.ts';
import { seedLoyaltyDemo } from './loyalty-demo.ts';
import { seedDemoMemberAccounts } from './membership.ts';
import { seedDemoMemberPhones } from './member-phones.ts';
import { seedDemoManager } from './managers.ts';
import { seedShopCheckout } from './shop-checkout.ts';

export interface SeedStep {
  /** Unique and stable: renaming a step makes it run again. */
  name: string;
  /** Demo data (members, histories) as opposed to reference data the app needs to work. */
  demo: boolean;
  run(tx: Transaction): Promise<void>;
}

/** In order: later steps may rely on earlier ones. */
export const seedSteps: SeedStep[] = [
  // @2: the 46-product catalogue (storefront issue); inserts skip rows that exist.
  { name: 'catalog/products@2', demo: false, run: seedCatalog },
  { name: 'storefront/content@1', demo: false, run: seedStorefront },
  { name: 'identity/demo-accounts@1', demo: true, run: seedIdentityAccounts },
  { name: 'loyalty/reference@1', demo: false, run: seedLoyaltyReference },
  { name: 'loyalty/demo-members@1', demo: true, run: seedLoyaltyDemo },
  // Each demo member's own shopper account, linked to the membership (decision 009).
  { name: 'membership/demo-member-accounts@1', demo: true, run: seedDemoMemberAccounts },
  // The cashier finds a member by phone.
  { name: 'loyalty/demo-member-phones@1', demo: true, run: seedDemoMemberPhones },
  // The manager who approves returns at the till (PIN 2468; decision 016).
  { name: 'identity/demo-manager@1', demo: true, run: seedDemoManager },
  // The back office's demo administrator.
  { name: 'identity/demo-admin@1', demo: true, run: seedDemoAdmin },
  // Delivery rates and coupons (WELCOME20 of the promo popup; decision 018).
  { name: 'shop/checkout-reference@1', demo: false, run: seedShopCheckout },
  // The demo cashier takes a name of their own (member 1001 is Budi Santoso); new databases have it already.
  { name: 'identity/demo-cashier-name@1', demo: true, run: renameDemoCashier },
];

const SEED_LOCK_KEY = 0x4c756d63;

interface SeedOptions {
  demo: boolean;
  log?: { info(msg: string): void };
}

/** Runs each step that has not run yet, each in its own transaction with its marker. */
export async function seedDatabase(db: Database, { demo, log }: SeedOptions): Promise<void> {
  for (const step of seedSteps) {
    if (step.demo && !demo) continue;
    await withTransactionRetry(db, async (tx) => {
      // Two processes starting together on one PostgreSQL: the second waits, then skips.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, step.name)).limit(1);
      if (done.length > 0) return;
      await step.run(tx);
      await tx.insert(seedRuns).values({ name: step.name });
      log?.info(`seeded ${step.name}`);
    });
  }
}
