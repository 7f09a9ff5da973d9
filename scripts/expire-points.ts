import { ConfigError, loadConfig } from '../server/src/platform/config.ts';
import { openDatabase } from '../server/src/platform/db/client.ts';
import { migrateDatabase } from '../server/src/database.ts';
import { LoyaltyEngine } from '../server/src/loyalty/engine.ts';
import { expirePoints } from '../server/src/loyalty/ledger/expiry.ts';

/**
 * `npm run expire-points`: runs the points expiry once (the server also runs it every
 * POINTS_EXPIRY_INTERVAL_MS). Idempotent; safe next to running servers on PostgreSQL. On PGlite stop
 * the server first: a PGlite data directory belongs to one process at a time.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const result = await expirePoints(new LoyaltyEngine(database.db));
    console.log(
      `Expired ${result.pointsExpired} points of ${result.members} member(s) and ${result.vouchersExpired} voucher(s).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
