import { type Database, type Transaction, withTransactionRetry } from './db/client.ts';
import { adminAuditLog } from './db/schema/index.ts';
import type { Principal } from './http/auth.ts';

/** What a back-office change records: what it did, to what, and the values before and after. */
export interface AuditRecord {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * The one way the back office writes (ARCHITECTURE "Back office"): `work` makes the change in a
 * transaction and says what it changed; the audit entry is written in that same transaction, so there
 * is never a change without its entry, nor an entry without its change. `work` may return no record
 * (nothing changed, e.g. an idempotent replay): then nothing is logged.
 */
export async function backOfficeWrite<Result>(
  db: Database,
  actor: Principal,
  work: (tx: Transaction) => Promise<{ result: Result; audit: AuditRecord | null }>,
): Promise<Result> {
  return withTransactionRetry(db, async (tx) => {
    const { result, audit } = await work(tx);
    if (audit) {
      await tx.insert(adminAuditLog).values({
        actorUserId: actor.sub,
        actorEmail: actor.email,
        action: audit.action,
        entity: audit.entity,
        entityId: audit.entityId,
        before: audit.before ?? null,
        after: audit.after ?? null,
      });
    }
    return result;
  });
}
