import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { DEMO_SHOPPER } from '../server/src/identity/embedded/demo-accounts.ts';
import { signIn } from '../server/test/helpers/identity-client.ts';
import { loyaltyScenarios } from './loyalty-scenarios.ts';

/**
 * Load scenarios of `npm run bench`. `ceiling` scenarios measure what this machine can do at all in
 * this run (a route that touches nothing, a single-row primary-key SELECT); every other scenario is
 * reported as a ratio to them, since absolute numbers drift on shared machines.
 */
export interface Scenario {
  name: string;
  ceiling?: 'hello' | 'memory' | 'select';
  /** Also measured with several server processes (WORKERS, PostgreSQL): the ceilings always are. */
  workers?: true;
  /** Called once before the run, e.g. to look up ids; returns autocannon options for the target. */
  prepare(baseUrl: string): Promise<Partial<autocannon.Options>>;
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
    // Storefront checkout: every request a new order (distinct client order id), two lines priced
    // by the server in one transaction.
    name: 'POST /api/orders (new order each request)',
    prepare: async (baseUrl) => ({
      url: baseUrl,
      requests: [
        {
          method: 'POST',
          path: '/api/orders',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              orderId: randomUUID(),
              lines: [
                { productId: '7', quantity: 1 },
                { productId: 'HAP-IP-14PL-CON', quantity: 2 },
              ],
            }),
          }),
        },
      ],
    }),
  },
  ...loyaltyScenarios,
];
