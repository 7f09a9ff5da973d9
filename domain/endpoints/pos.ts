/** The cashier checkout's endpoints (loyalty-pos.md §2 "Cashier checkout", §4 order creation). */
import { brandQuery, memberSearchQuery, memberSearchResponse, placeOrderRequest, placeOrderResponse, posProductsResponse, storesResponse } from '../api/pos.ts';
import { declareEndpoints } from './endpoint.ts';

const endpoint = declareEndpoints('POS');

export const listStores = endpoint({
  method: 'GET',
  path: '/api/pos/stores',
  access: 'anonymous',
  summary: "A brand's stores, for the store dropdown (step 1).",
  query: brandQuery,
  responses: { 200: storesResponse },
});

export const listProducts = endpoint({
  method: 'GET',
  path: '/api/pos/products',
  access: 'anonymous',
  summary: "A brand's product grid (step 1); prices in whole rupiah before PPN.",
  query: brandQuery,
  responses: { 200: posProductsResponse },
});

export const searchMembers = endpoint({
  method: 'GET',
  path: '/api/pos/members',
  access: 'cashier',
  summary: 'Find the member at the till (step 2) by membership number, phone number or e-mail address.',
  description:
    'Each matches as a prefix (membership number as typed, e-mail without regard to case, phone in any usual form: 0812…, +62 812…, 812…); ' +
    '% and _ match only themselves. At most 10 members, by membership number; an empty list when none matches.',
  query: memberSearchQuery,
  responses: { 200: memberSearchResponse },
});

export const placeOrder = endpoint({
  method: 'POST',
  path: '/api/pos/orders',
  access: 'cashier',
  summary: 'Place a sale: the Shopify-like order of loyalty-pos.md §3, priced by the server.',
  description:
    'The server prices every line from its own product list with domain/checkout.ts; totals the POS sends must match (400 otherwise). ' +
    'It books the order, redeems the voucher and points, earns points and may grant a spin, in one transaction. ' +
    'Posting the same newExternalTransactionNumber again answers 200 with the first answer and the header `Idempotent-Replayed: true`, and changes nothing.',
  body: placeOrderRequest,
  responses: { 201: placeOrderResponse, 200: placeOrderResponse },
  errors: {
    404: 'No member with that membership number.',
    409: 'The voucher cannot be used (used already, expired), or points changed meanwhile: try again.',
    422: 'Not enough points.',
  },
});
