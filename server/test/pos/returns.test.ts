import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { createManagerAccount } from '../../src/seed/managers.ts';
import { loyaltyVouchers, posOrders, posReturnLines, posReturns } from '../../src/platform/db/schema/index.ts';
import { createMember, databaseSnapshot, issueVoucher, ledgerViolations } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Returns at the till (decision 016): exact refunds and points on PGlite and PostgreSQL, the
 * manager's PIN, and the races of decision 016 (copies of one return, two returns of one line).
 */
let t: TestApp;
const MANAGER = { email: 'manajer.test@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', pin: '2468' };
const OTHER_MANAGER = { email: 'manajer.dua@lumbung.test', password: 'Manajer#2024', name: 'Dedi Kurniawan', pin: '1357' };

beforeAll(async () => {
  t = await createTestApp();
  await openShift(t, { storeId: 'STORE-001', openingFloat: 500_000 });
  await createManagerAccount(t.database.db, MANAGER);
  await createManagerAccount(t.database.db, OTHER_MANAGER);
});
afterAll(async () => {
  await t.close();
});

const newKey = () => `RET-${randomBytes(6).toString('hex')}`;
const headers = () => cashierHeaders(t);
const sell = async (options: Parameters<typeof orderBody>[0]) => {
  const body = await withMemberConfirmation(t, orderBody(options), await headers());
  const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await headers(), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders[0];
};
const lookup = async (q: string) => t.app.inject({ method: 'GET', url: `/api/pos/sales?q=${encodeURIComponent(q)}`, headers: await headers() });
const returnBody = (externalTransactionNumber: string, lines: { lineNumber: number; quantity: number }[], overrides: Record<string, unknown> = {}) => ({
  returnKey: newKey(),
  externalTransactionNumber,
  lines,
  approval: { managerEmail: MANAGER.email, pin: MANAGER.pin },
  ...overrides,
});
const postReturn = async (body: object, as?: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/pos/returns', headers: as ?? (await headers()), payload: body });
const rewardPoints = async (membershipNumber: string) => {
  const profile = (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${membershipNumber}`, headers: await headers() })).json();
  const currency = (name: string) => profile.memberCurrencies.find((c: { loyaltyMemberCurrencyName: string }) => c.loyaltyMemberCurrencyName === name).pointsBalance;
  return { reward: currency('Reward Points'), tier: currency('Tier Points') };
};

describe('who may call', () => {
  it('anonymous callers get 401 and shoppers 403 on every returns endpoint', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/pos/sales?q=POS-1' },
      { method: 'GET' as const, url: '/api/pos/managers' },
      { method: 'POST' as const, url: '/api/pos/returns', payload: returnBody('POS-1', [{ lineNumber: 1, quantity: 1 }]) },
    ];
    const shopper = await shopperHeaders(t, { sub: 'auth0|shopper-returns' });
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      const refused = await t.app.inject({ ...call, headers: shopper });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Only cashier accounts can use the POS.');
    }
  });

  it('lists the managers who can approve, by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pos/managers', headers: await headers() });
    expect(res.json()).toEqual({
      managers: [
        { email: OTHER_MANAGER.email, name: OTHER_MANAGER.name },
        { email: MANAGER.email, name: MANAGER.name },
      ],
    });
  });
});

describe('finding the sale', () => {
  it('by transaction number, by the e-receipt address scanned from its QR, or by order name', async () => {
    const order = await sell({ lines: [{ productCode: 'GL-SEA-002', quantity: 2 }], paymentMethod: 'Debit' });
    const byNumber = await lookup(order.externalTransactionNumber);
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    const { sale } = byNumber.json();
    expect(sale).toMatchObject({
      externalTransactionNumber: order.externalTransactionNumber,
      orderName: order.order.name,
      businessName: 'Grand Lucky Kemang',
      total: 159_840,
      tenders: [{ kind: 'Debit', amount: 159_840 }],
      lines: [{ lineNumber: 1, name: 'Salmon Fillet 200 g', quantity: 2, returnedQuantity: 0, lineSubtotal: 144_000, lineTax: 15_840 }],
      returns: [],
    });
    expect((await lookup(`https://lumbung.example/r/${order.externalTransactionNumber}`)).json().sale.orderId).toBe(sale.orderId);
    // The printed receipt's QR holds the e-receipt address with its token.
    const receipt = (await t.app.inject({ method: 'GET', url: `/api/pos/orders/${order.externalTransactionNumber}/receipt`, headers: await headers() })).json();
    expect(receipt.url).toMatch(/\/receipt\/[0-9a-f]{32}$/);
    expect((await lookup(receipt.url)).json().sale.orderId).toBe(sale.orderId);
    expect((await lookup(order.order.name)).json().sale.orderId).toBe(sale.orderId);
  });

  it('says so when nothing matches', async () => {
    const res = await lookup('POS-NOPE-0000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("No sale with transaction number or receipt 'POS-NOPE-0000'.");
  });
});

