/**
 * The Salesforce-compatible loyalty surface (docs/decisions/012-salesforce-compatible-api.md):
 * a Salesforce Loyalty Management client (the seeds' app, the Loyalty Mobile SDK, our own adapter in
 * server/src/loyalty/salesforce/) pointed at this server gets the paths of loyalty-pos.md §7 and the
 * Connect API resources it uses, answered by the embedded engine. Registered only when
 * SF_COMPAT_CLIENT_ID and SF_COMPAT_CLIENT_SECRET are set. Every call but the sign-in needs the
 * surface's own bearer token; errors are Salesforce's `[{ message, errorCode }]`.
 */
import { expirablePointsResponse, gameParticipantRewardParams, gamePlayResponse, gamesResponse, idempotencyHeaders, ledgerQuery, memberVouchersQuery, membershipNumberParams, redeemRewardRequest, redeemRewardResponse, rewardCatalogResponse } from '../../loyalty/api/members.ts';
import { enrollRequest, enrollResponse, voucherEligibilityRequest, voucherEligibilityResponse } from '../../loyalty/api/enrollment.ts';
import { placeOrderRequest, placeOrderResponse } from '../../pos/api/sales.ts';
import {
  sfIdentityParams,
  sfIdentityQuery,
  sfIdentityResponse,
  sfLedgerResponse,
  sfMemberProfile,
  sfMembershipQuery,
  sfMemberVouchersResponse,
  sfParticipantParams,
  sfProgramMemberParams,
  sfProgramParams,
  sfTokenRequest,
  sfTokenResponse,
  sfVersionParams,
} from '../api/sf.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Salesforce-compatible');

const APEX = '/services/apexrest';
const DATA = '/services/data/:version';
const NO_MEMBER = 'NOT_FOUND: no member with that membership number.';
const VERSIONED = 'Any API version from v55.0 to v63.0 is accepted in the path.';

// ---------------------------------------------------------------- sign-in

export const token = endpoint({
  method: 'POST',
  path: '/services/oauth2/token',
  access: 'anonymous',
  summary: 'Client-credentials sign-in: an access token that lives 5 minutes.',
  description:
    'A form post with grant_type=client_credentials, client_id and client_secret (SF_COMPAT_CLIENT_ID, SF_COMPAT_CLIENT_SECRET). ' +
    "Refusals are 400 with Salesforce's OAuth body `{ error, error_description }`: unsupported_grant_type, invalid_client_id, invalid_client.",
  body: sfTokenRequest,
  bodyEncoding: 'form',
  responses: { 200: sfTokenResponse },
  errors: { 400: 'unsupported_grant_type, invalid_client_id or invalid_client.' },
});

export const identity = endpoint({
  method: 'GET',
  path: '/id/:organizationId/:userId',
  access: 'sfCompatClient',
  summary: "The identity URL of the token answer (Salesforce's identity service): who the client is and where to call.",
  description:
    'The token goes in the Authorization header or, as Salesforce allows, in `?oauth_token=`. The organisation is the loyalty programme, the user the configured client; ' +
    'jsforce `conn.identity()` calls this. JSON only.',
  params: sfIdentityParams,
  query: sfIdentityQuery,
  responses: { 200: sfIdentityResponse },
  errors: { 404: 'NOT_FOUND: the URL names another organisation or user.' },
});

// ---------------------------------------------------------------- the shop's Apex REST paths (loyalty-pos.md §7)

export const apexMemberProfile = endpoint({
  method: 'GET',
  path: `${APEX}/POSIntegration/pos/v1/members`,
  access: 'sfCompatClient',
  summary: 'Member profile (getMemberProfileDetails): contact, currencies, tiers.',
  query: sfMembershipQuery,
  responses: { 200: sfMemberProfile },
  errors: { 404: NO_MEMBER },
});

export const apexEnroll = endpoint({
  method: 'POST',
  path: `${APEX}/POSIntegration/pos/v1/members/enroll`,
  access: 'sfCompatClient',
  summary: 'Enroll a member (enrollMember): 201, or 200 with the same answer for a retry of the same enrollment.',
  body: enrollRequest,
  responses: { 201: enrollResponse, 200: enrollResponse },
  errors: { 409: 'CONFLICT: the membership number or e-mail belongs to another member.' },
});

export const apexMemberVouchers = endpoint({
  method: 'GET',
  path: `${APEX}/POSIntegration/pos/v1/members/:membershipNumber/vouchers`,
  access: 'sfCompatClient',
  summary: "A member's vouchers (getMemberVouchers), optionally of one status (?voucherStatus=Issued).",
  params: membershipNumberParams,
  query: memberVouchersQuery,
  responses: { 200: sfMemberVouchersResponse },
  errors: { 404: NO_MEMBER },
});

export const apexPlaceOrder = endpoint({
  method: 'POST',
  path: `${APEX}/POSIntegration/pos/v1/order`,
  access: 'sfCompatClient',
  summary: 'Create an order (createOrder): `{ orders: [{ requestType, newExternalTransactionNumber, order }] }`.',
  description:
    'Priced, booked and credited in one transaction, as POST /api/pos/orders. The same newExternalTransactionNumber again answers 200 with the first answer and `Idempotent-Replayed: true`.',
  body: placeOrderRequest,
  responses: { 201: placeOrderResponse, 200: placeOrderResponse },
  errors: { 404: NO_MEMBER, 409: 'CONFLICT: the voucher cannot be used.', 422: 'INSUFFICIENT_POINTS.' },
});

