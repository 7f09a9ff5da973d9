/**
 * The Salesforce-compatible loyalty surface (docs/decisions/012-salesforce-compatible-api.md): the
 * paths and shapes a Salesforce Loyalty Management client calls (loyalty-pos.md §7-§8,
 * LOYALTY-API-REFERENCE.md), answered by our embedded engine. Most answers reuse the engine's own
 * contract (`domain/loyalty/api/members.ts`, `domain/pos/api/sales.ts`), which already carries Salesforce's field names; this file adds
 * what only the surface has: the client-credentials token, the API version and programme in the path,
 * the Connect voucher fields and Salesforce's error bodies.
 */
import { z } from 'zod';
import { memberProfile, memberVoucher, transactionJournal } from '../../loyalty/api/members.ts';
import { membershipNumber } from '../../loyalty/api/membership-number.ts';

// ---------------------------------------------------------------- sign-in

/** POST /services/oauth2/token, a form post. Checked by the handler so a refusal has Salesforce's OAuth shape. */
export const sfTokenRequest = z.looseObject({
  grant_type: z.string().max(100).optional(),
  client_id: z.string().max(500).optional(),
  client_secret: z.string().max(500).optional(),
});

export const sfTokenResponse = z.object({
  access_token: z.string(),
  /** Where the client sends its calls: this server, as the client reached it. */
  instance_url: z.string(),
  /**
   * The identity URL, `{instance}/id/{organizationId}/{userId}` as Salesforce's: a client (jsforce) reads
   * the org and user ids from its last two steps and GETs it for the identity answer (sfIdentityResponse).
   */
  id: z.string(),
  token_type: z.literal('Bearer'),
  /** Epoch milliseconds, as a string (Salesforce's format). */
  issued_at: z.string(),
  /** Base64 HMAC-SHA256 of id + issued_at with the client secret (Salesforce's check that the answer is genuine). */
  signature: z.string(),
});

/** GET /id/:organizationId/:userId: the token as a query parameter is accepted too, as Salesforce does. */
export const sfIdentityParams = z.object({ organizationId: z.string().max(100), userId: z.string().max(600) });
export const sfIdentityQuery = z.looseObject({
  format: z.enum(['json']).optional(),
  oauth_token: z.string().max(200).optional(),
  version: z.string().max(10).optional(),
});

/**
 * Salesforce's identity service answer (its "Identity URLs" reference), for the one client a surface
 * serves: the org is the loyalty programme, the user the configured client. Only the URLs this
 * server serves are listed (`rest` keeps Salesforce's `{version}` placeholder).
 */
export const sfIdentityResponse = z.object({
  id: z.string(),
  asserted_user: z.boolean(),
  user_id: z.string(),
  organization_id: z.string(),
  username: z.string(),
  nick_name: z.string(),
  display_name: z.string(),
  active: z.boolean(),
  user_type: z.string(),
  language: z.string(),
  locale: z.string(),
  timezone: z.string(),
  /** Milliseconds east of UTC (Asia/Jakarta: 7 hours). */
  utcOffset: z.number(),
  urls: z.object({ rest: z.string(), custom_domain: z.string() }),
});

// ---------------------------------------------------------------- errors

/** Salesforce's REST error body: a JSON array, first item's message shown (loyalty-pos.md §8). */
export const sfErrorBody = z.array(z.object({ message: z.string(), errorCode: z.string() }));
export type SfErrorBody = z.infer<typeof sfErrorBody>;

// ---------------------------------------------------------------- path and query parts

/** Connect API versions accepted in `/services/data/vNN.0/...` (Spring '22 to Spring '25). */
const SF_API_VERSIONS = { first: 55, last: 63 } as const;

const sfApiVersion = z
  .string()
  .regex(/^v\d{2}\.0$/, 'The API version is written v63.0')
  .refine((value) => {
    const major = Number(value.slice(1, 3));
    return major >= SF_API_VERSIONS.first && major <= SF_API_VERSIONS.last;
  }, `Only API versions v${SF_API_VERSIONS.first}.0 to v${SF_API_VERSIONS.last}.0 are served`);

const program = z.string().trim().min(1).max(200);

export const sfMembershipQuery = z.object({ membershipNumber });
export const sfVersionParams = z.object({ version: sfApiVersion });
export const sfProgramParams = z.object({ version: sfApiVersion, program });
export const sfProgramMemberParams = z.object({ version: sfApiVersion, program, membershipNumber });
export const sfParticipantParams = z.object({
  version: sfApiVersion,
  /** The member's loyaltyProgramMemberId. */
  participantId: z.string().trim().min(1).max(64),
});

// ---------------------------------------------------------------- answers only the surface has

/** Salesforce's voucher statuses; ours are Issued, Redeemed and Expired. */
const SF_VOUCHER_STATUSES = ['Issued', 'Redeemed', 'Expired', 'Cancelled'] as const;

/**
 * A member voucher as Connect's member-vouchers resource has it: our voucher plus Salesforce's `status`
 * and the value used and left (fixed-value vouchers; null for percentage ones).
 */
const sfMemberVoucher = memberVoucher.extend({
  status: z.enum(SF_VOUCHER_STATUSES),
  redeemedValue: z.number().nullable(),
  remainingValue: z.number().nullable(),
  isVoucherDefinitionActive: z.boolean(),
  isVoucherPartiallyRedeemable: z.boolean(),
});
export type SfMemberVoucher = z.infer<typeof sfMemberVoucher>;

export const sfMemberVouchersResponse = z.object({
  voucherCount: z.number(),
  vouchers: z.array(sfMemberVoucher),
});

/**
 * Connect's transaction ledger summary as Salesforce's sample has it (Loyalty Management "Transaction
 * Ledgers" output): `status` and `message` at the top, each journal's extra fields in
 * `additionalAttributes` (our own API calls them additionalTransactionJournalAttributes).
 */
const sfTransactionJournal = transactionJournal.omit({ additionalTransactionJournalAttributes: true }).extend({
  additionalAttributes: transactionJournal.shape.additionalTransactionJournalAttributes,
});

export const sfLedgerResponse = z.object({
  status: z.boolean(),
  message: z.string().nullable(),
  transactionJournalCount: z.number(),
  transactionJournals: z.array(sfTransactionJournal),
});

/**
 * The member profile as Connect's Member Profile output has it: our profile plus the fields a Loyalty
 * Management client decodes that our own API leaves out (enrollmentChannel,
 * canReceivePartnerPromotions; per tier tierGroupId and areTierBenefitsAssigned).
 */
export const sfMemberProfile = memberProfile.extend({
  enrollmentChannel: z.string(),
  canReceivePartnerPromotions: z.boolean(),
  memberTiers: z.array(memberProfile.shape.memberTiers.element.extend({ tierGroupId: z.string(), areTierBenefitsAssigned: z.boolean() })),
});
export type SfMemberProfile = z.infer<typeof sfMemberProfile>;
