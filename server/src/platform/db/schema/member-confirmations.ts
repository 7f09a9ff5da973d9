import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONFIRMATION_METHODS, type ConfirmationMethod } from '#domain/pos/member-confirmation.ts';
import { oneOf } from './checks.ts';

/**
 * The member's confirmations at the till (docs/decisions/039-member-confirmation.md): a member code
 * scanned, or a one-time code sent and then typed right. Each is bound to a membership, a store and a
 * cashier and is spent by one sale. Members are named by their membership number (with the hosted
 * loyalty service they are not in our tables).
 */
export const posMemberConfirmations = pgTable(
  'pos_member_confirmations',
  {
    /** The confirmation's id, which the till sends with the sale; for a one-time code, also the challenge's. */
    id: uuid('id').primaryKey(),
    membershipNumber: text('membership_number').notNull(),
    storeId: text('store_id').notNull(),
    /** The identity provider's user id (`sub`) of the cashier who took it. */
    cashierId: text('cashier_id').notNull(),
    method: text('method').$type<ConfirmationMethod>().notNull(),
    /** A member code's signature: each code turns into one confirmation only. */
    memberCodeSignature: text('member_code_signature'),
    /** A one-time code's SHA-256 (hex, salted with the id); never the code itself. */
    otpHash: text('otp_hash'),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    /** Until confirmed: when the one-time code expires. After: until when a sale may spend it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The sale that spent it (its external transaction number). */
    usedByTransaction: text('used_by_transaction'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pos_member_confirmations_code').on(t.memberCodeSignature),
    index('pos_member_confirmations_member').on(t.membershipNumber, t.createdAt),
    check('pos_member_confirmations_method', oneOf(t.method, CONFIRMATION_METHODS)),
    check(
      'pos_member_confirmations_secret',
      sql`(${t.method} = 'memberCode' and ${t.memberCodeSignature} is not null) or (${t.method} = 'otp' and ${t.otpHash} is not null)`,
    ),
    check('pos_member_confirmations_attempts', sql`${t.wrongAttempts} >= 0`),
  ],
);
