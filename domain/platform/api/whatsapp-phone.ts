import { z } from 'zod';
import { whatsappNumber } from '../phone.ts';

/**
 * A member's WhatsApp number as a request gives it: an Indonesian mobile number however typed, read as
 * `whatsappNumber` reads it, so the handler gets its E.164 form (docs/decisions/032-notifications.md).
 */
export const whatsappPhone = z
  .string('notifications.errors.phone')
  .trim()
  .max(30, 'notifications.errors.phone')
  .transform((value, context) => {
    const number = whatsappNumber(value);
    if (!number) {
      context.addIssue({ code: 'custom', message: 'notifications.errors.phone' });
      return z.NEVER;
    }
    return number;
  });

/** The consent a till records with an enrolment: the number the new member agreed to receive WhatsApp messages on. */
export const enrolmentWhatsappConsent = z.object({ phone: whatsappPhone, storeId: z.string().trim().min(1).max(32).optional() });
