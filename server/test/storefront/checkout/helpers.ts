import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlaceCheckoutRequest, ShopOrder } from '#domain/storefront/api/checkout.ts';
import { products, shopCoupons } from '../../../src/platform/db/schema/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export const ADDRESS = {
  street: 'Jl. Melati No. 12, RT 03/RW 05',
  kelurahan: 'Kebayoran Lama Utara',
  kecamatan: 'Kebayoran Lama',
  city: 'Kota Jakarta Selatan',
  province: 'DKI Jakarta',
  postalCode: '12240',
};

export function checkoutBody(overrides: Partial<PlaceCheckoutRequest> = {}): PlaceCheckoutRequest {
  return {
    orderId: randomUUID(),
    lines: [{ productId: '1', quantity: 1 }],
    contact: { name: 'Ani Wijaya', email: `ani.${randomUUID().slice(0, 8)}@example.com`, phone: '0812-3456-7890' },
    address: ADDRESS,
    deliveryCode: 'jne-reg',
    pickup: false,
    couponCode: '',
    pointsToRedeem: 0,
    paymentMethod: 'qris',
    ...overrides,
  };
}

export const placeCheckout = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/orders', payload: body as object, headers });

export async function placed(t: TestApp, body: PlaceCheckoutRequest, headers: Record<string, string> = {}): Promise<ShopOrder> {
  const res = await placeCheckout(t, body, headers);
  if (res.statusCode !== 201) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  return res.json<ShopOrder>();
}

export const findOrder = (t: TestApp, orderNumber: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/orders/find', payload: { orderNumber, email } });

export async function stockOf(t: TestApp, productId: string): Promise<{ stockAvailable: number; stock: string }> {
  const [row] = await t.database.db.select({ stockAvailable: products.stockAvailable, stock: products.stock }).from(products).where(eq(products.productId, productId));
  return row!;
}

export async function setStock(t: TestApp, productId: string, units: number): Promise<void> {
  await t.database.db.update(products).set({ stockAvailable: units, stock: String(units) }).where(eq(products.productId, productId));
}

export async function addCoupon(t: TestApp, coupon: Partial<typeof shopCoupons.$inferInsert> & { code: string }): Promise<void> {
  await t.database.db.insert(shopCoupons).values({ description: coupon.code, kind: 'fixed', value: 10_000, ...coupon });
}

export const chargeIdOf = (order: ShopOrder) => order.payment.payUrl!.split('/').pop()!;
