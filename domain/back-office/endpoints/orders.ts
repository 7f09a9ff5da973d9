/** The back office's orders (decision 024): storefront and POS orders, one list, and each order's detail. */
import {
  latePaymentsResponse,
  orderListQuery,
  orderListResponse,
  posOrderDetail,
  posOrderParams,
  storefrontOrderDetail,
  storefrontOrderParams,
  syncConflictsQuery,
  syncConflictsResponse,
} from '../api/orders.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const listOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  access: 'manager',
  summary: 'Storefront and POS orders newest first, 25 a page; `q` finds an order, transaction or membership number or an e-mail; by channel, status and Jakarta dates.',
  description:
    "`channel` is 'storefront', 'pos' (every store), 'brand:<brand>' or 'store:<store id>'. A POS order's status is 'completed' or 'returned' (it has a return); " +
    'the storefront statuses belong to storefront orders. `after` is the previous page’s `nextAfter`.',
  query: orderListQuery,
  responses: { 200: orderListResponse },
  errors: { 400: 'A bad filter: a date, a date range whose start is after its end, an unknown page cursor.' },
});

export const getStorefrontOrder = endpoint({
  method: 'GET',
  path: '/api/admin/orders/storefront/:orderNumber',
  access: 'manager',
  summary: 'A storefront order with its lines, coupon, points, payment, shipment, status history and the moves staff may make now.',
  params: storefrontOrderParams,
  responses: { 200: storefrontOrderDetail },
  errors: { 404: 'No such order.' },
});

export const getPosOrder = endpoint({
  method: 'GET',
  path: '/api/admin/orders/pos/:transactionNumber',
  access: 'manager',
  summary: 'A POS order by its transaction number: the receipt (lines with discounts, voucher, tenders, change, rounding), the member and points, and its returns.',
  params: posOrderParams,
  responses: { 200: posOrderDetail },
  errors: { 404: 'No such order.' },
});

export const listSyncConflicts = endpoint({
  method: 'GET',
  path: '/api/admin/pos-sync-conflicts',
  access: 'manager',
  summary: 'The offline sync report (decision 030): what had changed when tills synced offline sales, counted per store and device, and the latest 200.',
  description:
    'Each conflict is a sale booked anyway: a product since deactivated, stock already at zero, a member since blocked (booked without the member), a shift closed meanwhile. ' +
    'A manager with stores assigned sees only those stores.',
  query: syncConflictsQuery,
  responses: { 200: syncConflictsResponse },
});

export const listLatePayments = endpoint({
  method: 'GET',
  path: '/api/admin/late-payments',
  access: 'manager',
  summary: 'Payments that came after their order expired (decision 036), newest 200: revived and paid, or refunded through the gateway, or to refund by hand.',
  responses: { 200: latePaymentsResponse },
});
