import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '../../src/identity/embedded/accounts.ts';
import { loadProviderSecrets } from '../../src/identity/embedded/secrets.ts';
import { createMember } from '../helpers/loyalty-factories.ts';
import { decodeJwt, PkceLogin, refresh, signIn, startIdentityServer, uniqueEmail, type IdentityServer, type SignedIn } from '../helpers/identity-client.ts';
import { testEngine } from '../helpers/test-database.ts';

/**
 * Sessions end when access ends (docs/decisions/034-session-revocation.md): a removed role, a block or
 * a password reset holds at the very next request, with the tokens and sessions signed in before it,
 * through the real embedded provider.
 */
let server: IdentityServer;
let api: string;
let memberNumber: string;
let admin: SignedIn;

const STRONG = 'Kopi-Susu-42';

beforeAll(async () => {
  server = await startIdentityServer();
  api = server.config.identity.apiAudience;
  memberNumber = (await createMember(server.database.db, { points: 1_000 })).membershipNumber;
  const adminAccount = await staffAccount(['admin']);
  admin = await signIn(server.baseUrl, adminAccount, { audience: api });
});
afterAll(() => server?.close());

/** A new password account with these roles; each test gets its own, so none depends on another. */
async function staffAccount(roles: string[], label = 'staff') {
  const email = uniqueEmail(label);
  const row = await new AccountService(server.database.db).create({ email, password: STRONG, name: 'Sari Wulandari', roles, emailVerified: true });
  return { email, password: STRONG, userId: row.userId };
}

async function call(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: { error?: { code: string; message: string } } & Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}

const readMember = (token: string, baseUrl = server.baseUrl) => call(baseUrl, 'GET', `/api/admin/members/${memberNumber}`, token);
const adjustPoints = (token: string, baseUrl = server.baseUrl) =>
  call(baseUrl, 'POST', `/api/admin/members/${memberNumber}/points-adjustments`, token, { points: 5, reason: 'goodwill', note: '', adjustmentId: randomUUID() });
const setRoles = (userId: string, roles: string[]) => call(server.baseUrl, 'PUT', `/api/admin/users/${encodeURIComponent(userId)}/roles`, admin.tokens.access_token, { roles });

/** The Management API as our server uses it (client credentials of the server's client). */
async function patchUser(baseUrl: string, userId: string, body: unknown): Promise<Response> {
  const { serverClientSecret } = await loadProviderSecrets(server.database.db);
  const tokenResponse = await fetch(`${baseUrl}/idp/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'lumbung-server', client_secret: serverClientSecret, audience: server.config.identity.managementAudience, scope: 'read:users update:users' }),
  });
  const { access_token } = (await tokenResponse.json()) as { access_token: string };
  return fetch(`${baseUrl}/idp/api/v2/users/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** What a hidden frame's prompt=none renewal gets from the provider session of this browser: a code or an error. */
async function silentRenewal(signedIn: SignedIn, baseUrl = server.baseUrl): Promise<{ code: string | null; error: string | null }> {
  const login = new PkceLogin(signedIn.browser.at(baseUrl), server.baseUrl);
  const { url } = await login.browser.follow(login.authorizeUrl({ prompt: 'none', audience: api }));
  const params = new URL(url).searchParams;
  return { code: params.get('code'), error: params.get('error') };
}

async function refreshError(baseUrl: string, refreshToken: string): Promise<{ status: number; error: unknown }> {
  const response = await refresh(baseUrl, refreshToken);
  return { status: response.status, error: ((await response.json()) as { error?: unknown }).error };
}

/** The forgotten-password journey: the e-mail's link, then the reset form posted to `baseUrl`. */
async function resetPassword(email: string, newPassword: string, baseUrl = server.baseUrl): Promise<void> {
  const asked = await fetch(`${baseUrl}/api/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  expect(asked.status).toBe(200);
  const { messages } = (await (await fetch(`${baseUrl}/idp/dev/mailbox.json`)).json()) as { messages: Array<{ to: string; link: string }> };
  const ticket = new URL(messages.find((m) => m.to === email)!.link).searchParams.get('ticket')!;
  const reset = await fetch(`${baseUrl}/idp/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket, newPassword }) });
  expect(reset.status).toBe(200);
}

const EXPIRED = { error: { code: 'unauthorized', message: 'Your session has expired. Please sign in again.' } };

