import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '#domain/pos/api/sales.ts';
import { createMember, databaseSnapshot } from '../helpers/loyalty-factories.ts';
import { orderBody, type OrderOptions } from '../helpers/pos-orders.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The till's limits (domain/pos/till-limits.ts): the owner sets the largest quantity of one line and the
 * largest sale in the shop settings; past them POST /api/pos/orders refuses the sale with the limit
 * named and writes nothing, an offline sale (decision 030) is booked with a conflict, and no sale
 * credits more Reward Points than the programme's rate gives for what was paid.
 */
let t: TestApp;
let admin: { authorization: string };
let manager: { authorization: string };
let shiftId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|till-limits-admin')}` };
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|till-limits-manager')}` };
  const [shift] = await openShifts(t, ['STORE-001']);
  shiftId = shift!.id;
});
afterAll(async () => {
  await t.close();
});

const EMPTY_SHOP = { name: '', address: '', npwp: '', phone: '', email: '' };
const SETTINGS = '/api/admin/settings/shop';
const put = (payload: object, headers: Record<string, string> = admin) => t.app.inject({ method: 'PUT', url: `${SETTINGS}?lang=id`, headers, payload });
const sell = async (options: OrderOptions, body: PlaceOrderRequest = orderBody(options)) =>
  t.app.inject({ method: 'POST', url: '/api/pos/orders?lang=id', headers: await cashierHeaders(t), payload: body });
const milk = (quantity: number) => ({ productCode: 'GL-MLK-006', quantity }); // Milk Bundle, Rp 67.000 + PPN 7.370

describe('till limits in the shop settings', () => {
  it('start at 999 per line and Rp 100.000.000 per sale; only an admin changes them', async () => {
    expect((await t.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: SETTINGS, payload: { ...EMPTY_SHOP, tillMaxLineQuantity: 5 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: SETTINGS, headers: manager })).json().till).toEqual({ tillMaxLineQuantity: 999, tillMaxSaleRupiah: 100_000_000 });
    expect((await put({ ...EMPTY_SHOP, tillMaxLineQuantity: 5 }, manager)).statusCode).toBe(403);

    const bad = await put({ ...EMPTY_SHOP, tillMaxLineQuantity: 1000, tillMaxSaleRupiah: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Jumlah maksimal per baris: bilangan bulat 1 sampai 999');
    expect(bad.body).toContain('Total penjualan maksimal: rupiah bulat 1 sampai 1.000.000.000.000');
    expect((await t.app.inject({ method: 'GET', url: SETTINGS, headers: admin })).json().till).toEqual({ tillMaxLineQuantity: 999, tillMaxSaleRupiah: 100_000_000 });
  });
});

describe('POST /api/pos/orders past the till limits', () => {
  it('refuses a sale above Rp 100.000.000 by default, writing nothing', async () => {
    const before = await databaseSnapshot(t.database.db);
    const res = await sell({ lines: [milk(999), { productCode: 'GL-FRU-002', quantity: 999 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Total penjualan Rp\s124\.195\.680 melebihi batas Rp\s100\.000\.000 per transaksi\. Minta manajer menaikkan batas di back office\.$/);
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('follows the largest quantity per line an admin sets, naming the product', async () => {
    expect((await put({ ...EMPTY_SHOP, tillMaxLineQuantity: 10 })).statusCode).toBe(200);
    const entries = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=settings&entityId=shop', headers: admin })).json().entries as { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
    expect(entries.find((entry) => entry.after['tillMaxLineQuantity'] === 10)).toMatchObject({ action: 'settings.shop', before: { tillMaxLineQuantity: 999 } });
    // The till reads them with its offline policy, to say so before it sends or queues a sale.
    const policy = await t.app.inject({ method: 'GET', url: '/api/pos/offline-policy?store=STORE-001', headers: await cashierHeaders(t) });
    expect(policy.json()).toMatchObject({ tillMaxLineQuantity: 10, tillMaxSaleRupiah: 100_000_000 });
    const before = await databaseSnapshot(t.database.db);
    const res = await sell({ lines: [milk(11)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Jumlah Milk Bundle (11) melebihi batas 10 per baris. Kurangi jumlahnya, atau minta manajer menaikkan batas di back office.');
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
    expect((await sell({ lines: [milk(10)] })).statusCode).toBe(201);
    expect((await put({ ...EMPTY_SHOP, tillMaxLineQuantity: 999 })).statusCode).toBe(200);
  });

  it('credits exactly the Pilot rate at the largest sale, and refuses a sale above it', async () => {
    // 10 Milk Bundles: 670.000 + PPN 73.700 = Rp 743.700, the limit.
    expect((await put({ ...EMPTY_SHOP, tillMaxSaleRupiah: 743_700 })).statusCode).toBe(200);
    const member = await createMember(t.database.db, { tier: 'Pilot', points: 0 });

    const before = await databaseSnapshot(t.database.db);
    const above = await sell({ membershipNumber: member.membershipNumber, lines: [milk(10), { productCode: 'GL-MLK-001', quantity: 1 }] });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.message).toMatch(/melebihi batas Rp\s743\.700 per transaksi\./);
    expect(await databaseSnapshot(t.database.db)).toEqual(before);

    const at = await sell({ membershipNumber: member.membershipNumber, lines: [milk(10)] });
    expect(at.statusCode, at.body).toBe(201);
    const [result] = at.json().orders;
    expect(result.order.total).toBe(743_700);
    // floor(743.700 / 1.000) x 1,5 (Pilot, the top multiplier) = 1.114,5, rounded down.
    expect(result.loyalty).toMatchObject({ pointsEarned: 1_114, newPointsBalance: 1_114 });
  });

  it('books an offline sale past the limits all the same, with a conflict the back office sees', async () => {
    expect((await put({ ...EMPTY_SHOP, tillMaxSaleRupiah: 100_000, offlineMaxSaleRupiah: 5_000_000 })).statusCode).toBe(200);
    const body = orderBody({ paymentMethod: 'Cash', lines: [{ ...milk(2), price: 67_000 }] });
    body.orders[0]!.order.offline = { deviceId: 'LIMIT-1', receiptNumber: 'TLIMIT-1-1', soldAt: new Date(Date.now() - 60_000).toISOString(), shiftId };
    const res = await sell({}, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orders[0].conflicts).toEqual([{ kind: 'overTillLimit', detail: 'TLIMIT-1-1' }]);
    const report = (await t.app.inject({ method: 'GET', url: '/api/admin/pos-sync-conflicts', headers: admin })).json();
    expect(JSON.stringify(report)).toContain('overTillLimit');
  });
});
