import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/platform/texts.ts';
import type { ZReport } from '#domain/pos/api/shifts.ts';
import { withTransactionRetry } from '../../src/platform/db/client.ts';
import { posOrders, posShifts } from '../../src/platform/db/schema/index.ts';
import { lockOpenShift } from '../../src/pos/shifts.ts';
import { createMember, issueVoucher } from '../helpers/loyalty-factories.ts';
import { orderBody, type OrderOptions } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { closeShift, openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 014: a shift opened with a float, every sale in it, a blind count into a numbered,
 * immutable Z-report with exact figures; races on PostgreSQL (TEST_DATABASE_URL) and PGlite.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CASH_ROUNDING: '100' } });
});
afterAll(async () => {
  await t.close();
});

const rp = (text: string) => text.replaceAll('Rp ', 'Rp\u00a0');
const inject = async (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({ method, url, headers: headers ?? (await cashierHeaders(t)), ...(payload ? { payload } : {}) });
const sell = async (storeId: string, options: OrderOptions, headers?: Record<string, string>) =>
  inject('POST', '/api/pos/orders', await withMemberConfirmation(t, orderBody({ storeId, ...options }), headers ?? (await cashierHeaders(t))), headers);
const MILK_BUNDLE = [{ productCode: 'GL-MLK-006', quantity: 1 }]; // Rp 74.370 with PPN
const WHOLE_MILK = [{ productCode: 'GL-MLK-001', quantity: 1 }]; // Rp 23.310 with PPN

describe('POS shifts', () => {
  it('refuses a sale with no open shift, with a message the cashier can act on', async () => {
    const res = await sell('STORE-004', { lines: WHOLE_MILK });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('No shift is open for you at Grand Lucky Kelapa Gading: open a shift before selling.');
    const current = await inject('GET', '/api/pos/shifts/current?storeId=STORE-004');
    expect(current.json()).toEqual({ shift: null, cashRounding: 100 });
  });

  it('opens a shift (a retry gets the same one), sells into it and closes it into Z-0001 with exact figures', async () => {
    const requestKey = randomUUID();
    const open = await inject('POST', '/api/pos/shifts', { storeId: 'STORE-002', openingFloat: 200_000, requestKey });
    expect(open.statusCode, open.body).toBe(201);
    const shift = open.json();
    expect(shift).toMatchObject({ storeId: 'STORE-002', storeName: 'Grand Lucky Senayan City', openingFloat: 200_000, closedAt: null, zNumber: null });
    const again = await inject('POST', '/api/pos/shifts', { storeId: 'STORE-002', openingFloat: 200_000, requestKey });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(shift);
    const second = await inject('POST', '/api/pos/shifts', { storeId: 'STORE-002', openingFloat: 100_000, requestKey: randomUUID() });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(rp('You already have a shift open at Grand Lucky Senayan City (float Rp 200.000): close it before opening another.'));
    expect((await inject('GET', '/api/pos/shifts/current?storeId=STORE-002')).json()).toEqual({ shift, cashRounding: 100 });

    const member = await createMember(t.database.db, { points: 10_000 });
    const { voucherCode } = await issueVoucher(t.database.db, member, { definition: 'DISC10' });
    // 1: Rp 74.370 = Rp 50.000 debit + cash Rp 24.300 (Rp 70 rounding), Rp 30.000 tendered, Rp 5.700 change.
    const splitBody = orderBody({ storeId: 'STORE-002', lines: MILK_BUNDLE, tenders: [{ kind: 'Debit', amount: 50_000 }, { kind: 'Cash', amount: 24_300, tendered: 30_000 }] });
    const split = await inject('POST', '/api/pos/orders', splitBody);
    expect(split.statusCode, split.body).toBe(201);
    expect(split.json().orders[0].order.shiftId).toBe(shift.id);
    // 2: Whole Milk Rp 23.310 in cash, rounded to Rp 23.300.
    expect((await sell('STORE-002', { lines: WHOLE_MILK, paymentMethod: 'Cash' })).statusCode).toBe(201);
    // 3: a member with 10% off (Rp 6.700) and 1.000 points, PPN after the voucher (decision 038): 11% of 60.300 = 6.633;
    // 67.000 - 6.700 + 6.633 - 1.000 = Rp 65.933 by QRIS.
    const member3 = await sell('STORE-002', { lines: MILK_BUNDLE, membershipNumber: member.membershipNumber, voucherCode, points: 1_000, paymentMethod: 'QRIS' });
    expect(member3.statusCode, member3.body).toBe(201);
    expect(member3.json().orders[0].order.total).toBe(65_933);

    // Before the close, the confirmation shows what the drawer should hold: float + cash sales.
    const expected = await inject('GET', `/api/pos/shifts/${shift.id}/expected-cash`);
    expect(expected.statusCode, expected.body).toBe(200);
    expect(expected.json()).toEqual({ shiftId: shift.id, expectedCash: 200_000 + 24_300 + 23_300 });

    // The blind count: Rp 247.000 in the drawer.
    const close = await inject('POST', `/api/pos/shifts/${shift.id}/close`, { countedCash: 247_000 });
    expect(close.statusCode, close.body).toBe(201);
    const report: ZReport = close.json();
    expect(report).toEqual({
      zNumber: 1,
      shiftId: shift.id,
      storeId: 'STORE-002',
      storeName: 'Grand Lucky Senayan City',
      cashierName: shift.cashierName,
      openedAt: shift.openedAt,
      closedAt: expect.any(String),
      openingFloat: 200_000,
      sales: {
        count: 3,
        subtotal: 155_000,
        tax: 16_313, // 7.370 + 2.310 + 6.633
        voucherDiscount: 6_700,
        vouchersUsed: 1,
        pointsRedeemed: 1_000,
        total: 163_613,
        cashRounding: 80,
        tenders: [
          { kind: 'Cash', count: 2, amount: 47_600 },
          { kind: 'Debit', count: 1, amount: 50_000 },
          { kind: 'Credit Card', count: 0, amount: 0 },
          { kind: 'QRIS', count: 1, amount: 65_933 },
        ],
        cashTendered: 53_300,
        changeGiven: 5_700,
      },
      returns: {
        count: 0,
        total: 0,
        tenders: [
          { kind: 'Cash', count: 0, amount: 0 },
          { kind: 'Debit', count: 0, amount: 0 },
          { kind: 'Credit Card', count: 0, amount: 0 },
          { kind: 'QRIS', count: 0, amount: 0 },
        ],
      },
      expectedCash: 247_600,
      countedCash: 247_000,
      difference: -600,
    });

    // Closed: sales are refused; a retry of a sale booked before still gets its first answer.
    const after = await sell('STORE-002', { lines: WHOLE_MILK });
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe('No shift is open for you at Grand Lucky Senayan City: open a shift before selling.');
    const retry = await inject('POST', '/api/pos/orders', splitBody);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(split.json());

    // The same close again answers the same report; another count is refused; the report is listed.
    const repeat = await inject('POST', `/api/pos/shifts/${shift.id}/close`, { countedCash: 247_000 });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(report);
    const other = await inject('POST', `/api/pos/shifts/${shift.id}/close`, { countedCash: 250_000 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(rp('This shift is closed already: Z-0001 counted Rp 247.000.'));
    expect((await inject('GET', '/api/pos/z-reports/STORE-002/1')).json()).toEqual(report);

    // The next shift at the store gets Z-0002; the list is newest first.
    const next = await openShift(t, { storeId: 'STORE-002', openingFloat: 150_000 });
    const z2 = await closeShift(t, next.id, 150_000);
    expect(z2).toMatchObject({ zNumber: 2, sales: { count: 0, total: 0 }, expectedCash: 150_000, difference: 0 });
    const list = (await inject('GET', '/api/pos/z-reports?storeId=STORE-002')).json();
    expect(list.reports.map((r: ZReport) => r.zNumber)).toEqual([2, 1]);
  });

  it('a closed shift cannot be changed, even by SQL (the Z-report is immutable)', async () => {
    const shift = await openShift(t, { storeId: 'STORE-005' });
    await closeShift(t, shift.id, 200_000);
    await expect(t.database.db.update(posShifts).set({ countedCash: 1 }).where(eq(posShifts.id, shift.id))).rejects.toThrow();
    await expect(t.database.db.delete(posShifts).where(eq(posShifts.id, shift.id))).rejects.toThrow();
  });

  it('only its cashier or a manager closes a shift; anonymous 401, shoppers 403', async () => {
    const shift = await openShift(t, { storeId: 'STORE-006' });
    const other = { authorization: `Bearer ${await accessTokenFor(t, ['cashier'], 'auth0|another-cashier')}` };
    const refused = await inject('POST', `/api/pos/shifts/${shift.id}/close`, { countedCash: 200_000 }, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only the cashier who opened this shift, or a manager, can close it.');
    // The other cashier has no shift here: their sale is refused.
    expect((await sell('STORE-006', { lines: WHOLE_MILK }, other)).statusCode).toBe(409);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/pos/shifts', payload: { storeId: 'STORE-006', openingFloat: 0, requestKey: randomUUID() } });
    expect(anonymous.statusCode).toBe(401);
    const shopper = { authorization: `Bearer ${await accessTokenFor(t, [], 'auth0|shopper')}` };
    const otherExpected = await inject('GET', `/api/pos/shifts/${shift.id}/expected-cash`, undefined, other);
    expect(otherExpected.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/pos/shifts/${shift.id}/expected-cash` })).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/pos/shifts/current?storeId=STORE-006'],
      ['GET', '/api/pos/z-reports?storeId=STORE-006'],
      ['GET', `/api/pos/shifts/${shift.id}/expected-cash`],
      ['POST', `/api/pos/shifts/${shift.id}/close`],
    ] as const) {
      const res = await inject(method, url, method === 'POST' ? { countedCash: 0 } : undefined, shopper);
      expect(res.statusCode, url).toBe(403);
    }
    const manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|manager')}` };
    expect((await inject('POST', `/api/pos/shifts/${shift.id}/close`, { countedCash: 199_000 }, manager)).statusCode).toBe(201);
  });

  it('refuses bad input with a message', async () => {
    const cases: [object, string][] = [
      [{ storeId: 'STORE-007', openingFloat: -1, requestKey: randomUUID() }, 'The opening float cannot be negative'],
      [{ storeId: 'STORE-007', openingFloat: 10.5, requestKey: randomUUID() }, 'The opening float must be whole rupiah'],
      [{ storeId: 'STORE-999', openingFloat: 0, requestKey: randomUUID() }, "Unknown store 'STORE-999'."],
    ];
    for (const [body, message] of cases) {
      const res = await inject('POST', '/api/pos/shifts', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const shift = await openShift(t, { storeId: 'STORE-007' });
    const res = await inject('POST', `/api/pos/shifts/${shift.id}/close`, { countedCash: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('The counted cash cannot be negative');
    expect((await inject('POST', `/api/pos/shifts/${randomUUID()}/close`, { countedCash: 0 })).statusCode).toBe(404);
    expect((await inject('GET', `/api/pos/shifts/${randomUUID()}/expected-cash`)).statusCode).toBe(404);
    expect((await inject('GET', '/api/pos/z-reports/STORE-007/99')).statusCode).toBe(404);
  });

  it('refuses a missing amount: a blank field is not Rp 0, zero is typed', async () => {
    const noFloat = await inject('POST', '/api/pos/shifts', { storeId: 'STORE-003', requestKey: randomUUID() });
    expect(noFloat.statusCode).toBe(400);
    expect(noFloat.json().error.message).toContain('Enter the opening float; type 0 if the drawer starts empty');
    const nullFloat = await inject('POST', '/api/pos/shifts', { storeId: 'STORE-003', openingFloat: null, requestKey: randomUUID() });
    expect(nullFloat.statusCode).toBe(400);
    expect((await inject('GET', '/api/pos/shifts/current?storeId=STORE-003')).json().shift).toBeNull();

    const shift = await openShift(t, { storeId: 'STORE-003', openingFloat: 0 });
    for (const body of [{}, { countedCash: null }]) {
      const res = await inject('POST', `/api/pos/shifts/${shift.id}/close?lang=id`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Isi jumlah uang tunai yang dihitung; ketik 0 jika laci kosong');
    }
    expect((await inject('GET', '/api/pos/shifts/current?storeId=STORE-003')).json().shift).toMatchObject({ id: shift.id, closedAt: null });
    // Zero, typed, closes it: an empty drawer against an expected Rp 0.
    const zero = await inject('POST', `/api/pos/shifts/${shift.id}/close`, { countedCash: 0 });
    expect(zero.statusCode, zero.body).toBe(201);
    expect(zero.json()).toMatchObject({ expectedCash: 0, countedCash: 0, difference: 0 });
  });
});

describe('lockOpenShift (for returns and other till writes)', () => {
  it('answers the open shift inside a transaction, or refuses with the sale’s message', async () => {
    await expect(withTransactionRetry(t.database.db, (tx) => lockOpenShift(tx, 'STORE-011', 'auth0|test-cashier'))).rejects.toMatchObject({
      text: { key: 'pos.errors.noOpenShift', values: { store: 'Grand Lucky Bogor' } },
    });
    expect(translate('en')('pos.errors.noOpenShift', { store: 'Grand Lucky Bogor' })).toBe('No shift is open for you at Grand Lucky Bogor: open a shift before selling.');
    const shift = await openShift(t, { storeId: 'STORE-011' });
    expect(await withTransactionRetry(t.database.db, (tx) => lockOpenShift(tx, 'STORE-011', 'auth0|test-cashier'))).toBe(shift.id);
  });
});

describe('POS shifts under races', () => {
  it('closing a shift twice at once gives one Z-report', async () => {
    const shift = await openShift(t, { storeId: 'STORE-008' });
    expect((await sell('STORE-008', { lines: WHOLE_MILK, paymentMethod: 'Cash' })).statusCode).toBe(201);
    const closes = await Promise.all(Array.from({ length: 5 }, () => inject('POST', `/api/pos/shifts/${shift.id}/close`, { countedCash: 223_300 })));
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(closes.map((r) => r.body)).size).toBe(1);
    expect(closes[0]!.json()).toMatchObject({ zNumber: 1, expectedCash: 223_300, difference: 0 });
    const [closed] = await t.database.db
      .select({ n: count() })
      .from(posShifts)
      .where(and(eq(posShifts.storeId, 'STORE-008'), isNotNull(posShifts.zNumber)));
    expect(closed?.n).toBe(1);
  });

  it('sales racing a close are either in its Z-report or refused', async () => {
    const shift = await openShift(t, { storeId: 'STORE-009', openingFloat: 0 });
    const sales = Array.from({ length: 12 }, () => sell('STORE-009', { lines: WHOLE_MILK, paymentMethod: 'Cash' }));
    const close = inject('POST', `/api/pos/shifts/${shift.id}/close`, { countedCash: 0 });
    const [results, closed] = await Promise.all([Promise.all(sales), close]);
    expect(closed.statusCode, closed.body).toBe(201);
    const booked = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe('No shift is open for you at Grand Lucky Bekasi: open a shift before selling.');
    }
    const report: ZReport = closed.json();
    expect(report.sales.count).toBe(booked.length);
    expect(report.sales.total).toBe(booked.length * 23_310);
    expect(report.expectedCash).toBe(booked.length * 23_300);
    const [inShift] = await t.database.db.select({ n: count() }).from(posOrders).where(eq(posOrders.shiftId, shift.id));
    expect(inShift?.n).toBe(booked.length);
    // Nothing was booked into the shift after its report.
    const [late] = await t.database.db
      .select({ n: count() })
      .from(posOrders)
      .where(and(eq(posOrders.shiftId, shift.id), sql`${posOrders.createdAt} > ${report.closedAt}::timestamptz`));
    expect(late?.n).toBe(0);
  });
});
