import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The embedded loyalty engine (loyalty-pos.md §3, ARCHITECTURE "The loyalty engine"). Field names
 * follow the spec and the hosted service (LOYALTY-API-REFERENCE.md). The ledger (journals and their
 * points changes) is the source of truth; balances and expiry buckets are kept in the same transaction
 * as every journal, and integration tests check that they always add up.
 */

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const loyaltyPrograms = pgTable(
  'loyalty_programs',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** The earning rate: one Reward Point (times the tier's multiplier) per this many rupiah paid (migration 0013). */
    rupiahPerPoint: integer('rupiah_per_point').notNull().default(1000),
    /** Bumped by every back-office change of the earning rate or the tiers (optimistic check, engine cache). */
    version: integer('version').notNull().default(1),
    /** Reward Points every member gets on their birthday; 0 pays none (decision 031, migration 0027). */
    birthdayBonusPoints: integer('birthday_bonus_points').notNull().default(5000),
    /** Tier Points of this many months before today earn and keep a tier (decision 031). */
    tierQualifyingMonths: integer('tier_qualifying_months').notNull().default(12),
    /** 'never' | 'oneTierDown' | 'recompute' (domain/loyalty/tier-review.ts). */
    tierDowngradePolicy: text('tier_downgrade_policy').notNull().default('never'),
    /** Days between a review that finds a member short and their downgrade. */
    tierGraceDays: integer('tier_grace_days').notNull().default(30),
    /** The Jakarta day the downgrade policy last changed: no grace period starts before it. */
    tierPolicySince: date('tier_policy_since', { mode: 'string' }),
    /** Members hear of points expiring within this many days (decision 032; the reminders' window). */
    pointsExpiryReminderDays: integer('points_expiry_reminder_days').notNull().default(30),
    /** Referrals (decision 033, migration 0029): Reward Points for the referrer once the friend's first purchase is past its return window. */
    referralReferrerPoints: integer('referral_referrer_points').notNull().default(10000),
    /** Reward Points the referred friend gets on their first paid purchase. */
    referralFriendPoints: integer('referral_friend_points').notNull().default(5000),
    /** Days a purchase may be returned: the referrer is credited after them. */
    referralReturnWindowDays: integer('referral_return_window_days').notNull().default(7),
    /** Referrals one member may make in a Jakarta calendar month; more are refused. */
    referralMonthlyLimit: integer('referral_monthly_limit').notNull().default(5),
  },
  (t) => [
    check('loyalty_programs_rupiah_per_point', sql`${t.rupiahPerPoint} > 0`),
    check('loyalty_programs_birthday_bonus', sql`${t.birthdayBonusPoints} between 0 and 1000000`),
    check('loyalty_programs_tier_rules', sql`${t.tierQualifyingMonths} between 1 and 36 and ${t.tierGraceDays} between 0 and 365`),
    check('loyalty_programs_downgrade_policy', sql`${t.tierDowngradePolicy} in ('never', 'oneTierDown', 'recompute')`),
    check('loyalty_programs_points_expiry_reminder_days', sql`${t.pointsExpiryReminderDays} between 1 and 180`),
    check(
      'loyalty_programs_referrals',
      sql`${t.referralReferrerPoints} between 0 and 1000000 and ${t.referralFriendPoints} between 0 and 1000000 and ${t.referralReturnWindowDays} between 0 and 90 and ${t.referralMonthlyLimit} between 1 and 100`,
    ),
  ],
);

/** 'Reward Points' (redeemable) and 'Tier Points' (qualifying: tiers are evaluated on it). */
export const loyaltyProgramCurrencies = pgTable(
  'loyalty_program_currencies',
  {
    id: uuid('id').primaryKey(),
    programId: uuid('program_id').notNull().references(() => loyaltyPrograms.id),
    name: text('name').notNull(),
    isQualifying: boolean('is_qualifying').notNull(),
  },
  (t) => [uniqueIndex('loyalty_program_currencies_name').on(t.programId, t.name)],
);

