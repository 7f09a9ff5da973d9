import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '#domain/back-office/api/dashboard.ts';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { createManagerAccount } from '../../src/seed/managers.ts';
import { expirePoints } from '../../src/loyalty/ledger/expiry.ts';
import { chargeIdOf, checkoutBody, placed } from '../storefront/checkout/helpers.ts';
import { createMember, issueVoucher } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The dashboard's figures (decisions 022, 040) are the database's, by Jakarta day, with exact rupiah; only
 * managers and admins may read them; `days` is 1..90.
 */
let t: TestApp;
const MANAGER = { email: 'manajer.dashboard@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', pin: '2468' };
beforeAll(async () => {
  t = await createTestApp();
  await openShift(t, { storeId: 'STORE-001', openingFloat: 500_000 });
  await openShift(t, { storeId: 'STORE-101', openingFloat: 500_000 });
  await createManagerAccount(t.database.db, MANAGER);
});
afterAll(async () => {
  await t.close();
});

const bearer = async (roles: string[], sub: string) => ({ authorization: `Bearer ${await accessTokenFor(t, roles, sub)}` });
const dashboard = async (query = '', headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers: headers ?? (await bearer(['manager'], 'auth0|manager-dash')) });
const sell = async (options: Parameters<typeof orderBody>[0]) => {
  const headers = await cashierHeaders(t);
  const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers, payload: await withMemberConfirmation(t, orderBody(options), headers) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders[0];
};

