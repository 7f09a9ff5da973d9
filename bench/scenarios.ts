import type autocannon from 'autocannon';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { DEMO_SHOPPER } from '../server/src/identity/embedded/demo-accounts.ts';
import { signIn } from '../server/test/helpers/identity-client.ts';
import { loyaltyScenarios } from './loyalty-scenarios.ts';
import type { BenchTarget } from './server.ts';
import { fillShelves, PLACE_CHECKOUT_PATH, payPathOf, storefrontCheckoutBody } from './storefront-order.ts';

/**
 * Load scenarios of `npm run bench`. `ceiling` scenarios measure what this machine can do at all in
 * this run (a route that touches nothing, a single-row primary-key SELECT); every other scenario is
 * reported as a ratio to them, since absolute numbers drift on shared machines. The two paths that read
 * or write many tables have an own ceiling besides (bench/bare-postgres.ts): their own database work,
 * issued by a bare node-postgres server, so their share of it is the part of the cost that is ours.
 */
export interface Scenario {
  name: string;
  ceiling?: 'hello' | 'memory' | 'select' | OwnCeiling;
  /** The own ceiling this path is reported against, with the goal for its share (bench/run.ts). */
  ownCeiling?: OwnCeiling;
  /** Only on PostgreSQL (the own ceilings: node-postgres cannot reach the embedded PGlite). */
  postgresOnly?: true;
  /** Also measured with several server processes (WORKERS, PostgreSQL): the ceilings always are. */
  workers?: true;
  /** Called once before the run, e.g. to look up ids; returns autocannon options for the target. */
  prepare(baseUrl: string, target: ScenarioTarget): Promise<PreparedScenario>;
}

export type OwnCeiling = 'profile query' | 'order call';

/** What a scenario may know of the target besides its address. */
export type ScenarioTarget = Pick<BenchTarget, 'databaseUrl' | 'workers'>;

/** autocannon's options; a scenario that starts its own server says which process to sample and how to stop it. */
export type PreparedScenario = Partial<autocannon.Options> & { serverPid?: number | undefined; stop?(): Promise<void> };

/** What the pay request of the storefront-order scenario learns from the checkout's answer. */
interface PayContext {
  payPath?: string | null;
}

const get = (path: string): Scenario['prepare'] => async (baseUrl) => ({ url: `${baseUrl}${path}`, method: 'GET' });

export const scenarios: Scenario[] = [
  { name: 'ceiling: GET /meta.json (from memory)', ceiling: 'memory', prepare: get('/meta.json') },
  { name: 'ceiling: single-row PK SELECT (prepared, 2 columns)', ceiling: 'select', prepare: get('/__bench/pk-select/1001') },
  { name: 'GET /healthz', prepare: get('/healthz') },
  { name: 'GET /api/products/1001', prepare: get('/api/products/1001') },
  { name: 'GET /api/products', workers: true, prepare: get('/api/products') },
  { name: 'GET /config.json', prepare: get('/config.json') },
  {
    // Bearer token check, then the Management API of the embedded provider (in-process, via inject).
    name: 'GET /api/me/profile (signed in)',
    async prepare(baseUrl) {
      const { tokens } = await signIn(baseUrl, DEMO_SHOPPER, { audience: `${baseUrl}/api` });
      return { url: `${baseUrl}/api/me/profile`, method: 'GET', headers: { authorization: `Bearer ${tokens.access_token}` } };
    },
  },
  { name: 'GET /api/products/search?q=samsung', prepare: get('/api/products/search?q=samsung') },
  { name: 'GET /api/products/search?q=charger&category=smartphones', prepare: get('/api/products/search?q=charger&category=smartphones') },
  { name: 'GET /api/storefront/home', prepare: get('/api/storefront/home') },
  { name: 'GET /api/promos/3', prepare: get('/api/promos/3') },
  {
    // Storefront checkout (bench/storefront-order.ts): every order new (distinct client order id), two
    // lines priced, stock reserved and a QRIS charge started in one transaction, then paid on the
    // embedded gateway's simulator page, whose signed webhook marks the order paid.
    name: 'storefront order: POST /api/checkout/orders, then pay it (2 requests an order)',
    prepare: async (baseUrl) => {
      await fillShelves(baseUrl);
      return {
        url: baseUrl,
        requests: [
          {
            method: 'POST',
            path: PLACE_CHECKOUT_PATH,
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: JSON.stringify(storefrontCheckoutBody()) }),
            onResponse: (status, body, context: PayContext) => {
              context.payPath = status === 201 ? payPathOf(JSON.parse(body) as ShopOrder) : null;
            },
          },
          {
            method: 'POST',
            // No charge to pay (the checkout failed, counted as an error): start again with a new order.
            setupRequest: (request, context: PayContext) => (context.payPath ? { ...request, path: context.payPath } : (null as unknown as autocannon.Request)),
          },
        ],
      };
    },
  },
  ...loyaltyScenarios,
];
