import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#domain/platform/language.ts';
import { EVENT_CHANNELS, stopLinkPath, type NotificationChannel, type NotificationEvent, type NotificationValues } from '#domain/notifications/notifications.ts';
import { renderMessage } from '#domain/notifications/templates.ts';
import type { Clock } from '../platform/clock.ts';
import { withTransactionRetry, type Database, type Transaction } from '../platform/db/client.ts';
import { memberNotifications, whatsappOutbox } from '../platform/db/schema/index.ts';
import type { Mailer, StoredMail } from '../platform/mail/mailer.ts';
import { translate } from '../platform/texts.ts';
import { NotFound } from '../platform/errors.ts';
import type { NotificationSettings } from '#domain/notifications/api/settings.ts';
import { applyChange, lockSettings, readSettings, settingsByStopToken, settingsByWhatsappPhone, settingsView, type ConsentActor, type SettingsChange } from './settings.ts';

/**
 * The one way the programme tells a member something (docs/decisions/032-notifications.md): an event of a
 * member, worded from the catalogue in the member's language, queued on the channels the event uses that
 * the member has not stopped — e-mail through the mailer's queue, WhatsApp through whatsapp_outbox, only
 * with consent in force — in one transaction with the claim of its dedupe key.
 */

export interface NotifierDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: the stop links point there. */
  publicUrl: string;
  /** The shop's language now (the back office's over DEFAULT_LANGUAGE), for a member who has none yet. */
  defaultLanguage: () => Language;
}

export interface NotificationRequest<E extends NotificationEvent = NotificationEvent> {
  membershipNumber: string;
  event: E;
  values: NotificationValues[E];
  /**
   * What makes this event one message, whoever queues it and however often: 'receipt:{transaction}',
   * 'welcome:{membership}', 'birthday:{membership}:{year}', …
   */
  dedupeKey: string;
  /** The member's e-mail address, for the events that go by e-mail; null: not by e-mail. */
  email: string | null;
}

/**
 * A member's tier moved (decision 031), as every mover tells it: once per purchase that lifted them
 * ('tierChange:{membership}:up:{transaction}'), once per day the review lowered them (':down:{day}').
 */
export function tierChangeNotice(change: {
  membershipNumber: string;
  name: string;
  email: string | null;
  tier: string;
  direction: 'up' | 'down';
  /** The day the new tier took effect (Jakarta). */
  date: string;
  /** The purchase's transaction number (up) or the review's day (down). */
  cause: string;
}): NotificationRequest<'tierChange'> {
  const { membershipNumber, name, email, tier, direction, date, cause } = change;
  return { membershipNumber, event: 'tierChange', values: { name, tier, direction, date }, dedupeKey: `tierChange:${membershipNumber}:${direction}:${cause}`, email: email || null };
}

export interface QueuedNotification {
  id: number;
  channels: NotificationChannel[];
  /** The e-mail written to the mailer's queue, to send once the transaction has committed (`Notifier.sendQueued`). */
  mail: StoredMail | null;
}

/**
 * Queues a member's message in the caller's transaction: claims its dedupe key (null when it was claimed
 * before: nothing is queued twice), reads the member's settings (creating them with the shop's language
 * if the member has none), and writes the message on each channel the member may be sent it on. A
 * member who stopped every channel still gets the claim, so a later run does not try again.
 */
export async function queueNotification<E extends NotificationEvent>(tx: Transaction, deps: NotifierDeps, request: NotificationRequest<E>): Promise<QueuedNotification | null> {
  const settings = await lockSettings(tx, request.membershipNumber, deps.defaultLanguage());
  const channels = EVENT_CHANNELS[request.event].filter((channel) =>
    channel === 'email' ? Boolean(request.email) && !settings.emailStoppedAt : Boolean(settings.whatsappConsentedAt && settings.whatsappPhone),
  );
  const [claimed] = await tx
    .insert(memberNotifications)
    .values({
      dedupeKey: request.dedupeKey,
      membershipNumber: request.membershipNumber,
      event: request.event,
      language: settings.language,
      values: request.values as unknown as Record<string, unknown>,
      channels,
    })
    .onConflictDoNothing()
    .returning({ id: memberNotifications.id });
  if (!claimed) return null;

  const stopLink = (channel: NotificationChannel) => `${deps.publicUrl}${stopLinkPath(channel, settings.stopToken)}`;
  const message = renderMessage(translate(settings.language), request.event, request.values, { email: stopLink('email'), whatsapp: stopLink('whatsapp') });
  let mail: StoredMail | null = null;
  if (channels.includes('email') && request.email) {
    mail = await deps.mailer.store(tx, { to: request.email, subject: message.email.subject, body: message.email.body, link: null, kind: 'notification' });
    await tx.update(memberNotifications).set({ mailId: mail.id }).where(eq(memberNotifications.id, claimed.id));
  }
  if (channels.includes('whatsapp') && settings.whatsappPhone) {
    await tx.insert(whatsappOutbox).values({
      notificationId: claimed.id,
      toPhone: settings.whatsappPhone,
      templateName: message.whatsapp.name,
      languageCode: message.whatsapp.languageCode,
      parameters: message.whatsapp.parameters,
      body: message.whatsapp.text,
    });
  }
  return { id: claimed.id, channels, mail };
}

