/**
 * The member agrees before their points or a voucher are spent at the till
 * (docs/decisions/039-member-confirmation.md). Earning needs nothing; a sale that redeems points or uses a
 * voucher carries a confirmation the member gave at the counter, in one of two ways:
 *
 * - their member code: the member area shows a short-lived signed code as a QR code, with the same text
 *   under it (`LB-1001-TJ4K2Q-7DMNQ2RTH8`: the membership number, when it expires, the signature), which the
 *   cashier scans with the camera or a hand scanner, or types;
 * - a one-time code of OTP_DIGITS digits sent to the member's e-mail (and WhatsApp, with consent), which the
 *   member reads out; OTP_MAX_WRONG wrong codes lock it.
 *
 * Either becomes a confirmation bound to the membership, the store and the cashier, good for one sale
 * within CONFIRMATION_LIFETIME_SECONDS. Pure rules shared by the till and the server; the signature itself
 * is the server's (an HMAC with its own key).
 */
import type { TextKey } from '../texts/index.ts';

/** How long a member code from the member area may be used: 5 minutes. */
export const MEMBER_CODE_LIFETIME_SECONDS = 5 * 60;
/** How long a one-time code sent to the member may be used: 5 minutes. */
export const OTP_LIFETIME_SECONDS = 5 * 60;
export const OTP_DIGITS = 6;
/** Wrong one-time codes that lock it: the cashier sends a new one (or the member shows their QR). */
const OTP_MAX_WRONG = 5;
/** At most this many one-time codes for one member within OTP_SEND_WINDOW_SECONDS (no flood of messages). */
const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_SECONDS = 15 * 60;
/** A confirmation, once given, must be spent by a sale within 15 minutes. */
export const CONFIRMATION_LIFETIME_SECONDS = 15 * 60;

export const CONFIRMATION_METHODS = ['memberCode', 'otp'] as const;
export type ConfirmationMethod = (typeof CONFIRMATION_METHODS)[number];

/** A sale needs the member's confirmation when it redeems points or uses a voucher; earning alone does not. */
export function saleNeedsMemberConfirmation(order: {
  pointsRedemption?: { points: number } | null;
  discount_codes?: readonly { code: string }[] | undefined;
}): boolean {
  return (order.pointsRedemption?.points ?? 0) > 0 || (order.discount_codes?.length ?? 0) > 0;
}

// ---------------------------------------------------------------- the member code (QR)

