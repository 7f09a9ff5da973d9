import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '#domain/pos/api/sales.ts';
import { CSV_BOM, csvJakartaTime } from '#domain/platform/csv.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { adminManagerStores, posProducts } from '../../src/platform/db/schema/index.ts';
import { orderBody, type OrderOptions } from '../helpers/pos-orders.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 030 in the back office: the owner's offline limits among the shop settings (admin edits,
 * audited), orders that show they were sold offline and when they synced, and the sync report.
 */
let t: TestApp;
let admin: { authorization: string };
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|offline-admin')}` };
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|offline-manager')}` };
});
afterAll(async () => {
  await t.close();
});

const EMPTY_SHOP = { name: '', address: '', npwp: '', phone: '', email: '' };
const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
const put = (payload: object, headers = admin) => t.app.inject({ method: 'PUT', url: '/api/admin/settings/shop', headers, payload });

let receiptSeries = 0;
async function sellOffline(shiftId: string, options: OrderOptions & { deviceId: string }) {
  const body: PlaceOrderRequest = orderBody({ paymentMethod: 'Cash', lines: [{ productCode: 'GL-MLK-001', quantity: 1, price: 21_000 }], ...options });
  receiptSeries += 1;
  const entry = body.orders[0];
  if (!entry) throw new Error('one order');
  entry.order.offline = { deviceId: options.deviceId, receiptNumber: `T${options.deviceId}-${receiptSeries}`, soldAt: '2026-11-26T02:00:00.000Z', shiftId };
  const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders[0];
}

