import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, type Language } from '#domain/platform/language.ts';
import { CONSENT_SOURCES, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type ConsentSource, type NotificationChannel, type NotificationEvent } from '#domain/notifications/notifications.ts';
import { oneOf } from './checks.ts';
import { loyaltyMembers } from './loyalty.ts';

/**
 * The members' messages (docs/decisions/032-notifications.md). Members are named by their membership
 * number, as membership_owners does: with the hosted loyalty service they are not in our tables.
 */

/**
 * How a member wants to hear from the programme: the language of their messages, WhatsApp (a number
 * and the consent in force, or none) and e-mail (on unless stopped). `stop_token` is the secret of the
 * stop links in their messages. Every change is also written to member_notification_consents.
 */
export const memberNotificationSettings = pgTable(
  'member_notification_settings',
  {
    membershipNumber: text('membership_number').primaryKey(),
    language: text('language').$type<Language>().notNull(),
    /** E.164 ('+6281234567801', domain/platform/phone.ts whatsappNumber). */
    whatsappPhone: text('whatsapp_phone'),
    /** When the consent in force was given; null: no WhatsApp message (never given, or stopped). */
    whatsappConsentedAt: timestamp('whatsapp_consented_at', { withTimezone: true }),
    whatsappConsentSource: text('whatsapp_consent_source').$type<ConsentSource>(),
    /** When the member stopped e-mails; null: e-mails are on. */
    emailStoppedAt: timestamp('email_stopped_at', { withTimezone: true }),
    stopToken: text('stop_token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_notification_settings_stop_token').on(t.stopToken),
    // A STOP reply names the member by the number it came from.
    index('member_notification_settings_whatsapp_phone').on(t.whatsappPhone),
    check('member_notification_settings_language', oneOf(t.language, LANGUAGES)),
    check('member_notification_settings_consent_source', oneOf(t.whatsappConsentSource, CONSENT_SOURCES)),
    check('member_notification_settings_whatsapp_consent', sql`${t.whatsappConsentedAt} is null or ${t.whatsappPhone} is not null`),
  ],
);

/** Every consent given or withdrawn, when, where and by whom: the record a WhatsApp message relies on. */
export const memberNotificationConsents = pgTable(
  'member_notification_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    membershipNumber: text('membership_number').notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    action: text('action').$type<'given' | 'withdrawn'>().notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    /** The WhatsApp number consented to (or stopped). */
    phone: text('phone'),
    /** The till's store when given at the till. */
    storeId: text('store_id'),
    /** Who recorded it: the cashier's or the member's account (`sub`); null for a stop link or reply. */
    recordedBy: text('recorded_by'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_notification_consents_member').on(t.membershipNumber, t.recordedAt),
    check('member_notification_consents_channel', oneOf(t.channel, NOTIFICATION_CHANNELS)),
    check('member_notification_consents_action', sql`${t.action} in ('given', 'withdrawn')`),
    check('member_notification_consents_source', oneOf(t.source, CONSENT_SOURCES)),
  ],
);

/**
 * One row per message a member was sent (or would have been, had they not stopped every channel). The
 * dedupe key ('receipt:POS-…', 'pointsExpiry:1001:2026-07-01') is claimed in the transaction that queues
 * the message, so an event is told once whoever tells it, and however often.
 */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    membershipNumber: text('membership_number').notNull(),
    event: text('event').$type<NotificationEvent>().notNull(),
    language: text('language').$type<Language>().notNull(),
    /** The event's values, raw (notifications.ts NotificationValues). */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** The channels it was queued on (none when the member stopped them all). */
    channels: text('channels').array().$type<NotificationChannel[]>().notNull(),
    /** Its e-mail in identity_mail_outbox (the mailer's queue), if it went by e-mail. */
    mailId: bigint('mail_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_notifications_dedupe_key').on(t.dedupeKey),
    index('member_notifications_member').on(t.membershipNumber, t.createdAt),
    check('member_notifications_event', oneOf(t.event, NOTIFICATION_EVENTS)),
    check('member_notifications_language', oneOf(t.language, LANGUAGES)),
  ],
);

/** The WhatsApp channel's delivery queue (platform/outbox/, decision 027): one template message per row. */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => memberNotifications.id),
    /** E.164, as consented. */
    toPhone: text('to_phone').notNull(),
    templateName: text('template_name').notNull(),
    languageCode: text('language_code').notNull(),
    /** The template's named parameters, worded. */
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull(),
    /** The message as the member reads it (the template filled in). */
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** WhatsApp's message id ('wamid.…'), or the embedded sink's. */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('whatsapp_outbox_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('whatsapp_outbox_notification').on(t.notificationId),
    check('whatsapp_outbox_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/**
 * The embedded WhatsApp sink: what the Cloud API would have been sent (its request body) and what the
 * member would have read, when no WhatsApp account is configured. An admin reads it in the back office.
 */
export const whatsappSinkMessages = pgTable(
  'whatsapp_sink_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whatsapp_sink_messages_outbox').on(t.outboxId)],
);

/**
 * The points-expiry reminders' claims: one row per member and batch (the points expiring on one day),
 * written in the transaction that queues the reminder, so a batch is announced once however many runs
 * or processes find it (loyalty/reminders/).
 */
export const pointsExpiryReminders = pgTable(
  'points_expiry_reminders',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => loyaltyMembers.id),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => memberNotifications.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.expirationDate] })],
);
