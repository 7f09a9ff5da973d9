import type autocannon from 'autocannon';
import { loyaltyScenarios } from './loyalty-scenarios.ts';

/**
 * Load scenarios of `npm run bench`. `ceiling` scenarios measure what this machine can do at all in
 * this run (a route that touches nothing, a single-row primary-key SELECT); every other scenario is
 * reported as a ratio to them, since absolute numbers drift on shared machines.
 */
export interface Scenario {
  name: string;
  ceiling?: 'memory' | 'select';
  /** Called once before the run, e.g. to look up ids; returns autocannon options for the target. */
  prepare(baseUrl: string): Promise<Partial<autocannon.Options>>;
}

const get = (path: string): Scenario['prepare'] => async (baseUrl) => ({ url: `${baseUrl}${path}`, method: 'GET' });

export const scenarios: Scenario[] = [
  { name: 'ceiling: GET /meta.json (from memory)', ceiling: 'memory', prepare: get('/meta.json') },
  { name: 'ceiling: single-row PK SELECT (prepared, 2 columns)', ceiling: 'select', prepare: get('/__bench/pk-select/1001') },
  { name: 'GET /healthz', prepare: get('/healthz') },
  { name: 'GET /api/products/1001', prepare: get('/api/products/1001') },
  { name: 'GET /api/products', prepare: get('/api/products') },
  ...loyaltyScenarios,
];
