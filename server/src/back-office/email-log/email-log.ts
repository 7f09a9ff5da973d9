import { and, desc, eq, ilike, lt } from 'drizzle-orm';
import { MAIL_LOG_PAGE_SIZE, type MailLogMessage, type MailLogPage, type MailLogRow, type MailLogStatus } from '#domain/back-office/email-log.ts';
import type { Database } from '../../platform/db/client.ts';
import { identityMailOutbox } from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';

type MailRow = typeof identityMailOutbox.$inferSelect;

/**
 * A delivered e-mail was sent by SMTP when SMTP_URL is set, otherwise written to the server log only
 * (decision 035: the row does not record the transport, so this reads the running configuration).
 */
const statusOf = (row: MailRow, smtpConfigured: boolean): MailLogStatus =>
  row.status === 'delivered' ? (smtpConfigured ? 'sent' : 'logged') : row.status;

const rowOf = (row: MailRow, smtpConfigured: boolean): MailLogRow => ({
  id: row.id,
  recipient: row.recipient,
  subject: row.subject,
  kind: row.kind,
  status: statusOf(row, smtpConfigured),
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/** `%`, `_` and `\` in a search are the characters themselves, not LIKE's patterns. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The e-mail log, newest first, by part of the recipient's address; `before` pages on by id. */
export async function listMailLog(db: Database, filters: { q?: string | undefined; before?: number | undefined }, smtpConfigured: boolean): Promise<MailLogPage> {
  const rows = await db
    .select()
    .from(identityMailOutbox)
    .where(
      and(
        filters.q ? ilike(identityMailOutbox.recipient, `%${likeText(filters.q)}%`) : undefined,
        filters.before ? lt(identityMailOutbox.id, filters.before) : undefined,
      ),
    )
    .orderBy(desc(identityMailOutbox.id))
    .limit(MAIL_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, MAIL_LOG_PAGE_SIZE);
  return { messages: page.map((row) => rowOf(row, smtpConfigured)), nextBefore: rows.length > MAIL_LOG_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
}

export async function getMailLogMessage(db: Database, id: number, smtpConfigured: boolean): Promise<MailLogMessage> {
  const [row] = await db.select().from(identityMailOutbox).where(eq(identityMailOutbox.id, id));
  if (!row) throw new NotFound({ key: 'backOffice.errors.mailLog.notFound', values: { id } });
  return { ...rowOf(row, smtpConfigured), body: row.body, link: row.link, attempts: row.attempts, deliveryError: row.deliveryError };
}
