import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { createGame, createMember, databaseSnapshot, grantSpin, issueVoucher, ledgerViolations } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translate } from '../../src/platform/texts.ts';

const en = translate('en');
const id = translate('id');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await openShifts(t, ['STORE-001', 'STORE-003']);
});
afterAll(async () => {
  await t.close();
});

const today = () => jakartaDayOfInstant(new Date());
// The member area's data is for the member's own account or a cashier (decision 009): these tests read and
// spend as the cashier at the till; server/test/loyalty/membership/ownership.test.ts covers the owner, strangers and anonymous calls.
const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await cashierHeaders(t) });
const post = async (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload ?? {}, headers: { ...(await cashierHeaders(t)), ...headers } });
const redeem = (membershipNumber: string, rewardId: string, headers: Record<string, string> = {}) =>
  post('/api/loyalty/rewards/redeem', { MembershipNumber: membershipNumber, RewardCatalogId: rewardId }, headers);

describe('member vouchers', () => {
  it('lists vouchers by status with voucherCount; an Issued voucher past its last day counts as Expired', async () => {
    const member = await createMember(t.database.db);
    const soon = await issueVoucher(t.database.db, member, { definition: 'DISC15', expirationDate: addDaysToDay(today(), 3) });
    const later = await issueVoucher(t.database.db, member, { definition: 'VCH10K', expirationDate: addDaysToDay(today(), 20) });
    await issueVoucher(t.database.db, member, { status: 'Redeemed' });
    const lapsed = await issueVoucher(t.database.db, member, { expirationDate: addDaysToDay(today(), -1) });

    const issued = (await get(`/api/loyalty/members/${member.membershipNumber}/vouchers?voucherStatus=Issued`)).json();
    expect(issued.voucherCount).toBe(2);
    expect(issued.vouchers.map((v: { voucherCode: string }) => v.voucherCode)).toEqual([soon.voucherCode, later.voucherCode]);
    expect(issued.vouchers[0]).toMatchObject({
      voucherDefinition: 'Diskon 15%',
      type: 'DiscountPercentage',
      discountPercent: 15,
      faceValue: null,
      voucherStatus: 'Issued',
      expirationDate: addDaysToDay(today(), 3),
      voucherImageUrl: '/images/loyalty/vouchers/disc15.svg',
      minimumPurchase: 0,
      storeBrand: null,
    });
    expect(issued.vouchers[1]).toMatchObject({ type: 'FixedValue', faceValue: 10_000, minimumPurchase: 50_000 });

    const expired = (await get(`/api/loyalty/members/${member.membershipNumber}/vouchers?voucherStatus=Expired`)).json();
    expect(expired.vouchers.map((v: { voucherCode: string }) => v.voucherCode)).toEqual([lapsed.voucherCode]);
    const all = (await get(`/api/loyalty/members/${member.membershipNumber}/vouchers`)).json();
    expect(all.voucherCount).toBe(4);
    expect((await get(`/api/loyalty/members/${member.membershipNumber}/vouchers?voucherStatus=Lost`)).statusCode).toBe(400);
    expect((await get('/api/loyalty/members/NOPE-1/vouchers')).statusCode).toBe(404);
  });
});

