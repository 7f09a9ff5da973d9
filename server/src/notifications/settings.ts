import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Language } from '#domain/platform/language.ts';
import type { NotificationSettings } from '#domain/notifications/api/settings.ts';
import type { ConsentSource, NotificationChannel } from '#domain/notifications/notifications.ts';
import type { Executor, Transaction } from '../platform/db/client.ts';
import { memberNotificationConsents, memberNotificationSettings } from '../platform/db/schema/index.ts';

/**
 * A member's notification settings and the record of their consents (docs/decisions/032-notifications.md).
 * The settings row is the consent in force; member_notification_consents keeps every consent given or
 * withdrawn (when, where, by whom), written in the same transaction as the change.
 */

export type SettingsRow = typeof memberNotificationSettings.$inferSelect;

/** Who records a change and where: the till (a cashier, at a store), the member's page, a stop link, a STOP reply. */
export interface ConsentActor {
  source: ConsentSource;
  /** The account (`sub`) of the cashier or the member; null for a stop link or reply. */
  by: string | null;
  storeId?: string | null;
}

/** A stop link's secret: 144 random bits, URL-safe. */
const newStopToken = (): string => randomBytes(18).toString('base64url');

/** The member's settings as the API shows them; a member with no row yet has the defaults (e-mail on, WhatsApp off). */
export function settingsView(row: SettingsRow | undefined, defaultLanguage: Language): NotificationSettings {
  return {
    language: row?.language ?? defaultLanguage,
    email: { enabled: !row?.emailStoppedAt },
    whatsapp: {
      enabled: Boolean(row?.whatsappConsentedAt),
      phone: row?.whatsappConsentedAt ? row.whatsappPhone : null,
      consentedAt: row?.whatsappConsentedAt?.toISOString() ?? null,
      consentSource: row?.whatsappConsentedAt ? (row.whatsappConsentSource ?? null) : null,
    },
  };
}

export async function readSettings(executor: Executor, membershipNumber: string): Promise<SettingsRow | undefined> {
  const [row] = await executor.select().from(memberNotificationSettings).where(eq(memberNotificationSettings.membershipNumber, membershipNumber));
  return row;
}

/**
 * The member's settings row, created with `language` (and a stop token) when there is none, and locked
 * for the rest of the transaction: a message queued meanwhile waits for the change, and sees it.
 */
export async function lockSettings(tx: Transaction, membershipNumber: string, language: Language): Promise<SettingsRow> {
  await tx.insert(memberNotificationSettings).values({ membershipNumber, language, stopToken: newStopToken() }).onConflictDoNothing();
  const [row] = await tx.select().from(memberNotificationSettings).where(eq(memberNotificationSettings.membershipNumber, membershipNumber)).for('update');
  if (!row) throw new Error(`member_notification_settings: no row for ${membershipNumber} after inserting it`);
  return row;
}

export interface SettingsChange {
  language?: Language | undefined;
  email?: { enabled: boolean } | undefined;
  whatsapp?: { enabled: true; phone: string } | { enabled: false } | undefined;
}

/**
 * Applies a change to a locked row and records each consent given or withdrawn. Giving the consent that
 * is already in force (same number) records nothing; so does stopping what is already stopped.
 */
export async function applyChange(tx: Transaction, row: SettingsRow, change: SettingsChange, actor: ConsentActor, now: Date): Promise<SettingsRow> {
  const update: Partial<typeof memberNotificationSettings.$inferInsert> = {};
  const consents: (typeof memberNotificationConsents.$inferInsert)[] = [];
  const record = (channel: NotificationChannel, action: 'given' | 'withdrawn', phone: string | null = null) =>
    consents.push({ membershipNumber: row.membershipNumber, channel, action, source: actor.source, phone, storeId: actor.storeId ?? null, recordedBy: actor.by, recordedAt: now });

  if (change.language && change.language !== row.language) update.language = change.language;
  if (change.email) {
    if (change.email.enabled && row.emailStoppedAt) {
      update.emailStoppedAt = null;
      record('email', 'given');
    } else if (!change.email.enabled && !row.emailStoppedAt) {
      update.emailStoppedAt = now;
      record('email', 'withdrawn');
    }
  }
  if (change.whatsapp) {
    if (change.whatsapp.enabled && !(row.whatsappConsentedAt && row.whatsappPhone === change.whatsapp.phone)) {
      Object.assign(update, { whatsappPhone: change.whatsapp.phone, whatsappConsentedAt: now, whatsappConsentSource: actor.source });
      record('whatsapp', 'given', change.whatsapp.phone);
    } else if (!change.whatsapp.enabled && row.whatsappConsentedAt) {
      // The number goes with the consent: nothing is kept that no message may use (the record keeps it).
      Object.assign(update, { whatsappPhone: null, whatsappConsentedAt: null, whatsappConsentSource: null });
      record('whatsapp', 'withdrawn', row.whatsappPhone);
    }
  }
  if (Object.keys(update).length === 0) return row;
  const [updated] = await tx
    .update(memberNotificationSettings)
    .set({ ...update, updatedAt: now })
    .where(eq(memberNotificationSettings.membershipNumber, row.membershipNumber))
    .returning();
  if (consents.length > 0) await tx.insert(memberNotificationConsents).values(consents);
  return updated ?? row;
}

/** The member whose stop link this is, locked; undefined for a token nobody has. */
export async function settingsByStopToken(tx: Transaction, token: string): Promise<SettingsRow | undefined> {
  const [row] = await tx.select().from(memberNotificationSettings).where(eq(memberNotificationSettings.stopToken, token)).for('update');
  return row;
}

/** The members whose WhatsApp consent is for this number (a STOP reply comes from it), locked. */
export async function settingsByWhatsappPhone(tx: Transaction, phone: string): Promise<SettingsRow[]> {
  return tx
    .select()
    .from(memberNotificationSettings)
    .where(and(eq(memberNotificationSettings.whatsappPhone, phone), isNotNull(memberNotificationSettings.whatsappConsentedAt)))
    .for('update');
}
