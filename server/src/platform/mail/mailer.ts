import { and, desc, eq, gt, count, lt, ne } from 'drizzle-orm';
import { MAIL_LOG_RETENTION_DAYS, type MailKind } from '#domain/back-office/email-log.ts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { identityMailOutbox } from '../db/schema/index.ts';
import { deliverClaimed, deliverDue, firstAttemptClaimed, oneAtATime, type DeliveryReport, type OutboxQueue, type OutboxTable } from '../outbox/outbox.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  /** The e-mail's action link, kept separately for the development mailbox. */
  link: string | null;
  /** What it is, for the back office's e-mail log (decision 035). */
  kind: MailKind;
}

export type OutboxMail = typeof identityMailOutbox.$inferSelect;

/** An e-mail written to the outbox, not yet sent: `deliverStored` sends it. */
export interface StoredMail {
  id: number;
  mail: OutgoingMail;
}

/** How often the background jobs look for e-mails to send again (platform/jobs/background-jobs.ts). */
export const MAIL_RETRY_INTERVAL_MS = 5_000;

/** How often old e-mails are deleted from the log (decision 035): hourly, like the daily loyalty jobs. */
export const MAIL_LOG_PRUNE_INTERVAL_MS = 3_600_000;

/** How a stored e-mail leaves the building: SMTP when SMTP_URL is set, otherwise the server log. */
interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    },
  };
}

function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    async deliver(mail) {
      log.info({ to: mail.to, subject: mail.subject, link: mail.link }, `e-mail to ${mail.to}: ${mail.subject} ${mail.link ?? ''}`);
    },
  };
}

/** identity_mail_outbox as a delivery queue's table (platform/outbox/outbox.ts): requeueFailed takes it. */
export const mailOutbox: OutboxTable = {
  table: identityMailOutbox,
  id: identityMailOutbox.id,
  status: identityMailOutbox.status,
  attempts: identityMailOutbox.attempts,
  nextAttemptAt: identityMailOutbox.nextAttemptAt,
  lastError: identityMailOutbox.deliveryError,
  deliveredAt: identityMailOutbox.deliveredAt,
};

/**
 * The server's e-mails (identity, orders, receipts, link codes, case replies), built once in app.ts.
 * Each is stored in the outbox table first (the development mailbox and the per-hour caps read it) and
 * sent at once, so nobody waits for it; one that fails to send stays queued and the background jobs try
 * again with the delivery queue's backoff until it leaves or is marked failed (platform/outbox/).
 */
export class Mailer {
  private readonly queue: OutboxQueue<OutgoingMail>;

  constructor(
    private readonly db: Database,
    config: Config['mail'],
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {
    const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.from) : logTransport(log);
    this.queue = {
      name: 'e-mail',
      outbox: mailOutbox,
      // At most 20 SMTP sends per claim, well inside the lease.
      batchSize: 20,
      itemOf: (row) => ({
        to: row.recipient as string,
        subject: row.subject as string,
        body: row.body as string,
        link: (row.link as string | null) ?? null,
        kind: row.kind as MailKind,
      }),
      deliver: oneAtATime(async ({ item }) => {
        await transport.deliver(item);
      }),
    };
  }

  /** Stores the e-mail and sends it right away; a failure to send leaves it queued for another try. */
  async send(mail: OutgoingMail): Promise<void> {
    await this.deliverStored(await this.store(this.db, mail));
  }

  /**
   * Writes the e-mail to the outbox only, e.g. in the transaction of the change it reports (a case
   * reply); `deliverStored` sends it once that transaction has committed. The row is claimed for that
   * first attempt, so no worker sends it meanwhile; should the send never come, a worker does once the
   * claim's lease has run out.
   */
  async store(executor: Executor, mail: OutgoingMail): Promise<StoredMail> {
    const [row] = await executor
      .insert(identityMailOutbox)
      .values({ recipient: mail.to, subject: mail.subject, body: mail.body, link: mail.link, kind: mail.kind, ...firstAttemptClaimed(this.clock.now()) })
      .returning({ id: identityMailOutbox.id });
    if (!row) throw new Error('The e-mail was not stored');
    return { id: row.id, mail };
  }

  /** The first attempt of a stored e-mail. It never throws: a failure is kept on the row and logged. */
  async deliverStored({ id, mail }: StoredMail): Promise<void> {
    try {
      await deliverClaimed(this.db, this.queue, [{ id, attempts: 1, item: mail }], this.clock, this.log);
    } catch (error) {
      // The row could not be settled (the database went away): its lease runs out and a worker sends it.
      this.log.error({ err: error, to: mail.to }, 'e-mail delivery failed');
    }
  }

  /** One run of the retry job: sends the e-mails that are due again. */
  deliverDue(): Promise<DeliveryReport> {
    return deliverDue(this.db, this.queue, this.clock, this.log);
  }

  /** E-mails sent to this address since `since` (used to cap reset requests). */
  async countSince(recipient: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(identityMailOutbox)
      .where(and(eq(identityMailOutbox.recipient, recipient), gt(identityMailOutbox.createdAt, since)));
    return row?.n ?? 0;
  }

  /**
   * The e-mail log's retention (decision 035): delivered and failed e-mails older than 30 days are
   * deleted; a pending one stays until it leaves. The per-hour caps read the last hour only.
   */
  async deleteOld(): Promise<{ deleted: number }> {
    const cutoff = new Date(this.clock.now().getTime() - MAIL_LOG_RETENTION_DAYS * 86_400_000);
    const deleted = await this.db
      .delete(identityMailOutbox)
      .where(and(ne(identityMailOutbox.status, 'pending'), lt(identityMailOutbox.createdAt, cutoff)))
      .returning({ id: identityMailOutbox.id });
    return { deleted: deleted.length };
  }

  async recent(limit = 50): Promise<OutboxMail[]> {
    return this.db.select().from(identityMailOutbox).orderBy(desc(identityMailOutbox.id)).limit(limit);
  }
}
