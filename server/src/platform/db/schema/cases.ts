import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CaseStatus } from '#domain/back-office/cases.ts';

export const CASE_FORWARD_STATUSES = ['not_forwarded', 'pending', 'forwarded', 'failed'] as const;
export type CaseForwardStatus = (typeof CASE_FORWARD_STATUSES)[number];

/**
 * Help-center cases (storefront.md §2 Help Center): stored on intake; forwarded to a hosted
 * Web-to-Case service when one is configured (forward_status tracks the delivery).
 */
export const cases = pgTable(
  'cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseNumber: text('case_number').notNull().unique(),
    orgId: text('org_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    external: text('external').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardStatus: text('forward_status').$type<CaseForwardStatus>().notNull().default('not_forwarded'),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The back office's inbox (decision 017): new, in_progress, answered, closed. */
    status: text('status').$type<CaseStatus>().notNull().default('new'),
    assigneeUserId: text('assignee_user_id'),
    assigneeEmail: text('assignee_email'),
  },
  (t) => [
    index('cases_forward_due_idx').on(t.forwardStatus, t.nextAttemptAt),
    index('cases_status_created_idx').on(t.status, t.id),
    check('cases_status', sql`${t.status} in ('new', 'in_progress', 'answered', 'closed')`),
  ],
);

/** Replies sent from the back office; each is also an e-mail in identity_mail_outbox. */
export const caseReplies = pgTable(
  'case_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    authorUserId: text('author_user_id').notNull(),
    authorEmail: text('author_email'),
    body: text('body').notNull(),
    mailOutboxId: bigint('mail_outbox_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_replies_case_idx').on(t.caseId, t.id)],
);
