/** `npm run bench` only (BENCH_ROUTES=true): the reference read and the order scenarios' fixtures. Never in a normal start. */
import { benchRow, benchRowParams, loyaltyFixturesRequest, loyaltyFixturesResponse, orderExpiryRunResponse, shopStockRequest, shopStockResponse } from '../api/bench.ts';
import { declareEndpoints } from '../endpoint.ts';

const endpoint = declareEndpoints('Benchmark');

export const primaryKeySelect = endpoint({
  method: 'GET',
  path: '/__bench/pk-select/:id',
  access: 'anonymous',
  summary: 'The cheapest database read the server can do (one narrow row by primary key, prepared): the ceiling of every scenario.',
  params: benchRowParams,
  responses: { 200: benchRow },
  internal: true,
});

export const createLoyaltyFixtures = endpoint({
  method: 'POST',
  path: '/__bench/loyalty-fixtures',
  access: 'anonymous',
  summary: 'Many members with Reward Points and Issued vouchers, created set-based, for the order-placement scenario.',
  body: loyaltyFixturesRequest,
  responses: { 200: loyaltyFixturesResponse },
  internal: true,
});

export const setShopStock = endpoint({
  method: 'POST',
  path: '/__bench/shop-stock',
  access: 'anonymous',
  summary: 'Sets the stock of storefront products, so the storefront-order scenarios never run out.',
  body: shopStockRequest,
  responses: { 200: shopStockResponse },
  internal: true,
});

export const runOrderExpiry = endpoint({
  method: 'POST',
  path: '/__bench/order-expiry-run',
  access: 'anonymous',
  summary: "Makes every unpaid storefront order due, then runs the order-expiry job once as its interval would (its batches and time budget), timed.",
  responses: { 200: orderExpiryRunResponse },
  internal: true,
});
