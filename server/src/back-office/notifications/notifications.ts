import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { LOYALTY_PROGRAM_NAME } from '#domain/loyalty/programme.ts';
import {
  WHATSAPP_MESSAGES_PAGE_SIZE,
  type ReminderSettings,
  type reminderSettingsForm,
  type WhatsAppMessageList,
  type WhatsAppMessageRow,
} from '#domain/back-office/notifications.ts';
import { backOfficeWrite } from '../../platform/audit.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { loyaltyPrograms, memberNotifications, whatsappOutbox } from '../../platform/db/schema/index.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';

// ---------------------------------------------------------------- the reminders' window (decision 032)

export async function getReminderSettings(executor: Database | Transaction): Promise<ReminderSettings> {
  const [program] = await executor.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.name, LOYALTY_PROGRAM_NAME));
  if (!program) throw new NotFound({ key: 'backOffice.errors.programme.notSetUp' });
  return { version: program.version, pointsExpiryReminderDays: program.pointsExpiryReminderDays };
}

/**
 * The window for the reminders from now on. A batch already announced is not announced again (its claim
 * stays); a longer window announces the batches it now reaches at the next run. The programme's version
 * is the optimistic check, shared with the earning rate's form (one row, one version).
 */
export async function updateReminderSettings(db: Database, actor: Principal, form: z.output<typeof reminderSettingsForm>): Promise<ReminderSettings> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [program] = await tx.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.name, LOYALTY_PROGRAM_NAME)).for('update');
    if (!program) throw new NotFound({ key: 'backOffice.errors.programme.notSetUp' });
    if (program.version !== form.version) throw new Conflict({ key: 'backOffice.errors.programme.stale' });
    const before = { pointsExpiryReminderDays: program.pointsExpiryReminderDays };
    if (before.pointsExpiryReminderDays === form.pointsExpiryReminderDays) return { result: await getReminderSettings(tx), audit: null };
    await tx
      .update(loyaltyPrograms)
      .set({ pointsExpiryReminderDays: form.pointsExpiryReminderDays, version: program.version + 1 })
      .where(eq(loyaltyPrograms.id, program.id));
    return {
      result: await getReminderSettings(tx),
      audit: { action: 'reminders.update', entity: 'loyalty-programme', entityId: program.name, before, after: { pointsExpiryReminderDays: form.pointsExpiryReminderDays } },
    };
  });
}

// ---------------------------------------------------------------- WhatsApp messages

type Status = WhatsAppMessageRow['status'];

/** Members' WhatsApp messages, newest first, a page at a time, with the count of each status. */
export async function listWhatsAppMessages(
  db: Database,
  channel: WhatsAppMessageList['channel'],
  filters: { status?: Status | undefined; before?: number | undefined },
): Promise<WhatsAppMessageList> {
  const [rows, totals] = await Promise.all([
    db
      .select({ message: whatsappOutbox, membershipNumber: memberNotifications.membershipNumber, event: memberNotifications.event })
      .from(whatsappOutbox)
      .innerJoin(memberNotifications, eq(memberNotifications.id, whatsappOutbox.notificationId))
      .where(and(filters.status ? eq(whatsappOutbox.status, filters.status) : undefined, filters.before ? lt(whatsappOutbox.id, filters.before) : undefined))
      .orderBy(desc(whatsappOutbox.id))
      .limit(WHATSAPP_MESSAGES_PAGE_SIZE + 1),
    db.select({ status: whatsappOutbox.status, n: count() }).from(whatsappOutbox).groupBy(whatsappOutbox.status),
  ]);
  const counts = { pending: 0, delivered: 0, failed: 0 };
  for (const total of totals) if (total.status in counts) counts[total.status as Status] = total.n;
  const page = rows.slice(0, WHATSAPP_MESSAGES_PAGE_SIZE);
  return {
    channel,
    counts,
    messages: page.map(({ message, membershipNumber, event }) => ({
      id: message.id,
      membershipNumber,
      event,
      to: message.toPhone,
      template: message.templateName,
      language: message.languageCode,
      body: message.body,
      status: message.status as Status,
      attempts: message.attempts,
      lastError: message.lastError,
      messageId: message.messageId,
      createdAt: message.createdAt.toISOString(),
      deliveredAt: message.deliveredAt?.toISOString() ?? null,
    })),
    nextBefore: rows.length > WHATSAPP_MESSAGES_PAGE_SIZE ? (page.at(-1)?.message.id ?? null) : null,
  };
}