export const loyaltyTiers = pgTable(
  'loyalty_tiers',
  {
    id: uuid('id').primaryKey(),
    programId: uuid('program_id').notNull().references(() => loyaltyPrograms.id),
    name: text('name').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
    /** loyalty-pos.md §4: the Tier Points this tier works towards. */
    threshold: money('threshold').notNull(),
    /** Reward Points multiplier in percent (Crew 100, Co-Pilot 125, Pilot 150; migration 0013). */
    multiplierPercent: integer('multiplier_percent').notNull().default(100),
  },
  (t) => [
    uniqueIndex('loyalty_tiers_name').on(t.programId, t.name),
    check('loyalty_tiers_multiplier', sql`${t.multiplierPercent} between 1 and 1000`),
    check('loyalty_tiers_threshold', sql`${t.threshold} > 0`),
  ],
);

export const loyaltyContacts = pgTable(
  'loyalty_contacts',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Digits only, country code first ('6281234567801'; domain/platform/phone.ts): the cashier finds a member by it. */
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    /**
     * When the birth date was entered or last changed: a birthday less than 30 days after it is not paid
     * (decision 031). Enrolment writes it; a trigger (migration 0027) stamps any later change of birth_date
     * that does not set it itself.
     */
    birthDateSetAt: timestamp('birth_date_set_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_contacts_email').on(sql`lower(${t.email})`),
    // The birthday job's members of the day: month * 100 + day, as birthdayKey (loyalty/engagement/birthdays.ts) states it.
    index('loyalty_contacts_birthday').on(sql`(extract(month from ${t.birthDate})::int * 100 + extract(day from ${t.birthDate})::int)`),
    // Prefix searches at the till (decision 020): LIKE 'x%' uses these only with the pattern operator class.
    index('loyalty_contacts_email_prefix').on(sql`lower(${t.email}) text_pattern_ops`),
    index('loyalty_contacts_phone').on(sql`${t.phone} text_pattern_ops`),
  ],
);

export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    id: uuid('id').primaryKey(),
    programId: uuid('program_id').notNull().references(() => loyaltyPrograms.id),
    membershipNumber: text('membership_number').notNull(),
    contactId: uuid('contact_id').notNull().references(() => loyaltyContacts.id),
    memberType: text('member_type').notNull().default('Individual'),
    memberStatus: text('member_status').notNull(),
    enrollmentChannel: text('enrollment_channel').notNull().default('POS'),
    enrollmentDate: timestamp('enrollment_date', { withTimezone: true }).notNull(),
    lastActivityDate: timestamp('last_activity_date', { withTimezone: true }),
    canReceivePromotions: boolean('can_receive_promotions').notNull().default(true),
    tierId: uuid('tier_id').notNull().references(() => loyaltyTiers.id),
    tierEffectiveDate: date('tier_effective_date', { mode: 'string' }).notNull(),
    tierChangeReason: text('tier_change_reason'),
    /** The last review that confirmed the tier (decision 031); the next is a qualifying period after it or the effective date. */
    tierReviewedOn: date('tier_reviewed_on', { mode: 'string' }),
    /**
     * Tier Points of the balance earned before the qualifying period, kept by the daily tier review
     * (decision 031): the balance minus this is what earns and keeps a tier.
     */
    tierPointsBeforePeriod: money('tier_points_before_period').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('loyalty_members_membership_number').on(t.membershipNumber),
    // The cashier's member search (pos/member-search.ts): a contact's member, a number's prefix (migration 0011).
    index('loyalty_members_contact').on(t.contactId),
    index('loyalty_members_number_prefix').on(sql`${t.membershipNumber} text_pattern_ops`),
    // The dashboard's members by tier: an index-only count per tier (decision 022, migration 0017).
    index('loyalty_members_tier').on(t.tierId),
  ],
);

/** One row per member and currency; the balance moves only together with a journal's points change. */
export const loyaltyMemberCurrencies = pgTable(
  'loyalty_member_currencies',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull().references(() => loyaltyMembers.id),
    programCurrencyId: uuid('program_currency_id').notNull().references(() => loyaltyProgramCurrencies.id),
    currencyName: text('currency_name').notNull(),
    pointsBalance: money('points_balance').notNull().default(0),
    totalPointsAccrued: money('total_points_accrued').notNull().default(0),
    totalPointsRedeemed: money('total_points_redeemed').notNull().default(0),
    totalPointsExpired: money('total_points_expired').notNull().default(0),
  },
  (t) => [
    uniqueIndex('loyalty_member_currencies_member').on(t.memberId, t.currencyName),
    // Redemptions take a balance below zero never (each debit is conditional on the balance); a return
    // may take Reward Points below zero when the member already spent what it reverses (decision 016).
    check('loyalty_member_currencies_balance_not_negative', sql`${t.currencyName} = 'Reward Points' or ${t.pointsBalance} >= 0`),
  ],
);

