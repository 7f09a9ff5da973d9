/**
 * The loyalty engine's calls from the till (loyalty-pos.md §3, §7): enrolling a member and checking a
 * voucher's eligibility for a cart. Cashiers only.
 *
 *   POST /api/loyalty/members                 enrollRequest -> enrollResponse (201; 200 for a retry)
 *   POST /api/loyalty/vouchers/eligibility    voucherEligibilityRequest -> voucherEligibilityResponse
 */
import { z } from 'zod';
import { birthDateProblem, businessDateProblem } from '../../platform/dates.ts';
import { problemsOf } from '../../platform/refine.ts';
import { membershipNumber } from './membership-number.ts';
import { enrolmentWhatsappConsent } from '../../platform/api/whatsapp-phone.ts';

// ---------------------------------------------------------------- enrollment

/** 'false' as the spec sends it, or a boolean. */
const stringBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** loyalty-pos.md §7 enrollMember: enrollmentDate (ISO), membershipNumber, memberStatus 'Active', contact. */
export const enrollRequest = z.object({
  /** A real day from 2000 until tomorrow (domain/platform/dates.ts). */
  enrollmentDate: z.string().max(40).superRefine(problemsOf((value) => businessDateProblem(value, 'enrollmentDate'))),
  membershipNumber,
  memberStatus: z.literal('Active', 'memberStatus must be Active'),
  enrollmentChannel: z.string().trim().min(1).max(40).optional(),
  associatedContactDetails: z.object({
    firstName: z.string('loyalty.validation.firstName').trim().min(1, 'loyalty.validation.firstNameRequired').max(80),
    /** May be empty: many Indonesians have a single name. */
    lastName: z.string('loyalty.validation.lastName').trim().max(80).default(''),
    email: z.string('errors.validation.email').trim().max(254).pipe(z.email('errors.validation.email')),
    /** A real day after 1900 and before today (domain/platform/dates.ts). */
    birthDate: z.string().max(10).superRefine(problemsOf((value) => birthDateProblem(value))).optional(),
    /** 'false' (the default): an e-mail already used by another member is refused. */
    allowDuplicateRecords: stringBoolean.default(false),
  }),
});
export type EnrollInput = z.output<typeof enrollRequest>;

/**
 * Our till's enrolment: the spec's payload and, when the new member agrees at the till, the WhatsApp
 * number they consent to receive the programme's messages on (decision 032). Only our server reads it;
 * the loyalty service gets the spec's payload.
 */
export const tillEnrollRequest = enrollRequest.extend({ whatsapp: enrolmentWhatsappConsent.optional() });
export type TillEnrollRequest = z.input<typeof tillEnrollRequest>;

export const enrollResponse = z.object({
  contactId: z.string(),
  loyaltyProgramMemberId: z.string(),
  loyaltyProgramName: z.string(),
  membershipNumber: z.string(),
  transactionJournals: z.array(z.never()),
});
export type EnrollResponse = z.infer<typeof enrollResponse>;

// ---------------------------------------------------------------- voucher eligibility

/** loyalty-pos.md §7: CartValue (rupiah before tax), StoreId, VoucherCode, MembershipNumber. */
export const voucherEligibilityRequest = z.object({
  CartValue: z.number().int('CartValue must be whole rupiah').min(0, 'CartValue cannot be negative'),
  StoreId: z.string().trim().min(1).max(32),
  VoucherCode: z.string().trim().min(1).max(64),
  MembershipNumber: membershipNumber,
});
export type VoucherEligibilityRequest = z.infer<typeof voucherEligibilityRequest>;

/** loyalty-pos.md §3. An ineligible voucher is a 200 with IsEligible false and the reason in Message. */
export const voucherEligibilityResponse = z.object({
  IsEligible: z.boolean(),
  Message: z.string(),
  ExcludedProducts: z.array(z.object({ ProductCode: z.string() })),
  EligibleProducts: z.array(z.object({ ProductCode: z.string() })),
  EligibleCategories: z.array(z.object({ Name: z.string() })),
  /** Categories never discounted (decision 021); absent when there are none (the spec's response). */
  ExcludedCategories: z.array(z.object({ Name: z.string() })).optional(),
});
export type VoucherEligibilityResponse = z.infer<typeof voucherEligibilityResponse>;
