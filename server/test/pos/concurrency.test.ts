import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyTransactionJournals, marketingOutbox, posOrders } from '../../src/platform/db/schema/index.ts';
import { orderEventKey } from '../../src/marketing/outbox.ts';
import { createMember, issueVoucher, ledgerViolations } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Retries and races (LOYALTY-API-REFERENCE "lessons from peers"). On PGlite the requests queue on its
 * single connection; on PostgreSQL they truly run at once on a pool. Both must hold.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await openShifts(t, ['STORE-001']);
});
afterAll(async () => {
  await t.close();
});

/** Each post of a sale that redeems carries a confirmation of its own member, as a till would (decision 039). */
const placeOrder = async (body: object) => {
  const headers = await cashierHeaders(t);
  return t.app.inject({ method: 'POST', url: '/api/pos/orders', headers, payload: await withMemberConfirmation(t, body, headers) });
};

describe('POS orders under retries and races', () => {
  it('the same transaction number posted 20 times at once books one order and every caller gets its answer', async () => {
    const member = await createMember(t.database.db, { points: 50_000 });
    const { voucherCode } = await issueVoucher(t.database.db, member, { definition: 'DISC15' });
    const body = orderBody({ membershipNumber: member.membershipNumber, voucherCode, points: 1_000, lines: [{ productCode: 'GL-SEA-002', quantity: 3 }] });
    const externalTransactionNumber = body.orders[0]!.newExternalTransactionNumber;

    const responses = await Promise.all(Array.from({ length: 20 }, () => placeOrder(body)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array.from({ length: 19 }, () => 200), 201]);
    const answers = new Set(responses.map((r) => r.body));
    expect(answers.size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);

    const db = t.database.db;
    const [orders] = await db.select({ n: count() }).from(posOrders).where(eq(posOrders.externalTransactionNumber, externalTransactionNumber));
    const [journals] = await db
      .select({ n: count() })
      .from(loyaltyTransactionJournals)
      .where(eq(loyaltyTransactionJournals.externalTransactionNumber, externalTransactionNumber));
    const [events] = await db.select({ n: count() }).from(marketingOutbox).where(eq(marketingOutbox.dedupeKey, orderEventKey(externalTransactionNumber)));
    expect([orders?.n, journals?.n, events?.n]).toEqual([1, 2, 1]); // one order; a redemption and an accrual journal
    const { loyalty } = JSON.parse([...answers][0]!).orders[0];
    expect(loyalty).toMatchObject({ pointsUsed: 1_000, previousPointsBalance: 50_000 });

    // Later, the same number again: the same answer, nothing new.
    const later = await placeOrder(body);
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe([...answers][0]);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('a transaction number with quotes and backslashes is stored and replayed as it is', async () => {
    const body = orderBody({ externalTransactionNumber: "POS-O'Brien\\'--" });
    const first = await placeOrder(body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().orders[0].externalTransactionNumber).toBe("POS-O'Brien\\'--");
    const again = await placeOrder(body);
    expect([again.statusCode, again.body]).toEqual([200, first.body]);
  });

  it('two orders racing for one voucher: exactly one uses it, the other is told it is used', async () => {
    const member = await createMember(t.database.db);
    const { voucherCode } = await issueVoucher(t.database.db, member, { definition: 'VCH10K' });
    const [first, second] = await Promise.all(
      [1, 2].map(() => placeOrder(orderBody({ membershipNumber: member.membershipNumber, voucherCode, lines: [{ productCode: 'GL-MEA-002', quantity: 1 }] }))),
    );
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const loser = first?.statusCode === 409 ? first : second;
    expect(loser?.json().error.message).toBe(`Voucher ${voucherCode} has already been used.`);
    const [orders] = await t.database.db.select({ n: count() }).from(posOrders).where(eq(posOrders.memberId, member.id));
    expect(orders?.n).toBe(1);
  });

  it('concurrent orders redeeming points never take the balance below zero', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeOrder(orderBody({ membershipNumber: member.membershipNumber, points: 3_000, lines: [{ productCode: 'GL-CHS-003', quantity: 1 }] })),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422]);
    for (const refused of responses.filter((r) => r.statusCode === 422)) {
      expect(refused.json().error.message).toMatch(/^You can redeem at most [\d,]+ points \(your balance\)$/);
    }
    const profile = (await t.app.inject({ method: 'GET', headers: await cashierHeaders(t), url: `/api/loyalty/members/${member.membershipNumber}` })).json();
    // 10,000 - 3 x 3,000, plus 3 x floor((75,000 + 8,250 - 3,000) / 1,000) = 3 x 80 earned
    expect(profile.memberCurrencies[0].pointsBalance).toBe(1_000 + 240);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});
