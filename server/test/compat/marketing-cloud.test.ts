import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_COMPLETED_EVENT_KEY } from '#domain/marketing/journey-event-keys.ts';
import { marketingJourneyEvents } from '../../src/platform/db/schema/index.ts';
import { marketingCloudSink } from '../../src/marketing/sinks.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The Marketing Cloud-compatible surface (decision 012): token, events, async events, our own sink against it. */
const MC_COMPAT_ENV = { MC_COMPAT_CLIENT_ID: 'lumbung-journeys-test', MC_COMPAT_CLIENT_SECRET: 'mc-test-secret-0123456789' };

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ env: MC_COMPAT_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

const signIn = (body: object) => t.app.inject({ method: 'POST', url: '/v2/token', payload: body });
const credentials = { grant_type: 'client_credentials', client_id: MC_COMPAT_ENV.MC_COMPAT_CLIENT_ID, client_secret: MC_COMPAT_ENV.MC_COMPAT_CLIENT_SECRET };
async function token(): Promise<string> {
  return (await signIn(credentials)).json().access_token;
}
const received = (contactKey: string) => t.database.db.select().from(marketingJourneyEvents).where(eq(marketingJourneyEvents.contactKey, contactKey));

describe('sign-in (POST /v2/token)', () => {
  it('answers access_token, expires_in and rest_instance_url; refuses bad credentials as Marketing Cloud does', async () => {
    const res = await signIn({ ...credentials, account_id: '514000000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 1080,
      scope: expect.any(String),
      rest_instance_url: 'http://localhost:80/',
      soap_instance_url: 'http://localhost:80/',
    });
    const wrong = await signIn({ ...credentials, client_secret: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client', error_description: expect.stringContaining('Client authentication failed') });
    const grant = await signIn({ ...credentials, grant_type: 'password' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe('unsupported_grant_type');
  });
});

describe('events', () => {
  it('POST /interaction/v1/events stores the event in the embedded sink and answers 201 { eventInstanceId }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/interaction/v1/events',
      headers: { authorization: `Bearer ${await token()}` },
      payload: { ContactKey: 'mc-direct@example.com', EventDefinitionKey: 'LumbungRegistration', Data: { FirstName: 'Ayu', MembershipNumber: '2001' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ eventInstanceId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await received('mc-direct@example.com')).toEqual([
      expect.objectContaining({ eventDefinitionKey: 'LumbungRegistration', data: { FirstName: 'Ayu', MembershipNumber: '2001' } }),
    ]);
  });

  it('refuses a call without a good token (401 Not Authorized) and a bad event (400 errorcode 10000)', async () => {
    const event = { ContactKey: 'x@example.com', EventDefinitionKey: 'K', Data: {} };
    const anonymous = await t.app.inject({ method: 'POST', url: '/interaction/v1/events', payload: event });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Not Authorized', errorcode: 0, documentation: '' });
    // RFC 6750's challenge, which fuel-rest and sfmc-sdk read as "renew the token".
    expect(anonymous.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const bad = await t.app.inject({ method: 'POST', url: '/interaction/v1/events', headers: { authorization: `Bearer ${await token()}` }, payload: { ...event, ContactKey: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorcode: 10000, message: expect.stringContaining('ContactKey is required') });
  });

  it('POST /interaction/v1/async/events takes up to 100 members, in order, and refuses 101', async () => {
    const members = Array.from({ length: 100 }, (_, i) => ({ contactKey: `async-${i}@example.com`, data: { Rank: i } }));
    const headers = { authorization: `Bearer ${await token()}` };
    const res = await t.app.inject({ method: 'POST', url: '/interaction/v1/async/events', headers, payload: { eventDefinitionKey: 'LumbungPromo', members } });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({ requestId: expect.any(String), count: 100, notQueuedCount: 0 });
    expect(body.members.map((m: { contactKey: string }) => m.contactKey)).toEqual(members.map((m) => m.contactKey));
    expect(await received('async-99@example.com')).toEqual([expect.objectContaining({ eventDefinitionKey: 'LumbungPromo', data: { Rank: 99 } })]);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/interaction/v1/async/events',
      headers,
      payload: { eventDefinitionKey: 'LumbungPromo', members: [...members, { contactKey: 'one-more@example.com' }] },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ errorcode: 10000, message: expect.stringContaining('at most 100') });
    expect(await received('one-more@example.com')).toEqual([]);
  });
});

describe("our Marketing Cloud sink against the compatible surface (MC_* pointed at a Lumbung)", () => {
  it('delivers events with their eventInstanceIds as references, and they arrive in the embedded store', async () => {
    const sink = marketingCloudSink({ authBaseUrl: origin, clientId: MC_COMPAT_ENV.MC_COMPAT_CLIENT_ID, clientSecret: MC_COMPAT_ENV.MC_COMPAT_CLIENT_SECRET, accountId: null });
    const events = [
      { id: 9_001, attempts: 1, ContactKey: 'loop-1@example.com', EventDefinitionKey: ORDER_COMPLETED_EVENT_KEY, Data: { TransactionID: 'POS-1', EarnPoint: 47 } },
      { id: 9_002, attempts: 1, ContactKey: 'loop-2@example.com', EventDefinitionKey: ORDER_COMPLETED_EVENT_KEY, Data: { TransactionID: 'POS-2', EarnPoint: 12 } },
    ];
    const outcomes = await sink.deliver(events);
    expect(outcomes).toEqual([{ reference: expect.stringMatching(/^[0-9a-f-]{36}$/) }, { reference: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(await received('loop-2@example.com')).toEqual([expect.objectContaining({ data: { TransactionID: 'POS-2', EarnPoint: 12 } })]);

    const wrong = marketingCloudSink({ authBaseUrl: origin, clientId: 'someone', clientSecret: 'else', accountId: null });
    const [refused] = await wrong.deliver([events[0]!]);
    expect(refused).toMatchObject({ error: { message: expect.stringContaining('Failed to authenticate: 401') } });
  });
});

describe('paths the surface does not serve', () => {
  it("answer Marketing Cloud's 404 whatever the token", async () => {
    const good = `Bearer ${await token()}`;
    for (const authorization of [good, 'Bearer stale-or-foreign', undefined]) {
      for (const url of ['/interaction/v1/nothing', '/v2/nothing']) {
        const res = await t.app.inject({ method: 'POST', url, payload: {}, headers: authorization ? { authorization } : {} });
        expect(res.statusCode, `${url} ${authorization}`).toBe(404);
        expect(res.json()).toEqual({ message: 'The requested resource does not exist.', errorcode: 10000, documentation: '' });
      }
    }
  });
});

describe('API reference', () => {
  it('lists the three paths with their own token scheme and error body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/v2/token'].post.security).toEqual([]);
    const fire = doc.paths['/interaction/v1/events'].post;
    expect(fire.security).toEqual([{ mcCompatToken: [] }]);
    expect(fire.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/MarketingCloudError' });
    expect(doc.paths['/interaction/v1/async/events'].post.tags).toEqual(['Marketing Cloud-compatible']);
  });
});

describe('the surface is off without a configured client', () => {
  it('answers 404', async () => {
    const off = await createTestApp({ database: t.database });
    try {
      expect((await off.app.inject({ method: 'POST', url: '/v2/token', payload: credentials })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'POST', url: '/interaction/v1/events', payload: {} })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
