import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('cases_forward_due_idx').on(t.forwardStatus, t.nextAttemptAt)],
);
