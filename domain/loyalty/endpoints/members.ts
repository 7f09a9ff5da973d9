/**
 * The loyalty engine's endpoints (loyalty-pos.md §3, §7). The member area (/loyalty, /my-voucher,
 * /poin-history, the spin) names a member by the number in its URL (§6); its data (personal fields,
 * voucher codes, redemptions, spins) is for the account that owns the membership (loyalty/endpoints/membership.ts)
 * and for cashiers at the till: `memberOwner`. The cashier enrolls members and checks vouchers.
 */
import { expirablePointsResponse, gameParticipantRewardParams, playGameQuery, gamePlayResponse, gamesResponse, idempotencyHeaders, ledgerQuery, ledgerResponse, memberProfile, memberVouchersQuery, memberVouchersResponse, membershipNumberParams, redeemRewardRequest, redeemRewardResponse, rewardCatalogResponse } from '../api/members.ts';
import { enrollResponse, tillEnrollRequest, voucherEligibilityRequest, voucherEligibilityResponse } from '../api/enrollment.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Loyalty');

const NO_MEMBER = 'No member with that membership number.';
/** The member area's reads name their member in the path (loyalty-pos.md §6). */
const IN_PATH = { in: 'params', field: 'membershipNumber' } as const;

export const getMemberProfile = endpoint({
  method: 'GET',
  path: '/api/loyalty/members/:membershipNumber',
  access: 'memberOwner',
  membershipNumberAt: IN_PATH,
  summary: "A member's profile: contact, tier and tier progress, point balances, voucher count.",
  params: membershipNumberParams,
  responses: { 200: memberProfile },
  errors: { 404: NO_MEMBER },
});

export const getMemberVouchers = endpoint({
  method: 'GET',
  path: '/api/loyalty/members/:membershipNumber/vouchers',
  access: 'memberOwner',
  membershipNumberAt: IN_PATH,
  summary: "A member's vouchers, optionally of one status (?voucherStatus=Issued).",
  params: membershipNumberParams,
  query: memberVouchersQuery,
  responses: { 200: memberVouchersResponse },
  errors: { 404: NO_MEMBER },
});

export const getMemberLedger = endpoint({
  method: 'GET',
  path: '/api/loyalty/members/:membershipNumber/ledger',
  access: 'memberOwner',
  membershipNumberAt: IN_PATH,
  summary: "A member's transaction journals, newest first (200 a page), and the rows of the points history.",
  params: membershipNumberParams,
  query: ledgerQuery,
  responses: { 200: ledgerResponse },
  errors: { 404: NO_MEMBER },
});

export const getExpirablePoints = endpoint({
  method: 'GET',
  path: '/api/loyalty/members/:membershipNumber/expirable-points',
  access: 'memberOwner',
  membershipNumberAt: IN_PATH,
  summary: 'When which Reward Points expire: one entry per expiration date still ahead, earliest first.',
  params: membershipNumberParams,
  responses: { 200: expirablePointsResponse },
  errors: { 404: NO_MEMBER },
});

export const getRewardCatalog = endpoint({
  method: 'GET',
  path: '/api/loyalty/members/:membershipNumber/rewards',
  access: 'memberOwner',
  membershipNumberAt: IN_PATH,
  summary: 'The reward catalogue the member may redeem points for.',
  params: membershipNumberParams,
  responses: { 200: rewardCatalogResponse },
  errors: { 404: NO_MEMBER },
});

export const redeemReward = endpoint({
  method: 'POST',
  path: '/api/loyalty/rewards/redeem',
  access: 'memberOwner',
  membershipNumberAt: { in: 'body', field: 'MembershipNumber' },
  summary: 'Redeem points for a reward: the voucher is issued and the points are taken, in one transaction.',
  description:
    'Answers 201 with the new voucher. With an `Idempotency-Key` header, a retry with the same key and body answers 200 with the first answer and changes nothing.',
  headers: idempotencyHeaders,
  body: redeemRewardRequest,
  responses: { 201: redeemRewardResponse, 200: redeemRewardResponse },
  errors: { 404: 'No such member or reward.', 422: 'Not enough points.', 429: 'Too many redemptions from this connection.' },
});

export const getMemberGames = endpoint({
  method: 'GET',
  path: '/api/loyalty/members/:membershipNumber/games',
  access: 'memberOwner',
  membershipNumberAt: IN_PATH,
  summary: "The member's games (the spin-to-win wheel) with their prizes and the member's playable spins.",
  params: membershipNumberParams,
  responses: { 200: gamesResponse },
  errors: { 404: NO_MEMBER },
});

export const playGame = endpoint({
  method: 'POST',
  path: '/api/loyalty/game-rewards/:gameParticipantRewardId/play',
  access: 'memberOwner',
  // The engine then plays only that member's spin (docs/decisions/009-membership-ownership.md).
  membershipNumberAt: { in: 'query', field: 'membershipNumber' },
  summary: 'Play a spin: the server draws the prize by weight and issues it.',
  description: 'A write (the prize is drawn and issued), hence POST where the hosted service uses GET. A spin plays once.',
  params: gameParticipantRewardParams,
  query: playGameQuery,
  responses: { 200: gamePlayResponse },
  errors: { 404: 'This spin does not exist (or is not this member’s).', 409: 'This spin was played already or expired.', 429: 'Too many spins from this connection.' },
});

export const enrollMember = endpoint({
  method: 'POST',
  path: '/api/loyalty/members',
  access: 'cashier',
  summary: 'Enroll a member at the till (loyalty-pos.md §7 enrollMember payload).',
  description:
    'Answers 201 for a new member, 200 with the same body when the same enrollment is sent again (a retry). ' +
    'With `whatsapp: { phone }` the member consented at the till to WhatsApp messages on that number: the consent is recorded and the welcome message goes there too.',
  body: tillEnrollRequest,
  responses: { 201: enrollResponse, 200: enrollResponse },
  errors: { 409: 'The membership number or the e-mail belongs to another member.' },
});

export const checkVoucherEligibility = endpoint({
  method: 'POST',
  path: '/api/loyalty/vouchers/eligibility',
  access: 'cashier',
  summary: 'Whether a voucher applies to a cart at a store, and to which products and categories.',
  description: 'An ineligible voucher is a 200 with IsEligible false and the reason in Message.',
  body: voucherEligibilityRequest,
  responses: { 200: voucherEligibilityResponse },
});
