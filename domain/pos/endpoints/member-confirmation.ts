/** The member agrees at the till before points or a voucher are spent (docs/decisions/039-member-confirmation.md). */
import {
  memberCodeConfirmationRequest,
  memberCodeResponse,
  memberConfirmation,
  otpChallenge,
  otpParams,
  otpRequest,
  otpVerifyRequest,
} from '../api/member-confirmation.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('POS member confirmation');

export const issueMemberCode = endpoint({
  method: 'POST',
  path: '/api/pos/my-member-code',
  access: 'shopper',
  summary: "The signed-in member's code for the till: shown as a QR code in the member area, valid for 5 minutes.",
  description:
    'Only for the account that owns a membership (staff get 403 for a membership that is not theirs: a cashier cannot make a member’s code). ' +
    'The code is the membership number, its expiry and a signature; the till turns it into a confirmation once.',
  responses: { 201: memberCodeResponse },
  errors: { 403: 'The account has no membership.' },
});

export const confirmWithMemberCode = endpoint({
  method: 'POST',
  path: '/api/pos/member-confirmations',
  access: 'cashier',
  summary: "Confirm the member at the till with the code of their member-area QR (scanned or typed).",
  description:
    'Answers a confirmation bound to the membership, the store and the cashier, for one sale within 15 minutes (the order’s `memberConfirmation`). ' +
    'A code is used once: 409 when it was used, has expired, or belongs to another member than `membershipNumber`.',
  body: memberCodeConfirmationRequest,
  responses: { 201: memberConfirmation },
  errors: { 400: 'Not a member code, or its signature is wrong.', 409: 'The code was used already, has expired, or is another member’s.' },
});

export const sendOtp = endpoint({
  method: 'POST',
  path: '/api/pos/member-confirmations/otp',
  access: 'cashier',
  summary: 'Send the member a one-time code (e-mail, and WhatsApp with their consent) to confirm them at the till.',
  description: 'The code has 6 digits and is valid for 5 minutes; at most 3 codes per member in 15 minutes (429 after).',
  body: otpRequest,
  responses: { 201: otpChallenge },
  errors: { 404: 'No member with that membership number.', 409: 'The member has no e-mail address and no WhatsApp consent.', 429: 'Too many codes sent to this member.' },
});

export const verifyOtp = endpoint({
  method: 'POST',
  path: '/api/pos/member-confirmations/otp/:challengeId',
  access: 'cashier',
  summary: 'Check the one-time code the member read out: answers the confirmation for the sale.',
  description: 'Only at the store and by the cashier that sent it. 5 wrong codes lock it (409): send a new one. Checking the right code again answers the same confirmation.',
  params: otpParams,
  body: otpVerifyRequest,
  responses: { 200: memberConfirmation },
  errors: { 400: 'Wrong code: how many tries are left.', 404: 'No such code at this till.', 409: 'The code expired or is locked after wrong attempts.' },
});
