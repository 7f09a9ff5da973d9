import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SOCIAL_ACCOUNTS } from '../../src/identity/embedded/demo-accounts.ts';
import { LOGIN_THROTTLE } from '../../src/identity/embedded/login-throttle.ts';
import { translate } from '../../src/platform/texts.ts';
import { Browser, decodeJwt, PkceLogin, signIn, startIdentityServer, uniqueEmail, type IdentityServer } from '../helpers/identity-client.ts';

let server: IdentityServer;
let api: string;

beforeAll(async () => {
  server = await startIdentityServer();
  api = server.config.identity.apiAudience;
});
afterAll(() => server.close());

const STRONG = 'Kopi-Susu-42';

/** The e-mails sent to one address, newest first (the development mailbox). */
async function mailbox(to: string): Promise<Array<{ subject: string; body: string; link: string }>> {
  const { messages } = (await (await fetch(`${server.baseUrl}/idp/dev/mailbox.json`)).json()) as {
    messages: Array<{ to: string; subject: string; body: string; link: string }>;
  };
  return messages.filter((m) => m.to === to);
}

/** Submits the sign-up screen's form; the answer is "we sent an e-mail" either way. */
async function submitSignUp(email: string, password = STRONG, name = 'Test Shopper') {
  const login = new PkceLogin(new Browser(server.baseUrl));
  const { uid, screen } = await login.start({ audience: api, screenHint: 'signup' });
  expect(screen).toBe('/registration');
  const response = await login.submit(uid, 'signup', { name, email, password });
  return { login, uid, response };
}

/** Signs up and opens the e-mail's link in the same browser: the account exists and is signed in. */
async function signUp(email: string, password = STRONG, name = 'Test Shopper') {
  const { login, response } = await submitSignUp(email, password, name);
  expect(response.status).toBe(200);
  const [mail] = await mailbox(email.toLowerCase());
  expect(mail?.subject).toBe('Finish signing up to Lumbung');
  const code = await login.code(mail!.link);
  return { login, code };
}

async function meCall(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { message: string; code: string } } };
}

describe('sign-up and sign-in screens', () => {
  it('sign-up mails a link that creates the account and finishes the sign-in', async () => {
    const email = uniqueEmail('signup');
    const { login, response } = await submitSignUp(email.toUpperCase(), STRONG, '  Sari Dewi ');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: `We sent an e-mail to ${email}. Open the link in it to finish signing up.` });
    // No account until the link is opened.
    await expect(signIn(server.baseUrl, { email, password: STRONG })).rejects.toThrow(/403/);

    const [mail] = await mailbox(email);
    expect(mail?.subject).toBe('Finish signing up to Lumbung');
    expect(mail?.body).toContain('Hello Sari Dewi,');
    const tokens = (await (await login.exchange(await login.code(mail!.link))).json()) as { id_token: string };
    // The link reached the address, so the e-mail is verified.
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email, name: 'Sari Dewi', email_verified: true, nickname: email.split('@')[0] });
    await signIn(server.baseUrl, { email, password: STRONG });

    // The link works once.
    const reused = await fetch(mail!.link, { redirect: 'manual' });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('This sign-up link is invalid or has expired. Please sign up again.');
  });

  it('does not tell whether an e-mail has an account: the same answer, and the owner is told by e-mail', async () => {
    const taken = uniqueEmail('taken');
    await signUp(taken);
    const fresh = uniqueEmail('fresh');
    const forTaken = await submitSignUp(taken, 'Another-Pass-7', 'Someone Else');
    const forFresh = await submitSignUp(fresh, 'Another-Pass-7', 'Someone Else');
    expect(forTaken.response.status).toBe(forFresh.response.status);
    expect(((await forTaken.response.json()) as { message: string }).message.replace(taken, 'X')).toBe(
      ((await forFresh.response.json()) as { message: string }).message.replace(fresh, 'X'),
    );

    const [notice] = await mailbox(taken);
    expect(notice?.subject).toBe('Someone tried to sign up with your address');
    expect(notice?.body).toContain('Someone tried to create a Lumbung account with your e-mail address, which already has one.');
    // The owner's password did not change.
    await signIn(server.baseUrl, { email: taken, password: STRONG });
    await expect(signIn(server.baseUrl, { email: taken, password: 'Another-Pass-7' })).rejects.toThrow(/403/);
  });

  it('refuses a weak password with every broken rule', async () => {
    const { response } = await submitSignUp(uniqueEmail('weak'), 'short');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message:
          'Password validation failed: Password must be at least 8 characters long, Password must contain at least one uppercase letter, ' +
          'Password must contain at least one number, Password must contain at least one special character',
      },
    });
  });

  it('a wrong password and an unknown e-mail get the same message; repeated failures are throttled', async () => {
    const email = uniqueEmail('throttle');
    await signUp(email);
    const login = new PkceLogin(new Browser(server.baseUrl));
    const { uid } = await login.start({ audience: api });
    const unknown = await login.submit(uid, 'login', { email: uniqueEmail('nobody'), password: STRONG });
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Wrong email or password.' } });

    for (let attempt = 1; attempt <= LOGIN_THROTTLE.freeFailuresPerPair; attempt += 1) {
      const wrong = await login.submit(uid, 'login', { email, password: 'Wrong-pass-1' });
      expect(wrong.status).toBe(403);
    }
    // From this address, even the right password now waits: 30 s after the fifth failure.
    const locked = await login.submit(uid, 'login', { email, password: STRONG });
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: { message: string } }).error.message).toBe(
      'Too many failed sign-in attempts. Please wait 30 seconds or reset your password.',
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(25);
  });

  it('an expired or unknown interaction gets a clear message', async () => {
    const browser = new Browser(server.baseUrl);
    const response = await browser.request('/idp/interaction/not-a-real-one/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'interaction_expired', message: 'This sign-in page has expired. Please start again.' } });
  });
});

