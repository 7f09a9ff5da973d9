import { and, desc, eq, gt, count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { identityMailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  /** The e-mail's action link, kept separately for the development mailbox. */
  link: string | null;
}

export type OutboxMail = typeof identityMailOutbox.$inferSelect;

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

/**
 * The identity provider's e-mails: each is stored in the outbox table first (the development mailbox
 * reads it), then delivered; a delivery failure is recorded on the row and logged, never lost.
 */
export class Mailer {
  private readonly transport: MailTransport;

  constructor(
    private readonly db: Database,
    config: Config['mail'],
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.from) : logTransport(log);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const id = await this.store(this.db, mail);
    if (id !== null) await this.deliverStored(id, mail);
  }

  /**
   * Writes the e-mail to the outbox only, e.g. in the transaction of the change it reports (a case
   * reply); `deliverStored` sends it once that transaction has committed.
   */
  async store(executor: Executor, mail: OutgoingMail): Promise<number | null> {
    const [row] = await executor
      .insert(identityMailOutbox)
      .values({ recipient: mail.to, subject: mail.subject, body: mail.body, link: mail.link })
      .returning({ id: identityMailOutbox.id });
    return row?.id ?? null;
  }

  async deliverStored(id: number, mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.deliver(mail);
      await this.db.update(identityMailOutbox).set({ deliveredAt: new Date() }).where(eq(identityMailOutbox.id, id));
    } catch (error) {
      this.log.error({ err: error, to: mail.to }, 'e-mail delivery failed');
      await this.db
        .update(identityMailOutbox)
        .set({ deliveryError: (error as Error).message })
        .where(eq(identityMailOutbox.id, id));
    }
  }

  /** E-mails sent to this address since `since` (used to cap reset requests). */
  async countSince(recipient: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(identityMailOutbox)
      .where(and(eq(identityMailOutbox.recipient, recipient), gt(identityMailOutbox.createdAt, since)));
    return row?.n ?? 0;
  }

  async recent(limit = 50): Promise<OutboxMail[]> {
    return this.db.select().from(identityMailOutbox).orderBy(desc(identityMailOutbox.id)).limit(limit);
  }
}
