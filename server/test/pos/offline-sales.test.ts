import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '#domain/pos/api/sales.ts';
import { REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { loyaltyMemberCurrencies, loyaltyMembers, posOrders, posProducts, posSyncConflicts } from '../../src/platform/db/schema/index.ts';
import { createMember, type TestMember } from '../helpers/loyalty-factories.ts';
import { orderBody, type OrderOptions } from '../helpers/pos-orders.ts';
import { closeShift, openShift } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 030: a sale the till made offline is posted from its queue to the same endpoint with an
 * offline block; it is booked once, into its own shift at the time it was sold, whatever changed since.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The till sends each line at the price it sold it for (domain/pos/order.ts): Rp 21.000, Rp 23.310 with PPN. */
const WHOLE_MILK = [{ productCode: 'GL-MLK-001', quantity: 1, price: 21_000 }];
let receiptSeries = 0;

function offlineBody(shiftId: string, options: OrderOptions & { soldAt?: string; deviceId?: string } = {}): PlaceOrderRequest {
  const body = orderBody({ paymentMethod: 'Cash', lines: WHOLE_MILK, ...options });
  const deviceId = options.deviceId ?? 'KASIR-1';
  receiptSeries += 1;
  const entry = body.orders[0];
  if (!entry) throw new Error('orderBody builds one order');
  entry.order.offline = { deviceId, receiptNumber: `T${deviceId}-${receiptSeries}`, soldAt: options.soldAt ?? '2026-11-26T03:04:05.000Z', shiftId };
  return body;
}

const post = async (payload: object) => t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload });

async function rewardPoints(member: TestMember): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: loyaltyMemberCurrencies.pointsBalance })
    .from(loyaltyMemberCurrencies)
    .where(and(eq(loyaltyMemberCurrencies.memberId, member.id), eq(loyaltyMemberCurrencies.currencyName, REWARD_POINTS)));
  return row?.balance ?? Number.NaN;
}

async function ordersNumbered(externalTransactionNumber: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(posOrders).where(eq(posOrders.externalTransactionNumber, externalTransactionNumber));
  return row?.n ?? 0;
}

const transactionNumberOf = (body: PlaceOrderRequest) => body.orders[0]?.newExternalTransactionNumber ?? '';