describe('My Profile through /api/me (server -> Management API with its own credential)', () => {
  it('updates name and nickname trimmed, requires a name, and refuses visitors', async () => {
    const email = uniqueEmail('profile');
    await signUp(email);
    const { tokens } = await signIn(server.baseUrl, { email, password: STRONG }, { audience: api });
    const token = tokens.access_token;

    const updated = await meCall('PATCH', '/api/me/profile', token, { name: '  Sari Lestari ', nickname: ' sari ' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Sari Lestari', nickname: 'sari', email, user_metadata: { name: 'Sari Lestari', nickname: 'sari' } });
    const loaded = await meCall('GET', '/api/me/profile', token);
    expect(loaded.body).toMatchObject({ name: 'Sari Lestari', nickname: 'sari', email_verified: true }); // verified by the sign-up link
    expect(loaded.body.created_at).toEqual(expect.any(String));

    const blank = await meCall('PATCH', '/api/me/profile', token, { name: '   ', nickname: 'x' });
    expect(blank).toEqual({ status: 400, body: { error: { code: 'invalid_input', message: 'Name is required' } } });

    const visitor = await fetch(`${server.baseUrl}/api/me/profile`);
    expect(visitor.status).toBe(401);
  });

  it('changes the password with every rule of §5 and §8, verifying the current one', async () => {
    const email = uniqueEmail('password');
    await signUp(email);
    const token = (await signIn(server.baseUrl, { email, password: STRONG }, { audience: api })).tokens.access_token;
    const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
      meCall('POST', '/api/me/password', token, { currentPassword, newPassword, confirmPassword });

    expect((await change('', 'Nasi-Goreng-7')).body.error?.message).toBe('All password fields are required');
    expect((await change(STRONG, 'Nasi-Goreng-7', 'Nasi-Goreng-8')).body.error?.message).toBe('New passwords do not match');
    expect((await change(STRONG, 'Ab1-xyz')).body.error?.message).toBe('New password must be at least 8 characters long');
    expect((await change(STRONG, 'nasigoreng')).body.error?.message).toBe(
      'Password validation failed: Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character',
    );
    const wrongCurrent = await change('Not-my-password-1', 'Nasi-Goreng-7');
    expect(wrongCurrent).toEqual({ status: 400, body: { error: { code: 'invalid_current_password', message: 'Current password is incorrect' } } });

    expect(await change(STRONG, 'Nasi-Goreng-7')).toEqual({ status: 200, body: { message: 'Password updated successfully!' } });
    await expect(signIn(server.baseUrl, { email, password: STRONG })).rejects.toThrow(/403/);
    const again = await signIn(server.baseUrl, { email, password: 'Nasi-Goreng-7' }, { audience: api });
    const profile = await meCall('GET', '/api/me/profile', again.tokens.access_token);
    expect(profile.body.user_metadata).toMatchObject({ password_updated_at: expect.any(String) });
  });

  it('social accounts: signed in through the dev social connection, their name and password cannot change', async () => {
    const login = new PkceLogin(new Browser(server.baseUrl));
    const { uid } = await login.start({ audience: api });
    const response = await login.submit(uid, 'social', { provider: 'google' });
    expect(response.status).toBe(200);
    const { redirectTo } = (await response.json()) as { redirectTo: string };
    const tokens = (await (await login.exchange(await login.code(redirectTo))).json()) as { access_token: string };
    expect(decodeJwt(tokens.access_token).sub).toBe(DEMO_SOCIAL_ACCOUNTS.google.userId);

    const profile = await meCall('GET', '/api/me/profile', tokens.access_token);
    expect(profile.body).toMatchObject({ user_id: DEMO_SOCIAL_ACCOUNTS.google.userId, name: DEMO_SOCIAL_ACCOUNTS.google.name });
    const rename = await meCall('PATCH', '/api/me/profile', tokens.access_token, { name: 'Someone Else' });
    expect(rename.status).toBe(403);
    const password = await meCall('POST', '/api/me/password', tokens.access_token, { currentPassword: 'x', newPassword: STRONG, confirmPassword: STRONG });
    expect(password.status).toBe(403);
  });
});

describe('password reset', () => {
  it('mails a one-time link whose form enforces the strength rules, then the new password signs in', async () => {
    const email = uniqueEmail('reset');
    await signUp(email);
    const request = await fetch(`${server.baseUrl}/api/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(await request.json()).toEqual({ message: "We've just sent you an email to reset your password." });
    const [mail] = await mailbox(email);
    expect(mail?.subject).toBe('Reset your Lumbung password');
    const ticket = new URL(mail!.link).searchParams.get('ticket')!;
    expect(new URL(mail!.link).pathname).toBe('/reset-password');

    const reset = (newPassword: string, t = ticket) =>
      fetch(`${server.baseUrl}/idp/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticket: t, newPassword }),
      });
    const weak = await reset('lowercase-only');
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: { message: string } }).error.message).toMatch(/^Password validation failed: /);
    expect((await reset('Sambal-Matah-9')).status).toBe(200);
    const reused = await reset('Sambal-Matah-10');
    expect(((await reused.json()) as { error: { message: string } }).error.message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    await signIn(server.baseUrl, { email, password: 'Sambal-Matah-9' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await fetch(`${server.baseUrl}/api/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    expect(await mailbox(email)).toEqual([]);
  });
});

describe('the development mailbox page', () => {
  it('lists what was sent, in the reader’s language', async () => {
    await submitSignUp(uniqueEmail('mailbox'));
    const id = translate('id');
    const page = await (await fetch(`${server.baseUrl}/idp/dev/mailbox`, { headers: { cookie: 'lang=id' } })).text();
    expect(page).toContain('<html lang="id">');
    expect(page).toContain(`<h1>${id('identity.mailbox.heading')}</h1>`);
    expect(page).toContain(`<th>${id('identity.mailbox.column.subject')}</th>`);
    expect(page).toContain(id('identity.mailbox.openLink'));
    expect(page).toMatch(/\d{2}\.\d{2} WIB/);
  });
});

describe("Auth0's database sign-up (/idp/dbconnections/signup)", () => {
  it('is off without IDENTITY_DEV_TOOLS, so it cannot tell a stranger which e-mails have an account', async () => {
    const { createTestApp } = await import('../helpers/test-app.ts');
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/idp/dbconnections/signup',
        payload: { client_id: t.config.identity.spaClientId, email: 'dewi@lumbung.test', password: STRONG, connection: 'Username-Password-Authentication' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
