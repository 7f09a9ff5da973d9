/**
 * The hostile-input suite (decision 011): hundreds of malformed and hostile requests against every declared endpoint (path
 * parameters, query parameters, bodies; see hostile-requests.ts), with real cashier and shopper tokens
 * so they reach validation. Nothing may answer 5xx, and a refused request may change no row of any
 * table (each request is followed by a fingerprint of every table).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_ROLE } from '#domain/identity/roles.ts';
import { allEndpoints, endpointName } from '#domain/endpoints.ts';
import type { Access, AnyEndpoint } from '#domain/platform/endpoint.ts';
import { AccountService } from '../../../src/identity/embedded/accounts.ts';
import { DEMO_SHOPPER } from '../../../src/identity/embedded/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { accessTokenFor } from '../../helpers/staff-token.ts';
import { hostileRequestsFor, type HostileRequest } from './hostile-requests.ts';
import { appTables, changedTables, nextTransactionId, tableFingerprint } from './table-fingerprint.ts';

let t: TestApp;
let tokens: Record<'cashier' | 'admin' | 'shopper', string>;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { MC_EVENTS_ROUTE: 'true' } });
  tokens = {
    cashier: await accessTokenFor(t, [CASHIER_ROLE]),
    admin: await accessTokenFor(t, ['admin'], 'auth0|hostile-admin'),
    // The demo shopper's real account, so the profile endpoints get past "who are you".
    shopper: await accessTokenFor(t, [], (await new AccountService(t.database.db).findByEmail(DEMO_SHOPPER.email))!.userId),
  };
});
afterAll(async () => {
  await t.close();
});

/** The token that gets a request past the access check: the weakest one its access level takes. */
function authFor(access: Access): Record<string, string> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  switch (access) {
    case 'anonymous':
    case 'managementToken': // checked by the handler, after validation
    case 'identityToken':
      return {};
    case 'shopper':
      return bearer(tokens.shopper);
    case 'memberOwner':
    case 'cashier':
      return bearer(tokens.cashier);
    case 'manager':
    case 'admin':
      return bearer(tokens.admin);
    case 'sfCompatClient':
    case 'mcCompatClient':
      // The compatible surfaces are off in this app (no client configured); server/test/compat covers their input.
      return {};
  }
}

/** The declared endpoints this app registered (development and benchmark routes are off here). */
function registeredEndpoints(): AnyEndpoint[] {
  const routes = new Set(t.app.routeKeys);
  return allEndpoints.filter((endpoint) => routes.has(`${endpoint.method} ${endpoint.path}`) && !endpointName(endpoint).startsWith('bench.'));
}

describe('hostile input', () => {
  it('answers every malformed or hostile request below 500, and a refused one changes nothing', { timeout: 120_000 }, async () => {
    const endpoints = registeredEndpoints();
    const requests: HostileRequest[] = endpoints.flatMap((endpoint) => hostileRequestsFor(endpoint, authFor(endpoint.access)));
    expect(requests.length).toBeGreaterThanOrEqual(300);
    // Every write endpoint is in, and so is every endpoint with query parameters.
    expect(endpoints.filter((e) => e.method !== 'GET').map(endpointName)).toEqual(
      expect.arrayContaining(['pos.placeOrder', 'loyalty.enrollMember', 'marketing.relayJourneyEvent', 'cases.submitCase', 'checkout.placeCheckout']),
    );

    const tables = await appTables(t.database.db);
    let before = await tableFingerprint(t.database.db, tables);
    let transactionId = await nextTransactionId(t.database.db);
    const serverErrors: string[] = [];
    const refusedButWrote: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const res = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) serverErrors.push(`${request.name} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      // Our own API answers in our error shape (the /idp routes speak Auth0's).
      if (res.statusCode >= 400 && request.url.startsWith('/api/') && res.headers['content-type']?.toString().startsWith('application/json')) {
        const body = res.json() as { error?: { code?: unknown; message?: unknown } };
        if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') serverErrors.push(`${request.name} -> ${res.statusCode} without the error shape`);
      }
      const nextId = await nextTransactionId(t.database.db);
      if (nextId !== transactionId) {
        // Something wrote (or began to): compare every table.
        const after = await tableFingerprint(t.database.db, tables);
        const changed = changedTables(before, after);
        if (res.statusCode >= 400 && changed.length > 0) refusedButWrote.push(`${request.name} -> ${res.statusCode}, changed ${changed.join(', ')}`);
        before = after;
        transactionId = await nextTransactionId(t.database.db);
      }
    }
    expect(serverErrors).toEqual([]);
    expect(refusedButWrote).toEqual([]);
    // Most of it is refused: the suite exercises the refusals, not the happy path.
    const refused = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0);
    expect(refused / requests.length).toBeGreaterThan(0.8);
  });
});
