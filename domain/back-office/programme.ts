/**
 * The back office's loyalty programme (decision 021): the forms of a catalogue reward, a voucher
 * definition, a game with its prizes and odds, and the tiers with the earning rate; the lists the
 * screens show. The server validates its bodies with these schemas and the /admin forms validate with
 * the same ones before sending (decision 017). Changes apply to new activity only (decision 021).
 */
import { z } from 'zod';
import { VOUCHER_TYPES } from '../loyalty/vouchers.ts';
import { GAME_REWARD_TYPES } from '../loyalty/games.ts';
import { TIER_NAMES } from '../loyalty/programme.ts';
import { DOWNGRADE_POLICIES } from '../loyalty/tier-review.ts';
import { keyed } from '../texts/schema-messages.ts';

// ---------------------------------------------------------------- shared rules

// zod's own findings (required, too long, a whole number, at least / at most) are worded from the
// catalogue (errors.validation); only the rules zod cannot name carry a message of their own.
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);
const imageUrl = z
  .string({ error: 'backOffice.errors.catalog.imageRequired' })
  .trim()
  .min(1, 'backOffice.errors.catalog.imageRequired')
  .max(500)
  .regex(/^(\/|https:\/\/)/, 'backOffice.errors.catalog.imageAddress');
/** A Jakarta calendar day, 2026-11-23. */
const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'backOffice.errors.programme.date')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'backOffice.errors.programme.notARealDate');
const optionalDay = () => day().nullable().default(null);
const endNotBeforeStart = (value: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'backOffice.errors.programme.endBeforeStart' });
  }
};
const version = z.number({ error: 'backOffice.errors.programme.versionMissing' }).int().min(1);

/** A list of codes typed one per line or separated by commas, as the form sends them: trimmed, no empties, no repeats. */
const codeList = () =>
  z
    .array(z.string().trim().min(1).max(60))
    .max(200)
    .default([])
    .transform((codes) => [...new Set(codes)]);

// ---------------------------------------------------------------- rewards

const rewardFields = z.object({
    name: required(80),
    imageUrl,
    points: wholeNumber(1, 100_000_000),
    voucherDefinitionId: z.uuid({ error: 'backOffice.errors.programme.chooseVoucherIssued' }),
    /** null: unlimited. */
    stock: wholeNumber(0, 10_000_000).nullable().default(null),
    /** null: no limit. */
    perMemberLimit: wholeNumber(1, 1000).nullable().default(null),
    startDate: optionalDay(),
    endDate: optionalDay(),
    active: z.boolean(),
});
export const rewardForm = rewardFields.superRefine(endNotBeforeStart);
export const rewardUpdateForm = rewardFields.extend({ version }).superRefine(endNotBeforeStart);

export const adminReward = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  points: z.number().int(),
  voucherDefinitionId: z.string(),
  voucherName: z.string(),
  stock: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  active: z.boolean(),
  /** Vouchers issued by redeeming it so far. */
  redeemed: z.number().int(),
  version: z.number().int(),
});
export type AdminReward = z.infer<typeof adminReward>;
export const rewardListResponse = z.object({ rewards: z.array(adminReward) });
export type RewardListResponse = z.infer<typeof rewardListResponse>;
export const rewardIdParams = z.object({ rewardId: z.string().min(1).max(60) });

// ---------------------------------------------------------------- voucher definitions

export const STORE_BRANDS = ['grandlucky', 'erafone'] as const;

const voucherDefinitionFields = z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{2,30}$/, 'backOffice.errors.programme.codeFormat'),
    name: required(80),
    description: text(500).default(''),
    type: z.enum(VOUCHER_TYPES, { error: 'backOffice.errors.programme.voucherType' }),
    /** FixedValue: the rupiah it takes off. */
    faceValue: wholeNumber(1, 100_000_000).nullable().default(null),
    /** DiscountPercentage: 1 to 100. */
    discountPercent: wholeNumber(1, 100).nullable().default(null),
    /**
     * DiscountPercentage: the most one voucher takes off, whole rupiah; null: no cap (decision 021).
     * Left out: the standard cap of its percentage (domain/pos/pricing.ts voucherCap).
     */
    maxDiscount: wholeNumber(1, 100_000_000).nullable().optional(),
    imageUrl,
    validityDays: wholeNumber(1, 3650),
    minimumPurchase: wholeNumber(0, 1_000_000_000).default(0),
    storeBrand: z.enum(STORE_BRANDS, { error: 'backOffice.errors.programme.storeBrand' }).nullable().default(null),
    eligibleProductCodes: codeList(),
    eligibleCategories: codeList(),
    excludedProductCodes: codeList(),
    excludedCategories: codeList(),
});
const voucherTermsAgree = (value: z.output<typeof voucherDefinitionFields>, ctx: z.RefinementCtx) => {
    if (value.type === 'FixedValue') {
      if (value.faceValue === null) ctx.addIssue({ code: 'custom', path: ['faceValue'], message: 'backOffice.errors.programme.faceValueRequired' });
      if (value.discountPercent !== null) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'backOffice.errors.programme.fixedHasNoPercentage' });
      if (value.maxDiscount != null) ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: 'backOffice.errors.programme.fixedHasNoCap' });
    } else {
      if (value.discountPercent === null) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'backOffice.errors.programme.percentageRequired' });
      if (value.faceValue !== null) ctx.addIssue({ code: 'custom', path: ['faceValue'], message: 'backOffice.errors.programme.percentageHasNoFaceValue' });
    }
};
export const voucherDefinitionForm = voucherDefinitionFields.superRefine(voucherTermsAgree);
/** The code stays (seeds and tests name definitions by it); everything else may change. */
export const voucherDefinitionUpdateForm = voucherDefinitionFields.omit({ code: true }).extend({ version }).superRefine((value, ctx) => voucherTermsAgree({ ...value, code: '' }, ctx));

