import { randomInt } from 'node:crypto';
import { count as count$ } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../src/db/schema/index.ts';
import { RATE_LIMITS } from '../../src/http/rate-limits.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const PUBLIC_URL = 'https://shop.example.com';
const caseForm = new URLSearchParams({
  retURL: `${PUBLIC_URL}/servicepage`,
  name: 'Siti Rahma',
  email: 'siti@example.com',
  subject: 'Where is my order?',
  description: 'It has not arrived yet.',
  external: '1',
}).toString();

/** A client address of our own for each test, so counts never meet another test's (or another run's). */
const clientAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const postCase = (t: TestApp, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cases',
    payload: caseForm,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
  });

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true' } });
  });
  afterAll(async () => t.close());

  it(`lets a person send ${RATE_LIMITS.cases.max} help cases in 10 minutes, then answers 429 with when to try again`, async () => {
    const address = clientAddress();
    for (let i = 0; i < RATE_LIMITS.cases.max; i += 1) expect((await postCase(t, address)).statusCode).toBe(303);
    const refused = await postCase(t, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'rate_limited', message: 'Too many requests from your connection. Please try again in 10 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another shopper is not affected, nor are routes without a limit.
    expect((await postCase(t, clientAddress())).statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/1001', headers: { 'x-forwarded-for': address } })).statusCode).toBe(200);
  });

  it('stores nothing for a refused request', async () => {
    const address = clientAddress();
    for (let i = 0; i < RATE_LIMITS.cases.max; i += 1) await postCase(t, address);
    const count = async () => (await t.database.db.select({ n: count$() }).from(cases))[0]?.n;
    const before = await count();
    expect((await postCase(t, address)).statusCode).toBe(429);
    expect(await count()).toBe(before);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis (REDIS_URL)', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { PUBLIC_URL, RATE_LIMITS: 'true', REDIS_URL: process.env.TEST_REDIS_URL as string };
    first = await createTestApp({ env, database });
    second = await createTestApp({ env, database });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.dispose();
  });

  it('counts one client across two server processes', async () => {
    const address = clientAddress();
    for (let i = 0; i < RATE_LIMITS.cases.max; i += 1) {
      expect((await postCase(i % 2 === 0 ? first : second, address)).statusCode).toBe(303);
    }
    expect((await postCase(first, address)).statusCode).toBe(429);
    expect((await postCase(second, address)).statusCode).toBe(429);
  });
});

describe('rate limits when Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) refuses connections: the store fails on every request.
    t = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true', REDIS_URL: 'redis://127.0.0.1:9' } });
  });
  afterAll(async () => t.close());

  it('keeps the shop open: requests go through uncounted', async () => {
    const address = clientAddress();
    for (let i = 0; i <= RATE_LIMITS.cases.max; i += 1) expect((await postCase(t, address)).statusCode).toBe(303);
  });
});
