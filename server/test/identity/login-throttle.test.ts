import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, LoginThrottle, LoginThrottled } from '../../src/identity/embedded/login-throttle.ts';
import { Browser, PkceLogin, signIn, startIdentityServer, uniqueEmail, type IdentityServer } from '../helpers/identity-client.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const STRONG = 'Kopi-Susu-42';
const WRONG = 'Wrong-pass-1';

describe('the sign-in throttle (rules, with a clock the test moves)', () => {
  let database: TestDatabase;
  let now = Date.parse('2026-11-23T03:00:00Z');
  let throttle: LoginThrottle;
  beforeAll(async () => {
    database = await createTestDatabase();
    throttle = new LoginThrottle(database.db, () => new Date(now));
  });
  afterAll(async () => database?.dispose());

  /** Resolves with null when allowed, or the wait in whole seconds. */
  const waitOf = async (email: string, address: string | null) => {
    try {
      await throttle.assertAllowed(email, address);
      return null;
    } catch (error) {
      if (error instanceof LoginThrottled) return error.retryAfterSeconds;
      throw error;
    }
  };
  const fail = async (email: string, address: string | null, times = 1) => {
    for (let i = 0; i < times; i += 1) await throttle.recordFailure(email, address);
  };

  it('one address guessing one account: 5 free failures, then 30 s, 1 min, 2 min, … up to 15 min', async () => {
    const email = uniqueEmail('pair');
    await fail(email, '198.51.100.1', LOGIN_THROTTLE.freeFailuresPerPair - 1);
    expect(await waitOf(email, '198.51.100.1')).toBeNull();
    await fail(email, '198.51.100.1');
    expect(await waitOf(email, '198.51.100.1')).toBe(30);
    now += 30_000;
    expect(await waitOf(email, '198.51.100.1')).toBeNull();
    await fail(email, '198.51.100.1');
    expect(await waitOf(email, '198.51.100.1')).toBe(60);
    now += 60_000;
    await fail(email, '198.51.100.1');
    expect(await waitOf(email, '198.51.100.1')).toBe(120);
    // The same account from another address, and another account from this one, are not slowed.
    expect(await waitOf(email, '198.51.100.2')).toBeNull();
    expect(await waitOf(uniqueEmail('other'), '198.51.100.1')).toBeNull();
    const err = await throttle.assertAllowed(email, '198.51.100.1').catch((e: unknown) => e);
    expect((err as Error).message).toBe('Too many failed sign-in attempts. Please wait 2 minutes or reset your password.');
  });

  it('a spray across addresses: each address gets one guess per 15 minutes, a fresh address (the owner) still gets in', async () => {
    const email = uniqueEmail('spray');
    for (let i = 1; i <= LOGIN_THROTTLE.accountSprayThreshold; i += 1) {
      expect(await waitOf(email, `203.0.113.${i}`)).toBeNull();
      await fail(email, `203.0.113.${i}`);
    }
    expect(await waitOf(email, '203.0.113.1')).toBe(15 * 60);
    expect(await waitOf(email, '192.0.2.77')).toBeNull(); // the owner's phone
    now += 15 * 60_000 + 1_000; // the window passes: the spray is forgotten
    expect(await waitOf(email, '203.0.113.1')).toBeNull();
  });

  it('one address failing on many accounts is refused for the window; a success clears only its own pair', async () => {
    const address = '198.51.100.200';
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i += 1) await fail(uniqueEmail(`many${i}`), address);
    expect(await waitOf(uniqueEmail('next'), address)).toBe(15 * 60);

    const email = uniqueEmail('success');
    await fail(email, '198.51.100.3', LOGIN_THROTTLE.freeFailuresPerPair);
    expect(await waitOf(email, '198.51.100.3')).toBe(30);
    await throttle.recordSuccess(email, '198.51.100.3');
    expect(await waitOf(email, '198.51.100.3')).toBeNull();
  });
});

describe('a password spray through the sign-in screen (behind a trusted proxy)', () => {
  let server: IdentityServer;
  beforeAll(async () => {
    // The test talks to the server over loopback, acting as the proxy that names each client.
    server = await startIdentityServer({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => server?.close());

  it('25 addresses guessing one account get slowed; the owner from a new address signs in with the right password', async () => {
    const email = uniqueEmail('owner');
    const signup = new PkceLogin(new Browser(server.baseUrl));
    const { uid: signupUid } = await signup.start({ screenHint: 'signup' });
    expect((await signup.submit(signupUid, 'signup', { name: 'Owner', email, password: STRONG })).status).toBe(200);
    const { messages } = (await (await fetch(`${server.baseUrl}/idp/dev/mailbox.json`)).json()) as { messages: { to: string; link: string }[] };
    await signup.code(messages.find((m) => m.to === email)!.link); // the e-mail's link creates the account

    const login = new PkceLogin(new Browser(server.baseUrl));
    const { uid } = await login.start();
    const statuses: number[] = [];
    for (let address = 1; address <= 25; address += 1) {
      for (let guess = 0; guess < 3; guess += 1) {
        const response = await login.submit(uid, 'login', { email, password: `${WRONG}${guess}` }, { 'x-forwarded-for': `203.0.113.${address}` });
        statuses.push(response.status);
      }
    }
    // Until the account has 10 failures, addresses use their free guesses (the 4th address makes the
    // 10th); from then on, each further address gets one guess and waits 15 minutes for the next.
    const threshold = LOGIN_THROTTLE.accountSprayThreshold;
    const crossingAddress = Math.ceil(threshold / 3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(threshold + (25 - crossingAddress));
    expect(statuses.filter((s) => s !== 403 && s !== 429)).toEqual([]);
    expect(statuses.slice(-3)).toEqual([403, 429, 429]);

    const owner = await signIn(server.baseUrl, { email, password: STRONG });
    expect(owner.tokens.access_token).toEqual(expect.any(String));
  });
});