export const adminVoucherDefinition = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(VOUCHER_TYPES),
  faceValue: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  /** The cap of a percentage voucher in rupiah (seeded with domain/pos/pricing.ts voucherCap of its percentage); null: no cap. */
  maxDiscount: z.number().int().nullable(),
  imageUrl: z.string(),
  validityDays: z.number().int(),
  minimumPurchase: z.number().int(),
  storeBrand: z.enum(STORE_BRANDS).nullable(),
  eligibleProductCodes: z.array(z.string()),
  eligibleCategories: z.array(z.string()),
  excludedProductCodes: z.array(z.string()),
  excludedCategories: z.array(z.string()),
  /** Vouchers issued with these terms so far (they keep them whatever the next edit says). */
  issued: z.number().int(),
  version: z.number().int(),
});
export type AdminVoucherDefinition = z.infer<typeof adminVoucherDefinition>;
export const voucherDefinitionListResponse = z.object({ voucherDefinitions: z.array(adminVoucherDefinition) });
export type VoucherDefinitionListResponse = z.infer<typeof voucherDefinitionListResponse>;
export const voucherDefinitionIdParams = z.object({ id: z.uuid('backOffice.errors.programme.noVoucherDefinition') });

// ---------------------------------------------------------------- games

/** Odds are written in percent with at most one decimal; stored as weights in tenths of a percent. */
export const oddsToWeight = (odds: number) => Math.round(odds * 10);
/** A prize's weight as odds in percent, one decimal (what the wheel's weights mean, whatever their sum). */
export function weightToOdds(weight: number, totalWeight: number): number {
  return totalWeight > 0 ? Math.round((weight * 1000) / totalWeight) / 10 : 0;
}
/** '22.5%' */
export const formatOdds = (odds: number) => `${odds.toFixed(1)}%`;

const oddsSumMessage = (sum: number) => keyed('backOffice.errors.programme.oddsSum', { sum: formatOdds(sum) });

const gamePrizeForm = z
  .object({
    name: required(40),
    rewardType: z.enum(GAME_REWARD_TYPES, { error: 'backOffice.errors.programme.prizeType' }),
    /** LoyaltyPoints: the points it gives. */
    rewardValue: wholeNumber(1, 10_000_000).nullable().default(null),
    /** Voucher: the voucher definition it issues. */
    voucherDefinitionId: z.uuid({ error: 'backOffice.errors.programme.chooseVoucher' }).nullable().default(null),
    odds: z
      .number()
      .min(0)
      .max(100)
      .refine((odds) => Math.abs(odds * 10 - Math.round(odds * 10)) < 1e-9, 'backOffice.errors.programme.oddsDecimal'),
  })
  .superRefine((prize, ctx) => {
    if (prize.rewardType === 'LoyaltyPoints' && prize.rewardValue === null) ctx.addIssue({ code: 'custom', path: ['rewardValue'], message: 'backOffice.errors.programme.prizePoints' });
    if (prize.rewardType === 'Voucher' && prize.voucherDefinitionId === null) ctx.addIssue({ code: 'custom', path: ['voucherDefinitionId'], message: 'backOffice.errors.programme.chooseVoucher' });
  })
  .transform((prize) => ({
    ...prize,
    rewardValue: prize.rewardType === 'LoyaltyPoints' ? prize.rewardValue : null,
    voucherDefinitionId: prize.rewardType === 'Voucher' ? prize.voucherDefinitionId : null,
  }));

