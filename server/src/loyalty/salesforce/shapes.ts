/**
 * What the hosted loyalty service answers (loyalty-pos.md §3, §7; LOYALTY-API-REFERENCE.md), read
 * leniently: fields our contract has but the service may leave out get the value the embedded engine
 * would give. The adapter maps these onto `domain/platform/api/platform.ts`, so the screens see one contract.
 */
import { z } from 'zod';
import { VOUCHER_TYPES, STORE_BRANDS } from '#domain/loyalty/vouchers.ts';
import { GAME_REWARD_TYPES } from '#domain/loyalty/games.ts';
import { LOYALTY_PROGRAM_NAME, type VoucherStatus } from '#domain/loyalty/programme.ts';

const text = z.string().nullish().transform((value) => value ?? '');
const optionalText = z.string().nullish().transform((value) => value ?? null);
const amount = z.coerce.number().nullish().transform((value) => value ?? 0);
const optionalAmount = z.coerce.number().nullish().transform((value) => value ?? null);
/** The service writes days as '2026-03-01' or full timestamps; our contract wants the day. */
const day = z.string().transform((value) => value.slice(0, 10));
const optionalDay = z.string().nullish().transform((value) => (value ? value.slice(0, 10) : null));

export const sfMemberProfile = z.object({
  loyaltyProgramMemberId: z.string(),
  loyaltyProgramName: z.string().default(LOYALTY_PROGRAM_NAME),
  membershipNumber: z.string(),
  memberType: z.string().default('Individual'),
  memberStatus: z.string().default('Active'),
  enrollmentDate: text,
  lastActivityDate: optionalText,
  canReceivePromotions: z.boolean().default(true),
  associatedContact: z.object({
    contactId: text,
    firstName: text,
    lastName: text,
    email: text,
    birthDate: optionalDay,
  }),
  memberCurrencies: z
    .array(
      z.object({
        memberCurrencyId: text,
        loyaltyMemberCurrencyName: z.string(),
        loyaltyProgramCurrencyId: text,
        pointsBalance: amount,
        escrowPointsBalance: amount,
        expirablePoints: amount,
        totalPointsAccrued: amount,
        totalPointsRedeemed: amount,
        totalPointsExpired: amount,
      }),
    )
    .default([]),
  memberTiers: z
    .array(
      z.object({
        loyaltyMemberTierId: text,
        loyaltyMemberTierName: z.string(),
        tierSequenceNumber: amount,
        tierEffectiveDate: day.default(''),
        tierExpirationDate: optionalDay,
        tierChangeReason: optionalText,
      }),
    )
    .default([]),
});

const sfMemberVoucher = z
  .object({
    voucherId: z.string(),
    voucherNumber: text,
    voucherCode: z.string(),
    voucherDefinition: text,
    description: text,
    type: z.enum(VOUCHER_TYPES).catch('FixedValue'),
    faceValue: optionalAmount,
    discountPercent: optionalAmount,
    /**
     * The cap of a percentage voucher when the service sends one (our Salesforce-compatible surface
     * does); null is no cap. Absent, the till applies the spec's cap for the percentage (domain/pos/pricing.ts).
     */
    maxDiscount: z.coerce.number().nullish(),
    /** The hosted service says `status`; Cancelled vouchers cannot be used, like Expired ones. */
    status: z.string().optional(),
    voucherStatus: z.string().optional(),
    effectiveDate: day,
    expirationDate: day,
    voucherImageUrl: text,
    minimumPurchase: amount,
    storeBrand: z.enum(STORE_BRANDS).nullish().catch(null).transform((value) => value ?? null),
  })
  .transform(({ status, voucherStatus, ...voucher }) => {
    const stated = voucherStatus ?? status ?? 'Issued';
    const mapped: VoucherStatus = stated === 'Issued' || stated === 'Redeemed' ? stated : 'Expired';
    return { ...voucher, voucherNumber: voucher.voucherNumber || voucher.voucherCode, voucherStatus: mapped };
  });

