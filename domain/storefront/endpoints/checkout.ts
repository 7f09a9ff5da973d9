/** Storefront checkout (decision 018): options, coupons, orders by number, payments and fulfilment. */
import {
  checkoutDefaultsResponse,
  checkoutOptionsResponse,
  couponCheckRequest,
  couponCheckResponse,
  embeddedNotification,
  embeddedNotificationHeaders,
  findOrderRequest,
  fulfilmentRequest,
  midtransNotification,
  notificationAnswer,
  orderNumberParams,
  placeCheckoutRequest,
  shopOrder,
  shopOrderListQuery,
  shopOrderListResponse,
  simCharge,
  simChargeParams,
} from '../api/checkout.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Checkout');

export const getCheckoutOptions = endpoint({
  method: 'GET',
  path: '/api/checkout/options',
  access: 'anonymous',
  summary: 'Delivery options (the rate table, pickup in a store is free), payment methods and the payment window.',
  responses: { 200: checkoutOptionsResponse },
});

export const getCheckoutDefaults = endpoint({
  method: 'GET',
  path: '/api/me/checkout-defaults',
  access: 'shopper',
  summary: "The signed-in shopper's last contact and address, and the linked membership's Reward Points.",
  responses: { 200: checkoutDefaultsResponse },
});

export const checkCoupon = endpoint({
  method: 'POST',
  path: '/api/checkout/coupons/check',
  access: 'anonymous',
  summary: 'Whether a coupon code applies to a subtotal (and to this e-mail, for once-per-shopper codes); its rules if so.',
  body: couponCheckRequest,
  responses: { 200: couponCheckResponse },
  errors: { 400: 'The code does not apply, with the reason.', 404: 'No such code.' },
});

export const placeCheckout = endpoint({
  method: 'POST',
  path: '/api/checkout/orders',
  access: 'anonymous',
  summary: 'Places an order: prices it, reserves the stock, uses the coupon and the points, and starts the payment, in one transaction.',
  description:
    'The client generates `orderId` once per checkout: the same id again answers 200 with the first order. ' +
    'Bad contact or address fields answer 400 with `fields`. A product without enough stock, a used-up coupon or too few points answer 409/422 and create nothing.',
  body: placeCheckoutRequest,
  responses: { 201: shopOrder, 200: shopOrder },
  errors: {
    400: 'Bad fields, unknown products or delivery option, a coupon that does not apply.',
    409: 'Not enough stock, or the order id was used for another order.',
    422: 'Not enough Reward Points.',
    429: 'Too many checkouts from this connection.',
  },
});

export const findOrder = endpoint({
  method: 'POST',
  path: '/api/checkout/orders/find',
  access: 'anonymous',
  summary: 'An order by its number and the e-mail it was placed with (guests); while unpaid, asks the payment provider too.',
  body: findOrderRequest,
  responses: { 200: shopOrder },
  errors: { 404: 'No order with this number and e-mail.' },
});

export const embeddedPaymentNotification = endpoint({
  method: 'POST',
  path: '/api/payments/notifications/embedded',
  access: 'anonymous',
  summary: "The embedded gateway's signed webhook (HMAC-SHA256 of the body in X-Lumbung-Signature). Idempotent: a replay changes nothing.",
  headers: embeddedNotificationHeaders,
  body: embeddedNotification,
  responses: { 200: notificationAnswer },
  errors: { 401: 'Missing or wrong signature.' },
});

export const midtransPaymentNotification = endpoint({
  method: 'POST',
  path: '/api/payments/notifications/midtrans',
  access: 'anonymous',
  summary: "Midtrans' HTTP notification, verified by signature_key = SHA512(order_id + status_code + gross_amount + server key).",
  body: midtransNotification,
  responses: { 200: notificationAnswer },
  errors: { 401: 'Wrong signature.', 404: 'Midtrans is not the configured provider.' },
});

export const getSimCharge = endpoint({
  method: 'GET',
  path: '/api/payment-sim/charges/:chargeId',
  access: 'anonymous',
  summary: "The embedded gateway's charge, as the shopper's simulated bank app shows it.",
  params: simChargeParams,
  responses: { 200: simCharge },
  errors: { 404: 'No such charge (or the embedded gateway is not in use).' },
});

export const paySimCharge = endpoint({
  method: 'POST',
  path: '/api/payment-sim/charges/:chargeId/pay',
  access: 'anonymous',
  summary: "Pays a charge in the simulated bank app; the gateway then notifies the shop by its signed webhook. Paying twice is one payment.",
  params: simChargeParams,
  responses: { 200: simCharge },
  errors: { 404: 'No such charge.', 410: 'The charge expired.' },
});

export const listShopOrders = endpoint({
  method: 'GET',
  path: '/api/back-office/shop-orders',
  access: 'manager',
  summary: 'Storefront orders for packing and shipping, newest first (at most 200), optionally by status.',
  query: shopOrderListQuery,
  responses: { 200: shopOrderListResponse },
});

export const moveShopOrder = endpoint({
  method: 'POST',
  path: '/api/back-office/shop-orders/:orderNumber/status',
  access: 'manager',
  summary: 'Moves an order: paid → packed → shipped (courier, tracking number) → delivered, or cancelled (stock, coupon and points given back once).',
  params: orderNumberParams,
  body: fulfilmentRequest,
  responses: { 200: shopOrder },
  errors: { 404: 'No such order.', 409: 'The order cannot move to that status from its current one.' },
});
