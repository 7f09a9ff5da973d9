import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '#domain/back-office/api/dashboard.ts';
import type { OrderListResponse } from '#domain/back-office/api/orders.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { createManagerAccount } from '../../src/seed/managers.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translate } from '../../src/platform/texts.ts';

const en = translate('en');

/**
 * Managers' stores (decision 017): an admin assigns stores to a manager (audited); such a manager sees the POS orders
 * (list, detail, CSV) and dashboard figures of their stores only, and their PIN approves returns only
 * there. A manager without stores (head office) and an admin see every store. PGlite and PostgreSQL.
 */
let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
let scoped: Record<string, string>;
let headOffice: Record<string, string>;
let scopedUserId: string;
let saleHere: { externalTransactionNumber: string; order: { name: string } };
let saleThere: { externalTransactionNumber: string; order: { name: string } };
const SCOPED = { email: 'manajer.kemang@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', pin: '2468' };
const HEAD_OFFICE = { email: 'manajer.pusat@lumbung.test', password: 'Manajer#2024', name: 'Budi Santoso', pin: '1357' };

beforeAll(async () => {
  t = await createTestApp();
  await openShift(t, { storeId: 'STORE-001', openingFloat: 500_000 });
  await openShift(t, { storeId: 'STORE-002', openingFloat: 500_000 });
  scopedUserId = (await createManagerAccount(t.database.db, SCOPED)).userId;
  const headOfficeUserId = (await createManagerAccount(t.database.db, HEAD_OFFICE)).userId;
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|stores-admin')}` };
  scoped = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], scopedUserId)}` };
  headOffice = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], headOfficeUserId)}` };
  cashier = await cashierHeaders(t);
  const sell = async (options: Parameters<typeof orderBody>[0]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: cashier, payload: orderBody(options) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orders[0];
  };
  // Grand Lucky Kemang: 79.920 in cash. Grand Lucky Senayan City: 3 × 21.000 + 6.930 PPN = 69.930 by QRIS.
  saleHere = await sell({ storeId: 'STORE-001', lines: [{ productCode: 'GL-SEA-002', quantity: 1 }], tenders: [{ kind: 'Cash', amount: 79_920, tendered: 100_000 }] });
  saleThere = await sell({ storeId: 'STORE-002', lines: [{ productCode: 'GL-MLK-001', quantity: 3 }], paymentMethod: 'QRIS' });
});
afterAll(async () => {
  await t.close();
});

