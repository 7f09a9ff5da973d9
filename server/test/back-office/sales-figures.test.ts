import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '#domain/back-office/api/dashboard.ts';
import { CSV_BOM } from '#domain/platform/csv.ts';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { translate } from '../../src/platform/texts.ts';
import { createManagerAccount } from '../../src/seed/managers.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { chargeIdOf, checkoutBody, placed } from '../storefront/checkout/helpers.ts';

/**
 * Gross sales, returns and net sales per day and store (decision 040): a return counts on the day it is
 * booked, not netted into its sale's day nor into that day's gross; the order count has no returns. The
 * dashboard and its CSV export (Jakarta days, the reader's language). PGlite and PostgreSQL.
 */
let t: TestApp;
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
const DAY_MS = 86_400_000;
const MANAGER = { email: 'manajer.figures@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', pin: '2468' };
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await openShift(t, { storeId: 'STORE-101', openingFloat: 500_000 });
  await createManagerAccount(t.database.db, MANAGER);
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|figures-manager')}` };
});
afterAll(async () => {
  await t.close();
});

const sell = async (productCode: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: orderBody({ storeId: 'STORE-101', lines: [{ productCode, quantity: 1 }] }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders[0];
};

describe('sales figures', () => {
  it("a day with a sale and the return of the day before's sale: gross, returns and net per store on their own days", async () => {
    const today = jakartaDayOfInstant(new Date());
    const yesterday = addDaysToDay(today, -1);
    // Yesterday at Erafone Mega Kuningan: a phone, Rp 15.000.000 + PPN Rp 1.650.000.
    offsetMs = -DAY_MS;
    const phone = await sell('EF-PHN-001');
    offsetMs = 0;
    expect(phone.order.total).toBe(16_650_000);
    // Today: a charger (Rp 500.000 + PPN Rp 55.000), and yesterday's phone comes back.
    const charger = await sell('EF-ACC-001');
    expect(charger.order.total).toBe(555_000);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/pos/returns',
      headers: await cashierHeaders(t),
      payload: { returnKey: `RET-${randomBytes(6).toString('hex')}`, externalTransactionNumber: phone.externalTransactionNumber, lines: [{ lineNumber: 1, quantity: 1 }], approval: { managerEmail: MANAGER.email, pin: MANAGER.pin } },
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().return.refundTotal).toBe(16_650_000);

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard?days=7', headers: manager });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DashboardResponse>();
    const [before, last] = body.sales.slice(-2);
    expect(before!.day).toBe(yesterday);
    expect(last!.day).toBe(today);
    // Yesterday keeps its sale: the return does not reach back into it.
    expect(before!.byStore['STORE-101']).toEqual({ gross: 16_650_000, returns: 0, net: 16_650_000, orders: 1 });
    expect(before!.byChannel['erafone']).toEqual({ gross: 16_650_000, returns: 0, net: 16_650_000, orders: 1 });
    // Today: gross is today's sale (never negative), the refund is today's return, net may go below zero.
    expect(last!.byStore['STORE-101']).toEqual({ gross: 555_000, returns: 16_650_000, net: 555_000 - 16_650_000, orders: 1 });
    expect(last!.byChannel['erafone']).toEqual({ gross: 555_000, returns: 16_650_000, net: -16_095_000, orders: 1 });
    expect(last!.byStore['STORE-102']).toEqual({ gross: 0, returns: 0, net: 0, orders: 0 });
    expect(last!.byChannel['grandlucky']).toEqual({ gross: 0, returns: 0, net: 0, orders: 0 });

    // The same figures as a CSV: one row per day and store with a sale or a return, newest day first.
    const en = translate('en');
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard.csv?days=7', headers: manager });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="sales-${today}.csv"`);
    expect(csv.body.split('\r\n')).toEqual([
      `${CSV_BOM}Day (WIB),Store id,Store name,Channel,Orders,Gross sales (Rp),Returns (Rp),Net sales (Rp)`,
      `${today},STORE-101,Erafone Mega Kuningan,Erafone,1,555000,16650000,-16095000`,
      `${yesterday},STORE-101,Erafone Mega Kuningan,Erafone,1,16650000,0,16650000`,
      '',
    ]);
    expect(en('backOffice.exports.column.grossSales')).toBe('Gross sales (Rp)');
    const id = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard.csv?days=7', headers: { ...manager, cookie: 'lang=id' } });
    expect(id.body.split('\r\n')[0]).toBe(`${CSV_BOM}Hari (WIB),ID toko,Nama toko,Kanal,Pesanan,Penjualan kotor (Rp),Retur (Rp),Penjualan bersih (Rp)`);
  });

  it('an online order paid yesterday and cancelled today: gross on its day of payment, the refund as a return today', async () => {
    const figures = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard?days=7', headers: manager });
      expect(res.statusCode, res.body).toBe(200);
      const [before, last] = res.json<DashboardResponse>().sales.slice(-2);
      return { yesterday: before!.byStore['storefront']!, today: last!.byStore['storefront']! };
    };
    const start = await figures();
    offsetMs = -DAY_MS;
    // Product 1, Rp 1.399.000 with PPN included (decision 038), picked up at the store.
    const order = await placed(t, checkoutBody({ deliveryCode: 'pickup', pickup: true, address: null }));
    expect((await t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(order)}/pay` })).statusCode).toBe(200);
    offsetMs = 0;
    expect(order.total).toBe(1_399_000);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/back-office/shop-orders/${order.orderNumber}/status`, headers: manager, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const end = await figures();
    expect(end.yesterday.gross - start.yesterday.gross).toBe(1_399_000);
    expect(end.yesterday.orders - start.yesterday.orders).toBe(1);
    expect(end.yesterday.returns - start.yesterday.returns).toBe(0);
    expect(end.today.returns - start.today.returns).toBe(1_399_000);
    expect(end.today.gross - start.today.gross).toBe(0);
  });

  it('the export: anonymous 401, a cashier 403, a bad days 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard.csv' })).statusCode).toBe(401);
    const cashier = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard.csv', headers: await cashierHeaders(t) });
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json().error.message).toBe('Only a manager may do this.');
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard.csv?days=91', headers: manager });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ days: 'days is a whole number of days from 1 to 90.' });
  });
});
