import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back office's audit log (decision 017): one row per back-office change, written in the same
 * transaction as the change (server/src/platform/audit.ts). Append-only: a trigger (migration 0009)
 * refuses UPDATE and DELETE, and no endpoint writes it except through that helper.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The identity provider's `sub` of who made the change. */
    actorUserId: text('actor_user_id').notNull(),
    actorEmail: text('actor_email'),
    /** What was done: 'user.roles', 'member.points-adjustment', 'member.block', … */
    action: text('action').notNull(),
    /** What it was done to ('user', 'member') and its id (user id, membership number). */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_entity').on(t.entity, t.entityId, t.id),
    index('admin_audit_log_actor').on(t.actorUserId, t.id),
    index('admin_audit_log_created').on(t.createdAt),
  ],
);

/**
 * The stores a manager manages (docs/decisions/017-back-office.md "Managers' stores"):
 * one row per (manager, store). A manager without rows manages every store (head office); an admin
 * always sees every store. Read by server/src/identity/store-scope.ts (one indexed lookup by user).
 */
export const adminManagerStores = pgTable(
  'admin_manager_stores',
  {
    /** The identity provider's `sub` of the manager (identity_accounts.user_id). */
    userId: text('user_id').notNull(),
    /** pos_stores.store_id. */
    storeId: text('store_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);