describe('who may read the dashboard', () => {
  it('anonymous 401, shopper and cashier 403, manager and admin 200', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } });
    const shopper = await dashboard('', await shopperHeaders(t, { sub: 'auth0|shopper-dash', email: 'shopper@example.test' }));
    expect(shopper.statusCode).toBe(403);
    const cashier = await dashboard('', await bearer(['cashier'], 'auth0|cashier-dash'));
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json().error.message).toBe('Only a manager may do this.');
    expect((await dashboard()).statusCode).toBe(200);
    expect((await dashboard('', await bearer(['admin'], 'auth0|admin-dash'))).statusCode).toBe(200);
  });

  it.each(['0', '91', '2.5', 'thirty', '-1'])('days=%s: 400 with a message naming the range', async (days) => {
    const res = await dashboard(`?days=${days}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ days: 'days is a whole number of days from 1 to 90.' });
  });
});

describe('the figures', () => {
  it('an empty shop: every day of the range is there with zeros, today last', async () => {
    const res = await dashboard('?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DashboardResponse>();
    const today = jakartaDayOfInstant(new Date());
    expect(body.today).toBe(today);
    expect(body.days).toBe(7);
    expect(body.channels).toEqual([
      { key: 'storefront', label: 'Storefront' },
      { key: 'grandlucky', label: 'Grand Lucky' },
      { key: 'erafone', label: 'Erafone' },
    ]);
    expect(body.sales).toHaveLength(7);
    const none = { gross: 0, returns: 0, net: 0, orders: 0 };
    expect(body.stores).toHaveLength(1 + 14);
    expect(body.stores.slice(0, 2)).toEqual([
      { key: 'storefront', label: 'Storefront', channel: 'storefront' },
      { key: 'STORE-001', label: 'Grand Lucky Kemang', channel: 'grandlucky' },
    ]);
    expect(body.stores.at(-1)).toEqual({ key: 'STORE-102', label: 'Erafone Grand Indonesia', channel: 'erafone' });
    const last = body.sales.at(-1)!;
    expect(last.day).toBe(today);
    expect(last.byChannel).toEqual({ storefront: none, grandlucky: none, erafone: none });
    expect(Object.values(last.byStore)).toHaveLength(1 + 14);
    expect(Object.values(last.byStore).every((f) => f.gross === 0 && f.returns === 0 && f.net === 0 && f.orders === 0)).toBe(true);
    expect(body.from).toBe(body.sales[0]!.day);
    expect(body.points.every((d) => d.issued === 0 && d.redeemed === 0 && d.expired === 0)).toBe(true);
    expect(body.vouchers).toHaveLength(7);
    expect(body.membersByTier).toEqual([
      { tier: 'Crew', members: 0 },
      { tier: 'Co-Pilot', members: 0 },
      { tier: 'Pilot', members: 0 },
    ]);
    expect(body.topProductsByQuantity).toEqual([]);
    expect((await dashboard()).json<DashboardResponse>().sales).toHaveLength(30);
  });

  it('a POS sale, a return, a paid shop order, points, vouchers and tiers land in today with exact figures', async () => {
    const crew = await createMember(t.database.db, { tier: 'Crew', points: 5_000 });
    await createMember(t.database.db, { tier: 'Crew' });
    await createMember(t.database.db, { tier: 'Co-Pilot' });
    const pilot = await createMember(t.database.db, { tier: 'Pilot', buckets: [{ points: 300, expirationDate: addDaysToDay(jakartaDayOfInstant(new Date()), -1) }] });
    await issueVoucher(t.database.db, crew, { definition: 'VCH10K' });

    // Two Milk Bundles at Grand Lucky: 2 × 67.000 + PPN 11% = 148.740, with 1.000 points off: 147.740.
    const sale = await sell({ storeId: 'STORE-001', membershipNumber: crew.membershipNumber, points: 1_000, lines: [{ productCode: 'GL-MLK-006', quantity: 2 }] });
    expect(sale.order.total).toBe(147_740);
    // One phone at Erafone: 15.000.000 + 1.650.000 PPN.
    const phone = await sell({ storeId: 'STORE-101', lines: [{ productCode: 'EF-PHN-001', quantity: 1 }] });
    // One Milk Bundle of the first sale comes back: refunded 73.870.
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/pos/returns',
      headers: await cashierHeaders(t),
      payload: { returnKey: `RET-${randomBytes(6).toString('hex')}`, externalTransactionNumber: sale.externalTransactionNumber, lines: [{ lineNumber: 1, quantity: 1 }], approval: { managerEmail: MANAGER.email, pin: MANAGER.pin } },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const refunded: number = refund.json().return.refundTotal;

    // A storefront order paid on the gateway's page (Rp 1.399.000 PPN included + JNE REG 18.000), and
    // one left unpaid (not a sale).
    const shopOrder = await placed(t, checkoutBody());
    expect(shopOrder.total).toBe(1_417_000);
    expect((await t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(shopOrder)}/pay` })).statusCode).toBe(200);
    await placed(t, checkoutBody({ lines: [{ productId: '2', quantity: 3 }] }));

    // A manager grants 250 points; the expiry job takes the Pilot's 300 lapsed points.
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${pilot.membershipNumber}/points-adjustments`,
      headers: await bearer(['manager'], 'auth0|manager-dash'),
      payload: { points: 250, reason: 'goodwill', note: '', adjustmentId: crypto.randomUUID() },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(await expirePoints(t.app.loyaltyEngine)).toMatchObject({ pointsExpired: 300 });

    const body = (await dashboard()).json<DashboardResponse>();
    const today = body.sales.at(-1)!;
    expect(today.day).toBe(jakartaDayOfInstant(new Date()));
    expect(phone.order.total).toBe(16_650_000);
    expect(refunded).toBe(73_870);
    // Decision 040: gross sales, the day's returns and net, each on its own day; the order count has no returns.
    expect(today.byChannel).toEqual({
      storefront: { gross: 1_417_000, returns: 0, net: 1_417_000, orders: 1 },
      grandlucky: { gross: 147_740, returns: 73_870, net: 147_740 - 73_870, orders: 1 },
      erafone: { gross: 16_650_000, returns: 0, net: 16_650_000, orders: 1 },
    });
    expect(today.byStore['STORE-001']).toEqual({ gross: 147_740, returns: 73_870, net: 73_870, orders: 1 });
    expect(today.byStore['STORE-101']).toEqual({ gross: 16_650_000, returns: 0, net: 16_650_000, orders: 1 });
    expect(body.sales.slice(0, -1).every((d) => Object.values(d.byChannel).every((f) => f.gross === 0 && f.returns === 0))).toBe(true);

    // Points today: 147 earned on the sale (Crew: 1 a Rp 1.000 of 147.740) and 250 granted; 1.000
    // redeemed; 300 expired. The return's reversal of earned points is none of the three. The
    // factory's opening balances (5.000 + 300) are Accrual journals of yesterday.
    expect(body.points.at(-1)).toEqual({ day: today.day, issued: 147 + 250, redeemed: 1_000, expired: 300 });
    expect(body.points.at(-2)).toEqual({ day: addDaysToDay(today.day, -1), issued: 5_300, redeemed: 0, expired: 0 });
    expect(body.vouchers.at(-1)).toEqual({ day: today.day, issued: 1, used: 0 });
    expect(body.membersByTier).toEqual([
      { tier: 'Crew', members: 2 },
      { tier: 'Co-Pilot', members: 1 },
      { tier: 'Pilot', members: 1 },
    ]);
    expect(body.topProductsByRevenue[0]).toEqual({ channel: 'erafone', productId: 'EF-PHN-001', name: 'Galaxy S24 5G 256 GB', quantity: 1, revenue: 16_650_000 });
    expect(body.topProductsByQuantity[0]).toMatchObject({ channel: 'grandlucky', productId: 'GL-MLK-006', quantity: 2, revenue: 148_740 });
  });
});
