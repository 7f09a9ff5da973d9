import { randomUUID } from 'node:crypto';
import type { PlaceCheckoutRequest, ShopOrder } from '#domain/storefront/api/checkout.ts';
import * as checkout from '#domain/storefront/endpoints/checkout.ts';

/**
 * A storefront order as a shopper places it (storefront.md §4 checkout; docs/decisions/018-shop-checkout.md):
 * the checkout prices the lines, reserves the stock and starts a QRIS charge at the embedded gateway,
 * then the shopper pays it on the gateway's simulator page, which notifies the shop by its signed webhook.
 * Used by the bench's storefront-order scenario and the mixed soak.
 */
export const STOREFRONT_ORDER_LINES: PlaceCheckoutRequest['lines'] = [
  { productId: '7', quantity: 1 },
  { productId: 'HAP-IP-14PL-CON', quantity: 2 },
];

/** A guest's checkout with a new order id (every request a new order), delivered by JNE REG. */
export function storefrontCheckoutBody(lines: PlaceCheckoutRequest['lines'] = STOREFRONT_ORDER_LINES): PlaceCheckoutRequest {
  return {
    orderId: randomUUID(),
    lines,
    contact: { name: 'Bench Shopper', email: 'bench.shopper@example.com', phone: '0812-3456-7890' },
    address: {
      street: 'Jl. Melati No. 12, RT 03/RW 05',
      kelurahan: 'Kebayoran Lama Utara',
      kecamatan: 'Kebayoran Lama',
      city: 'Kota Jakarta Selatan',
      province: 'DKI Jakarta',
      postalCode: '12240',
    },
    deliveryCode: 'jne-reg',
    pickup: false,
    couponCode: '',
    pointsToRedeem: 0,
    paymentMethod: 'qris',
  };
}

export const PLACE_CHECKOUT_PATH = checkout.placeCheckout.path;

/** The simulator's pay request for an order's charge (its pay page's address ends in the charge id). */
export function payPathOf(order: Pick<ShopOrder, 'payment'>): string | null {
  const chargeId = order.payment.payUrl?.split('/').pop();
  return chargeId ? checkout.paySimCharge.path.replace(':chargeId', encodeURIComponent(chargeId)) : null;
}

/**
 * Every order reserves its units, and the demo shelves hold a few dozen: before a run, the shelves of
 * the order's products are filled far beyond what the run can sell (a bench-only route).
 */
export async function fillShelves(baseUrl: string, lines: PlaceCheckoutRequest['lines'] = STOREFRONT_ORDER_LINES): Promise<void> {
  const response = await fetch(`${baseUrl}/__bench/shop-stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productIds: lines.map((l) => l.productId), units: 1_000_000_000 }),
  });
  if (!response.ok) throw new Error(`POST /__bench/shop-stock: ${response.status} ${await response.text()}`);
}
