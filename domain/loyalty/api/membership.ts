/**
 * Who owns a loyalty membership (docs/decisions/009-membership-ownership.md): the signed-in
 * shopper's own membership, joining online, and "link my card" with a one-time code.
 *
 *   GET  /api/loyalty/me               SHOPPER                  -> myMembership (links by verified e-mail)
 *   POST /api/loyalty/me/join          SHOPPER joinRequest      -> myMembership (201)
 *   POST /api/loyalty/me/link-code     SHOPPER linkCodeRequest  -> linkCodeResponse (202)
 *   POST /api/loyalty/me/link          SHOPPER linkCardRequest  -> myMembership
 */
import { z } from 'zod';
import { membershipNumber } from './membership-number.ts';
import { whatsappPhone } from '../../platform/api/whatsapp-phone.ts';
import { deviceId, referralOutcome } from '../referrals.ts';

const MEMBERSHIP_LINK_WAYS = ['email', 'join', 'card'] as const;
export type MembershipLinkWay = (typeof MEMBERSHIP_LINK_WAYS)[number];

/** The signed-in shopper's membership, or null when the account has none yet (then: Join, or link my card). */
export const myMembership = z.object({
  membershipNumber: z.string().nullable(),
  linkedVia: z.enum(MEMBERSHIP_LINK_WAYS).nullable(),
});
export type MyMembership = z.infer<typeof myMembership>;

/** Joining online: the e-mail is the account's; the name the shopper confirms. */
export const joinRequest = z.object({
  firstName: z.string().trim().min(1, 'loyalty.validation.firstNameRequired').max(80),
  /** May be empty: many Indonesians have a single name. */
  lastName: z.string().trim().max(80).default(''),
  /** A friend's referral code (decision 033): from the link they shared; an unknown one is ignored. */
  referralCode: z.string().trim().max(20).optional(),
  /** The id this browser keeps: the referral rules compare its hash with other members' (decision 033). */
  deviceId: deviceId.optional(),
  /** The mobile number, optional: one already a member's refuses a referral. */
  phone: z.union([z.literal('').transform(() => undefined), whatsappPhone]).optional(),
});
export type JoinRequest = z.input<typeof joinRequest>;

/** The join's answer: the membership, and what the referral code did when one came with it. */
export const joinResponse = myMembership.extend({ referral: referralOutcome.nullable().optional() });

export const linkCodeRequest = z.object({ membershipNumber });
export type LinkCodeRequest = z.input<typeof linkCodeRequest>;

export const linkCodeResponse = z.object({
  /** The member's e-mail, masked ('b•••@example.com'): where to look for the code. */
  sentTo: z.string(),
  expiresInMinutes: z.number().int(),
});
export type LinkCodeResponse = z.infer<typeof linkCodeResponse>;

export const linkCardRequest = z.object({
  membershipNumber,
  code: z.string().trim().regex(/^\d{6}$/, 'loyalty.validation.codeDigits'),
});
export type LinkCardRequest = z.input<typeof linkCardRequest>;
