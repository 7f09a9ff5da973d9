import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { DEMO_CASHIER } from '../server/src/identity/embedded/demo-accounts.ts';
import { signIn } from '../server/test/helpers/identity-client.ts';
import { benchConfirmationId } from './pos-order.ts';
import { cashierIdOf, ensureOpenShift } from './pos-shift.ts';
import { fillShelves, PLACE_CHECKOUT_PATH, payPathOf, storefrontCheckoutBody } from './storefront-order.ts';

/**
 * The mixed soak of the hardening review (decision 010): 20 connections for 2 minutes, each sending the next request of one mix:
 * product search, the storefront home, member profiles, voucher eligibility, POS orders for ONE member
 * (points, every fourth one a voucher), that member's ledger and reward redemptions, and storefront
 * orders (placed, then paid on the embedded gateway's simulator: bench/storefront-order.ts), while the server's background jobs run (points expiry every 5 s in the bench server). It
 * once failed POS orders with `deadlock detected`; it must end with 0 errors and 0 timeouts.
 *
 * Per kind it reports requests, errors (any answer but 2xx, or a broken connection), timeouts (no
 * answer within 10 s) and p50 / p99 latency (a storefront order: both of its requests). autocannon cannot split latency by request, so this is a
 * small loop of its own on fetch (keep-alive).
 */
export const SOAK = { connections: 20, defaultSeconds: 120, timeoutMs: 10_000 } as const;

export interface SoakKindResult {
  kind: string;
  requests: number;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  /** The first few errors, to say what went wrong. */
  samples: string[];
}

export interface SoakResult {
  seconds: number;
  connections: number;
  kinds: SoakKindResult[];
  total: { requests: number; errors: number; timeouts: number };
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  cashier?: boolean;
  /** The request that follows a 2xx answer within the same kind (a storefront order's payment). */
  then?: (answer: string) => Request | null;
}

