import type { Database } from '../../platform/db/client.ts';
import { deleteExpiredModels } from './adapter.ts';
import { deleteExpiredLoginFailures } from './login-throttle.ts';

/** How often the embedded provider's expired rows are deleted (platform/jobs/background-jobs.ts). */
export const IDENTITY_HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/**
 * The embedded provider's housekeeping: expired sessions, codes and tokens, and failed sign-ins older
 * than the throttle window. Expired rows are already invisible, so this only keeps the tables small;
 * plain deletes, so any number of server processes may run it at once.
 */
export async function deleteExpiredIdentityRecords(db: Database, now: Date): Promise<{ models: number }> {
  const models = await deleteExpiredModels(db, now);
  await deleteExpiredLoginFailures(db, now);
  return { models };
}
