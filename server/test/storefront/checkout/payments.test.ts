import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { CASHIER_ROLE } from '#domain/identity/roles.ts';

const MANAGER_ROLE = 'manager';
import { identityMailOutbox, loyaltyMemberCurrencies, loyaltyTransactionJournals, membershipOwners, shopCoupons } from '../../../src/platform/db/schema/index.ts';
import { signWebhookBody } from '../../../src/storefront/checkout/payments/signature.ts';
import type { Clock } from '../../../src/platform/clock.ts';
import { createMember } from '../../helpers/loyalty-factories.ts';
import { accessTokenFor, shopperHeaders } from '../../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addCoupon, chargeIdOf, checkoutBody, findOrder, placed, stockOf } from './helpers.ts';

const SECRET = 'test-webhook-secret-0123456789';
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_WEBHOOK_SECRET: SECRET }, clock });
});
afterAll(async () => t.close());

const notify = (payload: object, signature?: string) => {
  const body = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/notifications/embedded',
    headers: { 'content-type': 'application/json', ...(signature !== undefined ? { 'x-lumbung-signature': signature } : {}) },
    payload: body,
  });
};
const paidEvent = (order: ShopOrder, eventId = `evt_${order.orderNumber}`) => ({
  eventId,
  chargeId: chargeIdOf(order),
  orderNumber: order.orderNumber,
  status: 'paid',
  amount: order.total,
  occurredAt: new Date().toISOString(),
});
const statusOf = async (order: ShopOrder) => (await findOrder(t, order.orderNumber, order.contact.email)).json<ShopOrder>();

describe('the embedded gateway and its signed webhook', () => {
  it('pays on the simulator page: the webhook marks the order paid once and mails the shopper', async () => {
    const order = await placed(t, checkoutBody());
    const charge = await t.app.inject({ method: 'GET', url: `/api/payment-sim/charges/${chargeIdOf(order)}` });
    expect(charge.json()).toMatchObject({ merchant: 'Lumbung', orderNumber: order.orderNumber, amount: order.total, method: 'qris', status: 'pending' });
    const pay = await t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(order)}/pay` });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().status).toBe('paid');
    expect((await statusOf(order)).status).toBe('paid');
    // Paying again (a double tap in the bank app) is still one payment.
    expect((await t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(order)}/pay` })).statusCode).toBe(200);
    const mails = await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.recipient, order.contact.email));
    expect(mails.map((m) => m.subject)).toEqual([`Order ${order.orderNumber} placed`, `Payment received for order ${order.orderNumber}`]);
  });

  it('refuses a notification without the right signature (401) and changes nothing', async () => {
    const order = await placed(t, checkoutBody());
    const event = paidEvent(order);
    expect((await notify(event)).statusCode).toBe(401);
    expect((await notify(event, signWebhookBody(JSON.stringify(event), 'another-secret-0123456789'))).statusCode).toBe(401);
    // Signed, then changed on the way: the signature no longer matches.
    const tampered = { ...event, amount: 1 };
    expect((await notify(tampered, signWebhookBody(JSON.stringify(event), SECRET))).statusCode).toBe(401);
    expect((await statusOf(order)).status).toBe('pending_payment');
  });

  it('applies a replayed notification once', async () => {
    const order = await placed(t, checkoutBody());
    const event = paidEvent(order);
    const signature = signWebhookBody(JSON.stringify(event), SECRET);
    const answers = await Promise.all([notify(event, signature), notify(event, signature), notify(event, signature)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    // Another event id for the same payment: the order is already paid, nothing happens.
    const other = paidEvent(order, 'evt_other');
    expect((await notify(other, signWebhookBody(JSON.stringify(other), SECRET))).json().outcome).toBe('ignored: order is paid');
    const paidMails = await t.database.db
      .select()
      .from(identityMailOutbox)
      .where(and(eq(identityMailOutbox.recipient, order.contact.email), eq(identityMailOutbox.subject, `Payment received for order ${order.orderNumber}`)));
    expect(paidMails).toHaveLength(1);
  });

  it('ignores a payment of another amount', async () => {
    const order = await placed(t, checkoutBody());
    const event = { ...paidEvent(order), amount: order.total - 1 };
    const res = await notify(event, signWebhookBody(JSON.stringify(event), SECRET));
    expect(res.json().outcome).toBe(`ignored: amount ${order.total - 1} is not the order total ${order.total}`);
    expect((await statusOf(order)).status).toBe('pending_payment');
  });

  it('finds a payment whose notification was lost when the order page polls', async () => {
    const order = await placed(t, checkoutBody());
    // The gateway took the money but its webhook never arrived (paid directly in its own table).
    const { markSimChargePaid } = await import('../../../src/storefront/checkout/payments/embedded.ts');
    await markSimChargePaid(t.database.db, chargeIdOf(order), new Date());
    expect((await statusOf(order)).status).toBe('paid');
  });
});

