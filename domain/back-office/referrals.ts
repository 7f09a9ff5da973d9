/**
 * The back office's side of referrals (docs/decisions/033-referrals.md): the programme's referral rules
 * (managers read, admins change, audited) and the list of referrals with their status and, when refused,
 * the fraud rule that refused them.
 */
import { z } from 'zod';
import { REFERRAL_STATUSES, REFUSAL_REASONS } from '../loyalty/referrals.ts';
import { keyed } from '../texts/schema-messages.ts';

/** The bounds of each rule (loyalty_programs' check loyalty_programs_referrals says the same). */
export const REFERRAL_BOUNDS = {
  points: { min: 0, max: 1_000_000 },
  returnWindowDays: { min: 0, max: 90 },
  monthlyLimit: { min: 1, max: 100 },
} as const;

export const referralSettings = z.object({
  version: z.number().int(),
  referrerPoints: z.number().int(),
  friendPoints: z.number().int(),
  returnWindowDays: z.number().int(),
  monthlyLimit: z.number().int(),
});
export type ReferralSettings = z.infer<typeof referralSettings>;

const bounded = (key: 'points' | 'returnWindowDays' | 'monthlyLimit') => {
  const { min, max } = REFERRAL_BOUNDS[key];
  const message = keyed('backOffice.errors.referrals.between', { min, max });
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const referralSettingsForm = z.object({
  version: z.number({ error: 'backOffice.errors.programme.versionMissing' }).int().min(1),
  referrerPoints: bounded('points'),
  friendPoints: bounded('points'),
  returnWindowDays: bounded('returnWindowDays'),
  monthlyLimit: bounded('monthlyLimit'),
});

export const REFERRALS_PAGE_SIZE = 25;

export const referralListQuery = z.object({
  status: z.enum(REFERRAL_STATUSES, { error: keyed('errors.validation.oneOf', { options: REFERRAL_STATUSES.join(', ') }) }).optional(),
  /** The page after this referral, for "show older": its join instant (ISO) and id, as `nextBefore` gives them. */
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z~[0-9a-f-]{36}$/, 'backOffice.errors.referrals.before')
    .optional(),
});

const referralListRow = z.object({
  id: z.string(),
  referrer: z.object({ membershipNumber: z.string(), name: z.string() }),
  friend: z.object({ membershipNumber: z.string(), name: z.string(), email: z.string() }),
  code: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  refusalReason: z.enum(REFUSAL_REASONS).nullable(),
  joinedAt: z.string(),
  purchaseNumber: z.string().nullable(),
  purchasedAt: z.string().nullable(),
  windowEndsAt: z.string().nullable(),
  creditedAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
  referrerPoints: z.number().int().nullable(),
  friendPoints: z.number().int().nullable(),
});
export type ReferralListRow = z.infer<typeof referralListRow>;

export const referralListResponse = z.object({
  counts: z.object(Object.fromEntries(REFERRAL_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof REFERRAL_STATUSES)[number], z.ZodNumber>),
  referrals: z.array(referralListRow),
  nextBefore: z.string().nullable(),
});
export type ReferralList = z.infer<typeof referralListResponse>;