describe('ledger and expirable points', () => {
  it('returns journals newest first with points changes and Business_Name__c, grouped per Jakarta day and sub-type', async () => {
    const member = await createMember(t.database.db, { points: 8_000 });
    for (const productCode of ['GL-FRU-001', 'GL-FRU-002']) {
      const res = await post('/api/pos/orders', orderBody({ membershipNumber: member.membershipNumber, storeId: 'STORE-003', lines: [{ productCode, quantity: 1 }] }), await cashierHeaders(t));
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await redeem(member.membershipNumber, 'RWD-001')).statusCode).toBe(201);

    const ledger = (await get(`/api/loyalty/members/${member.membershipNumber}/ledger`)).json();
    expect(ledger.transactionJournalCount).toBe(4);
    const [redemption, secondOrder] = ledger.transactionJournals;
    expect(redemption).toMatchObject({
      journalTypeName: 'Redemption',
      journalSubTypeName: 'Redeem Reward',
      pointsChange: [{ changeInPoints: -2_000, loyaltyMemberCurrency: 'Reward Points' }],
      additionalTransactionJournalAttributes: [{ fieldName: 'Business_Name__c', value: 'Voucher Belanja Rp 10.000' }],
    });
    expect(secondOrder).toMatchObject({
      journalTypeName: 'Accrual',
      journalSubTypeName: 'Purchase',
      transactionAmount: 49_950, // 45,000 + 4,950 PPN
      pointsChange: [
        { changeInPoints: 49, loyaltyMemberCurrency: 'Reward Points' },
        { changeInPoints: 49_950, loyaltyMemberCurrency: 'Tier Points' },
      ],
      additionalTransactionJournalAttributes: [{ fieldName: 'Business_Name__c', value: 'Grand Lucky Pluit' }],
    });
    expect(secondOrder.transactionJournalNumber).toMatch(/^TJ-\d{8}$/);
    // groupLedger: both purchases fall on today's Jakarta day, so they are one row with summed amounts.
    expect(ledger.rows.slice(0, 2)).toEqual([
      expect.objectContaining({ typeName: 'Redeem Reward', businessName: 'Voucher Belanja Rp 10.000', points: -2_000, transactionAmount: 0 }),
      expect.objectContaining({ typeName: 'Purchase', businessName: 'Grand Lucky Pluit', points: 24 + 49, transactionAmount: 24_420 + 49_950 }),
    ]);

    const filtered = (await get(`/api/loyalty/members/${member.membershipNumber}/ledger?journalTypeName=Redemption&periodStartDate=${today()}&periodEndDate=${today()}`)).json();
    expect(filtered.transactionJournalCount).toBe(1);
    const none = (await get(`/api/loyalty/members/${member.membershipNumber}/ledger?periodEndDate=2001-01-01`)).json();
    expect(none).toMatchObject({ transactionJournalCount: 0, transactionJournals: [], rows: [] });
  });

  it('lists the points still to expire per date, with what was already used, earliest first', async () => {
    const member = await createMember(t.database.db, {
      buckets: [
        { points: 400, expirationDate: addDaysToDay(today(), 10) },
        { points: 900, expirationDate: addDaysToDay(today(), 40) },
        { points: 50, expirationDate: today() }, // expires today: gone, not listed
      ],
    });
    const entries = (await get(`/api/loyalty/members/${member.membershipNumber}/expirable-points`)).json();
    expect(entries).toEqual([
      { ExpirationDate: addDaysToDay(today(), 10), ExpirationPoints: 400, RedeemedPoints: 0 },
      { ExpirationDate: addDaysToDay(today(), 40), ExpirationPoints: 900, RedeemedPoints: 0 },
    ]);
  });
});

