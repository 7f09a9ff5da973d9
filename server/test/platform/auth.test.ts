import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { Unauthorized } from '../../src/platform/errors.ts';
import { translate } from '../../src/platform/texts.ts';
import { requireShopper, requireStaff, type AccessTokenVerifier } from '../../src/platform/http/auth.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import type { FastifyInstance } from 'fastify';

// A verifier with two known tokens: the guards are what is under test here, not token crypto.
const verifier: AccessTokenVerifier = {
  async verify(token) {
    if (token === 'shopper-token') return { sub: 'auth0|shopper', email: 's@example.com', name: 'S', roles: [] };
    if (token === 'cashier-token') return { sub: 'auth0|cashier', email: 'c@example.com', name: 'C', roles: ['cashier'] };
    throw new Unauthorized('Your session has expired. Please sign in again.');
  },
};

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false, tokenVerifier: verifier });
  app.get('/api/test/me', async (request) => ({ sub: requireShopper(request).sub }));
  app.get('/api/test/pos', async (request) => ({ sub: requireStaff(request).sub }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const call = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

// The app runs with the shop's default language (Indonesian): the guards' refusals are worded in it.
const id = translate('id');

describe('authentication guards', () => {
  it('anonymous calls to a shopper route get 401', async () => {
    const res = await call('/api/test/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: id('errors.auth.signInFirst') } });
    expect((await call('/api/test/me?lang=en')).json().error.message).toBe('Please sign in first.');
  });

  it('a bad token is a 401 even on a public route', async () => {
    const res = await call('/healthz', 'forged');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Your session has expired. Please sign in again.');
  });

  it('shoppers pass the shopper guard but get 403 at the POS; cashiers pass both', async () => {
    expect((await call('/api/test/me', 'shopper-token')).json()).toEqual({ sub: 'auth0|shopper' });
    const pos = await call('/api/test/pos', 'shopper-token');
    expect(pos.statusCode).toBe(403);
    expect(pos.json().error.message).toBe(id('errors.auth.cashiersOnly'));
    expect((await call('/api/test/pos', 'cashier-token')).json()).toEqual({ sub: 'auth0|cashier' });
  });
});
