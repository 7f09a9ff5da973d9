import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDay, jakartaDayOfInstant } from '../../../domain/jakarta-time.ts';
import { pointsExpirationDay } from '../../../domain/loyalty.ts';
import { loyaltyParticipantRewards, loyaltyVouchers, marketingOutbox, posOrderLines } from '../../src/db/schema/index.ts';
import { createMember, issueVoucher, ledgerViolations } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const placeOrder = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/pos/orders', payload: body as object });

describe('POST /api/pos/orders', () => {
  it('books a member order with a voucher and points: PPN per line, accrual, a spin and a journey event', async () => {
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
      totals: { subtotal_price: '157000.00', total_tax: 17_270, total_discounts: '15700', total_price: 153_570 },
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
      totalTax: 17_270, // 67,000 x 11% = 7,370 plus 90,000 x 11% = 9,900
      voucherCode,
      voucherDiscount: 15_700, // 10% of 157,000, under the 25,000 cap
      pointsRedeemed: 5_000,
      total: 153_570,
    });
    expect(result.order.name).toBe(`#${result.order.orderNumber}`);
    expect(result.order.lineItems).toEqual([
      { productCode: 'GL-MLK-006', name: 'Milk Bundle', category: 'Milk', price: 67_000, quantity: 1, lineSubtotal: 67_000, lineTax: 7_370 },
      { productCode: 'GL-FRU-002', name: 'Fuji Apples 1 kg', category: 'Fruits', price: 45_000, quantity: 2, lineSubtotal: 90_000, lineTax: 9_900 },
    ]);
    expect(result.loyalty).toMatchObject({
      membershipNumber: member.membershipNumber,
      pointsUsed: 5_000,
      pointsEarned: 153, // floor(153,570 / 1,000) x 1 (Crew)
      tierPointsEarned: 153_570,
      previousPointsBalance: 10_000,
      newPointsBalance: 5_153,
      tierPoints: 153_570,
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
      .where(eq(marketingOutbox.dedupeKey, `order:${body.orders[0]!.newExternalTransactionNumber}`));
    expect(event).toMatchObject({
      contactKey: member.email,
      eventDefinitionKey: 'LumbungOrderCompleted',
      status: 'pending',
      data: {
        TransactionID: body.orders[0]!.newExternalTransactionNumber,
        EmailAddress: member.email,
        FirstName: 'Budi',
        MembershipNumber: member.membershipNumber,
        EarnPoint: 153,
        TotalPoint: 5_153,
      },
    });

    const profile = (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}` })).json();
    expect(profile.memberCurrencies[0]).toMatchObject({ loyaltyMemberCurrencyName: 'Reward Points', pointsBalance: 5_153 });
    expect(profile.tierPoints).toBe(153_570);
    expect(profile.amountToNextTier).toBe(10_000_000 - 153_570);
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
    const expirable = (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}/expirable-points` })).json();
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
    const profile = (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}` })).json();
    expect(profile.memberTiers[0]).toMatchObject({ loyaltyMemberTierName: 'Pilot', tierChangeReason: 'Upgrade' });

    const anonymous = await placeOrder(orderBody({ lines: [{ productCode: 'GL-VIT-001', quantity: 3 }] }));
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    expect(anonymous.json().orders[0]).toMatchObject({ loyalty: null, order: { membershipNumber: null, total: 9_990 } });
  });
});
