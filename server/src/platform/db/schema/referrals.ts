import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { loyaltyMembers } from './loyalty.ts';

/**
 * Member referrals (docs/decisions/033-referrals.md, migration 0032). Each member has one referral code,
 * made the first time they look at it. A friend who joins online with it gets a referral row: refused
 * (with the fraud rule that refused it) or pending until their first paid purchase; then qualified (the
 * friend's welcome bonus paid) until the purchase's return window ends; then credited to the referrer, or
 * reversed when the purchase came back within the window. The embedded engine's tables only: with the
 * hosted loyalty service the members live there.
 */
export const loyaltyReferralCodes = pgTable('loyalty_referral_codes', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => loyaltyMembers.id),
  /** Eight letters and digits without look-alikes (domain/loyalty/referrals.ts). */
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loyaltyReferrals = pgTable(
  'loyalty_referrals',
  {
    id: uuid('id').primaryKey(),
    referrerMemberId: uuid('referrer_member_id')
      .notNull()
      .references(() => loyaltyMembers.id),
    /** One referral per friend: a member joins once. */
    friendMemberId: uuid('friend_member_id')
      .notNull()
      .unique()
      .references(() => loyaltyMembers.id),
    code: text('code').notNull(),
    /** 'refused' | 'pending' | 'qualified' | 'credited' | 'reversed' (domain/loyalty/referrals.ts). */
    status: text('status').notNull(),
    /** Why a referral was refused: the fraud rule. */
    refusalReason: text('refusal_reason'),
    /** When the friend joined (the engine's clock). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The friend's first paid purchase: its transaction number, when, and the end of its return window. */
    purchaseNumber: text('purchase_number'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }),
    friendPoints: integer('friend_points'),
    welcomeJournalId: uuid('welcome_journal_id'),
    referrerPoints: integer('referrer_points'),
    creditJournalId: uuid('credit_journal_id'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('loyalty_referrals_referrer').on(t.referrerMemberId, t.createdAt),
    index('loyalty_referrals_due').on(t.status, t.windowEndsAt),
    check('loyalty_referrals_status', sql`${t.status} in ('refused', 'pending', 'qualified', 'credited', 'reversed')`),
    check('loyalty_referrals_reason', sql`(${t.status} = 'refused') = (${t.refusalReason} is not null)`),
    check(
      'loyalty_referrals_refusal_reason',
      sql`${t.refusalReason} is null or ${t.refusalReason} in ('selfReferral', 'sameEmail', 'samePhone', 'sameDevice', 'monthlyLimit')`,
    ),
  ],
);

/**
 * The devices members joined on: a SHA-256 of the id the browser keeps (never the id itself), so a second
 * account from the same phone or laptop is recognised as the same person's.
 */
export const loyaltyMemberDevices = pgTable(
  'loyalty_member_devices',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => loyaltyMembers.id),
    deviceHash: text('device_hash').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.deviceHash] }), uniqueIndex('loyalty_member_devices_hash').on(t.deviceHash, t.memberId)],
);
