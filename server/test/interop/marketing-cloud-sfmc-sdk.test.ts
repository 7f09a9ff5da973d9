import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import SDK from 'sfmc-sdk';
import { axiosInstance } from 'sfmc-sdk/util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingJourneyEvents } from '../../src/platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// sfmc-sdk (the published Marketing Cloud client) against the Marketing Cloud-compatible surface on a
// real port: its token, a journey event, and its renewal when the server says the token is no good.
//
// The SDK only accepts an auth URL on Marketing Cloud's own domain (https://mc….auth.marketingcloudapis.com/),
// so its HTTP client is pointed at this server for that host: every other byte is the SDK's own.
// Its REST calls then follow the rest_instance_url we answer, as they would Marketing Cloud's.

const MC_COMPAT_ENV = { MC_COMPAT_CLIENT_ID: 'lumbung-journeys-sdk', MC_COMPAT_CLIENT_SECRET: 'mc-sdk-secret-0123456789' };
const AUTH_URL = 'https://mclumbunginteroptest00000000.auth.marketingcloudapis.com/';

let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let t: TestApp;
let base: string;
let interceptor: number;
const tokenRequests: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: MC_COMPAT_ENV, clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/`;
  interceptor = axiosInstance.interceptors.request.use((config) => {
    if (config.baseURL === AUTH_URL) {
      tokenRequests.push(String(config.url));
      return { ...config, baseURL: base };
    }
    return config;
  });
});
afterAll(async () => {
  axiosInstance.interceptors.request.eject(interceptor);
  await t.close();
});

const sdk = (options: { requestAttempts?: number; onRefresh?: () => void } = {}) =>
  new SDK(
    { client_id: MC_COMPAT_ENV.MC_COMPAT_CLIENT_ID, client_secret: MC_COMPAT_ENV.MC_COMPAT_CLIENT_SECRET, auth_url: AUTH_URL, account_id: 7_281_698 },
    // Two attempts: the SDK retries a call once after renewing its token on a 401.
    { requestAttempts: options.requestAttempts ?? 2, eventHandlers: { onRefresh: options.onRefresh } },
  );

const received = (contactKey: string) => t.database.db.select().from(marketingJourneyEvents).where(eq(marketingJourneyEvents.contactKey, contactKey));

describe('sfmc-sdk against the Marketing Cloud-compatible surface', () => {
  it('gets a token (expires_in, rest_instance_url) and fires a journey event', async () => {
    const client = sdk();
    const auth = await client.auth.getAccessToken();
    expect(auth).toMatchObject({ access_token: expect.any(String), expires_in: 1080, rest_instance_url: base, token_type: 'Bearer' });
    expect(tokenRequests).toEqual(['/v2/token']);
    const answer = await client.rest.post('/interaction/v1/events', { ContactKey: 'sdk-1@example.com', EventDefinitionKey: 'LumbungRegistration', Data: { FirstName: 'Ayu', MembershipNumber: '3001' } });
    expect(answer).toEqual({ eventInstanceId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await received('sdk-1@example.com')).toEqual([expect.objectContaining({ eventDefinitionKey: 'LumbungRegistration', data: { FirstName: 'Ayu', MembershipNumber: '3001' } })]);
  });

  it('renews its token when the server refuses it (401, WWW-Authenticate: Bearer error="invalid_token") and the event still arrives', async () => {
    let refreshes = 0;
    const client = sdk({ onRefresh: () => (refreshes += 1) });
    const first = (await client.auth.getAccessToken()).access_token as string;
    expect(refreshes).toBe(1);
    // The server's clock passes the token's 1080 s; the SDK's own clock still thinks it is fresh.
    offset += 1_081_000;
    const answer = await client.rest.post('/interaction/v1/async/events', { eventDefinitionKey: 'LumbungPromo', members: [{ contactKey: 'sdk-2@example.com', data: { Rank: 1 } }] });
    expect(answer).toMatchObject({ count: 1, notQueuedCount: 0 });
    expect(refreshes).toBe(2);
    expect(client.auth.authObject.access_token).not.toBe(first);
    expect(await received('sdk-2@example.com')).toHaveLength(1);
  });

  it('with one attempt the SDK passes the refusal on: 401 Not Authorized with the challenge', async () => {
    const client = sdk({ requestAttempts: 1 });
    await client.auth.getAccessToken();
    offset += 1_081_000;
    const error = await client.rest.post('/interaction/v1/events', { ContactKey: 'sdk-3@example.com', EventDefinitionKey: 'K', Data: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RestError', message: 'Not Authorized' });
    const response = (error as { response: { status: number; headers: Record<string, string> } }).response;
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('a path the surface does not serve is 404 in Marketing Cloud\'s shape, whatever the token', async () => {
    const client = sdk({ requestAttempts: 1 });
    const error = await client.rest.get('/interaction/v1/nothing-here').catch((e: unknown) => e);
    expect((error as { response: { status: number; data: unknown } }).response).toMatchObject({
      status: 404,
      data: { message: 'The requested resource does not exist.', errorcode: 10000, documentation: '' },
    });
  });
});