export const sfMemberVouchers = z.object({
  voucherCount: z.number().optional(),
  vouchers: z.array(sfMemberVoucher).default([]),
});

const sfTransactionJournal = z.object({
  transactionJournalId: z.string(),
  transactionJournalNumber: text,
  activityDate: z.string(),
  journalTypeName: z.string(),
  journalSubTypeName: optionalText,
  externalTransactionNumber: optionalText,
  transactionAmount: optionalAmount,
  pointsChange: z.array(z.object({ changeInPoints: z.coerce.number(), loyaltyMemberCurrency: z.string() })).default([]),
  additionalTransactionJournalAttributes: z.array(z.object({ fieldName: z.string(), value: optionalText })).default([]),
  /** Salesforce's own name for them in the ledger summary (its "Transaction Ledgers" output sample). */
  additionalAttributes: z.array(z.object({ fieldName: z.string(), value: optionalText })).optional(),
}).transform(({ additionalAttributes, ...journal }) => ({
  ...journal,
  additionalTransactionJournalAttributes: additionalAttributes ?? journal.additionalTransactionJournalAttributes,
}));

export const sfLedger = z.object({
  transactionJournalCount: z.number().optional(),
  transactionJournals: z.array(sfTransactionJournal).default([]),
});

export const sfExpirablePoints = z.array(
  z.object({ ExpirationDate: day, ExpirationPoints: amount, RedeemedPoints: amount }),
);

export const sfRewardCatalog = z.array(
  z.object({
    Id: z.string(),
    Name: z.string(),
    Image__c: text,
    Points__c: z.coerce.number(),
    Description__c: text,
    VoucherType__c: z.enum(VOUCHER_TYPES).catch('FixedValue'),
    DiscountPercent__c: optionalAmount,
    FaceValue__c: optionalAmount,
  }),
);

/** The redemption's answer is not shown in the spec: whatever of our shape it carries is used. */
export const sfRedeemAnswer = z
  .object({
    transactionJournalId: z.string().optional(),
    pointsRedeemed: z.coerce.number().optional(),
    voucherCode: z.string().optional(),
    voucher: sfMemberVoucher.optional(),
  })
  .nullish();

const sfGameReward = z.object({
  gameRewardId: z.string(),
  name: z.string(),
  color: text,
  imageUrl: text,
  rewardType: z.enum(GAME_REWARD_TYPES).catch('NoReward'),
  rewardValue: optionalAmount,
});

export const sfGames = z.object({
  status: z.boolean(),
  errorMessage: optionalText,
  gameDefinitions: z
    .array(
      z.object({
        gameDefinitionId: z.string(),
        name: z.string(),
        type: text,
        startDate: day,
        endDate: optionalDay,
        gameRewards: z.array(sfGameReward).default([]),
        participantGameRewards: z
          .array(
            z.object({
              gameParticipantRewardId: z.string(),
              gameRewardId: optionalText,
              expirationDate: text,
              status: z.string(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

export const sfGamePlay = z.object({
  status: z.boolean(),
  errorMessage: optionalText,
  gameReward: z.array(sfGameReward.extend({ issuedRewardReference: optionalText })).default([]),
});

export const sfEnrollAnswer = z.object({
  contactId: text,
  loyaltyProgramMemberId: text,
  loyaltyProgramName: z.string().default(LOYALTY_PROGRAM_NAME),
  membershipNumber: z.string().optional(),
});

export const sfEligibility = z.object({
  IsEligible: z.boolean(),
  Message: text,
  ExcludedProducts: z.array(z.object({ ProductCode: z.string() })).nullish().transform((value) => value ?? []),
  EligibleProducts: z.array(z.object({ ProductCode: z.string() })).nullish().transform((value) => value ?? []),
  EligibleCategories: z.array(z.object({ Name: z.string() })).nullish().transform((value) => value ?? []),
});