describe('expiry', () => {
  it('expires an unpaid order after its window and gives stock and coupon back exactly once', async () => {
    await addCoupon(t, { code: 'ONEUSE', kind: 'fixed', value: 25_000, totalUses: 1 });
    const before = await stockOf(t, '3');
    const order = await placed(t, checkoutBody({ lines: [{ productId: '3', quantity: 2 }], couponCode: 'ONEUSE' }));
    expect((await stockOf(t, '3')).stockAvailable).toBe(before.stockAvailable - 2);
    expect(await t.app.checkout.db.select({ uses: shopCoupons.usesCount }).from(shopCoupons).where(eq(shopCoupons.code, 'ONEUSE'))).toEqual([{ uses: 1 }]);

    expect(await import('../../../src/storefront/checkout/checkout-service.ts').then((m) => m.expireUnpaidOrders(t.app.checkout))).toEqual({ expired: 0, paid: 0 });
    offsetMs = 61 * 60_000;
    try {
      const { expireUnpaidOrders } = await import('../../../src/storefront/checkout/checkout-service.ts');
      const runs = await Promise.all([expireUnpaidOrders(t.app.checkout), expireUnpaidOrders(t.app.checkout)]);
      expect(runs.reduce((n, r) => n + r.expired, 0)).toBeGreaterThanOrEqual(1);
      expect((await statusOf(order)).status).toBe('expired');
      expect((await stockOf(t, '3')).stockAvailable).toBe(before.stockAvailable);
      expect(await t.database.db.select({ uses: shopCoupons.usesCount }).from(shopCoupons).where(eq(shopCoupons.code, 'ONEUSE'))).toEqual([{ uses: 0 }]);
      // The simulator refuses to take money for it now.
      const pay = await t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(order)}/pay` });
      expect(pay.statusCode).toBe(410);
      // A payment the gateway still reports is never dropped: with the stock and the coupon there, the order
      // is revived and paid (decision 036), taking both again.
      const event = { ...paidEvent(order, 'evt_late'), occurredAt: clock.now().toISOString() };
      expect((await notify(event, signWebhookBody(JSON.stringify(event), SECRET))).json().outcome).toBe('paid (late: revived)');
      expect((await statusOf(order)).status).toBe('paid');
      expect((await stockOf(t, '3')).stockAvailable).toBe(before.stockAvailable - 2);
      expect(await t.database.db.select({ uses: shopCoupons.usesCount }).from(shopCoupons).where(eq(shopCoupons.code, 'ONEUSE'))).toEqual([{ uses: 1 }]);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('expiry asks the gateway first', () => {
  it('books a payment the gateway holds whose notification never came, instead of expiring the order', async () => {
    const before = await stockOf(t, '4');
    const order = await placed(t, checkoutBody({ lines: [{ productId: '4', quantity: 1 }] }));
    // The shopper paid 45 s into the window; the webhook was lost on the way.
    const { markSimChargePaid } = await import('../../../src/storefront/checkout/payments/embedded.ts');
    expect(await markSimChargePaid(t.database.db, chargeIdOf(order), new Date(Date.now() + 45_000))).not.toBeNull();
    offsetMs = 61 * 60_000;
    try {
      const { expireUnpaidOrders } = await import('../../../src/storefront/checkout/checkout-service.ts');
      expect(await expireUnpaidOrders(t.app.checkout)).toMatchObject({ paid: 1 });
      expect((await statusOf(order)).status).toBe('paid');
      expect((await stockOf(t, '4')).stockAvailable).toBe(before.stockAvailable - 1);
    } finally {
      offsetMs = 0;
    }
  });

  it('works through a backlog in batches until none is due, in one run', async () => {
    const backlog = [];
    for (let i = 0; i < 5; i += 1) backlog.push(await placed(t, checkoutBody()));
    offsetMs = 61 * 60_000;
    try {
      const { expireUnpaidOrders } = await import('../../../src/storefront/checkout/checkout-service.ts');
      expect((await expireUnpaidOrders(t.app.checkout, { batch: 2 })).expired).toBeGreaterThanOrEqual(5);
      for (const order of backlog) expect((await statusOf(order)).status).toBe('expired');
    } finally {
      offsetMs = 0;
    }
  });
});

describe('points online', () => {
  it('a linked member redeems points at checkout, earns points when paid (business name Online), and gets them back on cancel', async () => {
    const member = await createMember(t.database.db, { points: 5_000, tier: 'Co-Pilot' });
    await t.database.db.insert(membershipOwners).values({ userId: 'auth0|member-shopper', membershipNumber: member.membershipNumber, linkedVia: 'email' });
    const headers = await shopperHeaders(t, { sub: 'auth0|member-shopper', email: member.email });
    const defaults = await t.app.inject({ method: 'GET', url: '/api/me/checkout-defaults', headers });
    expect(defaults.json().member).toEqual({ membershipNumber: member.membershipNumber, firstName: 'Tari', tierName: 'Co-Pilot', pointsBalance: 5_000 });

    const order = await placed(t, checkoutBody({ pointsToRedeem: 3_000, deliveryCode: 'pickup', pickup: true, address: null }), headers);
    // Rp 1.399.000 (PPN included) - 3.000 points; points are a means of payment: the PPN contained stays 1.399.000 x 11/111.
    expect(order).toMatchObject({ pointsRedeemed: 3_000, total: 1_396_000, ppn: 138_640, membershipNumber: member.membershipNumber });
    const balance = async () =>
      (await t.database.db.select().from(loyaltyMemberCurrencies).where(and(eq(loyaltyMemberCurrencies.memberId, member.id), eq(loyaltyMemberCurrencies.currencyName, 'Reward Points'))))[0]!.pointsBalance;
    expect(await balance()).toBe(2_000);

    await t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(order)}/pay` });
    const paid = await statusOf(order);
    // floor(1.396.000 / 1.000) = 1.396 x 1,25 (Co-Pilot) = 1.745.
    expect(paid).toMatchObject({ status: 'paid', pointsEarned: 1_745 });
    expect(await balance()).toBe(2_000 + 1_745);
    const journals = await t.database.db.select().from(loyaltyTransactionJournals).where(eq(loyaltyTransactionJournals.externalTransactionNumber, order.orderNumber));
    expect(journals.map((j) => [j.journalSubTypeName, j.attributes])).toEqual(
      expect.arrayContaining([
        ['Redeem Points', { Business_Name__c: 'Online' }],
        ['Purchase', { Business_Name__c: 'Online' }],
      ]),
    );

    // A manager cancels the paid order: the 3.000 points come back, the 1.745 earned go, once.
    const manager = { authorization: `Bearer ${await accessTokenFor(t, [MANAGER_ROLE], 'auth0|manager')}` };
    const cancel = () => t.app.inject({ method: 'POST', url: `/api/back-office/shop-orders/${order.orderNumber}/status`, headers: manager, payload: { status: 'cancelled' } });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await balance()).toBe(5_000);
  });

  it('refuses points for a shopper without a linked membership', async () => {
    const headers = await shopperHeaders(t, { sub: 'auth0|no-member', email: 'nomember@example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/api/checkout/orders', headers, payload: checkoutBody({ pointsToRedeem: 100 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ pointsToRedeem: 'Sign in with a linked membership to redeem Reward Points.' });
  });
});

