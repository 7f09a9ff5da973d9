import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CASHIER, DEMO_SHOPPER } from '../../src/identity/embedded/demo-accounts.ts';
import { loadProviderSecrets, publicJwk } from '../../src/identity/embedded/secrets.ts';
import { createTokenVerifier } from '../../src/identity/verifier.ts';
import {
  Browser,
  decodeJwt,
  PkceLogin,
  refresh,
  signIn,
  startIdentityServer,
  type IdentityServer,
} from '../helpers/identity-client.ts';

let server: IdentityServer;
let api: string;
let management: string;
let serverSecret: string;

beforeAll(async () => {
  server = await startIdentityServer();
  api = server.config.identity.apiAudience;
  management = server.config.identity.managementAudience;
  serverSecret = (await loadProviderSecrets(server.database.db)).serverClientSecret;
});
afterAll(() => server.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

async function serverToken(audience = management): Promise<string> {
  const response = await fetch(
    `${server.baseUrl}/idp/oauth/token`,
    form({ grant_type: 'client_credentials', client_id: 'lumbung-server', client_secret: serverSecret, audience, scope: 'read:users update:users' }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

function patchUser(id: string, token: string, body: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}/idp/api/v2/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the embedded provider speaks Auth0', () => {
  it('publishes its issuer with a trailing slash and Auth0 paths, and /config.json tells the web app', async () => {
    const discovery = await (await fetch(`${server.baseUrl}/idp/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: `${server.baseUrl}/idp/`,
      authorization_endpoint: `${server.baseUrl}/idp/authorize`,
      token_endpoint: `${server.baseUrl}/idp/oauth/token`,
      jwks_uri: `${server.baseUrl}/idp/.well-known/jwks.json`,
      end_session_endpoint: `${server.baseUrl}/idp/v2/logout`,
    });
    const config = await (await fetch(`${server.baseUrl}/config.json`)).json();
    expect(config).toEqual({
      provider: 'embedded',
      domain: `${server.baseUrl}/idp`,
      clientId: 'lumbung-web',
      audience: `${server.baseUrl}/api`,
      managementAudience: `${server.baseUrl}/idp/api/v2/`,
      rolesClaim: 'https://lumbung.shop/roles',
      devSocialLogin: true,
      // The seller (SHOP_* defaults) for the storefront's contact block and receipts (decision 015).
      shop: {
        name: 'PT Lumbung Ritel Nusantara',
        address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
        npwp: '0316.8425.9071.2000',
        phone: '+62 812-1000-2026',
        whatsappNumber: '6281210002026',
        email: 'halo@lumbung.shop',
      },
      receipts: true,
    });
  });

  it('signs in with code + PKCE: a JWT access token for the API audience and an ID token with the profile', async () => {
    const { tokens } = await signIn(server.baseUrl, DEMO_SHOPPER, { audience: api });
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({ iss: `${server.baseUrl}/idp/`, aud: api, 'https://lumbung.shop/roles': [] });
    expect(access.sub).toMatch(/^auth0\|[0-9a-f]{24}$/);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ aud: 'lumbung-web', email: DEMO_SHOPPER.email, name: DEMO_SHOPPER.name });
    expect(tokens.refresh_token).toBeTruthy();

    const profile = await fetch(`${server.baseUrl}/api/me/profile`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ email: DEMO_SHOPPER.email, name: DEMO_SHOPPER.name, email_verified: true });
  });

  it('requires PKCE and the matching code verifier', async () => {
    const browser = new Browser(server.baseUrl);
    const withoutPkce = new URL(new PkceLogin(browser).authorizeUrl(), server.baseUrl);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const { url } = await browser.follow(withoutPkce.toString());
    expect(new URL(url).searchParams.get('error')).toBe('invalid_request');

    const login = new PkceLogin(browser);
    const { uid } = await login.start({ audience: api });
    const { redirectTo } = (await (await login.submit(uid, 'login', DEMO_SHOPPER)).json()) as { redirectTo: string };
    const exchanged = await login.exchange(await login.code(redirectTo), 'a-different-verifier-that-is-long-enough-1234567');
    expect(exchanged.status).toBe(400);
    expect(await exchanged.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('renews with a rotating refresh token, and silently (prompt=none, web_message) while the session lasts', async () => {
    const { browser, tokens } = await signIn(server.baseUrl, DEMO_SHOPPER, { audience: api });
    const renewed = await refresh(server.baseUrl, tokens.refresh_token!);
    expect(renewed.status).toBe(200);
    const next = (await renewed.json()) as { access_token: string; refresh_token: string };
    expect(decodeJwt(next.access_token).aud).toBe(api);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await refresh(server.baseUrl, tokens.refresh_token!)).status).toBe(400); // rotated: the old one is spent

    const silent = new PkceLogin(browser);
    const frame = await browser.request(silent.authorizeUrl({ audience: api, prompt: 'none', responseMode: 'web_message' }));
    expect(frame.status).toBe(200);
    const html = await frame.text();
    expect(html).toContain('authorization_response');
    expect(html).toMatch(/"code":"[^"]+"/);
    expect(html).toContain(`"state":"${silent.state}"`);
  });

  it('/v2/logout?returnTo signs out at once, back to our origin, and ends the refresh token and the session', async () => {
    const { browser, tokens } = await signIn(server.baseUrl, DEMO_SHOPPER, { audience: api });
    const logout = await browser.request(`/idp/v2/logout?client_id=lumbung-web&returnTo=${encodeURIComponent(server.baseUrl)}`);
    expect(logout.status).toBe(200);
    const page = await logout.text();
    expect(page).toContain("document.getElementById('op.logoutForm').submit()");
    // The browser submits the form by itself; do what it does.
    const action = /action="([^"]+)"/.exec(page)?.[1] ?? '';
    const fields = Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const confirmed = await browser.request(action, form(fields as Record<string, string>));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${server.baseUrl}/`);

    expect((await refresh(server.baseUrl, tokens.refresh_token!)).status).toBe(400);
    const silent = new PkceLogin(browser);
    const { url } = await browser.follow(silent.authorizeUrl({ prompt: 'none' }));
    expect(new URL(url).searchParams.get('error')).toBe('login_required');
  });

  it('password grant: 200 for the right password, 403 invalid_grant for a wrong one, form or JSON, server client only', async () => {
    const fields = { grant_type: 'password', client_id: 'lumbung-server', client_secret: serverSecret, username: DEMO_CASHIER.email, scope: 'openid profile email' };
    expect((await fetch(`${server.baseUrl}/idp/oauth/token`, form({ ...fields, password: DEMO_CASHIER.password }))).status).toBe(200);
    const wrong = await fetch(`${server.baseUrl}/idp/oauth/token`, form({ ...fields, password: 'Not-the-password1' }));
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Wrong email or password.' });
    const json = await fetch(`${server.baseUrl}/idp/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, password: DEMO_CASHIER.password }),
    });
    expect(json.status).toBe(200);
    const spa = await fetch(`${server.baseUrl}/idp/oauth/token`, form({ grant_type: 'password', client_id: 'lumbung-web', username: DEMO_CASHIER.email, password: DEMO_CASHIER.password }));
    expect(spa.status).toBe(400);
    expect(await spa.json()).toMatchObject({ error: expect.stringMatching(/^(unauthorized_client|invalid_request)$/) });
  });

  it('Management API: a shopper token changes only its own user_metadata; the server client may change any field', async () => {
    const { browser, tokens } = await signIn(server.baseUrl, DEMO_SHOPPER, {
      audience: management,
      scope: 'openid profile email read:current_user update:current_user_metadata update:users',
    });
    const own = decodeJwt(tokens.access_token);
    expect(own).toMatchObject({ aud: management, scope: expect.stringContaining('update:current_user_metadata') });
    expect(String(own.scope)).not.toContain('update:users'); // a shopper never gets it
    const sub = String(own.sub);
    void browser;

    const mine = await patchUser(sub, tokens.access_token, { user_metadata: { newsletter: true } });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ user_id: sub, user_metadata: { newsletter: true } });

    const cashier = await signIn(server.baseUrl, DEMO_CASHIER, { audience: api });
    const cashierId = String(decodeJwt(cashier.tokens.access_token).sub);
    const other = await patchUser(cashierId, tokens.access_token, { user_metadata: { hacked: true } });
    expect(other.status).toBe(403);
    expect((await patchUser(sub, tokens.access_token, { name: 'Renamed' })).status).toBe(403);

    const m2m = await serverToken();
    const renamed = await patchUser(sub, m2m, { name: 'Dewi L.', nickname: 'dl' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Dewi L.', nickname: 'dl' });
    expect((await patchUser(sub, m2m, { email: 'x@example.com' })).status).toBe(400); // not an attribute we take
    await patchUser(sub, m2m, { name: DEMO_SHOPPER.name, nickname: DEMO_SHOPPER.nickname });
  });

  it('checks audiences: API tokens are refused by the Management API and management tokens by our API', async () => {
    const apiToken = (await signIn(server.baseUrl, DEMO_SHOPPER, { audience: api })).tokens.access_token;
    const m2m = await serverToken();
    const sub = String(decodeJwt(apiToken).sub);
    expect((await patchUser(sub, apiToken, { user_metadata: { a: 1 } })).status).toBe(401);
    const refused = await fetch(`${server.baseUrl}/api/me/profile`, { headers: { authorization: `Bearer ${m2m}` } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: 'unauthorized', message: 'Your session has expired. Please sign in again.' } });
  });

  it("puts the cashier's staff role in a namespaced claim that becomes Principal.roles", async () => {
    const { tokens } = await signIn(server.baseUrl, DEMO_CASHIER, { audience: api });
    expect(decodeJwt(tokens.access_token)['https://lumbung.shop/roles']).toEqual(['cashier']);
    const secrets = await loadProviderSecrets(server.database.db);
    const verifier = createTokenVerifier(server.config.identity, { keys: [publicJwk(secrets.signingKey)] });
    expect(await verifier.verify(tokens.access_token)).toMatchObject({ email: DEMO_CASHIER.email, name: DEMO_CASHIER.name, roles: ['cashier'] });
  });
});