describe('offline sales synced from the till', () => {
  it('books a queued sale into its shift at the time it was sold, with its device and receipt number; a replay books nothing twice', async () => {
    const shift = await openShift(t, { storeId: 'STORE-001' });
    const member = await createMember(t.database.db, { points: 1_000 });
    const body = offlineBody(shift.id, { membershipNumber: member.membershipNumber });

    const first = await post(body);
    expect(first.statusCode, first.body).toBe(201);
    const placed = first.json().orders[0];
    expect(placed.order).toMatchObject({
      createdAt: '2026-11-26T03:04:05.000Z',
      shiftId: shift.id,
      paymentMethod: 'Cash',
      offline: { deviceId: 'KASIR-1', receiptNumber: body.orders[0]?.order.offline?.receiptNumber, soldAt: '2026-11-26T03:04:05.000Z' },
    });
    expect(placed.conflicts).toEqual([]);
    expect(placed.loyalty.pointsEarned).toBeGreaterThan(0);
    const balance = await rewardPoints(member);
    expect(balance).toBe(1_000 + placed.loyalty.pointsEarned);

    const [row] = await t.database.db.select().from(posOrders).where(eq(posOrders.id, placed.order.id));
    expect(row).toMatchObject({ shiftId: shift.id, offlineDeviceId: 'KASIR-1', offlineReceiptNumber: placed.order.offline.receiptNumber });
    expect(row?.soldAt?.toISOString()).toBe('2026-11-26T03:04:05.000Z');
    expect(row?.createdAt.toISOString()).toBe('2026-11-26T03:04:05.000Z');
    expect(row?.syncedAt).toBeInstanceOf(Date);

    // The answer was lost; the till posts the sale again.
    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersNumbered(transactionNumberOf(body))).toBe(1);
    expect(await rewardPoints(member)).toBe(balance);
  });

  it('refuses what needs the server with a catalogue text, and writes nothing', async () => {
    const shift = await openShift(t, { storeId: 'STORE-003' });
    const member = await createMember(t.database.db, { points: 5_000 });
    const cases: [OrderOptions, string][] = [
      [{ paymentMethod: 'QRIS' }, 'QRIS needs the server: offline, pay by cash, debit or credit card'],
      [{ tenders: [{ kind: 'Cash', amount: 10_000 }, { kind: 'QRIS', amount: 13_310 }] }, 'QRIS needs the server: offline, pay by cash, debit or credit card'],
      [{ membershipNumber: member.membershipNumber, voucherCode: 'ANY-CODE' }, 'Vouchers need the server: they cannot be used offline'],
      [{ membershipNumber: member.membershipNumber, points: 100 }, 'Redeeming points needs the server: it cannot be done offline'],
    ];
    for (const [options, message] of cases) {
      const body = offlineBody(shift.id, { storeId: 'STORE-003', ...options });
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(await ordersNumbered(transactionNumberOf(body))).toBe(0);
    }
    expect(await rewardPoints(member)).toBe(5_000);
  });

  it('refuses an unknown shift or one at another store, and a receipt number outside the device series', async () => {
    const elsewhere = await openShift(t, { storeId: 'STORE-004' });
    for (const shiftId of [randomUUID(), elsewhere.id]) {
      const body = offlineBody(shiftId, { storeId: 'STORE-005' });
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toMatch(/^The offline sale's shift is not at store /);
      expect(await ordersNumbered(transactionNumberOf(body))).toBe(0);
    }
    const body = offlineBody(elsewhere.id, { storeId: 'STORE-004' });
    const offline = body.orders[0]?.order.offline;
    if (offline) offline.receiptNumber = 'TOTHER-1';
    expect((await post(body)).statusCode).toBe(400);
  });

  it('books a sale whose product was deactivated, whose member was blocked and whose shift closed meanwhile, recording each conflict', async () => {
    const shift = await openShift(t, { storeId: 'STORE-002' });
    const member = await createMember(t.database.db, { points: 2_000 });
    await t.database.db.update(posProducts).set({ status: 'inactive' }).where(eq(posProducts.productCode, 'GL-MLK-001'));
    await t.database.db.update(loyaltyMembers).set({ memberStatus: 'Blocked' }).where(eq(loyaltyMembers.id, member.id));
    await closeShift(t, shift.id, 200_000);
    try {
      const body = offlineBody(shift.id, { storeId: 'STORE-002', membershipNumber: member.membershipNumber, deviceId: 'KASIR-9' });
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(201);
      const placed = res.json().orders[0];
      expect(placed.conflicts).toEqual([
        { kind: 'productInactive', detail: 'GL-MLK-001' },
        { kind: 'memberBlocked', detail: member.membershipNumber },
        { kind: 'shiftClosed', detail: shift.id },
      ]);
      // Booked as sold, without the member: nothing earned.
      expect(placed.loyalty).toBeNull();
      expect(placed.order).toMatchObject({ membershipNumber: null, shiftId: shift.id, total: 23_310 });
      expect(await rewardPoints(member)).toBe(2_000);
      const rows = await t.database.db
        .select({ kind: posSyncConflicts.kind, storeId: posSyncConflicts.storeId, deviceId: posSyncConflicts.deviceId })
        .from(posSyncConflicts)
        .where(eq(posSyncConflicts.orderId, placed.order.id));
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.storeId === 'STORE-002' && row.deviceId === 'KASIR-9')).toBe(true);

      // A replay answers the same conflicts and records none again.
      const again = await post(body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(res.json());
      const [recorded] = await t.database.db.select({ n: count() }).from(posSyncConflicts).where(eq(posSyncConflicts.orderId, placed.order.id));
      expect(recorded?.n).toBe(3);
    } finally {
      await t.database.db.update(posProducts).set({ status: 'active' }).where(eq(posProducts.productCode, 'GL-MLK-001'));
    }
  });

  it('books a sale for a member not known here without the member, and one priced differently at the price the customer paid', async () => {
    const shift = await openShift(t, { storeId: 'STORE-008' });
    const unknown = offlineBody(shift.id, { storeId: 'STORE-008', membershipNumber: '99887766' });
    const res = await post(unknown);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orders[0].conflicts).toEqual([{ kind: 'memberUnknown', detail: '99887766' }]);
    expect(res.json().orders[0]).toMatchObject({ loyalty: null, order: { membershipNumber: null, total: 23_310 } });

    // The till still had last week's price: Rp 20.000 (Rp 22.200 with PPN) was paid, and stands.
    const cheaper = offlineBody(shift.id, { storeId: 'STORE-008', lines: [{ productCode: 'GL-MLK-001', quantity: 2, price: 20_000 }] });
    const booked = await post(cheaper);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().orders[0].conflicts).toEqual([{ kind: 'priceChanged', detail: 'GL-MLK-001' }]);
    expect(booked.json().orders[0].order).toMatchObject({ subtotal: 40_000, totalTax: 4_400, total: 44_400 });
  });

  it('books one order when the same offline sale arrives several times at once', async () => {
    const shift = await openShift(t, { storeId: 'STORE-006' });
    const member = await createMember(t.database.db, { points: 0 });
    const body = offlineBody(shift.id, { storeId: 'STORE-006', membershipNumber: member.membershipNumber });
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(body)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const created = answers.find((res) => res.statusCode === 201);
    for (const res of answers) expect(res.json()).toEqual(created?.json());
    expect(await ordersNumbered(transactionNumberOf(body))).toBe(1);
    expect(await rewardPoints(member)).toBe(created?.json().orders[0].loyalty.pointsEarned);
  });

  it("counts offline sales in their shift's Z-report", async () => {
    const shift = await openShift(t, { storeId: 'STORE-007', openingFloat: 100_000 });
    for (const tender of ['Cash', 'Debit', 'Credit Card'] as const) {
      const res = await post(offlineBody(shift.id, { storeId: 'STORE-007', paymentMethod: tender }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const report = await closeShift(t, shift.id, 100_000 + 23_310);
    expect(report.sales).toMatchObject({ count: 3, total: 3 * 23_310 });
    expect(report.expectedCash).toBe(100_000 + 23_310);
  });
});
