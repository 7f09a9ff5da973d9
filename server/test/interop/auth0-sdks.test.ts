import { AuthClient } from '@auth0/auth0-auth-js';
import { ManagementClient } from 'auth0';
import { eq } from 'drizzle-orm';
import * as jose from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProviderSecrets } from '../../src/identity/embedded/secrets.ts';
import { identityAccounts } from '../../src/platform/db/schema/index.ts';
import { startTenant, type Tenant } from './helpers/tls-proxy.ts';

// Auth0's own SDKs against the embedded provider at the root of IDP_ORIGIN, through a TLS proxy, with
// one `domain` (decision 037). `auth0` v7 has no AuthenticationClient any more: its successor
// @auth0/auth0-auth-js does the password grant and change_password.
let tenant: Tenant;
let secret: string;
let budiId: string;

const BUDI = { email: 'budi.santoso@example.com', password: 'Poin#1001' };

beforeAll(async () => {
  tenant = await startTenant();
  secret = (await loadProviderSecrets(tenant.database.db)).serverClientSecret;
  const [row] = await tenant.database.db.select().from(identityAccounts).where(eq(identityAccounts.email, BUDI.email));
  budiId = row!.userId;
});

afterAll(async () => {
  await tenant?.stop();
});

const tokenRequest = (fields: Record<string, string>) =>
  tenant.proxy.fetch(`${tenant.origin}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

describe('ManagementClient (auth0 v7) with the bare host as domain', () => {
  it('reads and changes a user through the Management API', async () => {
    const management = new ManagementClient({ domain: tenant.domain, clientId: 'lumbung-server', clientSecret: secret, fetch: tenant.proxy.fetch });
    const user = await management.users.get(budiId);
    expect(user.email).toBe(BUDI.email);
    const changed = await management.users.update(budiId, { name: 'Budi S. Santoso' });
    expect(changed.name).toBe('Budi S. Santoso');
    expect((await management.users.get(budiId)).name).toBe('Budi S. Santoso');
  });
});

describe('client credentials as Auth0 gives them', () => {
  it('without scope grants the scopes the client was authorised for, in the token and the answer', async () => {
    const response = await tokenRequest({ grant_type: 'client_credentials', client_id: 'lumbung-server', client_secret: secret, audience: tenant.config.identity.managementAudience });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; scope: string };
    expect(body.scope).toBe('read:users update:users');
    const claims = jose.decodeJwt(body.access_token);
    expect(claims).toMatchObject({ iss: `${tenant.origin}/`, aud: `${tenant.origin}/api/v2/`, scope: 'read:users update:users' });
  });

  it("refuses the shop's API and an unknown audience with Auth0's access_denied", async () => {
    const api = await tokenRequest({ grant_type: 'client_credentials', client_id: 'lumbung-server', client_secret: secret, audience: tenant.config.identity.apiAudience });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({
      error: 'access_denied',
      error_description: `Client is not authorized to access "${tenant.config.identity.apiAudience}". You need to create a "client-grant" associated to this API.`,
    });
    const unknown = await tokenRequest({ grant_type: 'client_credentials', client_id: 'lumbung-server', client_secret: secret, audience: 'https://nowhere.example/api' });
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toEqual({ error: 'access_denied', error_description: 'Service not found: https://nowhere.example/api' });
  });
});

describe('@auth0/auth0-auth-js with the same domain', () => {
  const client = () => new AuthClient({ domain: tenant.domain, clientId: 'lumbung-server', clientSecret: secret, customFetch: tenant.proxy.fetch });

  it('discovers the tenant at the root of its origin', async () => {
    const metadata = await client().getServerMetadata();
    expect(metadata.issuer).toBe(`${tenant.origin}/`);
    expect(metadata.token_endpoint).toBe(`${tenant.origin}/oauth/token`);
  });

  it("password grant with the API's audience: a JWT our API accepts, with scope, that /userinfo accepts too", async () => {
    const tokens = await client().getTokenByPassword({ username: BUDI.email, password: BUDI.password, audience: tenant.config.identity.apiAudience, scope: 'openid profile email' });
    const claims = jose.decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({ iss: `${tenant.origin}/`, aud: tenant.config.identity.apiAudience, sub: budiId, scope: 'openid profile email' });
    expect(tokens.scope).toBe('openid profile email');

    const profile = await tenant.proxy.fetch(`${tenant.publicUrl}/api/me/profile`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { email: string }).email).toBe(BUDI.email);

    const userinfo = await tenant.proxy.fetch(`${tenant.origin}/userinfo`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({ sub: budiId, email: BUDI.email, email_verified: true });
  });

  it('asks for a password reset e-mail with the machine-to-machine client id', async () => {
    const answer = await client().database.changePassword({ email: BUDI.email, connection: 'Username-Password-Authentication' });
    expect(answer).toBe("We've just sent you an email to reset your password.");
  });
});

describe("errors in Auth0's shape", () => {
  const notFound = { statusCode: 404, error: 'Not Found', message: 'Not Found' };

  it('answers an unknown path at the root, under /idp and in the Management API with a JSON 404 whatever the token', async () => {
    for (const url of [`${tenant.origin}/no-such-thing`, `${tenant.origin}/api/v2/clients`, `${tenant.publicUrl}/idp/api/v2/clients`, `${tenant.publicUrl}/idp/no-such-thing`]) {
      const response = await tenant.proxy.fetch(url, { headers: { authorization: 'Bearer whatever' } });
      expect([url, response.status]).toEqual([url, 404]);
      expect(await response.json()).toEqual(notFound);
    }
  });

  it('serves the RFC 8414 metadata where RFC 8414 puts it for each mount', async () => {
    const root = await tenant.proxy.fetch(`${tenant.origin}/.well-known/oauth-authorization-server`);
    expect(root.status).toBe(200);
    expect(((await root.json()) as { issuer: string }).issuer).toBe(`${tenant.origin}/`);
    const mounted = await tenant.proxy.fetch(`${tenant.publicUrl}/.well-known/oauth-authorization-server/idp`);
    expect(mounted.status).toBe(200);
    expect(((await mounted.json()) as { token_endpoint: string }).token_endpoint).toBe(`${tenant.publicUrl}/idp/oauth/token`);
  });
});