describe('offline limits in the shop settings', () => {
  it('start at 24 hours and Rp 5.000.000; an admin changes them, audited; a manager cannot', async () => {
    expect((await get('/api/admin/settings/shop', manager)).json().offline).toEqual({ offlineMaxHours: 24, offlineMaxSaleRupiah: 5_000_000 });
    expect((await put({ ...EMPTY_SHOP, offlineMaxHours: 8 }, manager)).statusCode).toBe(403);

    const bad = await put({ ...EMPTY_SHOP, offlineMaxHours: 0, offlineMaxSaleRupiah: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Longest time offline: a whole number of hours from 1 to 720');
    expect(bad.body).toContain('Largest offline sale: whole rupiah above 0');

    const res = await put({ ...EMPTY_SHOP, offlineMaxHours: 8, offlineMaxSaleRupiah: 2_500_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().offline).toEqual({ offlineMaxHours: 8, offlineMaxSaleRupiah: 2_500_000 });
    // A form that leaves them out changes only what it sends.
    expect((await put({ ...EMPTY_SHOP, name: 'PT Toko Maju Jaya' })).json().offline).toEqual({ offlineMaxHours: 8, offlineMaxSaleRupiah: 2_500_000 });
    expect((await get('/api/pos/offline-policy?store=STORE-001', await cashierHeaders(t))).json()).toMatchObject({ offlineMaxHours: 8, offlineMaxSaleRupiah: 2_500_000 });

    const entries = (await get('/api/admin/audit?entity=settings&entityId=shop', admin)).json().entries as { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
    const limits = entries.find((entry) => 'offlineMaxHours' in entry.after);
    expect(limits).toMatchObject({ action: 'settings.shop', before: { offlineMaxHours: 24, offlineMaxSaleRupiah: 5_000_000 }, after: { offlineMaxHours: 8, offlineMaxSaleRupiah: 2_500_000 } });
  });
});

describe('orders sold offline, and the sync report', () => {
  it('the list and the detail show a sale was sold offline and when it synced, with what had changed', async () => {
    const shift = await openShift(t, { storeId: 'STORE-001' });
    await t.database.db.update(posProducts).set({ status: 'inactive' }).where(eq(posProducts.productCode, 'GL-MLK-001'));
    const placed = await sellOffline(shift.id, { deviceId: 'KEMANG-1' });
    await t.database.db.update(posProducts).set({ status: 'active' }).where(eq(posProducts.productCode, 'GL-MLK-001'));

    const list = (await get(`/api/admin/orders?q=${placed.externalTransactionNumber}`, manager)).json();
    expect(list.orders[0]).toMatchObject({
      transactionNumber: placed.externalTransactionNumber,
      createdAt: '2026-11-26T02:00:00.000Z',
      offline: { deviceId: 'KEMANG-1', receiptNumber: placed.order.offline.receiptNumber, syncedAt: placed.order.offline.syncedAt },
    });
    // The number on the offline paper receipt finds it too.
    const byReceipt = (await get(`/api/admin/orders?q=${placed.order.offline.receiptNumber}`, manager)).json();
    expect(byReceipt.orders.map((order: { transactionNumber: string }) => order.transactionNumber)).toEqual([placed.externalTransactionNumber]);
    const detail = (await get(`/api/admin/orders/pos/${placed.externalTransactionNumber}`, manager)).json();
    expect(detail.offline).toEqual({
      deviceId: 'KEMANG-1',
      receiptNumber: placed.order.offline.receiptNumber,
      soldAt: '2026-11-26T02:00:00.000Z',
      syncedAt: placed.order.offline.syncedAt,
      override: null,
      conflicts: [{ kind: 'productInactive', detail: 'GL-MLK-001' }],
    });
  });

  it('lists conflicts per store and device, for managers, in their stores only', async () => {
    const url = '/api/admin/pos-sync-conflicts';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await cashierHeaders(t))).statusCode).toBe(403);

    const shift = await openShift(t, { storeId: 'STORE-002' });
    await t.database.db.update(posProducts).set({ status: 'inactive' }).where(eq(posProducts.productCode, 'GL-MLK-001'));
    const senayan = await sellOffline(shift.id, { storeId: 'STORE-002', deviceId: 'SENAYAN-1' });
    await sellOffline(shift.id, { storeId: 'STORE-002', deviceId: 'SENAYAN-2' });
    await t.database.db.update(posProducts).set({ status: 'active' }).where(eq(posProducts.productCode, 'GL-MLK-001'));

    const all = (await get(url, manager)).json();
    expect(all.devices).toEqual([
      { storeId: 'STORE-001', storeName: expect.any(String), deviceId: 'KEMANG-1', conflicts: 1 },
      { storeId: 'STORE-002', storeName: 'Grand Lucky Senayan City', deviceId: 'SENAYAN-1', conflicts: 1 },
      { storeId: 'STORE-002', storeName: 'Grand Lucky Senayan City', deviceId: 'SENAYAN-2', conflicts: 1 },
    ]);
    expect(all.conflicts).toHaveLength(3);

    const one = (await get(`${url}?deviceId=SENAYAN-1`, manager)).json();
    expect(one.conflicts).toEqual([
      {
        id: expect.any(String),
        storeId: 'STORE-002',
        storeName: 'Grand Lucky Senayan City',
        deviceId: 'SENAYAN-1',
        kind: 'productInactive',
        detail: 'GL-MLK-001',
        orderName: senayan.order.name,
        transactionNumber: senayan.externalTransactionNumber,
        receiptNumber: senayan.order.offline.receiptNumber,
        soldAt: '2026-11-26T02:00:00.000Z',
        syncedAt: senayan.order.offline.syncedAt,
      },
    ]);

    const sub = 'auth0|offline-senayan-manager';
    await t.database.db.insert(adminManagerStores).values({ userId: sub, storeId: 'STORE-002' });
    const senayanManager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], sub)}` };
    const scoped = (await get(url, senayanManager)).json();
    expect(scoped.devices.map((d: { deviceId: string }) => d.deviceId)).toEqual(['SENAYAN-1', 'SENAYAN-2']);
    expect((await get(`${url}?storeId=STORE-001`, senayanManager)).json()).toEqual({ devices: [], conflicts: [] });

    // Its CSV: the same rows, worded in the reader's language, times in WIB, in the manager's stores.
    const csv = await get(`${url}.csv?deviceId=SENAYAN-1`, { ...manager, cookie: 'lang=id' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="sync-report-${jakartaDayOfInstant(new Date())}.csv"`);
    expect(csv.body.split('\r\n')).toEqual([
      `${CSV_BOM}Tersinkron (WIB),Toko,Nama toko,Perangkat,No. struk offline,Dijual (WIB),Pesanan,Nomor transaksi,Perubahan saat sinkron`,
      [
        csvJakartaTime(senayan.order.offline.syncedAt),
        'STORE-002',
        'Grand Lucky Senayan City',
        'SENAYAN-1',
        senayan.order.offline.receiptNumber,
        '2026-11-26 09:00:00',
        senayan.order.name,
        senayan.externalTransactionNumber,
        'Produk GL-MLK-001 sudah nonaktif saat sinkron; tetap dijual dengan harganya.',
      ].join(','),
      '',
    ]);
    const scopedCsv = (await get(`${url}.csv`, senayanManager)).body;
    expect(scopedCsv).toContain('SENAYAN-2');
    expect(scopedCsv).not.toContain('KEMANG-1');
  });
});
