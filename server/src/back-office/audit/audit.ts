import { and, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditListResponse } from '#domain/back-office/api/admin.ts';
import type { Database } from '../../platform/db/client.ts';
import { adminAuditLog } from '../../platform/db/schema/index.ts';
import { jakartaMidnight, likePrefix } from '../../platform/db/sql.ts';

export interface AuditFilters {
  user?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
}

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
