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

// ---------------------------------------------------------------- shared rules

const text = (label: string, max: number) => z.string({ error: `Enter the ${label}` }).trim().max(max, `The ${label} has at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `Enter the ${label}`);
const wholeNumber = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `Enter the ${label}` })
    .int(`The ${label} is a whole number`)
    .min(min, `The ${label} is at least ${min.toLocaleString('id-ID')}${unit}`)
    .max(max, `The ${label} is at most ${max.toLocaleString('id-ID')}${unit}`);
const imageUrl = z
  .string({ error: 'Upload an image or enter its address' })
  .trim()
  .min(1, 'Upload an image or enter its address')
  .max(500, 'An image address has at most 500 characters')
  .regex(/^(\/|https:\/\/)/, 'An image address starts with / or https://');
/** A Jakarta calendar day, 2026-11-23. */
const day = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${label} is a date such as 2026-12-31`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `The ${label} is not a real date`);
const optionalDay = (label: string) => day(label).nullable().default(null);
const endNotBeforeStart = (value: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is on or after the start date' });
  }
};
const version = z.number({ error: 'The version is missing: reload the page' }).int().min(1);

/** A list of codes typed one per line or separated by commas, as the form sends them: trimmed, no empties, no repeats. */
const codeList = (label: string) =>
  z
    .array(z.string().trim().min(1).max(60, `A ${label} has at most 60 characters`), { error: `List the ${label}s` })
    .max(200, `At most 200 ${label}s`)
    .default([])
    .transform((codes) => [...new Set(codes)]);

// ---------------------------------------------------------------- rewards

const rewardFields = z.object({
    name: required('name', 80),
    imageUrl,
    points: wholeNumber('number of points', 1, 100_000_000),
    voucherDefinitionId: z.uuid({ error: 'Choose the voucher it issues' }),
    /** null: unlimited. */
    stock: wholeNumber('stock', 0, 10_000_000).nullable().default(null),
    /** null: no limit. */
    perMemberLimit: wholeNumber('limit per member', 1, 1000).nullable().default(null),
    startDate: optionalDay('start date'),
    endDate: optionalDay('end date'),
    active: z.boolean({ error: 'Choose active or inactive' }),
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
      .string({ error: 'Enter the code' })
      .trim()
      .regex(/^[A-Z0-9-]{2,30}$/, 'The code is 2 to 30 capital letters, digits or dashes, e.g. DISC15'),
    name: required('name', 80),
    description: text('description', 500).default(''),
    type: z.enum(VOUCHER_TYPES, { error: 'Choose a fixed amount or a percentage' }),
    /** FixedValue: the rupiah it takes off. */
    faceValue: wholeNumber('face value', 1, 100_000_000, ' rupiah').nullable().default(null),
    /** DiscountPercentage: 1 to 100. */
    discountPercent: wholeNumber('percentage', 1, 100, '%').nullable().default(null),
    /**
     * DiscountPercentage: the most one voucher takes off, whole rupiah; null: no cap (decision 021).
     * Left out: the standard cap of its percentage (domain/pos/pricing.ts voucherCap).
     */
    maxDiscount: wholeNumber('cap', 1, 100_000_000, ' rupiah').nullable().optional(),
    imageUrl,
    validityDays: wholeNumber('validity', 1, 3650, ' days'),
    minimumPurchase: wholeNumber('minimum purchase', 0, 1_000_000_000, ' rupiah').default(0),
    storeBrand: z.enum(STORE_BRANDS, { error: 'Choose a store or every store' }).nullable().default(null),
    eligibleProductCodes: codeList('product code'),
    eligibleCategories: codeList('category'),
    excludedProductCodes: codeList('product code'),
    excludedCategories: codeList('category'),
});
const voucherTermsAgree = (value: z.output<typeof voucherDefinitionFields>, ctx: z.RefinementCtx) => {
    if (value.type === 'FixedValue') {
      if (value.faceValue === null) ctx.addIssue({ code: 'custom', path: ['faceValue'], message: 'Enter the face value in rupiah' });
      if (value.discountPercent !== null) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'A fixed-value voucher has no percentage' });
      if (value.maxDiscount != null) ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: 'A fixed-value voucher has no cap: its face value is the most it takes off' });
    } else {
      if (value.discountPercent === null) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'Enter the percentage' });
      if (value.faceValue !== null) ctx.addIssue({ code: 'custom', path: ['faceValue'], message: 'A percentage voucher has no face value' });
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
export const voucherDefinitionIdParams = z.object({ id: z.uuid('No such voucher definition') });

// ---------------------------------------------------------------- games

/** Odds are written in percent with at most one decimal; stored as weights in tenths of a percent. */
export const oddsToWeight = (odds: number) => Math.round(odds * 10);
/** A prize's weight as odds in percent, one decimal (what the wheel's weights mean, whatever their sum). */
export function weightToOdds(weight: number, totalWeight: number): number {
  return totalWeight > 0 ? Math.round((weight * 1000) / totalWeight) / 10 : 0;
}
/** '22.5%' */
export const formatOdds = (odds: number) => `${odds.toFixed(1)}%`;

