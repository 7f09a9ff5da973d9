/**
 * The back office's e-mail log (docs/decisions/035-email-log.md): every e-mail the shop sends, kept 30
 * days, readable by an admin when no SMTP server is configured and the mails only reach the server log.
 */
import { z } from 'zod';

/** What each e-mail is; the mailer's callers name it (identity_mail_outbox.kind, migration 0031). */
const MAIL_KINDS = ['signUp', 'accountExists', 'passwordReset', 'linkCode', 'receipt', 'order', 'caseReply', 'notification', 'other'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Where an e-mail stands: waiting to be sent (or retried), sent by SMTP, written to the server log only
 * (no SMTP_URL), or given up after the delivery queue's last try.
 */
const MAIL_LOG_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const;
export type MailLogStatus = (typeof MAIL_LOG_STATUSES)[number];

/** Delivered and failed e-mails are deleted after this many days (pending ones stay until they leave). */
export const MAIL_LOG_RETENTION_DAYS = 30;
export const MAIL_LOG_PAGE_SIZE = 25;

export const mailLogQuery = z.object({
  /** Part of the recipient's address. */
  q: z.string().trim().max(100).optional(),
  before: z.coerce.number().int().positive().optional(),
});

const mailLogRow = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_LOG_STATUSES),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type MailLogRow = z.infer<typeof mailLogRow>;

export const mailLogResponse = z.object({ messages: z.array(mailLogRow), nextBefore: z.number().nullable() });
export type MailLogPage = z.infer<typeof mailLogResponse>;

export const mailLogParams = z.object({
  id: z.coerce.number({ error: 'backOffice.errors.mailLog.unknown' }).int('backOffice.errors.mailLog.unknown').positive('backOffice.errors.mailLog.unknown'),
});
export const mailLogMessage = mailLogRow.extend({
  /** The plain-text body, as sent; the page shows it as text with its web addresses as links. */
  body: z.string(),
  /** The e-mail's action link (reset form, order tracking, receipt), if it has one. */
  link: z.string().nullable(),
  attempts: z.number(),
  deliveryError: z.string().nullable(),
});
export type MailLogMessage = z.infer<typeof mailLogMessage>;

/** A piece of an e-mail's text: plain, or a web address to show as a link. */
export type TextPart = { text: string } | { url: string };

// http(s) addresses, up to a space or an angle bracket; a closing full stop, comma or bracket is the sentence's.
const URL = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Splits e-mail text into plain parts and web addresses, so a screen can link the addresses and nothing else. */
export function linkifyParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
