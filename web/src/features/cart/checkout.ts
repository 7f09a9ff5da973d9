import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ShopOrderRequest } from '#domain/api.ts';
import * as shop from '#domain/endpoints/shop.ts';
import { api } from '../../api/client.ts';
import { withGlobalLoading } from '../../ui/global-loading.ts';
import { orderLinesOf, type CartLine } from './cart-store.ts';

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Places the cart as an order. The order id is kept while the same cart is retried (a lost answer,
 * a double click), so the server sees one order; a changed cart gets a new id.
 */
export function usePlaceOrder() {
  const pending = useRef<{ cart: string; orderId: string } | null>(null);
  return useMutation({
    mutationFn: (lines: CartLine[]) => {
      const body: ShopOrderRequest = { orderId: '', lines: orderLinesOf(lines) };
      const cart = JSON.stringify(body.lines);
      if (pending.current?.cart !== cart) pending.current = { cart, orderId: newOrderId() };
      body.orderId = pending.current.orderId;
      return withGlobalLoading(api.call(shop.placeShopOrder, { body }));
    },
    onSuccess: () => {
      pending.current = null;
    },
  });
}