/**
 * `notifyMember` for the rest of the server: built once (services.ts) and passed to whoever tells members
 * something. A caller with a transaction of its own (a daily job that writes the ledger) queues with
 * `queueNotification` in it and calls `sendQueued` after the commit.
 */
export class Notifier {
  constructor(readonly deps: NotifierDeps) {}

  /**
   * Tells a member about an event, once per dedupe key: queued in its own transaction, its e-mail sent at
   * once (WhatsApp messages leave with the next run of the WhatsApp delivery job). Null when this event
   * was told before.
   */
  async notifyMember<E extends NotificationEvent>(request: NotificationRequest<E>): Promise<QueuedNotification | null> {
    const queued = await withTransactionRetry(this.deps.db, (tx) => queueNotification(tx, this.deps, request));
    if (queued) await this.sendQueued(queued);
    return queued;
  }

  /**
   * Like `notifyMember`, for callers whose own work is done and must not fail because a message could
   * not be queued (a sale is booked: its receipt message is not worth a 500). Logs instead of throwing.
   */
  async notifyMemberQuietly<E extends NotificationEvent>(request: NotificationRequest<E>): Promise<void> {
    try {
      await this.notifyMember(request);
    } catch (error) {
      this.deps.log.error({ err: error, dedupeKey: request.dedupeKey }, 'a member notification could not be queued');
    }
  }

  /** Sends the e-mail of a notification queued in a transaction that has committed (the mailer never throws). */
  async sendQueued(queued: QueuedNotification): Promise<void> {
    if (queued.mail) await this.deps.mailer.deliverStored(queued.mail);
  }

  // ---------------------------------------------------------------- the member's settings and consents

  async settingsOf(membershipNumber: string): Promise<NotificationSettings> {
    return settingsView(await readSettings(this.deps.db, membershipNumber), this.deps.defaultLanguage());
  }

  /**
   * Changes a member's settings and records each consent given or withdrawn with `actor` (who, where).
   * `language` is the member's language when they have no settings yet (the till's or the page's).
   */
  async changeSettings(membershipNumber: string, change: SettingsChange, actor: ConsentActor, language: Language = this.deps.defaultLanguage()): Promise<NotificationSettings> {
    const now = this.deps.clock.now();
    const row = await withTransactionRetry(this.deps.db, async (tx) => applyChange(tx, await lockSettings(tx, membershipNumber, change.language ?? language), change, actor, now));
    return settingsView(row, this.deps.defaultLanguage());
  }

  /**
   * Gives a new member settings in `language` (the till's, or the page they joined on), unless they have
   * some: their messages are written in it until they choose another.
   */
  async welcomeLanguage(membershipNumber: string, language: Language): Promise<void> {
    await withTransactionRetry(this.deps.db, (tx) => lockSettings(tx, membershipNumber, language));
  }

  /** A message's stop link: stops that channel for its member and records it. 404 for a token nobody has. */
  async stopByLink(token: string, channel: NotificationChannel): Promise<void> {
    const now = this.deps.clock.now();
    await withTransactionRetry(this.deps.db, async (tx) => {
      const row = await settingsByStopToken(tx, token);
      if (!row) throw new NotFound({ key: 'notifications.errors.stopLinkUnknown' });
      const change: SettingsChange = channel === 'email' ? { email: { enabled: false } } : { whatsapp: { enabled: false } };
      await applyChange(tx, row, change, { source: 'stopLink', by: null }, now);
    });
  }

  /** A STOP reply on WhatsApp from `phone` (E.164): stops WhatsApp for every member consenting on that number. */
  async stopByReply(phone: string): Promise<number> {
    const now = this.deps.clock.now();
    return withTransactionRetry(this.deps.db, async (tx) => {
      const rows = await settingsByWhatsappPhone(tx, phone);
      for (const row of rows) await applyChange(tx, row, { whatsapp: { enabled: false } }, { source: 'reply', by: null }, now);
      return rows.length;
    });
  }
}
