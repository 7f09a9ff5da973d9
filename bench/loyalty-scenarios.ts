import { DEMO_MEMBERS } from '../server/src/seed/loyalty-demo.ts';
import { demoMemberPassword } from '../server/src/seed/membership.ts';
import { DEMO_CASHIER } from '../server/src/identity/embedded/demo-accounts.ts';
import { signIn } from '../server/test/helpers/identity-client.ts';
import { benchPosOrder, type LoyaltyFixtures } from './pos-order.ts';
import { cashierIdOf, ensureOpenShift } from './pos-shift.ts';
import type { Scenario } from './scenarios.ts';
import { startBarePostgres } from './server.ts';

/**
 * Loyalty engine scenarios: the member profile the dashboard and the POS load, the voucher eligibility
 * check of POS step 3, and POS order placement with a voucher and points; the profile and the order
 * each with its own ceiling (bench/bare-postgres.ts).
 */

const json = { 'content-type': 'application/json' };

/** The POS routes are for cashiers: sign the demo cashier in once per scenario, before the run. */
async function cashierJson(baseUrl: string): Promise<Record<string, string>> {
  const { tokens } = await signIn(baseUrl, DEMO_CASHIER, { audience: `${baseUrl}/api` });
  return { ...json, authorization: `Bearer ${tokens.access_token}` };
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Member data is for its owner (or a cashier): the dashboard's request, signed in as member 1001's account. */
async function memberHeaders(baseUrl: string, membershipNumber: string): Promise<Record<string, string>> {
  const member = DEMO_MEMBERS.find((m) => m.membershipNumber === membershipNumber);
  if (!member) throw new Error(`no demo member ${membershipNumber}`);
  const { tokens } = await signIn(baseUrl, { email: member.email, password: demoMemberPassword(membershipNumber) }, { audience: `${baseUrl}/api` });
  return { authorization: `Bearer ${tokens.access_token}` };
}

const memberProfile: Scenario = {
  name: 'GET /api/loyalty/members/1001 (member profile, as its owner)',
  ownCeiling: 'profile query',
  workers: true,
  prepare: async (baseUrl) => ({ url: `${baseUrl}/api/loyalty/members/1001`, method: 'GET', headers: await memberHeaders(baseUrl, '1001') }),
};

/** The profile's own query for the same member, from a bare node-postgres server. */
const memberProfileCeiling: Scenario = {
  name: "ceiling: the member profile's own query (bare node-postgres)",
  ceiling: 'profile query',
  postgresOnly: true,
  prepare: async (_baseUrl, target) => {
    const bare = await startBarePostgres(target, null);
    return { url: `${bare.url}/profile/1001`, method: 'GET', serverPid: bare.pid, stop: bare.stop };
  },
};

const voucherEligibility: Scenario = {
  name: 'POST /api/loyalty/vouchers/eligibility',
  prepare: async (baseUrl) => {
    const response = await fetch(`${baseUrl}/api/loyalty/members/1003/vouchers?voucherStatus=Issued`, { headers: await cashierJson(baseUrl) });
    const { vouchers } = (await response.json()) as { vouchers: { voucherCode: string }[] };
    const voucherCode = vouchers[0]?.voucherCode;
    if (!voucherCode) throw new Error('demo member 1003 has no issued voucher');
    return {
      url: `${baseUrl}/api/loyalty/vouchers/eligibility`,
      method: 'POST',
      headers: await cashierJson(baseUrl),
      body: JSON.stringify({ CartValue: 250_000, StoreId: 'STORE-003', VoucherCode: voucherCode, MembershipNumber: '1003' }),
    };
  },
};

/**
 * Enough fresh vouchers for the warm-up and the measured run at up to 4,000 orders a second on
 * PostgreSQL and 1,000 on PGlite (fewer rows to write there before the run starts).
 */
const FIXTURE_MEMBERS = 500;
const MAX_ORDERS_PER_SECOND = { pglite: 1_000, postgres: 4_000 } as const;

const ORDER_STORE = 'STORE-001';

/** Fixtures for `ordersPerSecond` orders a second over the warm-up and the measured run. */
async function orderFixtures(baseUrl: string, ordersPerSecond: number, till: { headers: Record<string, string> }): Promise<LoyaltyFixtures> {
  const seconds = Number(process.env.BENCH_DURATION ?? 10) + 2;
  const vouchersPerMember = Math.ceil((seconds * ordersPerSecond) / FIXTURE_MEMBERS);
  return postJson<LoyaltyFixtures>(`${baseUrl}/__bench/loyalty-fixtures`, {
    members: FIXTURE_MEMBERS,
    vouchersPerMember,
    points: 100_000_000,
    voucherDefinition: 'DISC10',
    // Each order spends its member's confirmation (decision 039), given before the run as the till would.
    confirmations: { count: FIXTURE_MEMBERS * vouchersPerMember, storeId: ORDER_STORE, cashierId: cashierIdOf(till.headers.authorization!) },
  });
}

/** The demo cashier's headers, with the shift open that the orders join. */
async function cashierWithShift(baseUrl: string): Promise<Record<string, string>> {
  const headers = await cashierJson(baseUrl);
  await ensureOpenShift(baseUrl, headers, ORDER_STORE);
  return headers;
}

const orderPlacement: Scenario = {
  name: 'POST /api/pos/orders (voucher + points, distinct transaction numbers)',
  ownCeiling: 'order call',
  workers: true,
  prepare: async (baseUrl) => {
    const { database } = (await (await fetch(`${baseUrl}/healthz`)).json()) as { database: 'pglite' | 'postgres' };
    const headers = await cashierWithShift(baseUrl);
    const fixtures = await orderFixtures(baseUrl, MAX_ORDERS_PER_SECOND[database], { headers });
    let next = 0;
    return {
      url: baseUrl,
      requests: [
        {
          method: 'POST',
          path: '/api/pos/orders',
          headers,
          setupRequest: (request) => {
            const i = next++;
            const { order } = benchPosOrder(fixtures, ORDER_STORE, i);
            const body = { orders: [{ requestType: 'placeOrder', newExternalTransactionNumber: `${fixtures.prefix}-ORDER-${i}`, order }] };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ],
    };
  },
};

/**
 * The order's own loyalty_place_order call from a bare node-postgres server, on fixtures of its own
 * (a voucher is used once), in the demo cashier's open shift. Twice the scenario's headroom: the call
 * alone goes faster than the whole path.
 */
const orderPlacementCeiling: Scenario = {
  name: "ceiling: the POS order's own loyalty_place_order call (bare node-postgres)",
  ceiling: 'order call',
  postgresOnly: true,
  prepare: async (baseUrl, target) => {
    const headers = await cashierWithShift(baseUrl);
    const fixtures = await orderFixtures(baseUrl, 2 * MAX_ORDERS_PER_SECOND.postgres, { headers });
    const cashierId = cashierIdOf(headers.authorization!);
    const bare = await startBarePostgres(target, { fixtures, storeId: ORDER_STORE, cashierId });
    let next = 0;
    return {
      url: bare.url,
      serverPid: bare.pid,
      stop: bare.stop,
      requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, path: `/orders/${next++}` }) }],
    };
  },
};

export const loyaltyScenarios: Scenario[] = [memberProfileCeiling, memberProfile, voucherEligibility, orderPlacementCeiling, orderPlacement];
