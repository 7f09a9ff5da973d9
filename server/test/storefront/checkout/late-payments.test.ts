import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { paymentSimCharges, shopCoupons, shopLatePayments } from '../../../src/platform/db/schema/index.ts';
import type { Clock } from '../../../src/platform/clock.ts';
import { expireUnpaidOrders, retryLateRefunds } from '../../../src/storefront/index.ts';
import { markSimChargePaid, paidNotification } from '../../../src/storefront/checkout/payments/embedded.ts';
import { signWebhookBody } from '../../../src/storefront/checkout/payments/signature.ts';
import { startFakeMidtrans } from '../../helpers/fake-midtrans.ts';
import { accessTokenFor, cashierHeaders } from '../../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addCoupon, chargeIdOf, checkoutBody, findOrder, placed, setStock, stockOf } from './helpers.ts';

/**
 * A payment that arrives after its order expired (docs/decisions/036-late-payments.md): never ignored.
 * Revived when stock, coupon and points can be taken again; otherwise refunded through the gateway (or
 * flagged to refund by hand), and listed for the back office.
 */
const SECRET = 'test-webhook-secret-0123456789';
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

const statusOf = async (t: TestApp, order: ShopOrder) => (await findOrder(t, order.orderNumber, order.contact.email)).json<ShopOrder>().status;
const latePaymentOf = async (t: TestApp, order: ShopOrder) => (await t.database.db.select().from(shopLatePayments).where(eq(shopLatePayments.orderNumber, order.orderNumber)))[0];

/** The payment window passes and the expiry job runs: the gateway still says pending, so the order expires. */
async function expire(t: TestApp, order: ShopOrder) {
  offsetMs = 61 * 60_000;
  try {
    await expireUnpaidOrders(t.app.checkout);
  } finally {
    offsetMs = 0;
  }
  expect(await statusOf(t, order)).toBe('expired');
}

