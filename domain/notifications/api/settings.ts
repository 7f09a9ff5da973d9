/**
 * The HTTP contract of members' notification settings (docs/decisions/032-notifications.md):
 *
 *   GET  /api/loyalty/members/:membershipNumber/notifications   notificationSettings
 *   PUT  /api/loyalty/members/:membershipNumber/notifications   notificationSettingsChange -> notificationSettings
 *   POST /api/notifications/stop                                stopRequest -> stopResponse (a message's stop link)
 */
import { z } from 'zod';
import { LANGUAGES } from '../../platform/language.ts';
import { whatsappPhone } from '../../platform/api/whatsapp-phone.ts';
import { CONSENT_SOURCES, NOTIFICATION_CHANNELS } from '../notifications.ts';

/** What a member gets now: the language of their messages, e-mail (on unless stopped), WhatsApp (with consent only). */
export const notificationSettings = z.object({
  language: z.enum(LANGUAGES),
  email: z.object({ enabled: z.boolean() }),
  whatsapp: z.object({
    enabled: z.boolean(),
    /** E.164, while consent is in force. */
    phone: z.string().nullable(),
    /** When and where the consent in force was given. */
    consentedAt: z.string().nullable(),
    consentSource: z.enum(CONSENT_SOURCES).nullable(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** WhatsApp on (with the number the member consents to), or off. */
const whatsappChange = z.discriminatedUnion('enabled', [z.object({ enabled: z.literal(true), phone: whatsappPhone }), z.object({ enabled: z.literal(false) })], {
  error: 'notifications.errors.whatsappChange',
});

/**
 * A change: any of the language, e-mail on or off, WhatsApp on (a number, the member's consent) or off.
 * At the till the cashier also names the store, which the consent record keeps.
 */
export const notificationSettingsChange = z.object({
  language: z.enum(LANGUAGES, 'notifications.errors.language').optional(),
  email: z.object({ enabled: z.boolean('notifications.errors.emailChange') }, 'notifications.errors.emailChange').optional(),
  whatsapp: whatsappChange.optional(),
  storeId: z.string().trim().min(1).max(32).optional(),
});
export type NotificationSettingsChange = z.input<typeof notificationSettingsChange>;

export const stopRequest = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS, 'notifications.errors.stopLink'),
  token: z.string('notifications.errors.stopLink').trim().min(1, 'notifications.errors.stopLink').max(100, 'notifications.errors.stopLink'),
});
export type StopRequest = z.infer<typeof stopRequest>;

export const stopResponse = z.object({ channel: z.enum(NOTIFICATION_CHANNELS), stopped: z.literal(true) });