export const loyaltyTransactionJournals = pgTable(
  'loyalty_transaction_journals',
  {
    id: uuid('id').primaryKey(),
    journalNumber: bigserial('journal_number', { mode: 'number' }).notNull(),
    memberId: uuid('member_id').notNull().references(() => loyaltyMembers.id),
    journalTypeName: text('journal_type_name').notNull(),
    journalSubTypeName: text('journal_sub_type_name'),
    activityDate: timestamp('activity_date', { withTimezone: true }).notNull(),
    externalTransactionNumber: text('external_transaction_number'),
    transactionAmount: money('transaction_amount'),
    /** additionalTransactionJournalAttributes as { fieldName: value }, e.g. { Business_Name__c: '…' }. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  // The ledger's order, newest first with the journal number breaking ties: a page by cursor reads only
  // its own rows (loyalty/ledger/history.ts, migration 0011).
  (t) => [
    index('loyalty_transaction_journals_member_newest').on(t.memberId, t.activityDate.desc(), t.journalNumber.desc()),
    // The dashboard's points per day (decision 022, migration 0017).
    index('loyalty_transaction_journals_activity').on(t.activityDate),
  ],
);

export const loyaltyPointsChanges = pgTable(
  'loyalty_points_changes',
  {
    id: uuid('id').primaryKey(),
    journalId: uuid('journal_id').notNull().references(() => loyaltyTransactionJournals.id),
    memberId: uuid('member_id').notNull().references(() => loyaltyMembers.id),
    currencyName: text('currency_name').notNull(),
    changeInPoints: money('change_in_points').notNull(),
  },
  (t) => [index('loyalty_points_changes_journal').on(t.journalId)],
);

/**
 * Reward Points earned on one day, expiring on expirationDate (12 months later). Redemptions consume
 * the oldest bucket first; the expiry job expires what is left. points - redeemed - expired is what
 * remains, and the remainders always add up to the member's Reward Points balance.
 */
export const loyaltyPointBuckets = pgTable(
  'loyalty_point_buckets',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull().references(() => loyaltyMembers.id),
    journalId: uuid('journal_id').notNull().references(() => loyaltyTransactionJournals.id),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    points: money('points').notNull(),
    redeemedPoints: money('redeemed_points').notNull().default(0),
    expiredPoints: money('expired_points').notNull().default(0),
  },
  (t) => [
    // The member's open buckets, oldest first; the amounts are INCLUDEd (migration 0020, which Drizzle
    // cannot state), so the member profile's expirable points are an index-only sum.
    index('loyalty_point_buckets_open_member_points')
      .on(t.memberId, t.expirationDate)
      .where(sql`${t.points} > ${t.redeemedPoints} + ${t.expiredPoints}`),
    // The expiry job reads the due end of this index only (member ids included: index-only; migration 0011).
    index('loyalty_point_buckets_open_due')
      .on(t.expirationDate, t.memberId)
      .where(sql`${t.points} > ${t.redeemedPoints} + ${t.expiredPoints}`),
    check(
      'loyalty_point_buckets_amounts',
      sql`${t.points} > 0 and ${t.redeemedPoints} >= 0 and ${t.expiredPoints} >= 0 and ${t.redeemedPoints} + ${t.expiredPoints} <= ${t.points}`,
    ),
  ],
);

export const loyaltyVoucherDefinitions = pgTable(
  'loyalty_voucher_definitions',
  {
    id: uuid('id').primaryKey(),
    /** Stable key of reference data ('DISC10'), used by seeds and tests; unique among current definitions. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    faceValue: money('face_value'),
    discountPercent: integer('discount_percent'),
    imageUrl: text('image_url').notNull(),
    validityDays: integer('validity_days').notNull(),
    minimumPurchase: money('minimum_purchase').notNull().default(0),
    /** Null: every store; otherwise 'grandlucky' or 'erafone'. */
    storeBrand: text('store_brand'),
    eligibleProductCodes: text('eligible_product_codes').array().notNull().default(sql`'{}'::text[]`),
    eligibleCategories: text('eligible_categories').array().notNull().default(sql`'{}'::text[]`),
    excludedProductCodes: text('excluded_product_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Lines in these categories are never discounted (decision 021). */
    excludedCategories: text('excluded_categories').array().notNull().default(sql`'{}'::text[]`),
    /** A percentage voucher's cap in rupiah; null: none (decision 021; migration 0019 filled in the spec's caps). */
    maxDiscount: money('max_discount'),
    /**
     * Set when a back-office edit replaced this definition with a new row (decision 021): vouchers
     * issued before keep pointing here, so they keep their terms.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('loyalty_voucher_definitions_current_code').on(t.code).where(sql`${t.retiredAt} is null`),
    check(
      'loyalty_voucher_definitions_value',
      sql`(${t.type} = 'FixedValue' and ${t.faceValue} > 0 and ${t.discountPercent} is null)
        or (${t.type} = 'DiscountPercentage' and ${t.discountPercent} between 1 and 100 and ${t.faceValue} is null)`,
    ),
    check('loyalty_voucher_definitions_validity', sql`${t.validityDays} > 0`),
  ],
);

export const loyaltyVouchers = pgTable(
  'loyalty_vouchers',
  {
    id: uuid('id').primaryKey(),
    voucherNumber: bigserial('voucher_number', { mode: 'number' }).notNull(),
    voucherCode: text('voucher_code').notNull(),
    definitionId: uuid('definition_id').notNull().references(() => loyaltyVoucherDefinitions.id),
    memberId: uuid('member_id').notNull().references(() => loyaltyMembers.id),
    status: text('status').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The POS order that used it (pos_orders.id). */
    redeemedOrderId: uuid('redeemed_order_id'),
    /** The catalogue reward whose redemption issued it (the per-member limit counts these; migration 0013). */
    rewardId: text('reward_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('loyalty_vouchers_code').on(t.voucherCode),
    index('loyalty_vouchers_member_reward').on(t.memberId, t.rewardId).where(sql`${t.rewardId} is not null`),
    // A member's vouchers by last day. Status and first day are INCLUDEd (migration 0020, which Drizzle
    // cannot state), so the member profile counts the usable ones from the index alone.
    index('loyalty_vouchers_member_dates').on(t.memberId, t.expirationDate),
    // The expiry job's lapsed vouchers (migration 0011). Its predicate names the status, so redeeming a
    // voucher is no longer a HOT update: one more index entry per redemption, against reading every
    // voucher ever issued each night.
    index('loyalty_vouchers_issued_expiry').on(t.expirationDate).where(sql`${t.status} = 'Issued'`),
    // The dashboard's vouchers issued and used per day (decision 022, migration 0017).
    index('loyalty_vouchers_created').on(t.createdAt),
    index('loyalty_vouchers_redeemed_at').on(t.redeemedAt).where(sql`${t.redeemedAt} is not null`),
    check('loyalty_vouchers_status', sql`${t.status} in ('Issued', 'Redeemed', 'Expired')`),
    check('loyalty_vouchers_redeemed', sql`(${t.status} = 'Redeemed') = (${t.redeemedAt} is not null)`),
  ],
);

/** loyalty-pos.md §3 reward catalogue item: Id, Name, Image__c, Points__c; redeeming issues a voucher. */
export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: text('id').primaryKey(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    points: money('points').notNull(),
    voucherDefinitionId: uuid('voucher_definition_id').notNull().references(() => loyaltyVoucherDefinitions.id),
    active: boolean('active').notNull().default(true),
    /** How many are left (each redemption takes one); null: unlimited (migration 0013). */
    stock: integer('stock'),
    /** How many one member may redeem in all; null: no limit. */
    perMemberLimit: integer('per_member_limit'),
    /** Jakarta days it can be redeemed, both included; null: open-ended. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'loyalty_rewards_limits',
      sql`(${t.stock} is null or ${t.stock} >= 0) and (${t.perMemberLimit} is null or ${t.perMemberLimit} > 0) and ${t.points} > 0`,
    ),
    check('loyalty_rewards_dates', sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`),
  ],
);

export const loyaltyGames = pgTable(
  'loyalty_games',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Bumped by every back-office edit: two admins editing the odds at once, the second gets a 409. */
    version: integer('version').notNull().default(1),
  },
  (t) => [check('loyalty_games_dates', sql`${t.endDate} is null or ${t.startDate} <= ${t.endDate}`)],
);

export const loyaltyGameRewards = pgTable(
  'loyalty_game_rewards',
  {
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id').notNull().references(() => loyaltyGames.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    imageUrl: text('image_url').notNull(),
    rewardType: text('reward_type').notNull(),
    /** Points for LoyaltyPoints; null otherwise. */
    rewardValue: money('reward_value'),
    voucherDefinitionId: uuid('voucher_definition_id').references(() => loyaltyVoucherDefinitions.id),
    /** Chance = weight / sum of the game's current weights (the back office writes tenths of a percent). */
    weight: integer('weight').notNull(),
    /**
     * Set when a back-office edit replaced the game's prizes (decision 021): a retired prize is never
     * drawn or shown on the wheel, and a spin played before keeps pointing at it.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('loyalty_game_rewards_game').on(t.gameId, t.position),
    check('loyalty_game_rewards_weight', sql`${t.weight} >= 0`),
    check(
      'loyalty_game_rewards_type',
      sql`(${t.rewardType} = 'Voucher' and ${t.voucherDefinitionId} is not null)
        or (${t.rewardType} = 'LoyaltyPoints' and ${t.rewardValue} > 0)
        or ${t.rewardType} = 'NoReward'`,
    ),
  ],
);

/** A spin a member may play once: YetToReward until played, then Rewarded with the drawn prize. */
export const loyaltyParticipantRewards = pgTable(
  'loyalty_participant_rewards',
  {
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id').notNull().references(() => loyaltyGames.id),
    memberId: uuid('member_id').notNull().references(() => loyaltyMembers.id),
    status: text('status').notNull(),
    gameRewardId: uuid('game_reward_id').references(() => loyaltyGameRewards.id),
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    /** The POS order that granted it, if any. */
    sourceOrderId: uuid('source_order_id'),
    playedAt: timestamp('played_at', { withTimezone: true }),
    /** The voucher code or points journal the prize became. */
    issuedRewardReference: text('issued_reward_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_participant_rewards_member').on(t.memberId, t.status),
    check('loyalty_participant_rewards_status', sql`${t.status} in ('YetToReward', 'Rewarded')`),
    check('loyalty_participant_rewards_played', sql`(${t.status} = 'Rewarded') = (${t.gameRewardId} is not null)`),
  ],
);

/**
 * One birthday bonus per member and year (decision 031): the daily job inserts the claim and the bonus's
 * journal in one transaction, so two processes, a restart or a catch-up run never pay a year twice.
 */
export const loyaltyBirthdayBonuses = pgTable(
  'loyalty_birthday_bonuses',
  {
    memberId: uuid('member_id').notNull().references(() => loyaltyMembers.id),
    birthdayYear: integer('birthday_year').notNull(),
    /** The Jakarta day it was paid (the birthday, or a few days later after downtime). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.birthdayYear] }), check('loyalty_birthday_bonuses_points', sql`${t.points} > 0`)],
);

/**
 * How far the daily tier review has brought loyalty_members.tier_points_before_period (decision 031): the
 * Jakarta day of its last complete run and the qualifying period it used. Another period, or no row,
 * means every member's is computed again.
 */
export const loyaltyTierPeriodProgress = pgTable('loyalty_tier_period_progress', {
  programId: uuid('program_id').primaryKey().references(() => loyaltyPrograms.id),
  doneThrough: date('done_through', { mode: 'string' }).notNull(),
  qualifyingMonths: integer('qualifying_months').notNull(),
});

/**
 * Retry safety for writes without a natural key (reward redemption): the first request with a key
 * stores its answer; a retry with the same key and body gets that answer again.
 */
export const loyaltyIdempotencyKeys = pgTable(
  'loyalty_idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running (its row lock makes retries wait for it). */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
