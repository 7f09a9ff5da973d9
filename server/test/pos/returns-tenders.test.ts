import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_ROLE } from '#domain/identity/roles.ts';
import { createManagerAccount } from '../../src/seed/managers.ts';
import { orderBody, type OrderOptions } from '../helpers/pos-orders.ts';
import { closeShift, openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Returns of split-tender sales with CASH_ROUNDING to Rp 100 (decisions 014 and 016): money goes
 * back to the sale's own tenders in the order they were paid, the rounding is never paid out, and the
 * shift's Z-report counts the refunds by tender.
 */
let t: TestApp;
const MANAGER = { email: 'manajer.shift@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', pin: '2468' };

beforeAll(async () => {
  t = await createTestApp({ env: { CASH_ROUNDING: '100' } });
  await createManagerAccount(t.database.db, MANAGER);
});
afterAll(async () => {
  await t.close();
});

const sell = async (options: OrderOptions) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: orderBody({ storeId: 'STORE-003', ...options }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders[0];
};
const giveBack = async (externalTransactionNumber: string, lines: { lineNumber: number; quantity: number }[], headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pos/returns',
    headers: headers ?? (await cashierHeaders(t)),
    payload: { returnKey: `RET-${randomBytes(6).toString('hex')}`, externalTransactionNumber, lines, approval: { managerEmail: MANAGER.email, pin: MANAGER.pin } },
  });

describe('returns of split-tender sales', () => {
  it('refund each tender up to what it paid, keep the cash rounding, and show in the Z-report', async () => {
    const shift = await openShift(t, { storeId: 'STORE-003', openingFloat: 200_000 });

    // 2 × Milk Bundle: 134,000 + 14,740 PPN = Rp 148,740. Cash first: Rp 48,740 rounds down to 48,700
    // (Rp 40 rounding, Rp 50,000 tendered), then Rp 100,000 by credit card.
    const sale = await sell({
      lines: [{ productCode: 'GL-MLK-006', quantity: 2 }],
      tenders: [
        { kind: 'Cash', amount: 48_700, tendered: 50_000 },
        { kind: 'Credit Card', amount: 100_000 },
      ],
    });
    expect(sale.order).toMatchObject({ total: 148_740, cashRounding: 40 });

    const lookup = (await t.app.inject({ method: 'GET', url: `/api/pos/sales?q=${sale.externalTransactionNumber}`, headers: await cashierHeaders(t) })).json();
    expect(lookup.sale).toMatchObject({
      cashRounding: 40,
      tenders: [
        { kind: 'Cash', amount: 48_700 },
        { kind: 'Credit Card', amount: 100_000 },
      ],
    });

    // One unit is worth Rp 74,370: the cash first (all of it), the rest from the card.
    const first = await giveBack(sale.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().return).toMatchObject({
      refundTotal: 74_370,
      cashRoundingKept: 0,
      refunds: [
        { kind: 'Cash', amount: 48_700 },
        { kind: 'Credit Card', amount: 25_670 },
      ],
    });
    // The second unit completes the sale: the card gets the rest of its Rp 100,000, the Rp 40 rounding stays.
    const second = await giveBack(sale.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }]);
    expect(second.json().return).toMatchObject({ refundTotal: 74_330, cashRoundingKept: 40, refunds: [{ kind: 'Credit Card', amount: 74_330 }] });

    const report = await closeShift(t, shift.id, 200_000);
    expect(report.returns).toEqual({
      count: 2,
      total: 148_700,
      tenders: [
        { kind: 'Cash', count: 1, amount: 48_700 },
        { kind: 'Debit', count: 0, amount: 0 },
        { kind: 'Credit Card', count: 2, amount: 100_000 },
        { kind: 'QRIS', count: 0, amount: 0 },
      ],
    });
    // Float 200,000 + cash sales 48,700 - cash refunds 48,700.
    expect(report).toMatchObject({ expectedCash: 200_000, countedCash: 200_000, difference: 0 });
  });

  it('a return needs the cashier’s open shift at the sale’s store', async () => {
    await openShift(t, { storeId: 'STORE-003', openingFloat: 100_000 });
    const sale = await sell({ lines: [{ productCode: 'GL-MLK-001', quantity: 1 }], paymentMethod: 'QRIS' });
    const otherCashier = { authorization: `Bearer ${await accessTokenFor(t, [CASHIER_ROLE], 'auth0|cashier-without-shift')}` };
    const refused = await giveBack(sale.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }], otherCashier);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('No shift is open for you at Grand Lucky Pluit: open a shift before taking a return.');
  });
});
