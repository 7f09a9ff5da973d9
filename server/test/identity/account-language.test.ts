import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '../../src/identity/embedded/accounts.ts';
import { languageOf } from '../../src/identity/account-language.ts';
import { identityMailOutbox } from '../../src/platform/db/schema/index.ts';
import { translate } from '../../src/platform/texts.ts';
import { accessTokenFor } from '../helpers/staff-token.ts';
import { RESET_ANSWER_FLOOR_MS } from '../../src/identity/embedded/management-routes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 029: a signed-in account remembers its language in user_metadata.language (set by the top
 * bar's choice, owner-only), and the identity provider's e-mails to it are in that language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Kopi-Susu-42';
const newAccount = (email: string) => new AccountService(t.database.db).create({ email, password: PASSWORD, name: 'Dewi Lestari' });
/** The language stored on the account (its user_metadata), as the provider's e-mails read it. */
const storedLanguage = async (email: string) => languageOf((await new AccountService(t.database.db).findByEmail(email))?.userMetadata);
const asOwner = async (userId: string) => ({ authorization: `Bearer ${await accessTokenFor(t, [], userId)}` });
const setLanguage = (payload: object, headers?: Record<string, string>) => t.app.inject({ method: 'PUT', url: '/api/me/language', payload, ...(headers ? { headers } : {}) });
const resetMailTo = async (email: string) => {
  expect((await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } })).statusCode).toBe(200);
  const [mail] = await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.recipient, email));
  return mail;
};

describe('an account’s language', () => {
  it('is saved on the signed-in account only, validated, and kept beside its other metadata', async () => {
    const account = await newAccount('bahasa.owner@example.com');
    expect(await storedLanguage(account.email)).toBeUndefined();

    expect((await setLanguage({ language: 'id' })).statusCode).toBe(401);
    const owner = await asOwner(account.userId);
    expect((await setLanguage({ language: 'fr' }, owner)).statusCode).toBe(400);
    const saved = await setLanguage({ language: 'id' }, owner);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'id' });

    expect(await storedLanguage(account.email)).toBe('id');
    const profile = (await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: owner })).json();
    expect(profile.user_metadata).toMatchObject({ language: 'id' });
  });

  it('words the password reset e-mail; an account without one gets the shop’s default (English in tests)', async () => {
    const id = translate('id');
    const en = translate('en');
    const chose = await newAccount('bahasa.reset@example.com');
    await setLanguage({ language: 'id' }, await asOwner(chose.userId));
    const inIndonesian = await resetMailTo('bahasa.reset@example.com');
    expect(inIndonesian?.subject).toBe(id('identity.mail.passwordReset.subject'));
    expect(inIndonesian?.body).toContain('Halo Dewi Lestari,');

    await newAccount('no.choice@example.com');
    expect((await resetMailTo('no.choice@example.com'))?.subject).toBe(en('identity.mail.passwordReset.subject'));
  });

  it('a reset request is answered alike, after the same floor, whether or not the address has an account', async () => {
    const account = await newAccount('reset.timing@example.com');
    const timed = async (email: string) => {
      const began = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
      return { ms: performance.now() - began, status: res.statusCode, body: res.body };
    };
    const known = await timed(account.email);
    const unknown = await timed('nobody.here@example.com');
    expect(known.ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
  });

  it('the identity provider’s errors follow the reader’s language', async () => {
    const bad = { method: 'POST' as const, url: '/idp/password-reset', payload: { ticket: 'no-such-ticket', newPassword: PASSWORD } };
    const inId = await t.app.inject({ ...bad, headers: { cookie: 'lang=id' } });
    expect(inId.json().error.message).toBe(translate('id')('identity.errors.resetLinkInvalid'));
    expect((await t.app.inject(bad)).json().error.message).toBe(translate('en')('identity.errors.resetLinkInvalid'));
  });

  it('the provider’s own pages are in the reader’s language', async () => {
    const id = translate('id');
    const problem = await t.app.inject({ method: 'GET', url: '/idp/authorize?client_id=no-such-client', headers: { cookie: 'lang=id' } });
    expect(problem.body).toContain('<html lang="id">');
    expect(problem.body).toContain(`<h1>${id('identity.provider.problem')}</h1>`);
    expect(problem.body).toContain(id('identity.provider.backToShop'));
    const english = await t.app.inject({ method: 'GET', url: '/idp/authorize?client_id=no-such-client&lang=en' });
    expect(english.body).toContain(`<h1>${translate('en')('identity.provider.problem')}</h1>`);
  });
});
