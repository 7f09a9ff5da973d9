import { DEMO_MEMBERS } from '../server/src/seed/loyalty-demo.ts';
import { demoMemberPassword } from '../server/src/seed/membership.ts';
import { DEMO_CASHIER } from '../server/src/identity/embedded/demo-accounts.ts';
import { signIn } from '../server/test/helpers/identity-client.ts';
import { ensureOpenShift } from './pos-shift.ts';
import type { Scenario } from './scenarios.ts';

/**
 * Loyalty engine scenarios (issue 3): the member profile the dashboard and the POS load, the voucher
 * eligibility check of POS step 3, and POS order placement with a voucher and points.
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
  workers: true,
  prepare: async (baseUrl) => ({ url: `${baseUrl}/api/loyalty/members/1001`, method: 'GET', headers: await memberHeaders(baseUrl, '1001') }),
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

const orderPlacement: Scenario = {
  name: 'POST /api/pos/orders (voucher + points, distinct transaction numbers)',
  workers: true,
  prepare: async (baseUrl) => {
    const seconds = Number(process.env.BENCH_DURATION ?? 10) + 2;
    const { database } = (await (await fetch(`${baseUrl}/healthz`)).json()) as { database: 'pglite' | 'postgres' };
    const vouchersPerMember = Math.ceil((seconds * MAX_ORDERS_PER_SECOND[database]) / FIXTURE_MEMBERS);
    const fixtures = await postJson<{ prefix: string; members: number; vouchersPerMember: number }>(`${baseUrl}/__bench/loyalty-fixtures`, {
      members: FIXTURE_MEMBERS,
      vouchersPerMember,
      points: 100_000_000,
      voucherDefinition: 'DISC10',
    });
    const headers = await cashierJson(baseUrl);
    await ensureOpenShift(baseUrl, headers, 'STORE-001');
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
            // Consecutive orders belong to different members, so concurrent requests rarely share one.
            const member = (i % fixtures.members) + 1;
            const voucher = (Math.floor(i / fixtures.members) % fixtures.vouchersPerMember) + 1;
            const body = {
              orders: [
                {
                  requestType: 'placeOrder',
                  newExternalTransactionNumber: `${fixtures.prefix}-ORDER-${i}`,
                  order: {
                    storeId: 'STORE-001',
                    membershipNumber: `${fixtures.prefix}-${member}`,
                    payment_gateway_names: ['QRIS'],
                    currency: 'IDR',
                    financial_status: 'paid',
                    discount_codes: [{ code: `${fixtures.prefix}-${member}-${voucher}` }],
                    pointsRedemption: { points: 1_000, programCurrencyName: 'Reward Points' },
                    line_items: [
                      { productCode: 'GL-MLK-006', quantity: 1 },
                      { productCode: 'GL-FRU-002', quantity: 2 },
                      { productCode: 'GL-SEA-002', quantity: 1 },
                    ],
                  },
                },
              ],
            };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ],
    };
  },
};

export const loyaltyScenarios: Scenario[] = [memberProfile, voucherEligibility, orderPlacement];