describe('reward catalogue and redemption', () => {
  it('lists the catalogue with the three capped discount vouchers', async () => {
    const member = await createMember(t.database.db);
    const catalogue = (await get(`/api/loyalty/members/${member.membershipNumber}/rewards`)).json();
    expect(catalogue.map((r: { Id: string; Name: string; Points__c: number }) => [r.Id, r.Name, r.Points__c])).toEqual([
      ['RWD-001', 'Voucher Belanja Rp 10.000', 2_000],
      ['RWD-002', 'Diskon 10%', 3_000],
      ['RWD-003', 'Voucher Buah Rp 15.000', 2_500],
      ['RWD-004', 'Voucher Belanja Rp 25.000', 4_500],
      ['RWD-005', 'Diskon 15%', 5_000],
      ['RWD-006', 'Diskon 20%', 7_500],
    ]);
    expect(catalogue.filter((r: { DiscountPercent__c: number | null }) => r.DiscountPercent__c).map((r: { DiscountPercent__c: number }) => r.DiscountPercent__c)).toEqual([10, 15, 20]);
    expect(catalogue[1]).toMatchObject({ Image__c: '/images/loyalty/vouchers/disc10.svg', VoucherType__c: 'DiscountPercentage', FaceValue__c: null });
  });

  it('redeeming debits the points, issues the voucher and appears in Issued vouchers', async () => {
    const member = await createMember(t.database.db, { points: 3_500 });
    const res = await redeem(member.membershipNumber, 'RWD-002');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      pointsRedeemed: 3_000,
      pointsBalance: 500,
      voucher: { voucherDefinition: 'Diskon 10%', voucherStatus: 'Issued', effectiveDate: today(), expirationDate: addDaysToDay(today(), 29) },
    });
    expect(body.voucher.voucherCode).toMatch(/^LR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const vouchers = (await get(`/api/loyalty/members/${member.membershipNumber}/vouchers?voucherStatus=Issued`)).json();
    expect(vouchers.vouchers.map((v: { voucherCode: string }) => v.voucherCode)).toEqual([body.voucher.voucherCode]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('fails cleanly: not enough points is a 422 with the numbers, unknown reward or member a 404, nothing written', async () => {
    const member = await createMember(t.database.db, { points: 1_200 });
    const before = await databaseSnapshot(t.database.db);
    const poor = await redeem(member.membershipNumber, 'RWD-001');
    expect(poor.statusCode).toBe(422);
    const shortfall = { reward: 'Voucher Belanja Rp 10.000', cost: 2_000, balance: 1_200 };
    expect(poor.json().error).toEqual({ code: 'insufficient_points', message: en('loyalty.errors.notEnoughPoints', shortfall) });
    expect(poor.json().error.message).toContain('costs 2,000 points and the balance is 1,200');
    // The member reads it in the screen's language, the numbers grouped as that language does.
    const poorInIndonesian = await redeem(member.membershipNumber, 'RWD-001', { cookie: 'lang=id' });
    expect(poorInIndonesian.json().error.message).toBe(id('loyalty.errors.notEnoughPoints', shortfall));
    expect(poorInIndonesian.json().error.message).toContain('2.000 poin, saldo Anda 1.200');
    expect((await redeem(member.membershipNumber, 'RWD-999')).json().error.message).toBe(en('loyalty.errors.rewardNotFound', { rewardId: 'RWD-999' }));
    expect((await redeem(member.membershipNumber, 'RWD-999', { cookie: 'lang=id' })).json().error.message).toBe(id('loyalty.errors.rewardNotFound', { rewardId: 'RWD-999' }));
    expect((await redeem('NOPE-2', 'RWD-001')).statusCode).toBe(404);
    expect((await post('/api/loyalty/rewards/redeem', { MembershipNumber: member.membershipNumber })).statusCode).toBe(400);
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('an Idempotency-Key makes a retried redemption return the first answer; another body with it is a 409', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const key = { 'idempotency-key': `redeem-${member.membershipNumber}` };
    const first = await redeem(member.membershipNumber, 'RWD-001', key);
    expect(first.statusCode).toBe(201);
    const retries = await Promise.all([1, 2, 3].map(() => redeem(member.membershipNumber, 'RWD-001', key)));
    expect(retries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const retry of retries) expect(retry.json()).toEqual(first.json());
    const vouchers = (await get(`/api/loyalty/members/${member.membershipNumber}/vouchers`)).json();
    expect(vouchers.voucherCount).toBe(1);
    const reused = await redeem(member.membershipNumber, 'RWD-002', key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe('This Idempotency-Key was already used for a different request.');
  });

  it('concurrent redemptions never take the balance below zero', async () => {
    const member = await createMember(t.database.db, { points: 5_000 });
    const results = await Promise.all(Array.from({ length: 8 }, () => redeem(member.membershipNumber, 'RWD-001')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 422, 422, 422, 422, 422, 422]);
    const profile = (await get(`/api/loyalty/members/${member.membershipNumber}`)).json();
    expect(profile.memberCurrencies[0].pointsBalance).toBe(1_000);
    expect(profile.voucherCount).toBe(2);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

describe('games', () => {
  it('lists the running game with its wheel and the member’s playable spins', async () => {
    const member = await createMember(t.database.db);
    const spin = await grantSpin(t.database.db, member);
    await grantSpin(t.database.db, member, { expirationDate: new Date(Date.now() - 60_000) });
    const games = (await get(`/api/loyalty/members/${member.membershipNumber}/games`)).json();
    expect(games.status).toBe(true);
    expect(games.gameDefinitions).toHaveLength(1);
    const [game] = games.gameDefinitions;
    expect(game).toMatchObject({ name: 'Spin & Win', type: 'SpintheWheel' });
    expect(game.gameRewards.map((r: { name: string }) => r.name)).toEqual([
      'Voucher Rp 5.000', '100 Poin', 'Zonk', 'Diskon 10% Susu', '500 Poin', 'Thank you', 'Voucher Rp 10.000', '1.000 Poin',
    ]);
    expect(game.participantGameRewards).toEqual([
      { gameParticipantRewardId: spin, gameRewardId: null, expirationDate: expect.any(String), status: 'YetToReward' },
    ]);
  });

  it('a play draws the prize on the server by weight, records it and issues it; a second play gets the same prize', async () => {
    const member = await createMember(t.database.db);
    const { gameId, prizeIds } = await createGame(t.database.db, [
      { name: 'Zonk', rewardType: 'NoReward', weight: 0 },
      { name: '250 Poin', rewardType: 'LoyaltyPoints', rewardValue: 250, weight: 1 },
    ]);
    const spin = await grantSpin(t.database.db, member, { gameId });
    const res = await post(`/api/loyalty/game-rewards/${spin}/play`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      errorMessage: null,
      gameReward: [{ gameRewardId: prizeIds[1], name: '250 Poin', rewardType: 'LoyaltyPoints', rewardValue: 250 }],
    });
    const again = await post(`/api/loyalty/game-rewards/${spin}/play`);
    expect(again.json()).toEqual(res.json());
    const profile = (await get(`/api/loyalty/members/${member.membershipNumber}`)).json();
    expect(profile.memberCurrencies[0].pointsBalance).toBe(250);
    const ledger = (await get(`/api/loyalty/members/${member.membershipNumber}/ledger`)).json();
    expect(ledger.transactionJournals[0]).toMatchObject({ journalSubTypeName: 'Game Reward', pointsChange: [{ changeInPoints: 250 }] });
  });

  it('a voucher prize is issued to the member; played at once, a spin still pays one prize', async () => {
    const member = await createMember(t.database.db);
    const { gameId } = await createGame(t.database.db, [{ name: 'Voucher Rp 5.000', rewardType: 'Voucher', voucherDefinition: 'VCH5K', weight: 1 }]);
    const spin = await grantSpin(t.database.db, member, { gameId });
    const plays = await Promise.all(Array.from({ length: 6 }, () => post(`/api/loyalty/game-rewards/${spin}/play`)));
    expect(plays.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const references = new Set(plays.map((p) => p.json().gameReward[0].issuedRewardReference));
    expect(references.size).toBe(1);
    const vouchers = (await get(`/api/loyalty/members/${member.membershipNumber}/vouchers`)).json();
    expect(vouchers.vouchers).toEqual([expect.objectContaining({ voucherCode: [...references][0], voucherDefinition: 'Voucher Belanja Rp 5.000' })]);
  });

  it('an unknown or expired spin is refused with a message', async () => {
    const member = await createMember(t.database.db);
    const unknown = await post('/api/loyalty/game-rewards/00000000-0000-4000-8000-000000000000/play');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(en('loyalty.errors.spinNotFound'));
    expect((await post('/api/loyalty/game-rewards/not-a-uuid/play')).statusCode).toBe(400);
    const expired = await grantSpin(t.database.db, member, { expirationDate: new Date('2026-01-02T00:00:00Z') });
    const res = await post(`/api/loyalty/game-rewards/${expired}/play`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(en('loyalty.errors.spinExpired', { date: new Date('2026-01-02T00:00:00Z') }));
    expect(res.json().error.message).toContain('2 January 2026');
    const inIndonesian = await post(`/api/loyalty/game-rewards/${expired}/play`, {}, { cookie: 'lang=id' });
    expect(inIndonesian.json().error.message).toBe(id('loyalty.errors.spinExpired', { date: new Date('2026-01-02T00:00:00Z') }));
    expect(inIndonesian.json().error.message).toContain('2 Januari 2026');
  });

  it('a member order grants a spin that the games list offers', async () => {
    const member = await createMember(t.database.db);
    const order = await post('/api/pos/orders', orderBody({ membershipNumber: member.membershipNumber }), await cashierHeaders(t));
    const spin = order.json().orders[0].loyalty.gameParticipantRewardId;
    const games = (await get(`/api/loyalty/members/${member.membershipNumber}/games`)).json();
    expect(games.gameDefinitions[0].participantGameRewards.map((p: { gameParticipantRewardId: string }) => p.gameParticipantRewardId)).toEqual([spin]);
  });
});

describe('the refusals a cashier reads at the till', () => {
  it('are worded in the till’s language, English the same as before', async () => {
    const withoutMember = orderBody({ points: 10 });
    const inEnglish = await post('/api/pos/orders', withoutMember);
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.json().error.message).toBe(en('loyalty.errors.pointsNeedMember'));
    const inIndonesian = await post('/api/pos/orders', orderBody({ points: 10 }), { cookie: 'lang=id' });
    expect(inIndonesian.statusCode).toBe(400);
    expect(inIndonesian.json().error.message).toBe(id('loyalty.errors.pointsNeedMember'));
    const unknownMember = await post('/api/pos/orders', orderBody({ membershipNumber: 'NOPE-7' }), { cookie: 'lang=id' });
    expect(unknownMember.statusCode).toBe(404);
    expect(unknownMember.json().error.message).toBe(id('loyalty.errors.memberNotFound', { membershipNumber: 'NOPE-7' }));
  });
});
