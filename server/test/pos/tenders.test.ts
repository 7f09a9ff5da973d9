import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posOrders, posOrderTenders } from '../../src/platform/db/schema/index.ts';
import { createMember, databaseSnapshot } from '../helpers/loyalty-factories.ts';
import { orderBody, type OrderOptions } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Payment as it happens (decision 014): split tender, cash tendered and change, CASH_ROUNDING to
 * Rp 100 as its own figure, and the refusals, on the server. Milk Bundle: Rp 67.000 + PPN Rp 7.370 =
 * Rp 74.370 due.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CASH_ROUNDING: '100' } });
  await openShift(t, { storeId: 'STORE-003' });
});
afterAll(async () => {
  await t.close();
});

const rp = (text: string) => text.replaceAll('Rp ', 'Rp\u00a0');
const MILK_BUNDLE = [{ productCode: 'GL-MLK-006', quantity: 1 }];
const sell = async (options: OrderOptions) => {
  const headers = await cashierHeaders(t);
  return t.app.inject({ method: 'POST', url: '/api/pos/orders', headers, payload: await withMemberConfirmation(t, orderBody({ storeId: 'STORE-003', lines: MILK_BUNDLE, ...options }), headers) });
};

async function tendersOf(orderId: string) {
  return t.database.db
    .select({ kind: posOrderTenders.kind, amount: posOrderTenders.amount, tendered: posOrderTenders.tendered, change: posOrderTenders.change })
    .from(posOrderTenders)
    .where(eq(posOrderTenders.orderId, orderId))
    .orderBy(asc(posOrderTenders.position));
}

describe('POS tenders', () => {
  it('splits Rp 74.370 into Rp 50.000 debit and cash: cash part Rp 24.370 rounds down to Rp 24.300, Rp 30.000 tendered, Rp 5.700 change', async () => {
    const res = await sell({ tenders: [{ kind: 'Debit', amount: 50_000 }, { kind: 'Cash', amount: 24_300, tendered: 30_000 }] });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json().orders[0];
    expect(order).toMatchObject({
      total: 74_370,
      paymentMethod: 'Debit',
      cashRounding: 70,
      change: 5_700,
      tenders: [
        { kind: 'Debit', amount: 50_000, tendered: null, change: 0 },
        { kind: 'Cash', amount: 24_300, tendered: 30_000, change: 5_700 },
      ],
    });
    expect(order.shiftId).toEqual(expect.any(String));
    expect(await tendersOf(order.id)).toEqual([
      { kind: 'Debit', amount: 50_000, tendered: null, change: 0 },
      { kind: 'Cash', amount: 24_300, tendered: 30_000, change: 5_700 },
    ]);
    const [row] = await t.database.db.select({ cashRounding: posOrders.cashRounding, totalPrice: posOrders.totalPrice }).from(posOrders).where(eq(posOrders.id, order.id));
    expect(row).toEqual({ cashRounding: 70, totalPrice: 74_370 });
  });

  it('pays by all four tenders; cards and QRIS pay to the rupiah', async () => {
    const res = await sell({
      tenders: [
        { kind: 'Credit Card', amount: 40_000 },
        { kind: 'QRIS', amount: 20_000 },
        { kind: 'Debit', amount: 10_370 },
        { kind: 'Cash', amount: 4_000, tendered: 5_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orders[0].order).toMatchObject({ paymentMethod: 'Credit Card', cashRounding: 0, change: 1_000 });
  });

  it('keeps the spec’s single payment method: QRIS pays Rp 74.370, Cash pays Rp 74.300 (rounded), each one tender', async () => {
    const qris = await sell({ paymentMethod: 'QRIS' });
    expect(qris.statusCode, qris.body).toBe(201);
    expect(qris.json().orders[0].order).toMatchObject({ paymentMethod: 'QRIS', cashRounding: 0, change: 0, tenders: [{ kind: 'QRIS', amount: 74_370, tendered: null, change: 0 }] });
    const cash = await sell({ paymentMethod: 'Cash' });
    expect(cash.statusCode, cash.body).toBe(201);
    const order = cash.json().orders[0].order;
    expect(order).toMatchObject({ paymentMethod: 'Cash', cashRounding: 70, tenders: [{ kind: 'Cash', amount: 74_300, tendered: 74_300, change: 0 }] });
    expect(await tendersOf(order.id)).toEqual([{ kind: 'Cash', amount: 74_300, tendered: 74_300, change: 0 }]);
  });

  it('refuses bad tenders with a 400 and a message, and books nothing', async () => {
    const before = await databaseSnapshot(t.database.db);
    const cases: [string, OrderOptions['tenders'], string][] = [
      ['short', [{ kind: 'Debit', amount: 50_000 }], 'The tenders add up to Rp 50.000: Rp 24.370 of Rp 74.370 is still due.'],
      ['short with cash', [{ kind: 'Debit', amount: 50_000 }, { kind: 'Cash', amount: 24_000 }], 'The tenders add up to Rp 74.000: Rp 300 of Rp 74.300 is still due.'],
      ['over', [{ kind: 'QRIS', amount: 80_000 }], 'The tenders add up to Rp 80.000, Rp 5.630 more than the Rp 74.370 due. Only cash can be more than due: type it as cash tendered.'],
      ['none', [], 'Add a tender: Rp 74.370 is due.'],
      ['negative', [{ kind: 'Debit', amount: 80_000 }, { kind: 'Cash', amount: -5_700 }], 'Cash: the amount must be more than Rp 0.'],
      ['not whole rupiah', [{ kind: 'Debit', amount: 74_369.5 }, { kind: 'QRIS', amount: 0.5 }], 'Debit: the amount must be whole rupiah.'],
      ['cash tendered short', [{ kind: 'Cash', amount: 74_300, tendered: 70_000 }], 'Cash tendered (Rp 70.000) is less than the cash amount (Rp 74.300).'],
      ['tendered on a card', [{ kind: 'Debit', amount: 74_370, tendered: 80_000 }], 'Debit: only cash takes an amount tendered.'],
      ['two cash tenders', [{ kind: 'Cash', amount: 70_000 }, { kind: 'Cash', amount: 4_300 }], 'Enter cash as one tender.'],
    ];
    for (const [name, tenders, message] of cases) {
      const res = await sell({ tenders });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message, name).toBe(rp(message));
    }
    const schema = await sell({ tenders: [{ kind: 'Cheque' as never, amount: 74_370 }] });
    expect(schema.statusCode).toBe(400);
    expect(schema.json().error.message).toContain('Choose Cash, Debit, Credit Card or QRIS for each tender');
    const text = await sell({ tenders: [{ kind: 'QRIS', amount: '74370' as never }] });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toContain('Each tender needs an amount in rupiah');
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('a sale paid in full with points needs no tender', async () => {
    const member = await createMember(t.database.db, { points: 80_000 });
    const res = await sell({ membershipNumber: member.membershipNumber, points: 74_370, tenders: [] });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().orders[0].order;
    expect(order).toMatchObject({ total: 0, pointsRedeemed: 74_370, cashRounding: 0, change: 0, tenders: [] });
    expect(await tendersOf(order.id)).toEqual([]);
  });
});