describe('a removed role', () => {
  it("stops the manager's token at the next request; a renewed token carries the roles the account has now", async () => {
    const manager = await staffAccount(['manager'], 'manager');
    const { tokens } = await signIn(server.baseUrl, manager, { audience: api });
    expect((await readMember(tokens.access_token)).status).toBe(200);
    expect((await adjustPoints(tokens.access_token)).status).toBe(201);

    const journals = async () => ((await call(server.baseUrl, 'GET', `/api/admin/members/${memberNumber}/ledger`, admin.tokens.access_token)).body.journals as unknown[]).length;
    const booked = await journals();

    expect((await setRoles(manager.userId, [])).status).toBe(200);
    expect(await readMember(tokens.access_token)).toEqual({ status: 401, body: EXPIRED });
    expect(await adjustPoints(tokens.access_token)).toEqual({ status: 401, body: EXPIRED });
    expect(await journals()).toBe(booked); // the refused adjustment booked nothing

    // The refresh token stays (the account still may sign in); what it renews into has no manager role.
    const renewed = await refresh(server.baseUrl, tokens.refresh_token!);
    expect(renewed.status).toBe(200);
    const next = (await renewed.json()) as { access_token: string; refresh_token: string };
    expect(decodeJwt(next.access_token)).toMatchObject({ 'https://lumbung.shop/roles': [] });
    expect((await readMember(next.access_token)).status).toBe(403);
    expect((await call(server.baseUrl, 'GET', '/api/me/profile', next.access_token)).status).toBe(200);

    // A role given back ends nothing: the same token goes on working; the next renewal carries the role.
    expect((await setRoles(manager.userId, ['manager'])).status).toBe(200);
    expect((await call(server.baseUrl, 'GET', '/api/me/profile', next.access_token)).status).toBe(200);
    const again = (await (await refresh(server.baseUrl, next.refresh_token)).json()) as { access_token: string };
    expect((await readMember(again.access_token)).status).toBe(200);
  });
});

describe('a blocked account', () => {
  it('loses its token, its refresh token and its provider session at once, and cannot sign in until unblocked', async () => {
    const manager = await staffAccount(['manager'], 'blocked');
    const signedIn = await signIn(server.baseUrl, manager, { audience: api });
    const { tokens } = signedIn;
    expect((await readMember(tokens.access_token)).status).toBe(200);

    const blocked = await patchUser(server.baseUrl, manager.userId, { blocked: true });
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toMatchObject({ user_id: manager.userId, blocked: true });

    expect(await readMember(tokens.access_token)).toEqual({ status: 401, body: EXPIRED });
    expect((await call(server.baseUrl, 'GET', '/api/me/profile', tokens.access_token)).status).toBe(401);
    expect(await refreshError(server.baseUrl, tokens.refresh_token!)).toEqual({ status: 400, error: 'invalid_grant' });
    expect(await silentRenewal(signedIn)).toEqual({ code: null, error: 'login_required' });
    await expect(signIn(server.baseUrl, manager, { audience: api })).rejects.toThrow('login answered 403: {"error":{"code":"account_blocked","message":"This account is blocked. Please contact the shop."}}');

    const unblocked = await patchUser(server.baseUrl, manager.userId, { blocked: false });
    expect(await unblocked.json()).not.toHaveProperty('blocked');
    // Unblocking does not bring the old token back; a new sign-in works.
    expect((await readMember(tokens.access_token)).status).toBe(401);
    const fresh = await signIn(server.baseUrl, manager, { audience: api });
    expect((await readMember(fresh.tokens.access_token)).status).toBe(200);
  });
});

describe('a password reset', () => {
  it("revokes the account's refresh tokens and provider sessions and stops its access tokens; the new password signs in", async () => {
    const account = await staffAccount([], 'reset');
    const signedIn = await signIn(server.baseUrl, account, { audience: api });
    const { tokens } = signedIn;
    expect(await silentRenewal(signedIn)).toMatchObject({ code: expect.any(String) });

    await resetPassword(account.email, 'Sambal-Matah-9');

    expect(await refreshError(server.baseUrl, tokens.refresh_token!)).toEqual({ status: 400, error: 'invalid_grant' });
    expect(await silentRenewal(signedIn)).toEqual({ code: null, error: 'login_required' });
    expect(await call(server.baseUrl, 'GET', '/api/me/profile', tokens.access_token)).toEqual({ status: 401, body: EXPIRED });

    const again = await signIn(server.baseUrl, { email: account.email, password: 'Sambal-Matah-9' }, { audience: api, browser: signedIn.browser });
    expect((await call(server.baseUrl, 'GET', '/api/me/profile', again.tokens.access_token)).status).toBe(200);
    expect((await refresh(server.baseUrl, again.tokens.refresh_token!)).status).toBe(200);
  });
});

