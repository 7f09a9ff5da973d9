import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/platform/db/schema/index.ts';
import { chargeItemsOf } from '../../src/storefront/checkout/payments/charge-items.ts';
import { midtransProvider } from '../../src/storefront/checkout/payments/midtrans.ts';
import { startFakeMidtrans } from '../helpers/fake-midtrans.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addCoupon, checkoutBody, placed } from '../storefront/checkout/helpers.ts';

// The charge body our Midtrans adapter sends, checked against Midtrans' Core API rules as its stand-in
// (server/test/helpers/fake-midtrans.ts) applies them: GoPay names the page to come back to, every
// charge lists its items, and their price × quantity add up to gross_amount exactly.

const SERVER_KEY = 'SB-Mid-server-interop-0123456789';
let t: TestApp;
let midtrans: Awaited<ReturnType<typeof startFakeMidtrans>>;
beforeAll(async () => {
  midtrans = await startFakeMidtrans(SERVER_KEY);
  t = await createTestApp({ env: { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_API_URL: midtrans.url, PUBLIC_URL: 'https://toko.lumbung.test' } });
  await addCoupon(t, { code: 'HEMAT10RB', kind: 'fixed', value: 10_000 });
});
afterAll(async () => {
  await t.close();
  await midtrans.close();
});

interface ChargeBody {
  payment_type: string;
  transaction_details: { order_id: string; gross_amount: number };
  item_details: { id: string; name: string; price: number; quantity: number }[];
  gopay?: { enable_callback: boolean; callback_url: string };
}
const chargeOf = (orderNumber: string) =>
  midtrans.calls.find((call) => call.path === '/v2/charge' && (call.body as ChargeBody).transaction_details.order_id === orderNumber)!.body as ChargeBody;
const sumOf = (items: ChargeBody['item_details']) => items.reduce((sum, item) => sum + item.price * item.quantity, 0);

describe('Midtrans charges', () => {
  it('GoPay: callback_url is our order page, and item_details (lines, delivery, coupon) add up to gross_amount', async () => {
    const order = await placed(
      t,
      checkoutBody({ paymentMethod: 'ewallet', couponCode: 'HEMAT10RB', lines: [{ productId: '1', quantity: 2 }, { productId: '4', quantity: 1 }] }),
    );
    const body = chargeOf(order.orderNumber);
    expect(body.payment_type).toBe('gopay');
    expect(body.gopay).toEqual({ enable_callback: true, callback_url: `https://toko.lumbung.test/orders/${order.orderNumber}` });
    expect(body.transaction_details.gross_amount).toBe(order.total);
    expect(body.item_details).toEqual([
      // Prices include PPN (decision 038): no PPN item, and nothing to adjust.
      ...order.lines.map((line) => ({ id: line.productId, name: line.productName, price: line.unitPrice, quantity: line.quantity })),
      { id: 'DELIVERY', name: 'Delivery', price: order.deliveryFee, quantity: 1 },
      { id: 'COUPON', name: 'Coupon HEMAT10RB', price: -10_000, quantity: 1 },
    ]);
    expect(sumOf(body.item_details)).toBe(order.total);
    expect(body.item_details.every((item) => Number.isInteger(item.price) && item.name.length <= 50)).toBe(true);
  });

  it('QRIS and bank transfer list their items too; no callback_url there', async () => {
    for (const paymentMethod of ['qris', 'bank_va'] as const) {
      const order = await placed(t, checkoutBody({ paymentMethod }));
      const body = chargeOf(order.orderNumber);
      expect(body.gopay).toBeUndefined();
      expect(body.item_details.map((item) => item.id)).toEqual([order.lines[0]!.productId, 'DELIVERY']);
      expect(sumOf(body.item_details)).toBe(order.total);
    }
  });

  it('an order from before decision 038 (PPN added on top) lists its PPN as an item', async () => {
    const order = await placed(t, checkoutBody());
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    const before038 = { ...row!, ppnIncluded: false, ppnIdr: 15_000, totalIdr: row!.totalIdr + 15_000 };
    const items = await chargeItemsOf(t.database.db, before038);
    expect(items.map((item) => item.id)).toEqual([order.lines[0]!.productId, 'PPN', 'DELIVERY']);
    expect(items[1]).toMatchObject({ price: 15_000 });
    expect(sumOf(items)).toBe(before038.totalIdr);
  });

  it('points paid are a negative item, and the items still add up to the total', async () => {
    const order = await placed(t, checkoutBody());
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    const withPoints = { ...row!, pointsRedeemed: 5_000, totalIdr: row!.totalIdr - 5_000 };
    const items = await chargeItemsOf(t.database.db, withPoints);
    expect(items.at(-1)).toEqual({ id: 'POINTS', name: 'Reward Points', price: -5_000, quantity: 1 });
    expect(sumOf(items)).toBe(withPoints.totalIdr);
  });

  it('Midtrans (its stand-in) refuses a charge whose items do not add up, and the adapter says why', async () => {
    const provider = midtransProvider({ serverKey: SERVER_KEY, apiUrl: midtrans.url, publicUrl: 'https://toko.lumbung.test' });
    const request = {
      orderNumber: 'INTEROP-UNEVEN-1',
      amount: 100_000,
      method: 'qris' as const,
      expiresAt: new Date(Date.now() + 15 * 60_000),
      customer: { name: 'Ani', email: 'ani@example.com', phone: '081234567890' },
      items: [{ id: 'X', name: 'Barang', price: 90_000, quantity: 1 }],
    };
    await expect(provider.createCharge(request)).rejects.toMatchObject({ status: 502 });
    const refused = midtrans.calls.at(-1)!;
    expect((refused.body as ChargeBody).item_details).toEqual([{ id: 'X', name: 'Barang', price: 90_000, quantity: 1 }]);
    // The same charge with items that add up is taken.
    const started = await provider.createCharge({ ...request, orderNumber: 'INTEROP-EVEN-1', items: [{ id: 'X', name: 'Barang', price: 45_000, quantity: 2 }, { id: 'PPN', name: 'PPN 11%', price: 10_000, quantity: 1 }] });
    expect(started.instructions.kind).toBe('qris');
  });
});
