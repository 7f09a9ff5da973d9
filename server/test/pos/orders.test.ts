import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/platform/texts.ts';
import { ORDER_COMPLETED_EVENT_KEY } from '#domain/marketing/journey-event-keys.ts';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { pointsExpirationDay } from '#domain/loyalty/programme.ts';
import { loyaltyParticipantRewards, loyaltyVouchers, marketingOutbox, posOrderLines } from '../../src/platform/db/schema/index.ts';
import { orderEventKey } from '../../src/marketing/outbox.ts';
import { createMember, databaseSnapshot, issueVoucher, ledgerViolations } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await openShifts(t, ['STORE-001', 'STORE-101']);
});
afterAll(async () => {
  await t.close();
});

/** The till's post: a sale that redeems carries its member's confirmation (decision 039). */
const placeOrder = async (body: unknown) => {
  const headers = await cashierHeaders(t);
  return t.app.inject({ method: 'POST', url: '/api/pos/orders', headers, payload: await withMemberConfirmation(t, body as object, headers) });
};

describe('POST /api/pos/orders', () => {
  it('books a member order with a voucher and points: PPN per line after its voucher share, accrual, a spin and a journey event', async () => {
    const member = await createMember(t.database.db, { tier: 'Crew', points: 10_000, firstName: 'Budi' });
    const { voucherCode } = await issueVoucher(t.database.db, member, { definition: 'DISC10' });
    const body = orderBody({
      membershipNumber: member.membershipNumber,
      lines: [
        { productCode: 'GL-MLK-006', quantity: 1 },
        { productCode: 'GL-FRU-002', quantity: 2 },
      ],
      voucherCode,
      points: 5_000,
      totals: { subtotal_price: '157000.00', total_tax: 15_543, total_discounts: '15700', total_price: 151_843 },
    });

    const res = await placeOrder(body);
    expect(res.statusCode, res.body).toBe(201);
    const [result] = res.json().orders;
    expect(result.status).toBe('Success');
    expect(result.order).toMatchObject({
      storeId: 'STORE-001',
      businessName: 'Grand Lucky Kemang',
      membershipNumber: member.membershipNumber,
      paymentMethod: 'QRIS',
      subtotal: 157_000,
      // Decision 038: the 15,700 is shared 6,700 / 9,000 and each line is taxed after its share;
      // the 5,000 points pay, they do not lower the tax. 11% of 60,300 = 6,633 plus 11% of 81,000 = 8,910.
      totalTax: 15_543,
      voucherCode,
      voucherDiscount: 15_700, // 10% of 157,000, under the 25,000 cap
      pointsRedeemed: 5_000,
      total: 151_843, // 157,000 - 15,700 + 15,543 - 5,000
    });
    expect(result.order.name).toBe(`#${result.order.orderNumber}`);
    expect(result.order.lineItems).toEqual([
      { productCode: 'GL-MLK-006', name: 'Milk Bundle', category: 'Milk', price: 67_000, quantity: 1, lineSubtotal: 67_000, lineTax: 6_633 },
      { productCode: 'GL-FRU-002', name: 'Fuji Apples 1 kg', category: 'Fruits', price: 45_000, quantity: 2, lineSubtotal: 90_000, lineTax: 8_910 },
    ]);
    expect(result.loyalty).toMatchObject({
      membershipNumber: member.membershipNumber,
      pointsUsed: 5_000,
      pointsEarned: 151, // floor(151,843 / 1,000) x 1 (Crew)
      tierPointsEarned: 151_843,
      previousPointsBalance: 10_000,
      newPointsBalance: 5_151,
      tierPoints: 151_843,
      memberTier: 'Crew',
      tierUpgraded: false,
    });
    expect(result.loyalty.gameParticipantRewardId).toEqual(expect.any(String));

    const [voucher] = await t.database.db.select().from(loyaltyVouchers).where(eq(loyaltyVouchers.voucherCode, voucherCode));
    expect(voucher?.status).toBe('Redeemed');
    expect(voucher?.redeemedOrderId).toBe(result.order.id);
    const [spin] = await t.database.db
      .select()
      .from(loyaltyParticipantRewards)
      .where(eq(loyaltyParticipantRewards.id, result.loyalty.gameParticipantRewardId));
    expect(spin?.status).toBe('YetToReward');
    const lines = await t.database.db.select().from(posOrderLines).where(eq(posOrderLines.orderId, result.order.id));
    expect(lines).toHaveLength(2);
    const [event] = await t.database.db
      .select()
      .from(marketingOutbox)
      .where(eq(marketingOutbox.dedupeKey, orderEventKey(body.orders[0]!.newExternalTransactionNumber)));
    expect(event).toMatchObject({
      contactKey: member.email,
      eventDefinitionKey: ORDER_COMPLETED_EVENT_KEY,
      status: 'pending',
      data: {
        TransactionID: body.orders[0]!.newExternalTransactionNumber,
        EmailAddress: member.email,
        FirstName: 'Budi',
        MembershipNumber: member.membershipNumber,
        EarnPoint: 151,
        TotalPoint: 5_151,
      },
    });

    const profile = (await t.app.inject({ method: 'GET', headers: await cashierHeaders(t), url: `/api/loyalty/members/${member.membershipNumber}` })).json();
    expect(profile.memberCurrencies[0]).toMatchObject({ loyaltyMemberCurrencyName: 'Reward Points', pointsBalance: 5_151 });
    expect(profile.tierPoints).toBe(151_843);
    expect(profile.amountToNextTier).toBe(10_000_000 - 151_843);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('redeems the oldest points first and earns into a bucket expiring in 12 months', async () => {
    const today = jakartaDayOfInstant(new Date());
    const member = await createMember(t.database.db, {
      buckets: [
        { points: 300, expirationDate: addDaysToDay(today, 20) },
        { points: 1_000, expirationDate: addDaysToDay(today, 90) },
      ],
    });
    const res = await placeOrder(orderBody({ membershipNumber: member.membershipNumber, points: 500, lines: [{ productCode: 'GL-FRU-001', quantity: 1 }] }));
    expect(res.statusCode, res.body).toBe(201);
    const expirable = (await t.app.inject({ method: 'GET', headers: await cashierHeaders(t), url: `/api/loyalty/members/${member.membershipNumber}/expirable-points` })).json();
    // 22,000 + 2,420 PPN - 500 points = 23,920 paid -> 23 points
    expect(expirable).toEqual([
      { ExpirationDate: addDaysToDay(today, 20), ExpirationPoints: 300, RedeemedPoints: 300 },
      { ExpirationDate: addDaysToDay(today, 90), ExpirationPoints: 1_000, RedeemedPoints: 200 },
      { ExpirationDate: pointsExpirationDay(today), ExpirationPoints: 23, RedeemedPoints: 0 },
    ].filter((entry) => entry.ExpirationPoints > entry.RedeemedPoints));
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('upgrades the tier when Tier Points reach the threshold, and a sale without a member earns nothing', async () => {
    const member = await createMember(t.database.db, { tier: 'Crew', tierPoints: 9_000_000 });
    const res = await placeOrder(orderBody({ storeId: 'STORE-101', membershipNumber: member.membershipNumber, lines: [{ productCode: 'EF-PHN-001', quantity: 1 }] }));
    expect(res.statusCode, res.body).toBe(201);
    const { loyalty, order } = res.json().orders[0];
    expect(order.total).toBe(16_650_000);
    // 24,650,000 Tier Points pass both Crew's 10,000,000 and Co-Pilot's 20,000,000.
    expect(loyalty).toMatchObject({ memberTier: 'Pilot', tierUpgraded: true, tierPoints: 25_650_000, pointsEarned: 16_650 });
    const profile = (await t.app.inject({ method: 'GET', headers: await cashierHeaders(t), url: `/api/loyalty/members/${member.membershipNumber}` })).json();
    expect(profile.memberTiers[0]).toMatchObject({ loyaltyMemberTierName: 'Pilot', tierChangeReason: 'Upgrade' });

    const anonymous = await placeOrder(orderBody({ lines: [{ productCode: 'GL-VIT-001', quantity: 3 }] }));
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    expect(anonymous.json().orders[0]).toMatchObject({ loyalty: null, order: { membershipNumber: null, total: 9_990 } });
  });

  it('ignores client prices but refuses an order whose totals disagree with the server, naming each field', async () => {
    const member = await createMember(t.database.db, { points: 1_000 });
    const before = await databaseSnapshot(t.database.db);
    const res = await placeOrder(
      orderBody({
        membershipNumber: member.membershipNumber,
        lines: [{ productCode: 'GL-MLK-001', quantity: 2, price: 1 }],
        totals: { subtotal_price: '42000', total_tax: '4620', total_price: '46000' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      translate('en')('loyalty.errors.totalsMismatch', { field: 'total_price', sent: 'Rp\u00a046.000', expected: 'Rp\u00a046.620', more: 0 }),
    );
    expect(res.json().error.message).toBe('The order totals do not match the current prices: total_price is Rp\u00a046.000 but should be Rp\u00a046.620.');
    expect(res.json().error.fields).toEqual({ total_price: translate('en')('loyalty.errors.totalShouldBe', { sent: 'Rp\u00a046.000', expected: 'Rp\u00a046.620' }) });
    expect(await databaseSnapshot(t.database.db)).toEqual(before);

    const cheap = await placeOrder(orderBody({ lines: [{ productCode: 'GL-MLK-001', quantity: 2, price: 1 }], totals: { total_price: '46620.00' } }));
    expect(cheap.statusCode, cheap.body).toBe(201);
    expect(cheap.json().orders[0].order.lineItems[0].price).toBe(21_000);
  });

  it('refuses bad input with a 4xx and a message, and the database is unchanged', async () => {
    const member = await createMember(t.database.db, { points: 5_000 });
    const other = await createMember(t.database.db);
    const { voucherCode } = await issueVoucher(t.database.db, member, { definition: 'DISC10' });
    const { voucherCode: othersVoucher } = await issueVoucher(t.database.db, other, { definition: 'DISC10' });
    const { voucherCode: usedVoucher } = await issueVoucher(t.database.db, member, { status: 'Redeemed' });
    const { voucherCode: fruitVoucher } = await issueVoucher(t.database.db, member, { definition: 'FRUIT15K' });
    const n = member.membershipNumber;
    const milk = [{ productCode: 'GL-MLK-001', quantity: 1 }]; // 21,000 + 2,310 PPN = 23,310

    const cases: [string, object, number, string][] = [
      ['negative points', orderBody({ membershipNumber: n, points: -5 }), 400, 'Points to redeem must be a whole number'],
      ['fractional points', orderBody({ membershipNumber: n, points: 10.5 }), 400, 'Points to redeem must be a whole number'],
      ['points above the balance', orderBody({ membershipNumber: n, points: 5_001 }), 422, translate('en')('errors.points.atMostBalance', { points: 5_000 })],
      ['points above the amount due', { ...orderBody({ membershipNumber: n, lines: [{ productCode: 'GL-VIT-001', quantity: 1 }], points: 3_331 }) }, 400, translate('en')('errors.points.atMostDue', { points: 3_330 })],
      ['points without a member', orderBody({ points: 10 }), 400, 'Points can only be redeemed with a member: identify the member first.'],
      ['unknown store', orderBody({ storeId: 'STORE-999' }), 400, "Unknown store 'STORE-999'."],
      ['unknown product', orderBody({ lines: [{ productCode: 'NOPE-1', quantity: 1 }] }), 400, "Unknown product 'NOPE-1'."],
      ['product of the other brand', orderBody({ storeId: 'STORE-101', lines: milk }), 400, 'Whole Milk 1 L is not sold at Erafone Mega Kuningan.'],
      ['empty cart', orderBody({ lines: [] }), 400, 'The cart is empty: add at least one product'],
      ['zero quantity', orderBody({ lines: [{ productCode: 'GL-MLK-001', quantity: 0 }] }), 400, 'quantity must be at least 1'],
      ['unknown member', orderBody({ membershipNumber: 'NOPE-9' }), 404, "No member with membership number 'NOPE-9'."],
      ['unknown voucher', orderBody({ membershipNumber: n, voucherCode: 'LR-NONE-NONE' }), 400, 'Voucher LR-NONE-NONE does not exist.'],
      ["another member's voucher", orderBody({ membershipNumber: n, voucherCode: othersVoucher }), 409, `Voucher ${othersVoucher} belongs to another member.`],
      ['a used voucher', orderBody({ membershipNumber: n, voucherCode: usedVoucher }), 409, `Voucher ${usedVoucher} has already been used.`],
      ['a voucher for nothing in the cart', orderBody({ membershipNumber: n, voucherCode: fruitVoucher, lines: milk }), 400, `Voucher ${fruitVoucher} does not apply to any product in this cart.`],
      ['a voucher without a member', orderBody({ voucherCode }), 400, 'A voucher can only be used with a member: identify the member first.'],
      ['two orders in one request', { orders: [...orderBody().orders, ...orderBody().orders] }, 400, 'Send exactly one order per request'],
      ['unknown payment method', orderBody({ paymentMethod: 'Cheque' as never }), 400, 'Choose Cash, Debit, Credit Card or QRIS'],
      ['another programme', { orders: [{ ...orderBody().orders[0]!, order: { ...orderBody().orders[0]!.order, loyaltyProgramName: 'Other' } }] }, 400, "Unknown loyalty programme 'Other'; this is Lumbung Rewards."],
    ];
    const before = await databaseSnapshot(t.database.db);
    for (const [name, body, status, message] of cases) {
      const res = await placeOrder(body);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().error.message, name).toContain(message);
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: { ...(await cashierHeaders(t)), 'content-type': 'application/json' }, payload: '{"orders": [' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('invalid_json');
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });
});
