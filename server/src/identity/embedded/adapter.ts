import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database, Executor } from '../../platform/db/client.ts';
import { identityOidcModels } from '../../platform/db/schema/index.ts';

const models = identityOidcModels;

/** Rows that have not expired yet (a row without an expiry lives until it is destroyed). */
const alive = () => or(isNull(models.expiresAt), gt(models.expiresAt, new Date()));

/**
 * oidc-provider's storage in our database: sessions, interactions, grants, codes and tokens in one
 * table keyed by model name and id, with the lookups the provider needs (by grant, session uid and
 * user code). Expired rows are invisible at once and deleted by `deleteExpiredModels`.
 */
export function databaseAdapter(db: Database, findClient: (id: string) => Promise<AdapterPayload | undefined> = async () => undefined): new (model: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(models)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [models.model, models.id], set: row });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: models.payload, consumedAt: models.consumedAt })
        .from(models)
        .where(and(eq(models.model, this.model), condition, alive()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      // Clients are not stored as models: the one read here is the machine-to-machine client (provider.ts).
      if (this.model === 'Client') return findClient(id);
      return this.findWhere(eq(models.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(models.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(models.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(models)
        .set({ consumedAt: new Date() })
        .where(and(eq(models.model, this.model), eq(models.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(models).where(and(eq(models.model, this.model), eq(models.id, id)));
    }

    /** Every token and code of a grant (any model), e.g. on logout or when a code is replayed. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(models).where(eq(models.grantId, grantId));
    }
  };
}

/** Housekeeping (identity/embedded/housekeeping.ts): rows expired at `now` are deleted. */
export async function deleteExpiredModels(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(models).where(lte(models.expiresAt, now)).returning({ id: models.id });
  return deleted.length;
}

/**
 * Ends every provider session of an account (decision 034): its sessions (no more silent prompt=none
 * codes), grants, refresh tokens and unused codes, i.e. every row whose payload names the account.
 * Rare (a password reset, a block), so the payload is scanned rather than indexed.
 */
export async function revokeAccountSessions(db: Executor, accountId: string): Promise<void> {
  await db.delete(models).where(sql`${models.payload}->>'accountId' = ${accountId}`);
}