describe('fulfilment (manager and admin)', () => {
  it('moves a paid order through packed, shipped (courier, tracking) and delivered, and mails the shipment', async () => {
    const order = await placed(t, checkoutBody());
    await t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(order)}/pay` });
    const admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|admin')}` };
    const move = (payload: object) => t.app.inject({ method: 'POST', url: `/api/back-office/shop-orders/${order.orderNumber}/status`, headers: admin, payload });
    expect((await move({ status: 'shipped', courier: 'JNE', trackingNumber: 'X' })).statusCode).toBe(409);
    expect((await move({ status: 'packed' })).json().status).toBe('packed');
    const shipped = await move({ status: 'shipped', courier: 'JNE', trackingNumber: 'JNE0123456789' });
    expect(shipped.json()).toMatchObject({ status: 'shipped', shipment: { courier: 'JNE', trackingNumber: 'JNE0123456789' } });
    expect((await move({ status: 'delivered' })).json().status).toBe('delivered');
    const subjects = (await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.recipient, order.contact.email))).map((m) => m.subject);
    expect(subjects).toContain(`Order ${order.orderNumber} is on its way`);
    const list = await t.app.inject({ method: 'GET', url: '/api/back-office/shop-orders?status=delivered', headers: admin });
    expect(list.json().orders.map((o: ShopOrder) => o.orderNumber)).toContain(order.orderNumber);
  });

  it('is for managers and admins: anonymous 401, a cashier 403', async () => {
    const url = '/api/back-office/shop-orders';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const cashier = { authorization: `Bearer ${await accessTokenFor(t, [CASHIER_ROLE])}` };
    const res = await t.app.inject({ method: 'GET', url, headers: cashier });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only a manager may do this.');
    expect((await t.app.inject({ method: 'POST', url: `${url}/LMB-AAAAAAAA/status`, payload: { status: 'packed' } })).statusCode).toBe(401);
  });
});