describe('with the embedded gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PAYMENT_WEBHOOK_SECRET: SECRET }, clock });
  });
  afterAll(async () => t.close());

  /** The shopper paid in the last second of the window; the gateway's webhook arrives after the expiry ran. */
  async function paidLate(order: ShopOrder, eventId?: string) {
    const row = (await markSimChargePaid(t.database.db, chargeIdOf(order), new Date())) ?? (await t.database.db.select().from(paymentSimCharges).where(eq(paymentSimCharges.chargeId, chargeIdOf(order))))[0]!;
    const event = { ...paidNotification(row, new Date()), ...(eventId ? { eventId } : {}) };
    const body = JSON.stringify(event);
    return t.app.inject({ method: 'POST', url: '/api/payments/notifications/embedded', headers: { 'content-type': 'application/json', 'x-lumbung-signature': signWebhookBody(body, SECRET) }, payload: body });
  }

  it('refunds a late payment whose stock has gone, through the gateway, once, and lists it for the back office', async () => {
    await setStock(t, '5', 1);
    const order = await placed(t, checkoutBody({ lines: [{ productId: '5', quantity: 1 }] }));
    await expire(t, order);
    await setStock(t, '5', 0); // the unit it gave back has sold meanwhile

    const res = await paidLate(order);
    expect(res.json()).toEqual({ received: true, outcome: 'late: refunding (stock)' });
    expect(await statusOf(t, order)).toBe('expired');
    expect((await stockOf(t, '5')).stockAvailable).toBe(0);
    expect(await latePaymentOf(t, order)).toMatchObject({ outcome: 'refunded', reason: 'stock', amountIdr: order.total, attempts: 1, chargeReference: chargeIdOf(order) });
    const [charge] = await t.database.db.select().from(paymentSimCharges).where(eq(paymentSimCharges.chargeId, chargeIdOf(order)));
    expect(charge?.status).toBe('refunded');
    // The shopper's bank app says so.
    expect((await t.app.inject({ method: 'GET', url: `/api/payment-sim/charges/${chargeIdOf(order)}` })).json().status).toBe('refunded');

    // The gateway retries its webhook, or sends another event of the same payment: nothing more.
    expect((await paidLate(order)).json().outcome).toBe('duplicate');
    expect((await paidLate(order, 'evt_again')).json().outcome).toBe('ignored: the late payment was taken before');
    expect(await retryLateRefunds(t.app.checkout)).toBe(0);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/late-payments', headers: { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|late-manager')}` } });
    expect(list.statusCode).toBe(200);
    expect(list.json().payments).toContainEqual(expect.objectContaining({ orderNumber: order.orderNumber, outcome: 'refunded', reason: 'stock', amount: order.total }));
  });

  it('revives a late payment when what the order took is still there, taking it again', async () => {
    await addCoupon(t, { code: 'LATE10', kind: 'fixed', value: 10_000, totalUses: 5 });
    const before = await stockOf(t, '6');
    const order = await placed(t, checkoutBody({ lines: [{ productId: '6', quantity: 2 }], couponCode: 'LATE10' }));
    await expire(t, order);
    expect((await stockOf(t, '6')).stockAvailable).toBe(before.stockAvailable);

    expect((await paidLate(order)).json().outcome).toBe('paid (late: revived)');
    expect(await statusOf(t, order)).toBe('paid');
    expect((await stockOf(t, '6')).stockAvailable).toBe(before.stockAvailable - 2);
    expect(await t.database.db.select({ uses: shopCoupons.usesCount }).from(shopCoupons).where(eq(shopCoupons.code, 'LATE10'))).toEqual([{ uses: 1 }]);
    expect(await latePaymentOf(t, order)).toMatchObject({ outcome: 'revived', reason: null, refundKey: null });
  });

  it('refunds when the coupon was used up meanwhile', async () => {
    await addCoupon(t, { code: 'LASTONE', kind: 'fixed', value: 10_000, totalUses: 1 });
    const order = await placed(t, checkoutBody({ couponCode: 'LASTONE' }));
    await expire(t, order);
    await placed(t, checkoutBody({ couponCode: 'LASTONE' })); // someone else takes the last use
    expect((await paidLate(order)).json().outcome).toBe('late: refunding (coupon)');
    expect(await latePaymentOf(t, order)).toMatchObject({ outcome: 'refunded', reason: 'coupon' });
  });

  it("ignores an event of another charge or dated before the order, whatever it says", async () => {
    const order = await placed(t, checkoutBody());
    const other = await placed(t, checkoutBody());
    const send = (event: object) => {
      const body = JSON.stringify(event);
      return t.app.inject({ method: 'POST', url: '/api/payments/notifications/embedded', headers: { 'content-type': 'application/json', 'x-lumbung-signature': signWebhookBody(body, SECRET) }, payload: body });
    };
    const paid = { eventId: `evt_x_${order.orderNumber}`, chargeId: chargeIdOf(other), orderNumber: order.orderNumber, status: 'paid', amount: order.total, occurredAt: new Date().toISOString() };
    expect((await send(paid)).json().outcome).toBe('ignored: another charge');
    const stale = { ...paid, eventId: `evt_y_${order.orderNumber}`, chargeId: chargeIdOf(order), occurredAt: new Date(Date.now() - 365 * 86_400_000).toISOString() };
    expect((await send(stale)).json().outcome).toBe('ignored: older than the order');
    expect(await statusOf(t, order)).toBe('pending_payment');
  });

  it('the list is for managers and admins: anonymous 401, a cashier 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/late-payments' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/late-payments', headers: await cashierHeaders(t) })).statusCode).toBe(403);
  });
});

describe('with Midtrans (a local stand-in of its Core API)', () => {
  const SERVER_KEY = 'SB-Mid-server-late-0123456789';
  let t: TestApp;
  let midtrans: Awaited<ReturnType<typeof startFakeMidtrans>>;
  beforeAll(async () => {
    midtrans = await startFakeMidtrans(SERVER_KEY);
    t = await createTestApp({ env: { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_API_URL: midtrans.url }, clock });
  });
  afterAll(async () => {
    await t.close();
    await midtrans.close();
  });
  const notify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/payments/notifications/midtrans', payload });

  it("refunds a late GoPay payment through Midtrans' refund API with one refund key, retrying while Midtrans refuses", async () => {
    await setStock(t, '7', 1);
    const order = await placed(t, checkoutBody({ lines: [{ productId: '7', quantity: 1 }], paymentMethod: 'ewallet' }));
    await expire(t, order);
    await setStock(t, '7', 0);
    midtrans.refunds.refuse = 'Refund is not available at this time';
    expect((await notify(midtrans.notification(order.orderNumber, 'settlement'))).json().outcome).toBe('late: refunding (stock)');
    expect(await latePaymentOf(t, order)).toMatchObject({ outcome: 'refundFailed', attempts: 1, detail: 'Refund is not available at this time' });

    midtrans.refunds.refuse = null;
    expect(await retryLateRefunds(t.app.checkout)).toBe(1);
    expect(await latePaymentOf(t, order)).toMatchObject({ outcome: 'refunded', attempts: 2, detail: null });
    const refundCalls = midtrans.calls.filter((c) => c.path === `/v2/${order.orderNumber}/refund`);
    expect(refundCalls.map((c) => c.body)).toEqual([
      { refund_key: `late-${order.orderNumber}`, amount: order.total, reason: 'Paid after the order expired' },
      { refund_key: `late-${order.orderNumber}`, amount: order.total, reason: 'Paid after the order expired' },
    ]);
  });

  it('flags a late bank transfer to be refunded by hand (Midtrans has no refund for it)', async () => {
    await setStock(t, '8', 1);
    const order = await placed(t, checkoutBody({ lines: [{ productId: '8', quantity: 1 }], paymentMethod: 'bank_va' }));
    await expire(t, order);
    await setStock(t, '8', 0);
    expect((await notify(midtrans.notification(order.orderNumber, 'settlement'))).json().outcome).toBe('late: refunding (stock)');
    expect(await latePaymentOf(t, order)).toMatchObject({ outcome: 'refundByHand', reason: 'stock' });
    expect(midtrans.calls.some((c) => c.path === `/v2/${order.orderNumber}/refund`)).toBe(false);
  });
});
