import * as jose from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProviderSecrets } from '../../src/identity/embedded/secrets.ts';
import { CookieJar } from '../helpers/identity-client.ts';
import { startTenant, type Tenant } from './helpers/tls-proxy.ts';

// openid-client v6 against the embedded provider at the root of IDP_ORIGIN, through a TLS proxy
// (decision 037): discovery, code + PKCE through the shop's own sign-in, the ID token checked by the
// library, refresh token rotation, logout and client credentials.
let tenant: Tenant;

const BUDI = { email: 'budi.santoso@example.com', password: 'Poin#1001' };

beforeAll(async () => {
  tenant = await startTenant();
});

afterAll(async () => {
  await tenant?.stop();
});

async function discover(clientId: string, auth: client.ClientAuth): Promise<client.Configuration> {
  // The WHATWG fetch signature; openid-client's CustomFetch types its body more narrowly.
  const trusted = tenant.proxy.fetch as never;
  const config = await client.discovery(new URL(tenant.origin), clientId, undefined, auth, { [client.customFetch]: trusted });
  config[client.customFetch] = trusted;
  return config;
}

/** A browser: cookies kept, redirects followed by hand until one leaves the provider for the shop's callback. */
async function signInAndGetCallback(authorizeUrl: URL, jar: CookieJar): Promise<URL> {
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.header()) headers.set('cookie', jar.header());
    const response = await tenant.proxy.fetch(url, { ...init, headers });
    jar.store(response);
    return response;
  };
  let url = authorizeUrl.toString();
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(`${tenant.publicUrl}/callback`)) return new URL(url);
    const response = await request(url);
    const location = response.headers.get('location');
    expect([url, response.status]).toEqual([url, 303]);
    const next = new URL(location!, url);
    if (next.pathname === '/login') {
      // The web app's sign-in screen, served on IDP_ORIGIN too, posts the form to the interaction.
      const uid = next.searchParams.get('interaction')!;
      const login = await request(`${tenant.origin}/idp/interaction/${uid}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BUDI),
      });
      expect(login.status).toBe(200);
      url = ((await login.json()) as { redirectTo: string }).redirectTo;
    } else {
      url = next.toString();
    }
  }
  throw new Error('too many redirects');
}

describe('openid-client v6 with IDP_ORIGIN as the issuer', () => {
  it('discovers the provider at the root of its origin', async () => {
    const config = await discover('lumbung-web', client.None());
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(`${tenant.origin}/`);
    expect(metadata.authorization_endpoint).toBe(`${tenant.origin}/authorize`);
    expect(metadata.end_session_endpoint).toBe(`${tenant.origin}/v2/logout`);
  });

  it('signs in with code + PKCE, validates the ID token, rotates the refresh token and signs out', async () => {
    const config = await discover('lumbung-web', client.None());
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const authorizeUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: `${tenant.publicUrl}/callback`,
      scope: 'openid profile email offline_access',
      audience: tenant.config.identity.apiAudience,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const jar = new CookieJar();
    const callback = await signInAndGetCallback(authorizeUrl, jar);
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    expect(tokens.claims()).toMatchObject({ iss: `${tenant.origin}/`, aud: 'lumbung-web', email: BUDI.email });
    // oidc-provider keeps offline_access for the refresh token and names only the token's own scopes.
    expect(tokens.scope).toBe('openid profile email');
    expect(tokens.refresh_token).toBeDefined();

    // The API's access token: our API takes it whichever origin minted it (one issuer), and /userinfo does too.
    const access = jose.decodeJwt(tokens.access_token);
    expect(access).toMatchObject({ iss: `${tenant.origin}/`, aud: tenant.config.identity.apiAudience, scope: 'openid profile email' });
    const profile = await tenant.proxy.fetch(`${tenant.publicUrl}/api/me/profile`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(profile.status).toBe(200);
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, access.sub!);
    expect(userinfo.email).toBe(BUDI.email);

    const renewed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(renewed.refresh_token).toBeDefined();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });

    const logout = client.buildEndSessionUrl(config, { id_token_hint: renewed.id_token!, post_logout_redirect_uri: tenant.publicUrl });
    expect(logout.origin + logout.pathname).toBe(`${tenant.origin}/v2/logout`);
    // The browser with its provider session gets the confirmation form that submits itself (Auth0 signs out at once).
    const page = await tenant.proxy.fetch(logout.toString(), { headers: { cookie: jar.header() } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('op.logoutForm');
  });

  it('gets a Management API token by client credentials with the granted scopes', async () => {
    const secret = (await loadProviderSecrets(tenant.database.db)).serverClientSecret;
    const config = await discover('lumbung-server', client.ClientSecretPost(secret));
    const tokens = await client.clientCredentialsGrant(config, { audience: tenant.config.identity.managementAudience });
    expect(tokens.scope).toBe('read:users update:users');
    expect(jose.decodeJwt(tokens.access_token)).toMatchObject({ iss: `${tenant.origin}/`, aud: `${tenant.origin}/api/v2/`, scope: 'read:users update:users' });
  });
});