describe('a return, approved by a manager', () => {
  it('refunds exact rupiah, gives back redeemed points, takes back earned points, and returns the voucher with the whole sale', async () => {
    const member = await createMember(t.database.db, { points: 50_000 });
    const { voucherCode } = await issueVoucher(t.database.db, member, { definition: 'DISC15' });
    // 2 × Salmon 72,000 + Milk Bundle 67,000 (74,370 with PPN), DISC15 on the salmon only (-21,600); the salmon
    // is taxed after the voucher (decision 038): 11% of 122,400 = 13,464. 10,000 points: Rp 200,234 paid by debit,
    // 200 points earned.
    const order = await sell({
      membershipNumber: member.membershipNumber,
      voucherCode,
      points: 10_000,
      paymentMethod: 'Debit',
      lines: [
        { productCode: 'GL-SEA-002', quantity: 2 },
        { productCode: 'GL-MLK-006', quantity: 1 },
      ],
    });
    expect(order.order).toMatchObject({ totalTax: 20_834, total: 200_234 });
    expect(order.loyalty.pointsEarned).toBe(200);
    expect(await rewardPoints(member.membershipNumber)).toEqual({ reward: 40_200, tier: 200_234 });

    const first = await postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }], { reason: 'Damaged packaging' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().return).toMatchObject({
      returnNumber: expect.stringMatching(/^RET-\d{6}$/),
      externalTransactionNumber: order.externalTransactionNumber,
      approvedBy: 'Sari Wulandari',
      reason: 'Damaged packaging',
      membershipNumber: member.membershipNumber,
      // The returned unit carries half the PPN the line was charged after its voucher share: 13,464 / 2.
      lines: [{ lineNumber: 1, name: 'Salmon Fillet 200 g', quantity: 1, subtotal: 72_000, tax: 6_732, voucherShare: 10_800, pointsShare: 3_231, refund: 64_700 }],
      refundTotal: 64_700,
      refunds: [{ kind: 'Debit', amount: 64_700 }],
      pointsGivenBack: 3_231,
      pointsReversed: 64,
      tierPointsReversed: 64_700,
      voucherRestored: null,
      newPointsBalance: 43_367, // 40,200 + 3,231 - 64
    });
    expect(await rewardPoints(member.membershipNumber)).toEqual({ reward: 43_367, tier: 135_534 });
    const [voucherAfterFirst] = await t.database.db.select().from(loyaltyVouchers).where(eq(loyaltyVouchers.voucherCode, voucherCode));
    expect(voucherAfterFirst?.status).toBe('Redeemed');

    // The lookup now shows what is left, and more than that is refused.
    const { sale } = (await lookup(order.externalTransactionNumber)).json();
    expect(sale.lines.map((l: { returnedQuantity: number }) => l.returnedQuantity)).toEqual([1, 0]);
    expect(sale.returns).toEqual([{ returnNumber: first.json().return.returnNumber, createdAt: expect.any(String), refundTotal: 64_700 }]);
    const tooMany = await postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 2 }]));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('Only 1 unit of Salmon Fillet 200 g can still be returned (2 units sold, 1 returned before).');

    const rest = await postReturn(
      returnBody(
        order.externalTransactionNumber,
        [
          { lineNumber: 1, quantity: 1 },
          { lineNumber: 2, quantity: 1 },
        ],
        { approval: { managerEmail: OTHER_MANAGER.email.toUpperCase(), pin: OTHER_MANAGER.pin } },
      ),
    );
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().return).toMatchObject({
      approvedBy: 'Dedi Kurniawan',
      refundTotal: 135_534, // 64,700 + 135,534 = 200,234: everything paid
      refunds: [{ kind: 'Debit', amount: 135_534 }],
      pointsGivenBack: 6_769, // 3,231 + 6,769 = 10,000
      pointsReversed: 136, // 64 + 136 = 200
      tierPointsReversed: 135_534,
      voucherRestored: voucherCode,
      newPointsBalance: 50_000,
    });
    expect(await rewardPoints(member.membershipNumber)).toEqual({ reward: 50_000, tier: 0 });
    const [voucher] = await t.database.db.select().from(loyaltyVouchers).where(eq(loyaltyVouchers.voucherCode, voucherCode));
    expect(voucher).toMatchObject({ status: 'Issued', redeemedAt: null, redeemedOrderId: null });
    // The voucher can pay for a new sale.
    await sell({ membershipNumber: member.membershipNumber, voucherCode, lines: [{ productCode: 'GL-SEA-002', quantity: 1 }] });

    const done = await postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 2, quantity: 1 }]));
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe('Milk Bundle was already returned in full (1 unit).');

    // The ledger: a Return journal per reversal, on the Jakarta day, newest first.
    const ledger = (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}/ledger?journalTypeName=Return`, headers: await headers() })).json();
    expect(ledger.transactionJournalCount).toBe(4);
    expect(ledger.transactionJournals[0]).toMatchObject({
      journalTypeName: 'Return',
      journalSubTypeName: 'Accrual Cancellation',
      transactionAmount: 135_534,
      pointsChange: expect.arrayContaining([
        { changeInPoints: -136, loyaltyMemberCurrency: 'Reward Points' },
        { changeInPoints: -135_534, loyaltyMemberCurrency: 'Tier Points' },
      ]),
    });
    expect(ledger.rows).toEqual([
      expect.objectContaining({ typeName: 'Accrual Cancellation', points: -64 - 136, businessName: 'Grand Lucky Kemang' }),
      expect.objectContaining({ typeName: 'Redemption Cancellation', points: 3_231 + 6_769 }),
    ]);
    expect(jakartaDayOfInstant(new Date(ledger.rows[0].activityDate))).toBe(jakartaDayOfInstant(new Date()));
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a sale without a member refunds money only', async () => {
    const order = await sell({ lines: [{ productCode: 'GL-MLK-001', quantity: 3 }], paymentMethod: 'QRIS' });
    const res = await postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 2 }]));
    expect(res.statusCode, res.body).toBe(201);
    // 3 × 21,000 + 6,930 PPN = 69,930; two units: floor(69,930 × 2 / 3) = 46,620
    expect(res.json().return).toMatchObject({ refundTotal: 46_620, refunds: [{ kind: 'QRIS', amount: 46_620 }], pointsGivenBack: 0, pointsReversed: 0, newPointsBalance: null });
  });
});

describe('the sale\'s receipt after a return', () => {
  it('the reprint and the e-receipt list the return, the points it took back and the balance after it', async () => {
    const member = await createMember(t.database.db);
    const order = await sell({ membershipNumber: member.membershipNumber, lines: [{ productCode: 'GL-MLK-001', quantity: 3 }], paymentMethod: 'QRIS' });
    // 3 × 21,000 + 6,930 PPN = 69,930: 69 points for a Crew member.
    expect(order.loyalty).toMatchObject({ pointsEarned: 69, newPointsBalance: 69 });
    const receiptOf = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/pos/orders/${order.externalTransactionNumber}/receipt`, headers: await headers() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await receiptOf()).returns).toEqual([]);

    const res = await postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 2 }]));
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json().return;
    expect(booked).toMatchObject({ refundTotal: 46_620, pointsReversed: 46, newPointsBalance: 23 });

    const receipt = await receiptOf();
    expect(receipt.member).toMatchObject({ pointsEarned: 69, newBalance: 69 });
    expect(receipt.returns).toEqual([
      { returnNumber: booked.returnNumber, issuedAtText: expect.stringMatching(/ WIB$/), refundTotal: 46_620, pointsReversed: 46, pointsGivenBack: 0, newPointsBalance: 23 },
    ]);
    // The public e-receipt behind the QR code says the same.
    const token = new URL(receipt.url).pathname.split('/').pop();
    const publicReceipt = await t.app.inject({ method: 'GET', url: `/api/receipts/${token}` });
    expect(publicReceipt.statusCode).toBe(200);
    expect(publicReceipt.json().returns).toEqual(receipt.returns);
  });
});

