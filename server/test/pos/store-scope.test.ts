import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminManagerStores } from '../../src/platform/db/schema/index.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { closeShift, openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The till applies the back office's store scope (decision 017 "Managers' stores"): a manager of
 * Grand Lucky Kemang (STORE-001) sells, closes shifts, reads Z-reports, receipts and sales and books
 * returns there, and is refused every one of them at Grand Lucky Senayan (STORE-002).
 */
let t: TestApp;
let kemangManager: Record<string, string>;
let senayan: { shiftId: string; transactionNumber: string; zNumber: number };

beforeAll(async () => {
  t = await createTestApp();
  const sub = 'auth0|store-scope-kemang-manager';
  await t.database.db.insert(adminManagerStores).values({ userId: sub, storeId: 'STORE-001' });
  kemangManager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], sub)}` };
  // Senayan's day, rung up by the demo cashier, who works at every store: a sale, a closed shift, an open one.
  const closed = await openShift(t, { storeId: 'STORE-002' });
  const sale = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: orderBody({ storeId: 'STORE-002', paymentMethod: 'Cash' }) });
  expect(sale.statusCode, sale.body).toBe(201);
  const report = await closeShift(t, closed.id, 500_000);
  const open = await openShift(t, { storeId: 'STORE-002' });
  senayan = { shiftId: open.id, transactionNumber: sale.json().orders[0].externalTransactionNumber, zNumber: report.zNumber };
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: kemangManager, ...(payload ? { payload } : {}) });

describe("the till's routes in a manager's stores only", () => {
  it("refuses another store's sales, shifts, Z-reports, receipts and returns with 403 and says why", async () => {
    const tx = encodeURIComponent(senayan.transactionNumber);
    const requests: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['POST', '/api/pos/orders', orderBody({ storeId: 'STORE-002', paymentMethod: 'Cash' })],
      ['GET', '/api/pos/shifts/current?storeId=STORE-002'],
      ['POST', '/api/pos/shifts', { storeId: 'STORE-002', openingFloat: 100_000, requestKey: randomUUID() }],
      ['POST', `/api/pos/shifts/${senayan.shiftId}/close`, { countedCash: 0 }],
      ['GET', '/api/pos/z-reports?storeId=STORE-002'],
      ['GET', `/api/pos/z-reports/STORE-002/${senayan.zNumber}`],
      ['GET', `/api/pos/orders/${tx}/receipt`],
      ['POST', `/api/pos/orders/${tx}/receipt/email`, { email: 'pembeli@example.com' }],
      ['GET', `/api/pos/sales?q=${tx}`],
      ['GET', '/api/pos/managers?storeId=STORE-002'],
      [
        'POST',
        '/api/pos/returns',
        { returnKey: randomUUID(), externalTransactionNumber: senayan.transactionNumber, lines: [{ lineNumber: 1, quantity: 1 }], approval: { managerEmail: 'manajer@lumbung.test', pin: '2468' } },
      ],
      ['GET', '/api/pos/offline-policy?store=STORE-002'],
    ];
    for (const [method, url, payload] of requests) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().error.message).toBe('Store STORE-002 is not one of your stores');
    }
    // Nothing was written: Senayan's shift is still open, and no second order exists.
    const current = await t.app.inject({ method: 'GET', url: '/api/pos/shifts/current?storeId=STORE-002', headers: await cashierHeaders(t) });
    expect(current.json().shift.id).toBe(senayan.shiftId);
  });

  it('works as before in their own store', async () => {
    expect((await call('GET', '/api/pos/z-reports?storeId=STORE-001')).statusCode).toBe(200);
    expect((await call('GET', '/api/pos/shifts/current?storeId=STORE-001')).statusCode).toBe(200);
    expect((await call('GET', '/api/pos/managers?storeId=STORE-001')).statusCode).toBe(200);
  });

  it('answers 400, not 500, to a Z-number past the database integer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pos/z-reports/STORE-002/2147483648', headers: await cashierHeaders(t) });
    expect(res.statusCode, res.body).toBe(400);
  });
});
