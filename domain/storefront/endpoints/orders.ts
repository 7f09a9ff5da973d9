/** Storefront orders: checkout from the cart and the shopper's "My Orders". */
import { myOrdersResponse, order, shopOrderRequest } from '../api/content.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Shop');

export const placeShopOrder = endpoint({
  method: 'POST',
  path: '/api/orders',
  access: 'anonymous',
  summary: 'Checkout: the server prices every line (the discount price) and writes the order in one transaction.',
  description:
    'The client generates `orderId` once per checkout: the same id again answers 200 with the first order (a retry), or 409 if the lines differ. ' +
    'The order is tied to the signed-in shopper when a bearer token is sent.',
  body: shopOrderRequest,
  responses: { 201: order, 200: order },
  errors: { 400: 'Unknown products, named in the message.', 409: 'The order id was used for other lines.', 429: 'Too many checkouts from this connection.' },
});

export const listMyOrders = endpoint({
  method: 'GET',
  path: '/api/me/orders',
  access: 'shopper',
  summary: "The signed-in shopper's orders, newest first.",
  responses: { 200: myOrdersResponse },
});