export const gameForm = z
  .object({
    version,
    name: required(60),
    startDate: day(),
    endDate: optionalDay(),
    prizes: z.array(gamePrizeForm).min(2).max(12),
  })
  .superRefine((game, ctx) => {
    endNotBeforeStart(game, ctx);
    const tenths = game.prizes.reduce((sum, prize) => sum + (typeof prize.odds === 'number' ? oddsToWeight(prize.odds) : 0), 0);
    if (tenths !== 1000) ctx.addIssue({ code: 'custom', path: ['odds'], message: oddsSumMessage(tenths / 10) });
    if (game.prizes.length > 0 && tenths === 1000 && game.prizes.every((p) => oddsToWeight(p.odds) === 0)) {
      ctx.addIssue({ code: 'custom', path: ['odds'], message: 'backOffice.errors.programme.oddsAboveZero' });
    }
  });

const adminGamePrize = z.object({
  id: z.string(),
  name: z.string(),
  rewardType: z.enum(GAME_REWARD_TYPES),
  rewardValue: z.number().int().nullable(),
  voucherDefinitionId: z.string().nullable(),
  voucherName: z.string().nullable(),
  weight: z.number().int(),
  /** Percent, one decimal. */
  odds: z.number(),
});
export const adminGame = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  version: z.number().int(),
  prizes: z.array(adminGamePrize),
  /** Spins played so far (each keeps the prize it drew). */
  played: z.number().int(),
});
export type AdminGame = z.infer<typeof adminGame>;
export const gameListResponse = z.object({ games: z.array(adminGame) });
export type GameListResponse = z.infer<typeof gameListResponse>;
export const gameIdParams = z.object({ gameId: z.uuid('backOffice.errors.programme.noGame') });

// ---------------------------------------------------------------- tiers and the earning rate

const tierForm = z.object({
  name: z.enum(TIER_NAMES),
  /** The Tier Points (rupiah paid) a member of this tier works towards. */
  threshold: wholeNumber(1, 100_000_000_000),
  /** Reward Points multiplier: 1.25 earns a quarter more. Two decimals at most. */
  multiplier: z
    .number()
    .min(0.01)
    .max(10)
    .refine((m) => Math.abs(m * 100 - Math.round(m * 100)) < 1e-9, 'backOffice.errors.programme.multiplierDecimals'),
});

export const earningForm = z
  .object({
    version,
    rupiahPerPoint: wholeNumber(1, 1_000_000),
    tiers: z.array(tierForm).length(TIER_NAMES.length),
  })
  .superRefine((form, ctx) => {
    TIER_NAMES.forEach((name, index) => {
      if (form.tiers[index]?.name !== name) ctx.addIssue({ code: 'custom', path: ['tiers'], message: keyed('backOffice.errors.programme.tiersInOrder', { tiers: TIER_NAMES.join(', ') }) });
    });
    for (let i = 1; i < form.tiers.length; i += 1) {
      const lower = form.tiers[i - 1];
      const tier = form.tiers[i];
      if (lower && tier && tier.threshold <= lower.threshold) {
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'threshold'], message: keyed('backOffice.errors.programme.thresholdAbove', { tier: tier.name, lower: lower.name }) });
      }
    }
  });

export const earningResponse = z.object({
  version: z.number().int(),
  rupiahPerPoint: z.number().int(),
  tiers: z.array(z.object({ name: z.enum(TIER_NAMES), threshold: z.number().int(), multiplier: z.number(), members: z.number().int() })),
});
export type EarningResponse = z.infer<typeof earningResponse>;

// ---------------------------------------------------------------- birthdays and tiers (decision 031)

/** The birthday bonus and the rules of tiers moving both ways; `version` is the programme's, as for the earning rate. */
export const birthdayAndTierRulesForm = z.object({
  version,
  /** Reward Points on the member's birthday; 0 pays none. */
  birthdayBonusPoints: wholeNumber(0, 1_000_000),
  /** Tier Points of this many months before today earn and keep a tier. */
  qualifyingMonths: wholeNumber(1, 36),
  downgradePolicy: z.enum(DOWNGRADE_POLICIES),
  /** Days between the review that finds a member short and their downgrade. */
  graceDays: wholeNumber(0, 365),
});

export const birthdayAndTierRulesResponse = z.object({
  version: z.number().int(),
  birthdayBonusPoints: z.number().int(),
  qualifyingMonths: z.number().int(),
  downgradePolicy: z.enum(DOWNGRADE_POLICIES),
  graceDays: z.number().int(),
  /** The Jakarta day the downgrade policy last changed; null: never changed. */
  policySince: z.string().nullable(),
});
export type BirthdayAndTierRules = z.infer<typeof birthdayAndTierRulesResponse>;
