/**
 * The loyalty programme as the member area shows it (loyalty-pos.md §2): the same for every member, so
 * no member number and no sign-in. Apart from members.ts so that the till, which never shows it, does
 * not ship its declaration.
 */
import { earningRates } from '../api/members.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Loyalty');

export const getEarningRates = endpoint({
  method: 'GET',
  path: '/api/loyalty/earning-rates',
  access: 'anonymous',
  summary: "The programme's earning rate: rupiah per Reward Point and each tier's multiplier, as the back office set them.",
  description: 'The same for every member; a change in the back office shows here within REFERENCE_TTL_MS on every server process (decision 021).',
  responses: { 200: earningRates },
});
