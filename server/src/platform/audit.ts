import { and, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditListResponse } from '#domain/back-office/api/admin.ts';
import { type Database, type Transaction, withTransactionRetry } from './db/client.ts';
import { adminAuditLog } from './db/schema/index.ts';
import type { Principal } from './http/auth.ts';
import { likePrefix } from '../pos/member-search.ts';

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

export interface AuditFilters {
  user?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
}

/** Jakarta midnight of a calendar day, as an instant (Asia/Jakarta is UTC+7 all year). */
const jakartaMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Jakarta'`;

/** Newest first, a page at a time (keyset on the id). */
export async function listAuditEntries(db: Database, filters: AuditFilters): Promise<AuditListResponse> {
  const conditions: (SQL | undefined)[] = [
    filters.user
      ? or(eq(adminAuditLog.actorUserId, filters.user), like(sql`lower(${adminAuditLog.actorEmail})`, likePrefix(filters.user.toLowerCase())))
      : undefined,
    filters.entity ? eq(adminAuditLog.entity, filters.entity) : undefined,
    filters.entityId ? eq(adminAuditLog.entityId, filters.entityId) : undefined,
    filters.from ? gte(adminAuditLog.createdAt, jakartaMidnight(filters.from)) : undefined,
    filters.to ? sql`${adminAuditLog.createdAt} < ${jakartaMidnight(filters.to)} + interval '1 day'` : undefined,
    filters.before ? lt(adminAuditLog.id, filters.before) : undefined,
  ];
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(...conditions))
    .orderBy(desc(adminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorUserId: row.actorUserId,
      actorEmail: row.actorEmail,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
