import { index, integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who owns which loyalty membership (docs/decisions/009-membership-ownership.md). A shopper
 * account (the identity provider's subject, `sub`) owns at most one membership and a membership has at
 * most one owner: both columns are unique, so two concurrent link attempts cannot both win. The
 * membership number is kept as text, not a foreign key: with the hosted loyalty service the members
 * live there, not in our tables.
 */
export const membershipOwners = pgTable('membership_owners', {
  userId: text('user_id').primaryKey(),
  membershipNumber: text('membership_number').notNull().unique(),
  /** How the link was made: 'email' (verified e-mail matched the contact), 'join' (enrolled online), 'card' (one-time code). */
  linkedVia: text('linked_via').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time codes of "link my card": sent to the member's contact e-mail, stored only as a hash, valid for
 * a few minutes and a few attempts. Rows stay after use (consumed_at) so the per-account and
 * per-membership send limits can count them.
 */
export const membershipLinkCodes = pgTable(
  'membership_link_codes',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    membershipNumber: text('membership_number').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_link_codes_user_idx').on(t.userId, t.createdAt), index('membership_link_codes_number_idx').on(t.membershipNumber, t.createdAt)],
);

/** Membership numbers of members who join online: 5000001, 5000002, … (the till's demo numbers are 1001-1004). */
export const onlineMembershipNumbers = pgSequence('online_membership_number_seq', { startWith: 5_000_001 });