const storesUrl = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/stores`;
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const posKeys = (body: OrderListResponse) => body.orders.filter((o) => o.channel === 'pos').map((o) => o.transactionNumber);
const returnAt = (externalTransactionNumber: string, approval: { managerEmail: string; pin: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pos/returns',
    headers: cashier,
    payload: { returnKey: `RET-${randomBytes(6).toString('hex')}`, externalTransactionNumber, lines: [{ lineNumber: 1, quantity: 1 }], approval },
  });

describe('assigning stores', () => {
  it('a manager may not assign stores: 403', async () => {
    const res = await t.app.inject({ method: 'PUT', url: storesUrl(scopedUserId), headers: scoped, payload: { storeIds: [] } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only an administrator may do this.');
  });

  it('an unknown store: 400 with the message, nothing written', async () => {
    const res = await t.app.inject({ method: 'PUT', url: storesUrl(scopedUserId), headers: admin, payload: { storeIds: ['STORE-001', 'STORE-999'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(en('backOffice.errors.users.unknownStores', { ids: "'STORE-999'" }));
    expect(res.json().error.fields).toEqual({ storeIds: en('backOffice.errors.users.unknownStores', { ids: "'STORE-999'" }) });
    const listed = (await get(`/api/admin/users?q=${SCOPED.email}`, admin)).json();
    expect(listed.users[0].storeIds).toEqual([]);
    const duplicate = await t.app.inject({ method: 'PUT', url: storesUrl(scopedUserId), headers: admin, payload: { storeIds: ['STORE-001', 'STORE-001'] } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fields).toEqual({ storeIds: 'Each store once.' });
  });

  it('an unknown account: 404', async () => {
    const res = await t.app.inject({ method: 'PUT', url: storesUrl('auth0|nobody'), headers: admin, payload: { storeIds: ['STORE-001'] } });
    expect(res.statusCode).toBe(404);
  });

  it('an admin assigns stores: the users list shows them, the audit log has before and after', async () => {
    const wide = await t.app.inject({ method: 'PUT', url: storesUrl(scopedUserId), headers: admin, payload: { storeIds: ['STORE-002', 'STORE-001'] } });
    expect(wide.statusCode, wide.body).toBe(200);
    expect(wide.json()).toMatchObject({ email: SCOPED.email, roles: ['manager'], storeIds: ['STORE-001', 'STORE-002'] });
    const narrow = await t.app.inject({ method: 'PUT', url: storesUrl(scopedUserId), headers: admin, payload: { storeIds: ['STORE-001'] } });
    expect(narrow.json().storeIds).toEqual(['STORE-001']);
    // The same stores again change nothing and log nothing.
    await t.app.inject({ method: 'PUT', url: storesUrl(scopedUserId), headers: admin, payload: { storeIds: ['STORE-001'] } });

    const listed = (await get(`/api/admin/users?q=manajer`, admin)).json();
    expect(listed.users.map((u: { email: string; storeIds: string[] }) => [u.email, u.storeIds])).toEqual([
      [SCOPED.email, ['STORE-001']],
      [HEAD_OFFICE.email, []],
    ]);
    expect(listed.stores).toHaveLength(14);
    expect(listed.stores[0]).toEqual({ storeId: 'STORE-101', name: 'Erafone Mega Kuningan', brand: 'erafone' });

    const audit = (await get('/api/admin/audit?entity=user&user=auth0%7Cstores-admin', admin)).json();
    expect(audit.entries.map((e: { action: string; entityId: string; before: unknown; after: unknown }) => [e.action, e.entityId, e.before, e.after])).toEqual([
      ['user.stores', scopedUserId, { email: SCOPED.email, storeIds: ['STORE-001', 'STORE-002'] }, { email: SCOPED.email, storeIds: ['STORE-001'] }],
      ['user.stores', scopedUserId, { email: SCOPED.email, storeIds: [] }, { email: SCOPED.email, storeIds: ['STORE-001', 'STORE-002'] }],
    ]);
  });
});

describe('what a manager of STORE-001 sees', () => {
  it("the orders list holds STORE-001's POS orders, not STORE-002's; the head office and an admin see both", async () => {
    const mine = (await get('/api/admin/orders?channel=pos', scoped)).json<OrderListResponse>();
    expect(posKeys(mine)).toEqual([saleHere.externalTransactionNumber]);
    expect(mine.stores.map((s) => s.storeId)).toEqual(['STORE-001']);
    const other = (await get('/api/admin/orders?channel=store:STORE-002', scoped)).json<OrderListResponse>();
    expect(other.orders).toEqual([]);
    for (const headers of [headOffice, admin]) {
      const all = (await get('/api/admin/orders?channel=pos', headers)).json<OrderListResponse>();
      expect(posKeys(all)).toEqual([saleThere.externalTransactionNumber, saleHere.externalTransactionNumber]);
    }
  });

  it("the detail of a STORE-002 order answers 404, as if it did not exist; STORE-001's answers 200", async () => {
    const there = await get(`/api/admin/orders/pos/${saleThere.externalTransactionNumber}`, scoped);
    expect(there.statusCode).toBe(404);
    expect(there.json().error.message).toBe(en('backOffice.errors.orders.posNotFound', { number: saleThere.externalTransactionNumber }));
    expect((await get(`/api/admin/orders/pos/${saleHere.externalTransactionNumber}`, scoped)).statusCode).toBe(200);
    expect((await get(`/api/admin/orders/pos/${saleThere.externalTransactionNumber}`, headOffice)).statusCode).toBe(200);
  });

  it("the CSV export of the orders has STORE-001's sale only", async () => {
    const csv = await get('/api/admin/orders.csv?channel=pos', scoped);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(saleHere.externalTransactionNumber);
    expect(csv.body).not.toContain(saleThere.externalTransactionNumber);
    expect((await get('/api/admin/orders.csv?channel=pos', admin)).body).toContain(saleThere.externalTransactionNumber);
  });

  it("the dashboard's POS sales are STORE-001's only (79.920); the head office sees 79.920 + 69.930", async () => {
    const today = jakartaDayOfInstant(new Date());
    const dashboard = async (headers: Record<string, string>) => {
      const res = await get('/api/admin/dashboard?days=1', headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<DashboardResponse>();
    };
    const mine = await dashboard(scoped);
    expect(mine.channels.map((c) => c.key)).toEqual(['storefront', 'grandlucky']);
    const none = { gross: 0, returns: 0, net: 0, orders: 0 };
    const sold = (gross: number, orders: number) => ({ gross, returns: 0, net: gross, orders });
    expect(mine.sales.map((d) => [d.day, d.byChannel])).toEqual([[today, { storefront: none, grandlucky: sold(79_920, 1) }]]);
    // Their store's figures only: no other store is in the answer.
    expect(mine.stores.map((s) => s.key)).toEqual(['storefront', 'STORE-001']);
    expect(mine.sales[0]!.byStore).toEqual({ storefront: none, 'STORE-001': sold(79_920, 1) });
    expect(mine.topProductsByQuantity.map((p) => p.productId)).toEqual(['GL-SEA-002']);
    const all = await dashboard(headOffice);
    expect(all.sales.map((d) => [d.day, d.byChannel])).toEqual([[today, { storefront: none, grandlucky: sold(79_920 + 69_930, 2), erafone: none }]]);
  });
});

describe('return approval at the till', () => {
  it("the till offers, for a store's sale, only the managers whose approval counts there", async () => {
    const names = async (query: string) => {
      const res = await get(`/api/pos/managers${query}`, cashier);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().managers.map((m: { name: string }) => m.name);
    };
    expect(await names('?storeId=STORE-001')).toEqual(['Budi Santoso', 'Sari Wulandari']);
    expect(await names('?storeId=STORE-002')).toEqual(['Budi Santoso']);
    expect(await names('')).toEqual(['Budi Santoso', 'Sari Wulandari']);
    const bad = await get(`/api/pos/managers?storeId=${'S'.repeat(33)}`, cashier);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('storeId is at most 32 characters');
  });

  it("a STORE-001 manager's PIN does not approve a return at STORE-002: 403 with the message, nothing booked", async () => {
    const refused = await returnAt(saleThere.externalTransactionNumber, { managerEmail: SCOPED.email, pin: SCOPED.pin });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Sari Wulandari is not a manager of Grand Lucky Senayan City: ask a manager of this store to approve the return.');
    const detail = await get(`/api/admin/orders/pos/${saleThere.externalTransactionNumber}`, admin);
    expect(detail.json().returns).toEqual([]);
  });

  it('the same PIN approves at STORE-001, and the head-office manager approves at STORE-002', async () => {
    const here = await returnAt(saleHere.externalTransactionNumber, { managerEmail: SCOPED.email, pin: SCOPED.pin });
    expect(here.statusCode, here.body).toBe(201);
    expect(here.json().return.approvedBy).toBe('Sari Wulandari');
    const there = await returnAt(saleThere.externalTransactionNumber, { managerEmail: HEAD_OFFICE.email, pin: HEAD_OFFICE.pin });
    expect(there.statusCode, there.body).toBe(201);
    expect(there.json().return.approvedBy).toBe('Budi Santoso');
  });
});