describe('a password changed in My Profile (the current one verified)', () => {
  it('keeps the sessions: the page that changed it goes on working', async () => {
    const account = await staffAccount([], 'change');
    const signedIn = await signIn(server.baseUrl, account, { audience: api });
    const changed = await call(server.baseUrl, 'POST', '/api/me/password', signedIn.tokens.access_token, { currentPassword: STRONG, newPassword: 'Sambal-Matah-9', confirmPassword: 'Sambal-Matah-9' });
    expect(changed.status).toBe(200);
    expect((await call(server.baseUrl, 'GET', '/api/me/profile', signedIn.tokens.access_token)).status).toBe(200);
    expect((await refresh(server.baseUrl, signedIn.tokens.refresh_token!)).status).toBe(200);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `npm start`'s server (server/src/main.ts) as an operating-system process of its own, on this test's database. */
async function startServerProcess(databaseUrl: string, publicUrl: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The same site behind a load balancer: one public origin, so one issuer.
      PUBLIC_URL: publicUrl,
      IDENTITY_DEV_TOOLS: 'true',
      SEED_DEMO_DATA: 'false',
      BACKGROUND_JOBS: 'false',
      RATE_LIMITS: 'false',
      WORKERS: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      DEFAULT_LANGUAGE: 'en',
      PAYMENT_PROVIDER: 'embedded',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second server process stopped: ${stderr}`);
    const health = await fetch(`${baseUrl}/healthz`).catch(() => null);
    if (health?.status === 200) return { baseUrl, child };
    if (Date.now() > deadline) throw new Error(`the second server process did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(testEngine !== 'postgres')('two server processes on one PostgreSQL (PGlite is one process’s database)', () => {
  let other: { baseUrl: string; child: ChildProcess } | null = null;
  afterAll(async () => {
    if (!other || other.child.exitCode !== null) return;
    const exited = new Promise((resolve) => other!.child.once('exit', resolve));
    other.child.kill('SIGTERM');
    await exited;
  });

  it('a role removed, an account blocked or a password reset through one process is refused by the other at its next request', { timeout: 120_000 }, async () => {
    other = await startServerProcess(server.database.url!, server.baseUrl);

    // The other process verifies (and remembers) the manager's token first.
    const manager = await staffAccount(['manager'], 'two-processes');
    const { tokens } = await signIn(server.baseUrl, manager, { audience: api });
    expect((await readMember(tokens.access_token, other.baseUrl)).status).toBe(200);
    expect((await adjustPoints(tokens.access_token, other.baseUrl)).status).toBe(201);
    expect((await setRoles(manager.userId, [])).status).toBe(200);
    expect(await readMember(tokens.access_token, other.baseUrl)).toEqual({ status: 401, body: EXPIRED });
    expect(await adjustPoints(tokens.access_token, other.baseUrl)).toEqual({ status: 401, body: EXPIRED });

    // Blocked through the other process: this one refuses the token and the refresh token.
    const shopper = await staffAccount([], 'two-processes-block');
    const shopperSession = await signIn(server.baseUrl, shopper, { audience: api });
    expect((await call(server.baseUrl, 'GET', '/api/me/profile', shopperSession.tokens.access_token)).status).toBe(200);
    expect((await patchUser(other.baseUrl, shopper.userId, { blocked: true })).status).toBe(200);
    expect((await call(server.baseUrl, 'GET', '/api/me/profile', shopperSession.tokens.access_token)).status).toBe(401);
    expect(await refreshError(server.baseUrl, shopperSession.tokens.refresh_token!)).toEqual({ status: 400, error: 'invalid_grant' });

    // A password reset through this process: the other one renews nothing and issues no silent code.
    const resetting = await staffAccount([], 'two-processes-reset');
    const signedIn = await signIn(server.baseUrl, resetting, { audience: api });
    expect((await call(other.baseUrl, 'GET', '/api/me/profile', signedIn.tokens.access_token)).status).toBe(200);
    await resetPassword(resetting.email, 'Sambal-Matah-9');
    expect((await call(other.baseUrl, 'GET', '/api/me/profile', signedIn.tokens.access_token)).status).toBe(401);
    expect(await refreshError(other.baseUrl, signedIn.tokens.refresh_token!)).toEqual({ status: 400, error: 'invalid_grant' });
    expect(await silentRenewal(signedIn, other.baseUrl)).toEqual({ code: null, error: 'login_required' });
  });
});
