import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { PlaceCheckoutRequest, ShopOrder } from '#domain/storefront/api/checkout.ts';
import * as checkout from '#domain/storefront/endpoints/checkout.ts';
import { api } from '../../../api/client.ts';
import { withGlobalLoading } from '../../../ui/global-loading.ts';
import { newOrderId } from './order-id.ts';

const checkoutKeys = {
  options: () => ['checkout', 'options'] as const,
  defaults: () => ['checkout', 'defaults'] as const,
  order: (orderNumber: string) => ['checkout', 'order', orderNumber] as const,
  charge: (chargeId: string) => ['checkout', 'sim-charge', chargeId] as const,
};

export function useCheckoutOptions() {
  return useQuery({ queryKey: checkoutKeys.options(), queryFn: ({ signal }) => api.call(checkout.getCheckoutOptions, {}, { signal }), staleTime: 60_000 });
}

/** The signed-in shopper's last contact, address and linked membership; off for guests. */
export function useCheckoutDefaults(enabled: boolean) {
  return useQuery({ queryKey: checkoutKeys.defaults(), queryFn: ({ signal }) => api.call(checkout.getCheckoutDefaults, {}, { signal }), enabled, staleTime: 30_000 });
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: (body: { code: string; subtotal: number; email?: string }) => api.call(checkout.checkCoupon, { body }) });
}

/**
 * Places the order. The order id is kept while the same order is retried (a lost answer, a double
 * click), so the server sees one order; any change to the order gets a new id.
 */
export function usePlaceCheckout() {
  const pending = useRef<{ key: string; orderId: string } | null>(null);
  return useMutation({
    mutationFn: (order: Omit<PlaceCheckoutRequest, 'orderId'>) => {
      const key = JSON.stringify(order);
      if (pending.current?.key !== key) pending.current = { key, orderId: newOrderId() };
      return withGlobalLoading(api.call(checkout.placeCheckout, { body: { ...order, orderId: pending.current.orderId } }));
    },
  });
}

/** An order by number + e-mail, asked again every 3 s while it waits for payment (the webhook's fallback). */
export function useOrderByNumber(orderNumber: string, email: string | null) {
  return useQuery({
    queryKey: checkoutKeys.order(orderNumber),
    queryFn: ({ signal }) => api.call(checkout.findOrder, { body: { orderNumber, email: email ?? '' } }, { signal }),
    enabled: Boolean(email),
    retry: false,
    refetchInterval: (query) => ((query.state.data as ShopOrder | undefined)?.status === 'pending_payment' ? 3_000 : false),
  });
}

export function useFindOrder() {
  return useMutation({ mutationFn: (body: { orderNumber: string; email: string }) => withGlobalLoading(api.call(checkout.findOrder, { body })) });
}

export function useSimCharge(chargeId: string) {
  return useQuery({ queryKey: checkoutKeys.charge(chargeId), queryFn: ({ signal }) => api.call(checkout.getSimCharge, { params: { chargeId } }, { signal }), retry: false });
}

export function usePaySimCharge(chargeId: string) {
  return useMutation({ mutationFn: () => withGlobalLoading(api.call(checkout.paySimCharge, { params: { chargeId } })) });
}

/** The e-mail an order was placed with, kept in this tab so its status page can ask for it. */
const emailKey = (orderNumber: string) => `lumbung:order-email:${orderNumber}`;
export const orderEmails = {
  remember(orderNumber: string, email: string) {
    try {
      sessionStorage.setItem(emailKey(orderNumber), email);
    } catch {
      // private mode: the status page asks for the e-mail again
    }
  },
  recall(orderNumber: string): string | null {
    try {
      return sessionStorage.getItem(emailKey(orderNumber));
    } catch {
      return null;
    }
  },
};