const MEMBER_CODE_PREFIX = 'LB';
/** Characters of the signature: 10 of Crockford's base32, 50 bits. */
export const MEMBER_CODE_SIGNATURE_LENGTH = 10;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The first `length` characters of Crockford's base32 of `bytes` (for the signature). */
export function crockfordBase32(bytes: Uint8Array, length: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** What the signature covers: the membership number and the expiry (whole seconds since 1970). */
export function memberCodePayload(membershipNumber: string, expiresAtSeconds: number): string {
  return `${MEMBER_CODE_PREFIX}|${membershipNumber}|${expiresAtSeconds}`;
}

/** The code as the member area shows it and the till reads it: `LB-{number}-{expiry, base 36}-{signature}`. */
export function memberCodeText(membershipNumber: string, expiresAtSeconds: number, signature: string): string {
  return `${MEMBER_CODE_PREFIX}-${membershipNumber}-${expiresAtSeconds.toString(36).toUpperCase()}-${signature}`;
}

export interface ParsedMemberCode {
  membershipNumber: string;
  expiresAtSeconds: number;
  signature: string;
}

/**
 * Reads a member code as a scanner or a cashier typed it: spaces around it and the case of the letters do
 * not matter (the membership number keeps the case it was shown in). Null for anything else.
 */
export function parseMemberCode(raw: string): ParsedMemberCode | null {
  const text = raw.trim();
  const match = /^LB-([A-Za-z0-9-]{1,32})-([0-9A-Za-z]{1,8})-([0-9A-Za-z]{10})$/i.exec(text);
  if (!match) return null;
  const [, membershipNumber, expiry, signature] = match as unknown as [string, string, string, string];
  const expiresAtSeconds = Number.parseInt(expiry, 36);
  if (!Number.isSafeInteger(expiresAtSeconds)) return null;
  return { membershipNumber, expiresAtSeconds, signature: normaliseCrockford(signature) };
}

/** Crockford's base32 as typed: lower case, and O, I, L read as 0, 1, 1. */
function normaliseCrockford(text: string): string {
  return text.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Whether a member code has passed its expiry at `now`. */
export function memberCodeExpired(code: Pick<ParsedMemberCode, 'expiresAtSeconds'>, now: Date): boolean {
  return now.getTime() >= code.expiresAtSeconds * 1000;
}

// ---------------------------------------------------------------- the one-time code

/** A one-time code as typed: its digits, spaces and dashes dropped; null when it is not OTP_DIGITS digits. */
export function normaliseOtp(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${OTP_DIGITS}}$`).test(digits) ? digits : null;
}

export interface OtpChallengeFacts {
  expiresAt: Date;
  wrongAttempts: number;
  confirmedAt: Date | null;
}

export type OtpProblem = 'locked' | 'expired';

/** Why a one-time code can no longer be checked, or null: locked after OTP_MAX_WRONG wrong codes, or expired. */
export function otpProblem(challenge: OtpChallengeFacts, now: Date): OtpProblem | null {
  if (challenge.confirmedAt) return null;
  if (challenge.wrongAttempts >= OTP_MAX_WRONG) return 'locked';
  if (now.getTime() >= challenge.expiresAt.getTime()) return 'expired';
  return null;
}

/** Wrong codes the cashier may still type before the code locks. */
export function otpTriesLeft(wrongAttempts: number): number {
  return Math.max(0, OTP_MAX_WRONG - wrongAttempts);
}

/** Whether another one-time code may be sent, given when the member's recent ones were sent. */
export function maySendOtp(recentSends: readonly Date[], now: Date): boolean {
  const since = now.getTime() - OTP_SEND_WINDOW_SECONDS * 1000;
  return recentSends.filter((sent) => sent.getTime() > since).length < OTP_MAX_SENDS;
}

// ---------------------------------------------------------------- spending a confirmation on a sale

export interface ConfirmationFacts {
  membershipNumber: string;
  storeId: string;
  cashierId: string;
  /** When the member confirmed; null for a one-time code not (yet) typed right. */
  confirmedAt: Date | null;
  /** After confirming: until when a sale may spend it. */
  expiresAt: Date;
  /** The sale that spent it. */
  usedByTransaction: string | null;
}

export interface SaleFacts {
  membershipNumber: string;
  storeId: string;
  cashierId: string;
  transactionNumber: string;
  now: Date;
}

export type ConfirmationProblem = 'missing' | 'otherMember' | 'otherTill' | 'notConfirmed' | 'used' | 'expired';

/**
 * Why a sale that redeems may not spend this confirmation, or null when it may. A confirmation is its
 * member's, at the store and with the cashier that took it, once: the sale that spent it may be posted
 * again (a retry gets its first answer), another sale may not. Expiry does not stop that retry.
 */
export function confirmationProblem(confirmation: ConfirmationFacts | null, sale: SaleFacts): ConfirmationProblem | null {
  if (!confirmation) return 'missing';
  if (confirmation.membershipNumber !== sale.membershipNumber) return 'otherMember';
  if (confirmation.storeId !== sale.storeId || confirmation.cashierId !== sale.cashierId) return 'otherTill';
  if (!confirmation.confirmedAt) return 'notConfirmed';
  if (confirmation.usedByTransaction !== null) return confirmation.usedByTransaction === sale.transactionNumber ? null : 'used';
  if (sale.now.getTime() >= confirmation.expiresAt.getTime()) return 'expired';
  return null;
}

/** The catalogue key of the sentence the cashier reads for each problem. */
export const CONFIRMATION_PROBLEM_TEXT: Record<ConfirmationProblem, TextKey> = {
  missing: 'pos.confirm.errors.missing',
  otherMember: 'pos.confirm.errors.otherMember',
  otherTill: 'pos.confirm.errors.otherTill',
  notConfirmed: 'pos.confirm.errors.notConfirmed',
  used: 'pos.confirm.errors.used',
  expired: 'pos.confirm.errors.expired',
};