const oddsSumMessage = (sum: number) => `The odds add up to ${formatOdds(sum)}; they must add up to 100%.`;

const gamePrizeForm = z
  .object({
    name: required('prize name', 40),
    rewardType: z.enum(GAME_REWARD_TYPES, { error: 'Choose what the prize gives' }),
    /** LoyaltyPoints: the points it gives. */
    rewardValue: wholeNumber('points', 1, 10_000_000).nullable().default(null),
    /** Voucher: the voucher definition it issues. */
    voucherDefinitionId: z.uuid({ error: 'Choose the voucher' }).nullable().default(null),
    odds: z
      .number({ error: 'Enter the odds in percent' })
      .min(0, 'The odds are at least 0%')
      .max(100, 'The odds are at most 100%')
      .refine((odds) => Math.abs(odds * 10 - Math.round(odds * 10)) < 1e-9, 'The odds have at most one decimal, e.g. 12.5'),
  })
  .superRefine((prize, ctx) => {
    if (prize.rewardType === 'LoyaltyPoints' && prize.rewardValue === null) ctx.addIssue({ code: 'custom', path: ['rewardValue'], message: 'Enter the points it gives' });
    if (prize.rewardType === 'Voucher' && prize.voucherDefinitionId === null) ctx.addIssue({ code: 'custom', path: ['voucherDefinitionId'], message: 'Choose the voucher' });
  })
  .transform((prize) => ({
    ...prize,
    rewardValue: prize.rewardType === 'LoyaltyPoints' ? prize.rewardValue : null,
    voucherDefinitionId: prize.rewardType === 'Voucher' ? prize.voucherDefinitionId : null,
  }));

export const gameForm = z
  .object({
    version,
    name: required('name', 60),
    startDate: day('start date'),
    endDate: optionalDay('end date'),
    prizes: z.array(gamePrizeForm, { error: 'List the prizes' }).min(2, 'A wheel has at least 2 prizes').max(12, 'A wheel has at most 12 prizes'),
  })
  .superRefine((game, ctx) => {
    endNotBeforeStart(game, ctx);
    const tenths = game.prizes.reduce((sum, prize) => sum + (typeof prize.odds === 'number' ? oddsToWeight(prize.odds) : 0), 0);
    if (tenths !== 1000) ctx.addIssue({ code: 'custom', path: ['odds'], message: oddsSumMessage(tenths / 10) });
    if (game.prizes.length > 0 && tenths === 1000 && game.prizes.every((p) => oddsToWeight(p.odds) === 0)) {
      ctx.addIssue({ code: 'custom', path: ['odds'], message: 'At least one prize needs odds above 0%.' });
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
export const gameIdParams = z.object({ gameId: z.uuid('No such game') });

// ---------------------------------------------------------------- tiers and the earning rate

const tierForm = z.object({
  name: z.enum(TIER_NAMES, { error: 'Unknown tier' }),
  /** The Tier Points (rupiah paid) a member of this tier works towards. */
  threshold: wholeNumber('threshold', 1, 100_000_000_000, ' rupiah'),
  /** Reward Points multiplier: 1.25 earns a quarter more. Two decimals at most. */
  multiplier: z
    .number({ error: 'Enter the multiplier' })
    .min(0.01, 'The multiplier is at least 0.01')
    .max(10, 'The multiplier is at most 10')
    .refine((m) => Math.abs(m * 100 - Math.round(m * 100)) < 1e-9, 'The multiplier has at most two decimals, e.g. 1.25'),
});

export const earningForm = z
  .object({
    version,
    rupiahPerPoint: wholeNumber('rupiah per point', 1, 1_000_000, ' rupiah'),
    tiers: z.array(tierForm).length(TIER_NAMES.length, `List the ${TIER_NAMES.length} tiers`),
  })
  .superRefine((form, ctx) => {
    TIER_NAMES.forEach((name, index) => {
      if (form.tiers[index]?.name !== name) ctx.addIssue({ code: 'custom', path: ['tiers'], message: `List the tiers in order: ${TIER_NAMES.join(', ')}` });
    });
    for (let i = 1; i < form.tiers.length; i += 1) {
      const lower = form.tiers[i - 1];
      const tier = form.tiers[i];
      if (lower && tier && tier.threshold <= lower.threshold) {
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'threshold'], message: `The ${tier.name} threshold is above the ${lower.name} threshold` });
      }
    }
  });

export const earningResponse = z.object({
  version: z.number().int(),
  rupiahPerPoint: z.number().int(),
  tiers: z.array(z.object({ name: z.enum(TIER_NAMES), threshold: z.number().int(), multiplier: z.number(), members: z.number().int() })),
});
export type EarningResponse = z.infer<typeof earningResponse>;
