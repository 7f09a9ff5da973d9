/**
 * The back office's side of members' messages (docs/decisions/032-notifications.md): the programme's
 * reminder window, and the WhatsApp messages queued, sent or failed (with the embedded sink, what would
 * have been sent).
 */
import { z } from 'zod';
import { JOURNEY_EVENT_STATUSES } from '../marketing/journey-event-status.ts';
import { keyed } from '../texts/schema-messages.ts';

/** The reminder window's bounds (loyalty_programs.points_expiry_reminder_days has the same check). */
export const REMINDER_DAYS = { min: 1, max: 180 } as const;

export const reminderSettings = z.object({
  version: z.number().int(),
  /** Members hear of points expiring within this many days; each batch once. */
  pointsExpiryReminderDays: z.number().int(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const reminderSettingsForm = z.object({
  version: z.number({ error: 'backOffice.errors.programme.versionMissing' }).int().min(1),
  pointsExpiryReminderDays: z
    .number({ error: 'backOffice.errors.reminders.days' })
    .int('backOffice.errors.reminders.days')
    .min(REMINDER_DAYS.min, 'backOffice.errors.reminders.days')
    .max(REMINDER_DAYS.max, 'backOffice.errors.reminders.days'),
});

export const WHATSAPP_MESSAGES_PAGE_SIZE = 25;

/** A WhatsApp message's delivery status: the delivery queue's (decision 027), as a journey event's. */
const WHATSAPP_MESSAGE_STATUSES = JOURNEY_EVENT_STATUSES;

export const whatsappMessageListQuery = z.object({
  status: z.enum(WHATSAPP_MESSAGE_STATUSES, { error: keyed('errors.validation.oneOf', { options: WHATSAPP_MESSAGE_STATUSES.join(', ') }) }).optional(),
  before: z.coerce.number('backOffice.errors.outbox.eventId').int('backOffice.errors.outbox.eventId').positive('backOffice.errors.outbox.eventId').optional(),
});

const whatsappMessageRow = z.object({
  id: z.number(),
  membershipNumber: z.string(),
  event: z.string(),
  /** E.164. */
  to: z.string(),
  template: z.string(),
  language: z.string(),
  /** What the member reads. */
  body: z.string(),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** WhatsApp's message id, or the embedded sink's. */
  messageId: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WhatsAppMessageRow = z.infer<typeof whatsappMessageRow>;

export const whatsappMessageListResponse = z.object({
  /** 'embedded' (nothing leaves: the sink keeps what would be sent) or 'cloud-api'. */
  channel: z.enum(['embedded', 'cloud-api']),
  counts: z.object({ pending: z.number(), delivered: z.number(), failed: z.number() }),
  messages: z.array(whatsappMessageRow),
  nextBefore: z.number().nullable(),
});
export type WhatsAppMessageList = z.infer<typeof whatsappMessageListResponse>;
