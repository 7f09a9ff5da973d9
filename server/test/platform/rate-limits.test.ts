import { randomInt } from 'node:crypto';
import net from 'node:net';
import { count as count$ } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cases } from '../../src/platform/db/schema/index.ts';
import { RATE_LIMITS } from '../../src/platform/http/rate-limits.ts';
import { SF_COMPAT_ENV, signInForm } from '../helpers/sf-compat.ts';
import { startTcpRelay } from '../helpers/tcp-relay.ts';
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

/**
 * A client address of our own for each call, so counts never meet another test's: consecutive from a
 * random start (another run's, in a shared Redis, are elsewhere), never the same twice in a run. Drawn
 * at random, two could meet (about once in three thousand runs): the count of one address then reaches
 * its limit early.
 */
let nextClient = randomInt(0, 65_536);
const clientAddress = () => {
  const n = nextClient++ % 65_536;
  return `198.51.${n >> 8}.${n & 255}`;
};

/** A help case sent from `address` (the connection's own address, as a direct client has). */
const postCase = (t: TestApp, address: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cases',
    payload: caseForm,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
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
    expect((await t.app.inject({ method: 'GET', url: '/api/products/1001', remoteAddress: address })).statusCode).toBe(200);
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

describe('the compatible token endpoints', () => {
  it(`take ${RATE_LIMITS.compatTokens.max} sign-ins a minute per client id and address, wrong secrets included, then 429`, async () => {
    const t = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true', ...SF_COMPAT_ENV } });
    try {
      const signIn = (address: string, form: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/services/oauth2/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: signInForm(form), remoteAddress: address });
      const guesser = clientAddress();
      for (let i = 0; i < RATE_LIMITS.compatTokens.max; i += 1) expect((await signIn(guesser, { client_secret: `guess-${i}` })).statusCode).toBe(400);
      const refused = await signIn(guesser, { client_secret: 'guess-again' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The right secret from the same address is refused too until the minute is over: the guesser cannot try it.
      expect((await signIn(guesser, {})).statusCode).toBe(429);
      // The real integrator, elsewhere, signs in.
      expect((await signIn(clientAddress(), {})).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('client addresses (TRUST_PROXY)', () => {
  const rotatingSpoof = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });

  it('by default a made-up X-Forwarded-For does not change the counted address', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true' } });
    try {
      const address = clientAddress();
      for (let i = 0; i < RATE_LIMITS.cases.max; i += 1) expect((await postCase(t, address, rotatingSpoof(i))).statusCode).toBe(303);
      expect((await postCase(t, address, rotatingSpoof(99))).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('a direct connection over real HTTP cannot pick its address either', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true' } });
    try {
      const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.cases.max; i += 1) {
        const response = await fetch(`${baseUrl}/api/cases`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...rotatingSpoof(i) },
          body: caseForm,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array.from({ length: RATE_LIMITS.cases.max }, () => 303), 429]);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy (its address, or a hop count) X-Forwarded-For names the client', async () => {
    for (const trustProxy of ['10.9.0.0/16', '1']) {
      const t = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true', TRUST_PROXY: trustProxy } });
      try {
        const proxy = '10.9.0.7';
        const client = clientAddress();
        for (let i = 0; i < RATE_LIMITS.cases.max; i += 1) {
          expect((await postCase(t, proxy, { 'x-forwarded-for': client })).statusCode).toBe(303);
        }
        expect((await postCase(t, proxy, { 'x-forwarded-for': client })).statusCode).toBe(429);
        // Another client behind the same proxy has a count of its own.
        expect((await postCase(t, proxy, { 'x-forwarded-for': clientAddress() })).statusCode, trustProxy).toBe(303);
      } finally {
        await t.close();
      }
    }
  });

  it('a proxy not in the list is not believed', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true', TRUST_PROXY: '10.9.0.0/16' } });
    try {
      const stranger = clientAddress();
      for (let i = 0; i < RATE_LIMITS.cases.max; i += 1) expect((await postCase(t, stranger, rotatingSpoof(i))).statusCode).toBe(303);
      expect((await postCase(t, stranger, rotatingSpoof(99))).statusCode).toBe(429);
    } finally {
      await t.close();
    }
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
    for (const app of [first, second]) await vi.waitFor(() => expect(app.app.rateLimitCircuit?.state).toBe('closed'));
    const address = clientAddress();
    for (let i = 0; i < RATE_LIMITS.cases.max; i += 1) {
      expect((await postCase(i % 2 === 0 ? first : second, address)).statusCode).toBe(303);
    }
    expect((await postCase(first, address)).statusCode).toBe(429);
    expect((await postCase(second, address)).statusCode).toBe(429);
  });
});

/** Milliseconds one request takes. */
async function timed<T>(action: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await action();
  return [result, performance.now() - started];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A TCP server that accepts connections and never answers: a Redis that hangs. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('rate limits when Redis is down or hangs', () => {
  let closed: TestApp;
  let hanging: TestApp;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let baseline: TestApp;
  beforeAll(async () => {
    silent = await silentServer();
    // Port 9 (discard) refuses connections; the silent server accepts and never answers.
    closed = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true', REDIS_URL: 'redis://127.0.0.1:9' } });
    hanging = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true', REDIS_URL: silent.url } });
    baseline = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true' } });
  });
  afterAll(async () => {
    await closed?.close();
    await hanging?.close();
    await baseline?.close();
    await silent?.close();
  });

  for (const [name, app] of [
    ['refused', () => closed],
    ['hanging', () => hanging],
  ] as const) {
    it(`${name}: the circuit opens, requests cost no more than without Redis, and are counted in memory`, async () => {
      const t = app();
      const address = clientAddress();
      const [first, firstMs] = await timed(() => postCase(t, address));
      expect(first.statusCode).toBe(303);
      expect(firstMs).toBeLessThan(1_000); // it used to take about 3 s
      expect(t.app.rateLimitCircuit?.state).toBe('open');

      const withoutRedis: number[] = [];
      const redisDown: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        withoutRedis.push((await timed(() => postCase(baseline, clientAddress())))[1]);
        redisDown.push((await timed(() => postCase(t, clientAddress())))[1]);
      }
      // At most 50 ms more than the same request without Redis (medians, robust to a busy machine).
      expect(median(redisDown) - median(withoutRedis)).toBeLessThan(50);

      // Still limited: the count continues in this process's memory.
      for (let i = 1; i < RATE_LIMITS.cases.max; i += 1) expect((await postCase(t, address)).statusCode).toBe(303);
      expect((await postCase(t, address)).statusCode).toBe(429);
    });
  }
});

describe.runIf(process.env.TEST_REDIS_URL)('the Redis circuit re-probes', () => {
  it('counts in memory while Redis is unreachable and goes back to Redis without a restart', async () => {
    const target = new URL(process.env.TEST_REDIS_URL as string);
    const relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    const t = await createTestApp({ env: { PUBLIC_URL, RATE_LIMITS: 'true', REDIS_URL: `redis://127.0.0.1:${relay.port}` } });
    try {
      expect((await postCase(t, clientAddress())).statusCode).toBe(303);
      expect(t.app.rateLimitCircuit?.state).toBe('closed');

      await relay.cut();
      await vi.waitFor(async () => {
        expect((await postCase(t, clientAddress())).statusCode).toBe(303);
        expect(t.app.rateLimitCircuit?.state).toBe('open');
      });

      await relay.restore();
      // ioredis reconnects in the background; the next probe (every 5 s) closes the circuit.
      await vi.waitFor(
        async () => {
          expect((await postCase(t, clientAddress())).statusCode).toBe(303);
          expect(t.app.rateLimitCircuit?.state).toBe('closed');
        },
        { timeout: 15_000, interval: 250 },
      );
    } finally {
      await t.close();
      await relay.close();
    }
  }, 30_000);
});
