/**
 * Member referrals (docs/decisions/033-referrals.md): the code and link a member shares, the life of a
 * referral, and the fraud rules that refuse one. Pure rules; the server applies them.
 *
 *   pending    the friend joined with the code; no paid purchase yet
 *   qualified  first paid purchase made, friend's welcome bonus paid; waiting for its return window
 *   credited   the window passed without a return: the referrer got the reward
 *   reversed   the purchase came back within the window: no reward for the referrer
 *   refused    a fraud rule refused it when the friend joined (the friend is a member, without a bonus)
 */
import { z } from 'zod';

export const REFERRAL_STATUSES = ['pending', 'qualified', 'credited', 'reversed', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFUSAL_REASONS = ['selfReferral', 'sameEmail', 'samePhone', 'sameDevice', 'monthlyLimit'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A code as typed or carried in a link: upper case, without spaces; null when it cannot be one. */
export function referralCodeOf(input: string | null | undefined): string | null {
  if (!input) return null;
  const code = input.trim().toUpperCase();
  return new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`).test(code) ? code : null;
}

/** The storefront page a referral link opens: it keeps the code and sends the visitor on to sign up and join. */
export const referralLinkPath = (code: string): string => `/r/${encodeURIComponent(code)}`;

/**
 * An e-mail address as one mailbox: lower case, without a '+tag', and for Gmail without dots, so
 * 'Budi.Santoso+2@gmail.com' is the same person as 'budisantoso@gmail.com'.
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).replace(/\+.*$/, '');
  const domain = lower.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

/** A browser's device id as the join request carries it (a random UUID the browser keeps); the server stores only its hash. */
export const deviceId = z.string().trim().min(8).max(100);

// ---------------------------------------------------------------- the member's side

const referralRow = z.object({
  /** The friend's first name and initial: the referrer knows them, the page need not show more. */
  friend: z.string(),
  joinedAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  refusalReason: z.enum(REFUSAL_REASONS).nullable(),
  /** When the return window of the friend's first purchase ends (qualified). */
  windowEndsAt: z.string().nullable(),
  /** Reward Points the referrer got (credited). */
  points: z.number().int().nullable(),
  creditedAt: z.string().nullable(),
});
export type MyReferral = z.infer<typeof referralRow>;

/** GET /api/loyalty/me/referrals: the member's code, what a referral pays, and their referrals newest first. */
export const myReferrals = z.object({
  code: z.string(),
  referrerPoints: z.number().int(),
  friendPoints: z.number().int(),
  returnWindowDays: z.number().int(),
  monthlyLimit: z.number().int(),
  referrals: z.array(referralRow),
});
export type MyReferrals = z.infer<typeof myReferrals>;

/** What joining with a code did, in the join's answer: the friend is told why in one sentence when refused. */
export const referralOutcome = z.object({
  status: z.enum(['pending', 'refused', 'unknownCode']),
  refusalReason: z.enum(REFUSAL_REASONS).nullable(),
  friendPoints: z.number().int(),
});
export type ReferralOutcome = z.infer<typeof referralOutcome>;
