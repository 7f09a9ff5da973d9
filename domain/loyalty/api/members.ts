/**
 * The loyalty engine's HTTP contract (loyalty-pos.md §3, §7; field names of LOYALTY-API-REFERENCE.md
 * where the spec is silent). The member area (/loyalty, /my-voucher, /poin-history) and the POS call
 * these; the server validates every request and response with them.
 *
 * Member area (no sign-in: a member is identified by the number in the query string, §6):
 *   GET  /api/loyalty/members/:membershipNumber                  memberProfile
 *   GET  /api/loyalty/members/:membershipNumber/vouchers         memberVouchersResponse (?voucherStatus=Issued)
 *   GET  /api/loyalty/members/:membershipNumber/ledger           ledgerResponse (journals + grouped rows)
 *   GET  /api/loyalty/members/:membershipNumber/expirable-points expirablePointsResponse
 *   GET  /api/loyalty/members/:membershipNumber/rewards          rewardCatalogResponse
 *   GET  /api/loyalty/members/:membershipNumber/games            gamesResponse
 *   GET  /api/loyalty/earning-rates                              earningRates (the programme's, the same for everyone)
 *   POST /api/loyalty/rewards/redeem                             redeemRewardRequest -> redeemRewardResponse
 *   POST /api/loyalty/game-rewards/:gameParticipantRewardId/play gamePlayResponse
 * Cashier operations (domain/pos/api/sales.ts): enroll, voucher eligibility, stores, products, orders, journey relay.
 */
import { z } from 'zod';
import { GAME_REWARD_TYPES } from '../games.ts';
import { PARTICIPANT_REWARD_STATUSES, VOUCHER_STATUSES } from '../programme.ts';
import { VOUCHER_TYPES, STORE_BRANDS } from '../vouchers.ts';
import { periodDayProblem } from '../../platform/dates.ts';
import { membershipNumber } from './membership-number.ts';
import { problemsOf } from '../../platform/refine.ts';

// ---------------------------------------------------------------- shared pieces

export const membershipNumberParams = z.object({ membershipNumber });

/** A Jakarta calendar day, 'YYYY-MM-DD'. */
const calendarDay = z.iso.date();
/** An instant, ISO 8601 with offset ('2026-03-01T08:15:00.000Z'). */
const instant = z.string();

// ---------------------------------------------------------------- member profile

const memberCurrency = z.object({
  memberCurrencyId: z.string(),
  loyaltyMemberCurrencyName: z.string(),
  loyaltyProgramCurrencyId: z.string(),
  pointsBalance: z.number(),
  escrowPointsBalance: z.number(),
  /** Points that will expire (the open expiry buckets); 0 for Tier Points, which do not expire. */
  expirablePoints: z.number(),
  totalPointsAccrued: z.number(),
  totalPointsRedeemed: z.number(),
  totalPointsExpired: z.number(),
});

const memberTier = z.object({
  loyaltyMemberTierId: z.string(),
  loyaltyMemberTierName: z.string(),
  tierSequenceNumber: z.number(),
  tierEffectiveDate: calendarDay,
  tierExpirationDate: calendarDay.nullable(),
  tierChangeReason: z.string().nullable(),
});

const associatedContact = z.object({
  contactId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The POS member box's 'DoB'; null when unknown. */
  birthDate: calendarDay.nullable(),
});

