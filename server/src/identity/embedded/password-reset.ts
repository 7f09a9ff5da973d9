import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Database, withTransactionRetry } from '../../platform/db/client.ts';
import { identityPasswordResets } from '../../platform/db/schema/index.ts';
import { InvalidInput } from '../../platform/errors.ts';
import { AccountService, normalizeEmail } from './accounts.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { translate } from '../../platform/texts.ts';
import type { Language } from '#domain/platform/language.ts';
import { languageOf } from '../account-language.ts';

const PASSWORD_RESET = {
  ticketTtlMinutes: 60,
  /** More requests for one address within an hour are answered the same but send nothing. */
  maxMailsPerHour: 3,
} as const;

/** The web app's reset form (web/src/paths.ts `resetPassword`). */
const RESET_PASSWORD_PATH = '/reset-password';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * Password reset of the embedded provider (Auth0's /dbconnections/change_password and its hosted
 * reset page): a one-time ticket, valid for an hour, mailed as a link to the web app's reset form.
 */
export class PasswordResets {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly throttle: LoginThrottle,
    private readonly publicUrl: string,
    /** The shop's default language: the e-mail's when the account chose none (decision 029). */
    private readonly defaultLanguage: () => Language,
  ) {}

  /**
   * Sends the e-mail when the address belongs to a password account; says nothing either way. Written
   * in the account's language, else the language of the page that asked, else the shop's default.
   */
  async request(email: string, pageLanguage?: Language): Promise<void> {
    const account = await new AccountService(this.db).findByEmail(email);
    if (!account?.passwordHash) return;
    const hourAgo = new Date(Date.now() - 3_600_000);
    if ((await this.mailer.countSince(account.email, hourAgo)) >= PASSWORD_RESET.maxMailsPerHour) return;

    const ticket = randomBytes(32).toString('base64url');
    await this.db.insert(identityPasswordResets).values({
      ticketHash: hashTicket(ticket),
      userId: account.userId,
      expiresAt: new Date(Date.now() + PASSWORD_RESET.ticketTtlMinutes * 60_000),
    });
    const link = `${this.publicUrl}${RESET_PASSWORD_PATH}?ticket=${ticket}`;
    const t = translate(languageOf(account.userMetadata) ?? pageLanguage ?? this.defaultLanguage());
    const stored = await this.mailer.store(this.db, {
      to: account.email,
      subject: t('identity.mail.passwordReset.subject'),
      body: t('identity.mail.passwordReset.body', { name: account.name, link, minutes: PASSWORD_RESET.ticketTtlMinutes }),
      link,
      kind: 'passwordReset',
    });
    // Delivered after the answer: how long a mail server takes must not tell who has an account. The mail
    // is in the outbox already, so the retry job sends it if this process stops first.
    void this.mailer.deliverStored(stored);
  }

  /**
   * Sets the new password (strength rules apply), ends every session of the account and uses up every
   * open ticket of the account.
   */
  async complete(ticket: string, newPassword: string): Promise<void> {
    const email = await withTransactionRetry(this.db, async (tx) => {
      const [reset] = await tx
        .select()
        .from(identityPasswordResets)
        .where(
          and(
            eq(identityPasswordResets.ticketHash, hashTicket(ticket)),
            isNull(identityPasswordResets.usedAt),
            gt(identityPasswordResets.expiresAt, new Date()),
          ),
        )
        .for('update')
        .limit(1);
      if (!reset) throw new InvalidInput({ key: 'identity.errors.resetLinkInvalid' });
      // Whoever had the old password is signed out everywhere (decision 034).
      const account = await new AccountService(tx).update(reset.userId, { password: newPassword, emailVerified: true, endSessions: true });
      await tx
        .update(identityPasswordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(identityPasswordResets.userId, reset.userId), isNull(identityPasswordResets.usedAt)));
      return account.email;
    });
    await this.throttle.clearAccount(normalizeEmail(email));
  }
}
