import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/platform/db/schema/index.ts';
import { accessTokenFor } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The machine-to-machine client of the embedded provider (decision 037): its generated secret is read and
// rotated by an admin in the back office (audited); AUTH0_M2M_CLIENT_ID/SECRET replace it.
const PATH = '/api/admin/identity/m2m-client';

const clientCredentials = (t: TestApp, clientId: string, secret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/idp/oauth/token',
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('the generated secret in the back office', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|test-admin')}` };
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${PATH}/secret` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${PATH}/rotate` })).statusCode).toBe(401);
    const manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|test-manager')}` };
    for (const [method, url] of [['GET', PATH], ['POST', `${PATH}/secret`], ['POST', `${PATH}/rotate`]] as const) {
      const response = await t.app.inject({ method, url, headers: manager });
      expect(response.statusCode).toBe(403);
    }
  });

  it('shows the client, reveals its working secret and rotates it, each use of the secret audited', async () => {
    const described = await t.app.inject({ method: 'GET', url: PATH, headers: admin });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({
      clientId: 'lumbung-server',
      domain: `${t.config.publicUrl}/idp`,
      managementAudience: `${t.config.publicUrl}/idp/api/v2/`,
      source: 'generated',
    });
    expect(described.json()).not.toHaveProperty('clientSecret');

    const revealed = (await t.app.inject({ method: 'POST', url: `${PATH}/secret`, headers: admin })).json() as { clientSecret: string };
    expect((await clientCredentials(t, 'lumbung-server', revealed.clientSecret)).statusCode).toBe(200);

    const rotated = await t.app.inject({ method: 'POST', url: `${PATH}/rotate`, headers: admin });
    expect(rotated.statusCode).toBe(200);
    const fresh = (rotated.json() as { clientSecret: string }).clientSecret;
    expect(fresh).not.toBe(revealed.clientSecret);
    expect((await clientCredentials(t, 'lumbung-server', revealed.clientSecret)).statusCode).toBe(401);
    expect((await clientCredentials(t, 'lumbung-server', fresh)).statusCode).toBe(200);

    const entries = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entity, 'identity-client'));
    expect(entries.map((e) => [e.action, e.actorUserId, e.entityId])).toEqual([
      ['identity-client.secret-read', 'auth0|test-admin', 'lumbung-server'],
      ['identity-client.secret-rotate', 'auth0|test-admin', 'lumbung-server'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(fresh);
  });
});

describe('AUTH0_M2M_CLIENT_ID and AUTH0_M2M_CLIENT_SECRET in embedded mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH0_M2M_CLIENT_ID: 'integrator-m2m', AUTH0_M2M_CLIENT_SECRET: 'configured-secret-0123456789' } });
  });
  afterAll(() => t.close());

  it('name the client and its secret; the back office says so and will not rotate it', async () => {
    const ok = await clientCredentials(t, 'integrator-m2m', 'configured-secret-0123456789');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ scope: 'read:users update:users', token_type: 'Bearer' });
    expect((await clientCredentials(t, 'lumbung-server', 'configured-secret-0123456789')).statusCode).toBe(401);

    const admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|test-admin')}` };
    expect((await t.app.inject({ method: 'GET', url: PATH, headers: admin })).json()).toMatchObject({ clientId: 'integrator-m2m', source: 'configuration', since: null });
    const rotate = await t.app.inject({ method: 'POST', url: `${PATH}/rotate`, headers: admin });
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json()).toMatchObject({ error: { code: 'conflict', message: "The machine-to-machine secret is set in the server's configuration: change it there and restart the server." } });
    // The operator's secret stays in the server's environment: the back office does not show it.
    const reveal = await t.app.inject({ method: 'POST', url: `${PATH}/secret`, headers: admin });
    expect(reveal.statusCode).toBe(409);
    expect(reveal.json()).toMatchObject({ error: { code: 'conflict', message: "The machine-to-machine secret is set in the server's configuration and is not shown here." } });
    expect(reveal.body).not.toContain('configured-secret-0123456789');
  });
});
