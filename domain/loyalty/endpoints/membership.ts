/**
 * A shopper's own loyalty membership (decision 009): which membership the signed-in account owns, joining
 * the programme online, and linking an existing card with a one-time code sent to the member's e-mail.
 * The member area's data (loyalty/endpoints/members.ts) is then readable by that account (and by cashiers).
 */
import { joinRequest, joinResponse, linkCardRequest, linkCodeRequest, linkCodeResponse, myMembership } from '../api/membership.ts';
import { myReferrals } from '../referrals.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Membership');

export const getMyMembership = endpoint({
  method: 'GET',
  path: '/api/loyalty/me',
  access: 'shopper',
  summary: "The signed-in account's loyalty membership, or null.",
  description:
    'An account without a membership is linked here, once, to the member whose contact e-mail equals the account’s verified e-mail (when exactly one member has it and nobody owns it yet).',
  responses: { 200: myMembership },
});

export const joinProgramme = endpoint({
  method: 'POST',
  path: '/api/loyalty/me/join',
  access: 'shopper',
  summary: 'Join the loyalty programme online: enrolls a new Crew member with the account’s e-mail and links it.',
  description:
    'With a friend’s referral code the join is recorded as a referral (decision 033): pending until the first paid purchase, or refused by a fraud rule (the member joins all the same, without the welcome bonus); an unknown code is ignored.',
  body: joinRequest,
  responses: { 201: joinResponse, 200: joinResponse },
  errors: { 409: 'The account already has a membership, or a member with this e-mail exists (link that card instead).' },
});

export const requestLinkCode = endpoint({
  method: 'POST',
  path: '/api/loyalty/me/link-code',
  access: 'shopper',
  summary: 'Link my card, step 1: e-mail a one-time code to the member’s contact e-mail.',
  description: 'The code has 6 digits, is valid for 10 minutes and 5 attempts. At most 3 codes per account per 15 minutes and 5 per membership per hour.',
  body: linkCodeRequest,
  responses: { 202: linkCodeResponse },
  errors: { 404: 'No member with that membership number.', 409: 'The membership or the account is linked already.', 429: 'Too many codes requested.' },
});

export const linkCard = endpoint({
  method: 'POST',
  path: '/api/loyalty/me/link',
  access: 'shopper',
  summary: 'Link my card, step 2: the membership number and the code from the e-mail link the membership to the account.',
  body: linkCardRequest,
  responses: { 200: myMembership },
  errors: {
    400: 'Wrong or expired code.',
    409: 'The membership is linked to another account (or this account to another membership).',
    429: 'Too many wrong codes: ask for a new one.',
  },
});

export const getMyReferrals = endpoint({
  method: 'GET',
  path: '/api/loyalty/me/referrals',
  access: 'shopper',
  summary: 'The signed-in member’s referral code (made on first read), what a referral pays, and the friends who joined with it, with their status.',
  description: 'Null when the account has no membership (a cashier looking at a member, a shopper who has not joined) or the programme is the hosted service, which keeps no referrals.',
  responses: { 200: myReferrals.nullable() },
});
