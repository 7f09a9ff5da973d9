import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MailKind } from '#domain/back-office/email-log.ts';

/** One linked login of an account, in Auth0's `identities` shape. */
export interface AccountIdentity {
  connection: string;
  provider: string;
  user_id: string;
  isSocial: boolean;
}

/**
 * Accounts of the embedded identity provider (server/src/identity/). Ids follow Auth0's
 * `<connection>|<id>` form ('auth0|…' for e-mail and password, 'google-oauth2|…' for Google), so
 * the storefront's social-account rules read them the same way as a real tenant's.
 */
export const identityAccounts = pgTable(
  'identity_accounts',
  {
    userId: text('user_id').primaryKey(),
    /** Stored lower-cased; one account per e-mail address. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** `scrypt$N$r$p$salt$hash`; null for social accounts, which cannot sign in with a password. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    identities: jsonb('identities').$type<AccountIdentity[]>().notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Bumped when access ends or shrinks (a role removed, the account blocked, the password reset):
     * access tokens carry the generation they were issued at and the verifier refuses an older one
     * (docs/decisions/034-session-revocation.md).
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
    /** Auth0's `blocked`: no sign-in, no token, no API call until unblocked. */
    blocked: boolean('blocked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_accounts_email_key').on(t.email)],
);

/**
 * oidc-provider's models (sessions, interactions, grants, codes, tokens, ...) in one table keyed by
 * model name and id, so several server processes on one PostgreSQL share them.
 */
export const identityOidcModels = pgTable(
  'identity_oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('identity_oidc_models_grant_id_idx').on(t.grantId),
    index('identity_oidc_models_uid_idx').on(t.uid),
    index('identity_oidc_models_user_code_idx').on(t.userCode),
    index('identity_oidc_models_expires_at_idx').on(t.expiresAt),
  ],
);

/** Signing keys, cookie keys and the server's own client secret: generated on first start. */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where an e-mail is in its delivery (platform/mail/mailer.ts, through the delivery queue of platform/outbox/). */
export const MAIL_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type MailDeliveryStatus = (typeof MAIL_DELIVERY_STATUSES)[number];

/**
 * Every e-mail the server sends (identity, orders, receipts, link codes, case replies): kept for the
 * development mailbox and the per-hour caps, and queued for delivery, retried until it leaves or is given up.
 */
export const identityMailOutbox = pgTable(
  'identity_mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The action link of the e-mail (e.g. the password reset form). */
    link: text('link'),
    /** What the e-mail is (sign-up, receipt, link code, …), for the back office's e-mail log (decision 035). */
    kind: text('kind').$type<MailKind>().notNull().default('other'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Why the last attempt failed. */
    deliveryError: text('delivery_error'),
    status: text('status').$type<MailDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_mail_outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('identity_mail_outbox_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('identity_mail_outbox_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** One-time password reset tickets; only the SHA-256 of the ticket is stored. */
export const identityPasswordResets = pgTable(
  'identity_password_resets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => identityAccounts.userId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_password_resets_user_idx').on(t.userId)],
);

/** Failed sign-in attempts, counted per e-mail and per client address for throttling. */
export const identityLoginFailures = pgTable(
  'identity_login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'email:<address>' or 'ip:<address>'. */
    subject: text('subject').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_login_failures_subject_idx').on(t.subject, t.failedAt)],
);