const json = { 'content-type': 'application/json' };

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function runSoak(baseUrl: string, seconds: number): Promise<SoakResult> {
  // Member endpoints are for the member or a cashier: the load generator is the till.
  const { tokens } = await signIn(baseUrl, DEMO_CASHIER, { audience: `${baseUrl}/api` });
  const cashier = { authorization: `Bearer ${tokens.access_token}` };
  await ensureOpenShift(baseUrl, cashier, 'STORE-001');
  await fillShelves(baseUrl);
  // One member with points for the whole run and vouchers for every fourth order (until they run out).
  const voucherCount = Math.min(50_000, Math.max(200, seconds * 150));
  const fixtures = await postJson<{ prefix: string }>(`${baseUrl}/__bench/loyalty-fixtures`, {
    members: 1,
    vouchersPerMember: voucherCount,
    points: 1_000_000_000,
    voucherDefinition: 'DISC10',
    // Every order redeems points, so each spends a confirmation of the member's (decision 039), given before the run.
    confirmations: { count: Math.min(500_000, Math.max(2_000, seconds * 1_000)), storeId: 'STORE-001', cashierId: cashierIdOf(cashier.authorization) },
  });
  const member = `${fixtures.prefix}-1`;
  const rewardsResponse = await fetch(`${baseUrl}/api/loyalty/members/${member}/rewards`, { headers: cashier });
  const rewards = (await rewardsResponse.json()) as { Id: string }[];
  const rewardId = rewards[0]?.Id;
  if (!rewardId) throw new Error(`no reward to redeem (${rewardsResponse.status})`);

  let orders = 0;
  let vouchers = 0;
  const posOrder = (): Request => {
    orders += 1;
    // Vouchers 1 .. voucherCount - 1; the last one is the eligibility check's.
    const voucher = orders % 4 === 0 && vouchers < voucherCount - 1 ? `${fixtures.prefix}-1-${(vouchers += 1)}` : null;
    return {
      method: 'POST',
      path: '/api/pos/orders',
      cashier: true,
      body: {
        orders: [
          {
            requestType: 'placeOrder',
            newExternalTransactionNumber: `${fixtures.prefix}-SOAK-${orders}`,
            order: {
              storeId: 'STORE-001',
              membershipNumber: member,
              payment_gateway_names: ['QRIS'],
              currency: 'IDR',
              financial_status: 'paid',
              ...(voucher ? { discount_codes: [{ code: voucher }] } : {}),
              pointsRedemption: { points: 1_000, programCurrencyName: 'Reward Points' },
              memberConfirmation: benchConfirmationId(fixtures, orders - 1),
              line_items: [
                { productCode: 'GL-MLK-006', quantity: 1 },
                { productCode: 'GL-SEA-002', quantity: 1 },
              ],
            },
          },
        ],
      },
    };
  };
  const kinds: Record<string, () => Request> = {
    'search (GET /api/products/search)': () => ({ method: 'GET', path: '/api/products/search?q=samsung' }),
    'home (GET /api/storefront/home)': () => ({ method: 'GET', path: '/api/storefront/home' }),
    'member profile (GET /api/loyalty/members/:n)': () => ({ method: 'GET', path: `/api/loyalty/members/${member}`, cashier: true }),
    'eligibility (POST /api/loyalty/vouchers/eligibility)': () => ({
      method: 'POST',
      path: '/api/loyalty/vouchers/eligibility',
      cashier: true,
      body: { CartValue: 250_000, StoreId: 'STORE-003', VoucherCode: `${fixtures.prefix}-1-${voucherCount}`, MembershipNumber: member },
    }),
    'POS order, one member (POST /api/pos/orders)': posOrder,
    'ledger (GET /api/loyalty/members/:n/ledger)': () => ({ method: 'GET', path: `/api/loyalty/members/${member}/ledger`, cashier: true }),
    'redemption (POST /api/loyalty/rewards/redeem)': () => ({
      method: 'POST',
      path: '/api/loyalty/rewards/redeem',
      cashier: true,
      body: { MembershipNumber: member, RewardCatalogId: rewardId },
    }),
    'storefront order (POST /api/checkout/orders, then pay)': () => ({
      method: 'POST',
      path: PLACE_CHECKOUT_PATH,
      body: storefrontCheckoutBody([{ productId: '7', quantity: 1 }]),
      then: (answer) => {
        const path = payPathOf(JSON.parse(answer) as ShopOrder);
        return path ? { method: 'POST', path } : null;
      },
    }),
  };
  // The order of the mix: POS orders twice as often as the rest, as at a busy till.
  const mix = [
    'search (GET /api/products/search)',
    'POS order, one member (POST /api/pos/orders)',
    'member profile (GET /api/loyalty/members/:n)',
    'home (GET /api/storefront/home)',
    'POS order, one member (POST /api/pos/orders)',
    'eligibility (POST /api/loyalty/vouchers/eligibility)',
    'ledger (GET /api/loyalty/members/:n/ledger)',
    'redemption (POST /api/loyalty/rewards/redeem)',
    'storefront order (POST /api/checkout/orders, then pay)',
  ];

  const stats = new Map(Object.keys(kinds).map((kind) => [kind, { latencies: [] as number[], errors: 0, timeouts: 0, samples: [] as string[] }]));
  let next = 0;
  const deadline = Date.now() + seconds * 1_000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const kind = mix[next++ % mix.length]!;
      let request: Request | null = kinds[kind]!();
      const stat = stats.get(kind)!;
      const started = performance.now();
      try {
        while (request) {
          const response: Response = await fetch(`${baseUrl}${request.path}`, {
            method: request.method,
            headers: { ...(request.body === undefined ? {} : json), ...(request.cashier ? cashier : {}) },
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
            signal: AbortSignal.timeout(SOAK.timeoutMs),
          });
          const text: string = await response.text();
          if (response.status >= 300) {
            stat.errors += 1;
            if (stat.samples.length < 3) stat.samples.push(`${response.status} ${text.slice(0, 160)}`);
            break;
          }
          request = request.then ? request.then(text) : null;
        }
        stat.latencies.push(performance.now() - started);
      } catch (error) {
        stat.latencies.push(performance.now() - started);
        if ((error as Error).name === 'TimeoutError') stat.timeouts += 1;
        else {
          stat.errors += 1;
          if (stat.samples.length < 3) stat.samples.push(String(error));
        }
      }
    }
  };
  await Promise.all(Array.from({ length: SOAK.connections }, worker));

  const results: SoakKindResult[] = [...stats].map(([kind, stat]) => {
    const sorted = [...stat.latencies].sort((a, b) => a - b);
    return {
      kind,
      requests: stat.latencies.length,
      errors: stat.errors,
      timeouts: stat.timeouts,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      samples: stat.samples,
    };
  });
  const sum = (key: 'requests' | 'errors' | 'timeouts') => results.reduce((total, r) => total + r[key], 0);
  return {
    seconds,
    connections: SOAK.connections,
    kinds: results,
    total: { requests: sum('requests'), errors: sum('errors'), timeouts: sum('timeouts') },
  };
}

export function printSoak(databaseKind: string, result: SoakResult): void {
  console.log(`\n## ${databaseKind}: mixed soak (${result.connections} connections, ${result.seconds} s, one member's POS orders)`);
  console.log('| kind | requests | errors | timeouts | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of result.kinds) console.log(`| ${r.kind} | ${r.requests} | ${r.errors} | ${r.timeouts} | ${r.p50} | ${r.p99} |`);
  console.log(`| **total** | ${result.total.requests} | ${result.total.errors} | ${result.total.timeouts} | | |`);
  for (const r of result.kinds) for (const sample of r.samples) console.log(`  ${r.kind}: ${sample}`);
}