describe('points already spent', () => {
  it('the balance goes below zero, redeeming waits with a message, and later points pay it back first', async () => {
    const member = await createMember(t.database.db);
    const order = await sell({ membershipNumber: member.membershipNumber, lines: [{ productCode: 'GL-SEA-002', quantity: 1 }] });
    expect(order.loyalty.pointsEarned).toBe(79); // 79,920 paid
    // The member spends the 79 points on the next sale.
    await sell({ membershipNumber: member.membershipNumber, points: 79, lines: [{ productCode: 'GL-VIT-001', quantity: 1 }] });
    // 79 - 79 + 3 earned on the Rp 3,251 paid (3,330 - 79).
    expect((await rewardPoints(member.membershipNumber)).reward).toBe(3);

    const res = await postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().return).toMatchObject({ refundTotal: 79_920, pointsReversed: 79, newPointsBalance: -76 });

    const redeem = await t.app.inject({
      method: 'POST',
      url: '/api/loyalty/rewards/redeem',
      headers: await headers(),
      payload: { MembershipNumber: member.membershipNumber, RewardCatalogId: 'RWD-001' },
    });
    expect(redeem.statusCode).toBe(422);
    expect(redeem.json().error.message).toBe('The points balance is -76 after a return: points can be redeemed again once it is above zero.');
    const atTill = await t.app.inject({
      method: 'POST',
      url: '/api/pos/orders',
      headers: await headers(),
      payload: await withMemberConfirmation(t, orderBody({ membershipNumber: member.membershipNumber, points: 1, lines: [{ productCode: 'GL-VIT-001', quantity: 1 }] }), await headers()),
    });
    expect(atTill.statusCode).toBe(422);
    expect(atTill.json().error.message).toBe('The points balance is -76 after a return: points can be redeemed again once it is above zero.');

    // A new sale earns 159 points (Rp 159,840 paid): 76 of them pay the balance back.
    const later = await sell({ membershipNumber: member.membershipNumber, lines: [{ productCode: 'GL-SEA-002', quantity: 2 }] });
    expect(later.loyalty).toMatchObject({ pointsEarned: 159, previousPointsBalance: -76, newPointsBalance: 83 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

describe('the manager’s approval', () => {
  it('a wrong PIN or a non-manager is refused and books nothing', async () => {
    const order = await sell({ lines: [{ productCode: 'GL-MLK-001', quantity: 1 }] });
    const before = await databaseSnapshot(t.database.db);
    const wrong = await postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }], { approval: { managerEmail: OTHER_MANAGER.email, pin: '0000' } }));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe('The manager’s e-mail or PIN is wrong.');
    const unknown = await postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }], { approval: { managerEmail: 'nobody@lumbung.test', pin: '2468' } }));
    expect(unknown.json().error.message).toBe('The manager’s e-mail or PIN is wrong.');

    await createManagerAccount(t.database.db, { email: 'kasir.pin@lumbung.test', password: 'Kasir#2024', name: 'Rudi Hartono', pin: '9999', role: 'cashier' });
    const cashier = await postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }], { approval: { managerEmail: 'kasir.pin@lumbung.test', pin: '9999' } }));
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json().error.message).toBe('Rudi Hartono is not a manager: a manager must approve returns.');

    const badPin = await postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }], { approval: { managerEmail: MANAGER.email, pin: '24a8' } }));
    expect(badPin.statusCode).toBe(400);
    expect(badPin.body).toContain('The manager PIN is 4 to 8 digits.');
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
    expect((await t.database.db.select({ n: count() }).from(posReturns).innerJoin(posOrders, eq(posOrders.id, posReturns.orderId)).where(eq(posOrders.externalTransactionNumber, order.externalTransactionNumber)))[0]?.n).toBe(0);
  });

  it('after 5 wrong PINs at one till the manager is locked there for 15 minutes, not at other tills, and a manager can unlock it', async () => {
    const locked = { email: 'manajer.tiga@lumbung.test', password: 'Manajer#2024', name: 'Wati Susanti', pin: '8642' };
    await createManagerAccount(t.database.db, locked);
    const order = await sell({ lines: [{ productCode: 'GL-MLK-001', quantity: 3 }] });
    const otherTill = { authorization: `Bearer ${await accessTokenFor(t, ['cashier'], 'auth0|other-till-cashier')}` };
    await openShift(t, { storeId: order.order.storeId, headers: otherTill });
    const attempt = (pin: string, email = locked.email, headers?: Record<string, string>) =>
      postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }], { approval: { managerEmail: email, pin } }), headers);
    for (let i = 0; i < 5; i += 1) expect((await attempt(`000${i}`)).statusCode).toBe(403);
    const throttled = await attempt(locked.pin);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.message).toBe(
      'Too many wrong PINs for this manager at this till. Try again in 15 minutes, ask another manager, or ask a manager to unlock it in the back office.',
    );
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await attempt(MANAGER.pin, MANAGER.email)).statusCode).toBe(201);
    // Another cashier's till: the same manager still approves there.
    const there = await attempt(locked.pin, locked.email, otherTill);
    expect(there.statusCode, there.body).toBe(201);

    // The back office lists the lock and a manager unlocks it (audited); the till approves again.
    const manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|unlocking-manager')}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/pin-lockouts', headers: manager });
    expect(list.statusCode).toBe(200);
    const [lockout] = list.json().lockouts.filter((l: { managerEmail: string }) => l.managerEmail === locked.email);
    expect(lockout).toMatchObject({ managerName: 'Wati Susanti', storeId: order.order.storeId, failures: 5 });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/pin-lockouts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/pin-lockouts', headers: await cashierHeaders(t) })).statusCode).toBe(403);
    const unlock = await t.app.inject({ method: 'POST', url: '/api/admin/pin-lockouts/unlock', headers: manager, payload: { managerEmail: locked.email, storeId: lockout.storeId, cashierId: lockout.cashierId } });
    expect(unlock.json()).toEqual({ unlocked: 5 });
    expect((await attempt(locked.pin)).statusCode).toBe(201);
  });

  it('wrong PINs spread over many tills lock the manager everywhere after 20', async () => {
    const spread = { email: 'manajer.empat@lumbung.test', password: 'Manajer#2024', name: 'Rina Kusuma', pin: '9753' };
    await createManagerAccount(t.database.db, spread);
    const order = await sell({ lines: [{ productCode: 'GL-MLK-001', quantity: 1 }] });
    const at = async (till: number, pin: string) =>
      postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }], { approval: { managerEmail: spread.email, pin } }), {
        authorization: `Bearer ${await accessTokenFor(t, ['cashier'], `auth0|spread-${till}`)}`,
      });
    for (let till = 0; till < 5; till += 1) for (let i = 0; i < 4; i += 1) expect((await at(till, `11${till}${i}`)).statusCode).toBe(403);
    expect((await at(9, spread.pin)).statusCode).toBe(429);
  });
});

