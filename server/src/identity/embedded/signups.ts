import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { identityOidcModels } from '../../platform/db/schema/index.ts';
import { InvalidInput } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { AccountService, validateNewAccount, type AccountRow } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { translate } from '../../platform/texts.ts';
import type { Language } from '#domain/platform/language.ts';
import { languageOf } from '../account-language.ts';

const SIGNUP = {
  ticketTtlHours: 24,
  /** More sign-ups for one address within an hour are answered the same but send nothing. */
  maxMailsPerHour: 3,
} as const;

/** Stored with the provider's short-lived records (identity_oidc_models, expired ones are deleted by housekeeping). */
const TICKET_MODEL = 'SignupTicket';
const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

interface TicketPayload {
  email: string;
  name: string;
  passwordHash: string;
  [key: string]: unknown;
}

/**
 * Sign-up that does not tell whether an e-mail has an account (docs/decisions/010-hardening.md): every
 * valid request gets the same answer, "we sent an e-mail", and the e-mail does the telling, to the
 * address's owner only. A new address gets a link that creates the account (its e-mail verified by the
 * click); an address with an account gets "someone tried to sign up with your address" with links to
 * sign in and to reset the password. Both paths hash the password, so they take the same time.
 */
export class Signups {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  /**
   * Checks the form, then mails the address. `confirmUrl(ticket)` is the link of a new sign-up (it
   * continues the browser's sign-in when opened in the same browser). Returns the answer for the form.
   * `language` is the sign-up page's (decision 029): the answer and a new address's e-mail use it.
   */
  async request(input: { email: string; name: string; password: string }, confirmUrl: (ticket: string) => string, language: Language): Promise<{ message: string }> {
    const { email, name } = validateNewAccount(input);
    const passwordHash = await hashPassword(input.password);
    const t = translate(language);
    // The one answer to every accepted sign-up, whether or not the e-mail has an account.
    const answer = { message: t('identity.answers.signupSent', { email }) };
    const hourAgo = new Date(Date.now() - 3_600_000);
    if ((await this.mailer.countSince(email, hourAgo)) >= SIGNUP.maxMailsPerHour) return answer;

    const existing = await new AccountService(this.db).findByEmail(email);
    if (existing) {
      await this.mailExisting(existing, language);
      return answer;
    }
    const ticket = randomBytes(32).toString('base64url');
    const payload: TicketPayload = { email, name, passwordHash };
    await this.db.insert(identityOidcModels).values({
      model: TICKET_MODEL,
      id: hashTicket(ticket),
      payload,
      expiresAt: new Date(Date.now() + SIGNUP.ticketTtlHours * 3_600_000),
    });
    const link = confirmUrl(ticket);
    await this.mailer.send({
      to: email,
      subject: t('identity.mail.signup.subject'),
      body: t('identity.mail.signup.body', { name, link, hours: SIGNUP.ticketTtlHours }),
      link,
      kind: 'signUp',
    });
    return answer;
  }

  /** To the address's owner, in the account's own language if it chose one. */
  private async mailExisting(account: AccountRow, pageLanguage: Language): Promise<void> {
    const link = `${this.publicUrl}/login`;
    const t = translate(languageOf(account.userMetadata) ?? pageLanguage);
    await this.mailer.send({
      to: account.email,
      subject: t('identity.mail.signupExisting.subject'),
      body: t('identity.mail.signupExisting.body', { name: account.name, link }),
      link,
      kind: 'accountExists',
    });
  }

  /**
   * Uses up a ticket and creates its account (e-mail verified: the link reached it). A ticket used or
   * expired, or an address that got an account meanwhile (two sign-ups), is an InvalidInput: the
   * link never signs anyone in to an account it did not create.
   */
  async confirm(ticket: string): Promise<AccountRow> {
    const [used] = await this.db
      .update(identityOidcModels)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(identityOidcModels.model, TICKET_MODEL),
          eq(identityOidcModels.id, hashTicket(ticket)),
          isNull(identityOidcModels.consumedAt),
          gt(identityOidcModels.expiresAt, new Date()),
        ),
      )
      .returning({ payload: identityOidcModels.payload });
    if (!used) throw new InvalidInput({ key: 'identity.errors.signupLinkInvalid' });
    const { email, name, passwordHash } = used.payload as TicketPayload;
    const accounts = new AccountService(this.db);
    if (await accounts.findByEmail(email)) throw new InvalidInput({ key: 'identity.errors.accountExists' });
    return accounts.create({ email, name, password: { hash: passwordHash }, emailVerified: true });
  }
}
