/** The cashier checkout's endpoints (loyalty-pos.md §2 "Cashier checkout", §4 order creation). */
import { brandQuery, memberSearchQuery, memberSearchResponse, placeOrderRequest, placeOrderResponse, posProductsResponse, storesResponse } from '../api/sales.ts';
import {
  closeShiftRequest,
  currentShiftQuery,
  currentShiftResponse,
  expectedCashResponse,
  openShiftRequest,
  posShift,
  shiftParams,
  zReport,
  zReportListQuery,
  zReportListResponse,
  zReportParams,
} from '../api/shifts.ts';
import { offlinePolicyQuery, offlinePolicyResponse } from '../api/offline.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

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
    'The server prices every line from its own product list with domain/pos/pricing.ts; totals the POS sends must match (400 otherwise). ' +
    'It books the order, redeems the voucher and points, earns points and may grant a spin, in one transaction. ' +
    'Tenders (cash with amount tendered and change, debit, credit card, QRIS) must add up to the total, less the cash rounding (CASH_ROUNDING); ' +
    'a single payment_gateway_names entry without tenders pays the whole amount. The sale belongs to the cashier’s open shift at the store (409 without one). ' +
    'Posting the same newExternalTransactionNumber again answers 200 with the first answer and the header `Idempotent-Replayed: true`, and changes nothing. ' +
    'A sale the till made offline carries `order.offline` (device, receipt number T{device}-{n}, soldAt, shiftId, a manager override): it pays only by cash, debit or credit card (400 otherwise), ' +
    'joins that shift at soldAt, and is booked even if a product was deactivated, the member blocked (then without the member) or the shift closed meanwhile; each such change is listed in `conflicts` (docs/decisions/030-offline-till.md).',
  body: placeOrderRequest,
  responses: { 201: placeOrderResponse, 200: placeOrderResponse },
  errors: {
    404: 'No member with that membership number.',
    409: 'No open shift for this cashier at this store; or the voucher cannot be used (used already, expired), or points changed meanwhile: try again.',
    422: 'Not enough points.',
  },
});

export const offlinePolicy = endpoint({
  method: 'GET',
  path: '/api/pos/offline-policy',
  access: 'cashier',
  summary: "What the till caches to sell offline at a store: the owner's limits and the managers' PIN check values (decision 030).",
  description:
    'The managers are those whose approval counts at the store and whose PIN the server has seen since it was set (an approval at the till refreshes the value with a new salt). ' +
    'Each pinCheck is PBKDF2-SHA-256 of the PIN with its salt and rounds (hex), for WebCrypto.',
  query: offlinePolicyQuery,
  responses: { 200: offlinePolicyResponse },
  errors: { 403: 'The store is outside the signed-in staff member’s stores.', 404: 'No such store.' },
});

// ---------------------------------------------------------------- shifts and Z-reports (decision 014)

export const currentShift = endpoint({
  method: 'GET',
  path: '/api/pos/shifts/current',
  access: 'cashier',
  summary: "The signed-in cashier's open shift at a store (null when none), and the cash rounding rule.",
  query: currentShiftQuery,
  responses: { 200: currentShiftResponse },
});

export const openShift = endpoint({
  method: 'POST',
  path: '/api/pos/shifts',
  access: 'cashier',
  summary: 'Open a shift at a store with an opening float; every sale until it closes belongs to it.',
  description: 'One open shift per cashier and store. Posting the same requestKey again answers 200 with the same shift.',
  body: openShiftRequest,
  responses: { 201: posShift, 200: posShift },
  errors: { 409: 'A shift is already open for this cashier at this store.' },
});

export const shiftExpectedCash = endpoint({
  method: 'GET',
  path: '/api/pos/shifts/:shiftId/expected-cash',
  access: 'cashier',
  summary: "An open shift's expected cash (float + cash sales - cash refunds), shown against the count before the close.",
  description: 'Only the cashier who opened the shift, or a manager, may read it. Sales booked afterwards change it; the Z-report counts at the close.',
  params: shiftParams,
  responses: { 200: expectedCashResponse },
  errors: { 404: 'No such shift.', 409: 'The shift is closed already.' },
});

export const closeShift = endpoint({
  method: 'POST',
  path: '/api/pos/shifts/:shiftId/close',
  access: 'cashier',
  summary: 'Close a shift with the blind cash count: answers its numbered, immutable Z-report.',
  description:
    'Only the cashier who opened the shift, or a manager, may close it. Closing again with the same count answers 200 with the same Z-report; ' +
    'a sale racing the close either lands in the report or is refused.',
  params: shiftParams,
  body: closeShiftRequest,
  responses: { 201: zReport, 200: zReport },
  errors: { 404: 'No such shift.', 409: 'The shift was closed already with another count.' },
});

export const listZReports = endpoint({
  method: 'GET',
  path: '/api/pos/z-reports',
  access: 'cashier',
  summary: "A store's Z-reports, newest first (at most 100).",
  query: zReportListQuery,
  responses: { 200: zReportListResponse },
});

export const getZReport = endpoint({
  method: 'GET',
  path: '/api/pos/z-reports/:storeId/:zNumber',
  access: 'cashier',
  summary: 'One Z-report, to view or print.',
  params: zReportParams,
  responses: { 200: zReport },
  errors: { 404: 'No such Z-report.' },
});
