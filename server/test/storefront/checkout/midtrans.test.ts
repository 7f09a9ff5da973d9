import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { startFakeMidtrans } from '../../helpers/fake-midtrans.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { checkoutBody, findOrder, placed, stockOf } from './helpers.ts';

const SERVER_KEY = 'SB-Mid-server-test-0123456789';
let t: TestApp;
let midtrans: Awaited<ReturnType<typeof startFakeMidtrans>>;
beforeAll(async () => {
  midtrans = await startFakeMidtrans(SERVER_KEY);
  t = await createTestApp({ env: { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_API_URL: midtrans.url } });
});
afterAll(async () => {
  await t.close();
  await midtrans.close();
});

const notify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/payments/notifications/midtrans', payload });

describe('PAYMENT_PROVIDER=midtrans (against a local stand-in of its Core API)', () => {
  it('charges QRIS, bank transfer and GoPay with the order number as order_id and the total as gross_amount', async () => {
    const qris = await placed(t, checkoutBody());
    expect(qris.payment).toMatchObject({ provider: 'midtrans', payUrl: null, instructions: { kind: 'qris' } });
    const charge = midtrans.calls.find((c) => c.path === '/v2/charge')!;
    expect(charge.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(charge.body).toMatchObject({ payment_type: 'qris', transaction_details: { order_id: qris.orderNumber, gross_amount: qris.total } });

    const va = await placed(t, checkoutBody({ paymentMethod: 'bank_va' }));
    expect(va.payment.instructions).toEqual({ kind: 'va', bank: 'BCA', vaNumber: expect.stringMatching(/^12345\d{6}$/) });
    const gopay = await placed(t, checkoutBody({ paymentMethod: 'ewallet' }));
    expect(gopay.payment.instructions).toMatchObject({ kind: 'ewallet', wallet: 'GoPay', deeplinkUrl: expect.stringMatching(/^gojek:\/\//) });
  });

  it('verifies the notification signature, applies settlement once, and replays change nothing', async () => {
    const order = await placed(t, checkoutBody());
    const forged = midtrans.notification(order.orderNumber, 'settlement', { signWith: 'not-the-key' });
    const refused = await notify(forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('The notification signature is wrong.');
    expect((await notify({ ...midtrans.notification(order.orderNumber, 'settlement'), gross_amount: '1.00' })).statusCode).toBe(401);

    const note = midtrans.notification(order.orderNumber, 'settlement');
    expect((await notify(note)).json()).toEqual({ received: true, outcome: 'paid' });
    expect((await notify(note)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const found = (await findOrder(t, order.orderNumber, order.contact.email)).json<ShopOrder>();
    expect(found.status).toBe('paid');
  });

  it("moves an order only on what Midtrans' status API confirms: a notification re-sent with another status, or of another charge, moves nothing", async () => {
    const order = await placed(t, checkoutBody());
    // A genuine notification whose transaction_status was rewritten to settlement; Midtrans still says pending.
    const note = midtrans.notification(order.orderNumber, 'settlement');
    midtrans.charges.get(order.orderNumber)!.status = 'pending';
    expect((await notify(note)).json()).toEqual({ received: true, outcome: 'ignored: still pending' });
    expect((await notify({ ...note, transaction_id: 'mt-someone-else' })).json()).toEqual({ received: true, outcome: 'ignored: another charge' });
    expect((await findOrder(t, order.orderNumber, order.contact.email)).json<ShopOrder>().status).toBe('pending_payment');

    // Once Midtrans says settlement, the same notification pays the order.
    midtrans.charges.get(order.orderNumber)!.status = 'settlement';
    expect((await notify(note)).json()).toEqual({ received: true, outcome: 'paid' });
  });

  it('expires the order on an expire notification and gives the stock back', async () => {
    const before = await stockOf(t, '4');
    const order = await placed(t, checkoutBody({ lines: [{ productId: '4', quantity: 1 }] }));
    expect((await stockOf(t, '4')).stockAvailable).toBe(before.stockAvailable - 1);
    expect((await notify(midtrans.notification(order.orderNumber, 'expire'))).json().outcome).toBe('expired');
    expect((await findOrder(t, order.orderNumber, order.contact.email)).json<ShopOrder>().status).toBe('expired');
    expect((await stockOf(t, '4')).stockAvailable).toBe(before.stockAvailable);
  });

  it('asks the status API when the order page polls and the notification never came', async () => {
    const order = await placed(t, checkoutBody());
    midtrans.notification(order.orderNumber, 'settlement'); // paid at Midtrans; the notification is lost
    expect((await findOrder(t, order.orderNumber, order.contact.email)).json<ShopOrder>().status).toBe('paid');
  });

  it('answers 404 to the embedded gateway notifications and pages when Midtrans is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payment-sim/charges/sim_x' })).statusCode).toBe(404);
  });
});