describe('retries and races', () => {
  it('10 copies of one return at once book it once and every caller gets its answer', async () => {
    const member = await createMember(t.database.db, { points: 5_000 });
    const order = await sell({ membershipNumber: member.membershipNumber, points: 2_000, lines: [{ productCode: 'GL-SEA-002', quantity: 3 }] });
    const body = returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }]);
    const responses = await Promise.all(Array.from({ length: 10 }, () => postReturn(body)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array.from({ length: 9 }, () => 200), 201]);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    const [booked] = await t.database.db.select({ n: count() }).from(posReturns).where(eq(posReturns.returnKey, body.returnKey));
    expect(booked?.n).toBe(1);
    const { sale } = (await lookup(order.externalTransactionNumber)).json();
    expect(sale.lines[0].returnedQuantity).toBe(1);

    const other = await postReturn({ ...body, lines: [{ lineNumber: 1, quantity: 2 }] });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('This return number was already used for a different return. Start the return again.');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('returns of one line racing never take back more than was sold', async () => {
    const member = await createMember(t.database.db, { points: 1_000 });
    const order = await sell({ membershipNumber: member.membershipNumber, points: 500, lines: [{ productCode: 'GL-CHS-003', quantity: 3 }] });
    const responses = await Promise.all(Array.from({ length: 5 }, () => postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 1 }]))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error.message).toBe('Parmesan Wedge 100 g was already returned in full (3 units).');
    }
    const [returned] = await t.database.db
      .select({ units: count() })
      .from(posReturnLines)
      .innerJoin(posReturns, eq(posReturns.id, posReturnLines.returnId))
      .where(and(eq(posReturns.orderId, (await lookup(order.externalTransactionNumber)).json().sale.orderId)));
    expect(returned?.units).toBe(3);
    // Three one-unit returns give back the whole sale: every point redeemed and every point earned.
    const refunds = responses.filter((r) => r.statusCode === 201).map((r) => r.json().return);
    expect(refunds.reduce((sum, r) => sum + r.refundTotal, 0)).toBe(order.order.total);
    expect(refunds.reduce((sum, r) => sum + r.pointsGivenBack, 0)).toBe(500);
    expect(refunds.reduce((sum, r) => sum + r.pointsReversed, 0)).toBe(order.loyalty.pointsEarned);
    expect((await rewardPoints(member.membershipNumber)).reward).toBe(1_000);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('two returns of the same line asking for all of it: one wins, the other is told what is left', async () => {
    const order = await sell({ lines: [{ productCode: 'GL-MLK-001', quantity: 2 }] });
    const [a, b] = await Promise.all([1, 2].map(() => postReturn(returnBody(order.externalTransactionNumber, [{ lineNumber: 1, quantity: 2 }]))));
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    const loser = a?.statusCode === 409 ? a : b;
    expect(loser?.json().error.message).toBe('Whole Milk 1 L was already returned in full (2 units).');
  });
});

