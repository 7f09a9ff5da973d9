/**
 * The member's confirmation at the till (docs/decisions/039-member-confirmation.md).
 *
 *   POST /api/pos/my-member-code                        SHOPPER (the member)  -> memberCodeResponse (201)
 *   POST /api/pos/member-confirmations                  STAFF memberCodeConfirmationRequest -> memberConfirmation (201)
 *   POST /api/pos/member-confirmations/otp              STAFF otpRequest -> otpChallenge (201)
 *   POST /api/pos/member-confirmations/otp/:challengeId STAFF otpVerifyRequest -> memberConfirmation
 */
import { z } from 'zod';
import { membershipNumber } from '../../loyalty/api/membership-number.ts';
import { CONFIRMATION_METHODS } from '../member-confirmation.ts';
import { NOTIFICATION_CHANNELS } from '../../notifications/notifications.ts';

const storeId = z.string().trim().min(1, 'pos.validation.chooseStore').max(32);

/** The member's code for the till: the text the QR code holds (and shows under it) and when it expires. */
export const memberCodeResponse = z.object({
  membershipNumber: z.string(),
  code: z.string(),
  expiresAt: z.string(),
});
export type MemberCodeResponse = z.infer<typeof memberCodeResponse>;

/** The cashier scanned or typed the member's code; `membershipNumber`, when sent, must be the code's. */
export const memberCodeConfirmationRequest = z.object({
  storeId,
  code: z.string().trim().min(1, 'pos.confirm.errors.codeEmpty').max(80),
  membershipNumber: membershipNumber.optional(),
});

/** A confirmation the till holds for one sale: send its id as the order's `memberConfirmation`. */
export const memberConfirmation = z.object({
  confirmationId: z.string(),
  membershipNumber: z.string(),
  method: z.enum(CONFIRMATION_METHODS),
  expiresAt: z.string(),
});
export type MemberConfirmation = z.infer<typeof memberConfirmation>;

export const otpRequest = z.object({ storeId, membershipNumber });

export const otpChallenge = z.object({
  challengeId: z.string(),
  membershipNumber: z.string(),
  /** Where the code went: e-mail, and WhatsApp when the member consented to it. */
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  /** The e-mail address, partly hidden ('bu••••@example.com'), for the cashier to read out. */
  sentTo: z.string().nullable(),
  expiresAt: z.string(),
});
export type OtpChallenge = z.infer<typeof otpChallenge>;

export const otpParams = z.object({ challengeId: z.uuid('pos.confirm.errors.challengeUnknown') });
export const otpVerifyRequest = z.object({ code: z.string().trim().min(1, 'pos.confirm.errors.codeEmpty').max(20) });