/** loyalty-pos.md §3 "Loyalty member" + "Member profile response", with what the screens derive. */
export const memberProfile = z.object({
  loyaltyProgramMemberId: z.string(),
  loyaltyProgramName: z.string(),
  membershipNumber: z.string(),
  memberType: z.string(),
  memberStatus: z.string(),
  enrollmentDate: instant,
  lastActivityDate: instant.nullable(),
  canReceivePromotions: z.boolean(),
  associatedContact,
  /** 'Reward Points' first, then 'Tier Points'. */
  memberCurrencies: z.array(memberCurrency),
  memberTiers: z.array(memberTier),
  /** The 'Tier Points' balance. */
  tierPoints: z.number(),
  /** loyalty-pos.md §4: the tier's threshold minus Tier Points ('Transaksi {amount} untuk naik level'). */
  amountToNextTier: z.number(),
  nextTierName: z.string().nullable(),
  /** Issued vouchers that can still be used (the dashboard's 'Voucher Saya' card, the POS member box). */
  voucherCount: z.number(),
  /**
   * What the dashboard says about the birthday bonus (domain/loyalty/birthday.ts birthdayBonusNotice,
   * decision 031): paid on `day`, coming on `day`, or refused this year because the birth date was set
   * less than 30 days before it (the next comes on `nextDay`). Null: nothing to say; absent: the hosted
   * service does not say.
   */
  birthdayBonus: z
    .object({
      status: z.enum(['Paid', 'Upcoming', 'SetTooRecently']),
      day: calendarDay,
      nextDay: calendarDay.optional(),
      points: z.number(),
    })
    .nullable()
    .optional(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

// ---------------------------------------------------------------- the earning rate

/**
 * What a purchase earns as the back office set it (the programme tables the engine earns by): the
 * member area's 'Poin Belanja' line (loyalty-pos.md §2), never the seed values in domain/loyalty/earning.ts.
 */
export const earningRates = z.object({
  /** Rupiah paid for one Reward Point before the tier's multiplier (1.000 when seeded). */
  rupiahPerPoint: z.number().int(),
  /** Reward Points of the birthday bonus (the 'Bonus Ulang Tahun' card, decision 031); 0: none. */
  birthdayBonusPoints: z.number().int(),
  /** Each tier's multiplier, lowest tier first: Co-Pilot's 1.25 earns 1,25 points per `rupiahPerPoint`. */
  tiers: z.array(z.object({ name: z.string(), multiplier: z.number() })),
});
export type EarningRates = z.infer<typeof earningRates>;

// ---------------------------------------------------------------- vouchers

export const memberVoucher = z.object({
  voucherId: z.string(),
  voucherNumber: z.string(),
  voucherCode: z.string(),
  /** The voucher definition's name, as the cards show it. */
  voucherDefinition: z.string(),
  description: z.string(),
  type: z.enum(VOUCHER_TYPES),
  faceValue: z.number().nullable(),
  discountPercent: z.number().nullable(),
  /** The cap of a percentage voucher from its definition (decision 021); null: none; absent: the spec's cap of its percentage. */
  maxDiscount: z.number().nullable().optional(),
  /** 'Expired' also for an Issued voucher whose last day has passed. */
  voucherStatus: z.enum(VOUCHER_STATUSES),
  effectiveDate: calendarDay,
  /** The last day it can be used ('Berlaku hingga {expirationDate}'). */
  expirationDate: calendarDay,
  voucherImageUrl: z.string(),
  /** Rupiah the cart must reach before tax; 0 for none. */
  minimumPurchase: z.number(),
  /** Null: every store. */
  storeBrand: z.enum(STORE_BRANDS).nullable(),
});
export type MemberVoucher = z.infer<typeof memberVoucher>;

export const memberVouchersQuery = z.object({
  voucherStatus: z.enum(VOUCHER_STATUSES).optional(),
});

export const memberVouchersResponse = z.object({
  voucherCount: z.number(),
  /** Newest first; Issued vouchers soonest-expiring first. */
  vouchers: z.array(memberVoucher),
});
export type MemberVouchersResponse = z.infer<typeof memberVouchersResponse>;

// ---------------------------------------------------------------- ledger (points history)

export const transactionJournal = z.object({
  transactionJournalId: z.string(),
  transactionJournalNumber: z.string(),
  activityDate: instant,
  journalTypeName: z.string(),
  journalSubTypeName: z.string().nullable(),
  externalTransactionNumber: z.string().nullable(),
  transactionAmount: z.number().nullable(),
  pointsChange: z.array(z.object({ changeInPoints: z.number(), loyaltyMemberCurrency: z.string() })),
  additionalTransactionJournalAttributes: z.array(z.object({ fieldName: z.string(), value: z.string().nullable() })),
});
export type TransactionJournal = z.infer<typeof transactionJournal>;

export const ledgerQuery = z.object({
  journalTypeName: z.string().max(80).optional(),
  journalSubTypeName: z.string().max(80).optional(),
  /** Jakarta days, inclusive. */
  periodStartDate: z.string().max(10).superRefine(problemsOf((value) => periodDayProblem(value, 'periodStartDate'))).optional(),
  periodEndDate: z.string().max(10).superRefine(problemsOf((value) => periodDayProblem(value, 'periodEndDate'))).optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * Keyset pagination (decision 020): the `nextCursor` of the previous page. The page then starts right
   * after that page's last journal, whatever its depth costs nothing extra; `pageNumber` is ignored.
   */
  cursor: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor must be the nextCursor of a previous page, unchanged')
    .optional(),
  /** Comma-separated attribute names to include (e.g. Business_Name__c); all when absent. */
  additionalTransactionJournalAttributes: z.string().max(500).optional(),
});

export const LEDGER_PAGE_SIZE = 200;

const ledgerRow = z.object({
  key: z.string(),
  activityDate: instant,
  typeName: z.string(),
  businessName: z.string(),
  transactionAmount: z.number(),
  points: z.number(),
});

export const ledgerResponse = z.object({
  /** All journals matching the filters (every page). */
  transactionJournalCount: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
  /** Newest first. */
  transactionJournals: z.array(transactionJournal),
  /**
   * Pass as `cursor` for the page after this one; null on the last page. Absent when the loyalty
   * service of this deployment pages by number only (the hosted one).
   */
  nextCursor: z.string().nullable().optional(),
  /**
   * The page's journals grouped for the points page with domain/loyalty/programme.ts groupLedger (§7: by Jakarta
   * day plus sub-type, Reward Points and amounts summed), newest first.
   */
  rows: z.array(ledgerRow),
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;

// ---------------------------------------------------------------- expirable points

/** loyalty-pos.md §3: one entry per expiration date still ahead, earliest first. */
const expirablePointsEntry = z.object({
  ExpirationDate: calendarDay,
  ExpirationPoints: z.number(),
  RedeemedPoints: z.number(),
});
export const expirablePointsResponse = z.array(expirablePointsEntry);

// ---------------------------------------------------------------- reward catalogue

/** loyalty-pos.md §3 reward catalogue item (Id, Name, Image__c, Points__c) and the voucher it issues. */
const rewardCatalogItem = z.object({
  Id: z.string(),
  Name: z.string(),
  Image__c: z.string(),
  Points__c: z.number(),
  Description__c: z.string(),
  /** For the cap text of discount vouchers (§2: '10% up to Rp25.000'). */
  VoucherType__c: z.enum(VOUCHER_TYPES),
  DiscountPercent__c: z.number().nullable(),
  FaceValue__c: z.number().nullable(),
});
export type RewardCatalogItem = z.infer<typeof rewardCatalogItem>;
export const rewardCatalogResponse = z.array(rewardCatalogItem);

export const redeemRewardRequest = z.object({
  MembershipNumber: membershipNumber,
  RewardCatalogId: z.string().trim().min(1).max(64),
});
export type RedeemRewardRequest = z.infer<typeof redeemRewardRequest>;

/** Optional `Idempotency-Key` header: a retry with the same key and body gets the first answer. Other headers pass. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().trim().min(1).max(100).optional(),
});

export const redeemRewardResponse = z.object({
  transactionJournalId: z.string(),
  pointsRedeemed: z.number(),
  /** Reward Points after the redemption. */
  pointsBalance: z.number(),
  voucher: memberVoucher,
});
export type RedeemRewardResponse = z.infer<typeof redeemRewardResponse>;

// ---------------------------------------------------------------- games

const gameReward = z.object({
  gameRewardId: z.string(),
  name: z.string(),
  color: z.string(),
  imageUrl: z.string(),
  rewardType: z.enum(GAME_REWARD_TYPES),
  rewardValue: z.number().nullable(),
});

const participantGameReward = z.object({
  gameParticipantRewardId: z.string(),
  /** Null until played. */
  gameRewardId: z.string().nullable(),
  expirationDate: instant,
  status: z.enum(PARTICIPANT_REWARD_STATUSES),
});

const gameDefinition = z.object({
  gameDefinitionId: z.string(),
  name: z.string(),
  type: z.string(),
  startDate: calendarDay,
  endDate: calendarDay.nullable(),
  /** The wheel's segments, in order. */
  gameRewards: z.array(gameReward),
  /** The member's unexpired spins that are still playable (YetToReward), oldest first. */
  participantGameRewards: z.array(participantGameReward),
});

export const gamesResponse = z.object({
  status: z.boolean(),
  errorMessage: z.string().nullable(),
  gameDefinitions: z.array(gameDefinition),
});
export type GamesResponse = z.infer<typeof gamesResponse>;

/** Our spins have UUIDs; the hosted service's have 15- or 18-character record ids. */
export const gameParticipantRewardParams = z.object({
  gameParticipantRewardId: z.union([z.uuid(), z.string().regex(/^[A-Za-z0-9]{15}([A-Za-z0-9]{3})?$/)], 'loyalty.validation.unknownSpin'),
});

/**
 * Whose spin it is: the owner check reads it, and the engine plays the spin only if it is that member's.
 * Cashiers may leave it out.
 */
export const playGameQuery = z.object({ membershipNumber: membershipNumber.optional() });

/** §5: accepted when status is true and at least one reward is returned. */
export const gamePlayResponse = z.object({
  status: z.boolean(),
  errorMessage: z.string().nullable(),
  gameReward: z.array(
    gameReward.extend({
      /** The voucher code or points journal the prize became; null for a loss. */
      issuedRewardReference: z.string().nullable(),
    }),
  ),
});
export type GamePlayResponse = z.infer<typeof gamePlayResponse>;