export const apexRewardCatalog = endpoint({
  method: 'GET',
  path: `${APEX}/custom/v1/catalog`,
  access: 'sfCompatClient',
  summary: 'The reward catalogue (getRewardCatalogObjects).',
  query: sfMembershipQuery,
  responses: { 200: rewardCatalogResponse },
  errors: { 404: NO_MEMBER },
});

export const apexRedeemReward = endpoint({
  method: 'POST',
  path: `${APEX}/custom/v1/catalog`,
  access: 'sfCompatClient',
  summary: 'Redeem a reward (redeemReward): MembershipNumber, RewardCatalogId; the voucher is issued and the points taken at once.',
  description: 'An `Idempotency-Key` header makes a retry answer 200 with the first answer.',
  headers: idempotencyHeaders,
  body: redeemRewardRequest,
  responses: { 201: redeemRewardResponse, 200: redeemRewardResponse },
  errors: { 404: 'NOT_FOUND: no such member or reward.', 422: 'INSUFFICIENT_POINTS.' },
});

export const apexExpirablePoints = endpoint({
  method: 'GET',
  path: `${APEX}/custom/v1/member/expirablepoints`,
  access: 'sfCompatClient',
  summary: 'Expirable points (getMemberExpirablePoints): one entry per expiration date ahead.',
  query: sfMembershipQuery,
  responses: { 200: expirablePointsResponse },
  errors: { 404: NO_MEMBER },
});

export const apexVoucherEligibility = endpoint({
  method: 'POST',
  path: `${APEX}/custom/v1/voucher/eligibility`,
  access: 'sfCompatClient',
  summary: 'Voucher eligibility (checkVoucherEligibility): CartValue, StoreId, VoucherCode, MembershipNumber.',
  body: voucherEligibilityRequest,
  responses: { 200: voucherEligibilityResponse },
});

// ---------------------------------------------------------------- Connect API (loyalty-pos.md §7, Loyalty Mobile SDK)

export const connectLedgerSummary = endpoint({
  method: 'GET',
  path: `${DATA}/loyalty/programs/:program/members/:membershipNumber/transaction-ledger-summary`,
  access: 'sfCompatClient',
  summary: "A member's transaction journals, newest first, 200 a page (getMemberLedgerHistory).",
  description: VERSIONED,
  params: sfProgramMemberParams,
  query: ledgerQuery,
  responses: { 200: sfLedgerResponse },
  errors: { 404: 'NOT_FOUND: no such programme or member.' },
});

export const connectMemberVouchers = endpoint({
  method: 'GET',
  path: `${DATA}/loyalty/programs/:program/members/:membershipNumber/vouchers`,
  access: 'sfCompatClient',
  summary: "A member's vouchers (Connect member-vouchers), optionally of one status.",
  description: VERSIONED,
  params: sfProgramMemberParams,
  query: memberVouchersQuery,
  responses: { 200: sfMemberVouchersResponse },
  errors: { 404: 'NOT_FOUND: no such programme or member.' },
});

export const connectMemberProfile = endpoint({
  method: 'GET',
  path: `${DATA}/loyalty-programs/:program/members`,
  access: 'sfCompatClient',
  summary: 'Member profile (Connect loyalty-program-members, ?membershipNumber=).',
  description: VERSIONED,
  params: sfProgramParams,
  query: sfMembershipQuery,
  responses: { 200: sfMemberProfile },
  errors: { 404: 'NOT_FOUND: no such programme or member.' },
});

export const connectEnroll = endpoint({
  method: 'POST',
  path: `${DATA}/loyalty-programs/:program/individual-member-enrollments`,
  access: 'sfCompatClient',
  summary: 'Enroll an individual member (Connect individual-member-enrollments).',
  description: VERSIONED,
  params: sfProgramParams,
  body: enrollRequest,
  responses: { 201: enrollResponse, 200: enrollResponse },
  errors: { 404: 'NOT_FOUND: no such programme.', 409: 'CONFLICT: the membership number or e-mail belongs to another member.' },
});

export const connectGames = endpoint({
  method: 'GET',
  path: `${DATA}/game/participant/:participantId/games`,
  access: 'sfCompatClient',
  summary: "A participant's games and playable spins (getMemberAvailableGames; the id is the loyaltyProgramMemberId).",
  description: VERSIONED,
  params: sfParticipantParams,
  responses: { 200: gamesResponse },
  errors: { 404: 'NOT_FOUND: no such participant.' },
});

const playDescription = `${VERSIONED} A GET that plays, as Salesforce's resource does: the server draws the prize; a spin plays once.`;

export const connectPlayGame = endpoint({
  method: 'GET',
  path: `${DATA}/game/gameparticipantreward/:gameParticipantRewardId/game-reward`,
  access: 'sfCompatClient',
  summary: 'Play a spin and get its reward (playGameAndGetReward, the spelling of loyalty-pos.md §7).',
  description: playDescription,
  params: sfVersionParams.extend(gameParticipantRewardParams.shape),
  responses: { 200: gamePlayResponse },
  errors: { 404: 'NOT_FOUND: no such spin.', 409: 'CONFLICT: played already or expired.' },
});

export const connectPlayGameSdk = endpoint({
  method: 'GET',
  path: `${DATA}/game/gameParticipantReward/:gameParticipantRewardId/game-reward`,
  access: 'sfCompatClient',
  summary: "Play a spin and get its reward (the Loyalty Mobile SDK's spelling).",
  description: playDescription,
  params: sfVersionParams.extend(gameParticipantRewardParams.shape),
  responses: { 200: gamePlayResponse },
  errors: { 404: 'NOT_FOUND: no such spin.', 409: 'CONFLICT: played already or expired.' },
});
