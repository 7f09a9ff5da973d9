/** Storefront orders: the shopper's "My Orders". Placing an order is the checkout's (checkout.ts). */
import { myOrdersResponse } from '../api/content.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Shop');

export const listMyOrders = endpoint({
  method: 'GET',
  path: '/api/me/orders',
  access: 'shopper',
  summary: "The signed-in shopper's orders, newest first.",
  responses: { 200: myOrdersResponse },
});
