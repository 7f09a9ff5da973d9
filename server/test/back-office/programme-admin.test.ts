import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import * as adminProgramme from '#domain/back-office/endpoints/programme.ts';
import type { AnyEndpoint } from '#domain/platform/endpoint.ts';
import { resultRows } from '../../src/platform/db/json-query.ts';
import { translate } from '../../src/platform/texts.ts';
import { spinGameId, voucherDefinitionId } from '../../src/seed/loyalty.ts';
import { payBirthdayBonuses } from '../../src/loyalty/index.ts';
import { createMember, grantSpin, ledgerViolations } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The loyalty programme in the back office (decision 021). Role checks on every endpoint, bad input with
 * nothing written, exact figures, the audit entries, and "changes apply to new activity only": a played
 * spin keeps its prize, an issued voucher its terms, earned points their amounts (decision 021).
 */
let t: TestApp;
let admin: { authorization: string };
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|programme-admin')}` };
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|programme-manager')}` };
  await openShifts(t, ['STORE-001']);
});
afterAll(async () => {
  await t.close();
});

const today = () => jakartaDayOfInstant(new Date());
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const asCashier = async (method: 'GET' | 'POST', url: string, payload?: object) => call(method, url, await cashierHeaders(t), payload);
const countOf = async (query: ReturnType<typeof sql>) => Number(resultRows<{ n: string }>(await t.database.db.execute(query))[0]?.n);
/** The member area's earning rate (GET /api/loyalty/earning-rates), asked without a sign-in. */
const earningRates = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/loyalty/earning-rates' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};
const auditCount = (entity: string) => countOf(sql`select count(*)::text as n from admin_audit_log where entity = ${entity}`);

const games = async () => (await call('GET', '/api/admin/programme/games', manager)).json().games as {
  id: string;
  version: number;
  name: string;
  startDate: string;
  endDate: string | null;
  prizes: { id: string; name: string; rewardType: string; rewardValue: number | null; voucherDefinitionId: string | null; odds: number; weight: number }[];
}[];
const spinGame = async () => {
  const game = (await games()).find((g) => g.id === spinGameId);
  if (!game) throw new Error('no seeded game');
  return game;
};
const prizesOf = (game: Awaited<ReturnType<typeof spinGame>>) =>
  game.prizes.map(({ name, rewardType, rewardValue, voucherDefinitionId: v, odds }) => ({ name, rewardType, rewardValue, voucherDefinitionId: v, odds }));

describe('role checks', () => {
  const all = Object.values(adminProgramme) as AnyEndpoint[];
  const url = (e: AnyEndpoint) => e.path.replace(':rewardId', 'RWD-001').replace(':id', voucherDefinitionId('VCH10K')).replace(':gameId', spinGameId);

  it.each(all.map((e) => [`${e.method} ${e.path}`, e] as const))('%s: anonymous 401, cashier 403', async (_name, endpoint) => {
    const request = { method: endpoint.method, url: url(endpoint) };
    expect((await t.app.inject(request)).statusCode).toBe(401);
    expect((await t.app.inject({ ...request, headers: await cashierHeaders(t) })).statusCode).toBe(403);
  });

  it('a manager reads everything and writes nothing', async () => {
    for (const endpoint of all.filter((e) => e.method === 'GET')) {
      expect((await call('GET', url(endpoint), manager)).statusCode, endpoint.path).toBe(200);
    }
    for (const endpoint of all.filter((e) => e.method !== 'GET')) {
      const res = await t.app.inject({ method: endpoint.method, url: url(endpoint), headers: manager, payload: {} });
      expect(res.statusCode, endpoint.path).toBe(403);
    }
  });
});

describe('games', () => {
  it('lists the wheel with its weights as odds in percent', async () => {
    const game = await spinGame();
    expect(game).toMatchObject({ name: 'Spin & Win', startDate: '2025-01-01', endDate: null, version: 1 });
    expect(game.prizes.map((p) => [p.name, p.odds])).toEqual([
      ['Voucher Rp 5.000', 20],
      ['100 Poin', 22],
      ['Zonk', 18],
      ['Diskon 10% Susu', 10],
      ['500 Poin', 8],
      ['Thank you', 14],
      ['Voucher Rp 10.000', 6],
      ['1.000 Poin', 2],
    ]);
  });

  it('refuses odds that do not add up to 100% (and odds with two decimals), writing nothing', async () => {
    const before = await spinGame();
    const prizes = prizesOf(before);
    const short = prizes.map((p, i) => (i === 0 ? { ...p, odds: 19.9 } : p));
    const res = await call('PUT', `/api/admin/programme/games/${spinGameId}`, admin, { version: before.version, name: before.name, startDate: before.startDate, endDate: null, prizes: short });
    expect(res.statusCode).toBe(400);
    const oddsSum = translate('en')('backOffice.errors.programme.oddsSum', { sum: '99.9%' });
    expect(res.json().error.message).toContain(oddsSum);
    expect(res.json().error.fields.odds).toBe(oddsSum);

    const fine = prizes.map((p, i) => (i === 0 ? { ...p, odds: 19.95 } : i === 1 ? { ...p, odds: 22.05 } : p));
    const decimals = await call('PUT', `/api/admin/programme/games/${spinGameId}`, admin, { version: before.version, name: before.name, startDate: before.startDate, endDate: null, prizes: fine });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().error.message).toContain(translate('en')('backOffice.errors.programme.oddsDecimal'));

    const points = prizes.map((p) => (p.rewardType === 'LoyaltyPoints' ? { ...p, rewardValue: null } : p));
    expect((await call('PUT', `/api/admin/programme/games/${spinGameId}`, admin, { ...before, prizes: points })).json().error.fields).toMatchObject({ rewardValue: `${translate('en')('backOffice.errors.programme.prizePoints')}.` });

    expect(await spinGame()).toEqual(before);
    expect(await auditCount('game')).toBe(0);
  });

  it('new odds apply to spins played from now on; a spin played before keeps its prize', async () => {
    const member = await createMember(t.database.db);
    const played = await grantSpin(t.database.db, member);
    const waiting = await grantSpin(t.database.db, member);
    const first = (await asCashier('POST', `/api/loyalty/game-rewards/${played}/play`)).json();
    expect(first.status).toBe(true);
    const firstPrize = first.gameReward[0];

    const before = await spinGame();
    const prizes = [
      { name: 'Jackpot 700 Poin', rewardType: 'LoyaltyPoints', rewardValue: 700, voucherDefinitionId: null, odds: 100 },
      { name: 'Voucher Rp 10.000', rewardType: 'Voucher', rewardValue: null, voucherDefinitionId: voucherDefinitionId('VCH10K'), odds: 0 },
      { name: 'Zonk', rewardType: 'NoReward', rewardValue: null, voucherDefinitionId: null, odds: 0 },
    ];
    const res = await call('PUT', `/api/admin/programme/games/${spinGameId}`, admin, { version: before.version, name: 'Spin & Win', startDate: '2025-01-01', endDate: null, prizes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(before.version + 1);
    expect(res.json().prizes.map((p: { name: string; odds: number; weight: number }) => [p.name, p.odds, p.weight])).toEqual([
      ['Jackpot 700 Poin', 100, 1000],
      ['Voucher Rp 10.000', 0, 0],
      ['Zonk', 0, 0],
    ]);

    // The member area's wheel shows the new prizes only.
    const wheel = (await asCashier('GET', `/api/loyalty/members/${member.membershipNumber}/games`)).json();
    const spinWheel = wheel.gameDefinitions.find((g: { gameDefinitionId: string }) => g.gameDefinitionId === spinGameId);
    expect(spinWheel.gameRewards.map((r: { name: string }) => r.name)).toEqual(['Jackpot 700 Poin', 'Voucher Rp 10.000', 'Zonk']);

    // The spin played before still answers with the prize it drew, with the same reference.
    const again = (await asCashier('POST', `/api/loyalty/game-rewards/${played}/play`)).json();
    expect(again.gameReward[0]).toEqual(firstPrize);
    // The waiting spin draws from the new odds: 100% the jackpot, 700 points.
    const second = (await asCashier('POST', `/api/loyalty/game-rewards/${waiting}/play`)).json();
    expect(second.gameReward[0]).toMatchObject({ name: 'Jackpot 700 Poin', rewardType: 'LoyaltyPoints', rewardValue: 700 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);

    const [entry] = resultRows<{ action: string; before: { prizes: unknown[] }; after: { prizes: { name: string; odds: number }[] } }>(
      await t.database.db.execute(sql`select action, before, after from admin_audit_log where entity = 'game' order by id desc limit 1`),
    );
    expect(entry?.action).toBe('game.update');
    expect(entry?.before.prizes).toHaveLength(8);
    expect(entry?.after.prizes.map((p) => [p.name, p.odds])).toEqual([
      ['Jackpot 700 Poin', 100],
      ['Voucher Rp 10.000', 0],
      ['Zonk', 0],
    ]);
  });

  it('an edit made on an old version is a 409 and changes nothing; saving the same again logs nothing', async () => {
    const current = await spinGame();
    const body = { version: current.version - 1, name: current.name, startDate: current.startDate, endDate: null, prizes: prizesOf(current) };
    const stale = await call('PUT', `/api/admin/programme/games/${spinGameId}`, admin, { ...body, name: 'Renamed' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/Someone else changed this/);
    const audits = await auditCount('game');
    const same = await call('PUT', `/api/admin/programme/games/${spinGameId}`, admin, { ...body, version: current.version });
    expect(same.statusCode).toBe(200);
    expect(same.json().version).toBe(current.version);
    expect(await auditCount('game')).toBe(audits);
    expect((await call('PUT', '/api/admin/programme/games/00000000-0000-4000-8000-000000000000', admin, body)).statusCode).toBe(404);
  });
});

describe('rewards', () => {
  const rewardBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Voucher Kopi Rp 10.000',
    imageUrl: '/images/loyalty/vouchers/vch10k.svg',
    points: 1_500,
    voucherDefinitionId: voucherDefinitionId('VCH10K'),
    stock: 1,
    perMemberLimit: 1,
    startDate: null,
    endDate: null,
    active: true,
    ...overrides,
  });
  const redeem = (membershipNumber: string, rewardId: string) =>
    asCashier('POST', '/api/loyalty/rewards/redeem', { MembershipNumber: membershipNumber, RewardCatalogId: rewardId });
  const catalogueIds = async (membershipNumber: string) =>
    ((await asCashier('GET', `/api/loyalty/members/${membershipNumber}/rewards`)).json() as { Id: string }[]).map((r) => r.Id);

  it('bad input is a 400 with field messages and writes nothing', async () => {
    const before = await countOf(sql`select count(*)::text as n from loyalty_rewards`);
    const res = await call('POST', '/api/admin/programme/rewards', admin, rewardBody({ points: 0, startDate: '2026-12-31', endDate: '2026-12-01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ points: `Points: ${translate('en')('errors.validation.atLeast', { limit: 1 })}.`, endDate: `${translate('en')('backOffice.errors.programme.endBeforeStart')}.` });
    const noVoucher = await call('POST', '/api/admin/programme/rewards', admin, rewardBody({ voucherDefinitionId: '00000000-0000-4000-8000-000000000000' }));
    expect(noVoucher.statusCode).toBe(400);
    expect(noVoucher.json().error.fields.voucherDefinitionId).toBe(translate('en')('backOffice.errors.programme.chooseCurrentVoucher'));
    expect(await countOf(sql`select count(*)::text as n from loyalty_rewards`)).toBe(before);
  });

  it('stock and the per-member limit hold; the catalogue drops a sold-out reward', async () => {
    const created = await call('POST', '/api/admin/programme/rewards', admin, rewardBody({ stock: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    const reward = created.json();
    expect(reward).toMatchObject({ name: 'Voucher Kopi Rp 10.000', points: 1_500, stock: 2, perMemberLimit: 1, redeemed: 0, version: 1, voucherName: 'Voucher Belanja Rp 10.000' });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createMember(t.database.db, { points: 10_000 })));
    if (!a || !b || !c) throw new Error('members');
    expect(await catalogueIds(a.membershipNumber)).toContain(reward.id);

    expect((await redeem(a.membershipNumber, reward.id)).statusCode).toBe(201);
    const twice = await redeem(a.membershipNumber, reward.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Voucher Kopi Rp 10.000 can be redeemed 1 time per member.');
    expect((await redeem(b.membershipNumber, reward.id)).statusCode).toBe(201);
    const soldOut = await redeem(c.membershipNumber, reward.id);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error.message).toBe('Voucher Kopi Rp 10.000 is out of stock.');
    expect(await catalogueIds(c.membershipNumber)).not.toContain(reward.id);
    const listed = (await call('GET', '/api/admin/programme/rewards', manager)).json().rewards.find((r: { id: string }) => r.id === reward.id);
    expect(listed).toMatchObject({ stock: 0, redeemed: 2 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a new price applies to new redemptions; the points already taken stay; dates take it off the catalogue', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const reward = (await call('POST', '/api/admin/programme/rewards', admin, rewardBody({ stock: null, perMemberLimit: null }))).json();
    expect((await redeem(member.membershipNumber, reward.id)).json().pointsRedeemed).toBe(1_500);

    const update = await call('PUT', `/api/admin/programme/rewards/${reward.id}`, admin, rewardBody({ stock: null, perMemberLimit: null, points: 2_500, version: 1 }));
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ points: 2_500, version: 2, redeemed: 1 });
    expect((await redeem(member.membershipNumber, reward.id)).json()).toMatchObject({ pointsRedeemed: 2_500, pointsBalance: 6_000 });
    const ledger = (await asCashier('GET', `/api/loyalty/members/${member.membershipNumber}/ledger`)).json();
    const redemptions = ledger.transactionJournals.map((j: { pointsChange: { changeInPoints: number }[] }) => j.pointsChange[0]?.changeInPoints);
    expect(redemptions).toEqual(expect.arrayContaining([-1_500, -2_500]));

    const stale = await call('PUT', `/api/admin/programme/rewards/${reward.id}`, admin, rewardBody({ points: 1, version: 1 }));
    expect(stale.statusCode).toBe(409);
    const ended = await call('PUT', `/api/admin/programme/rewards/${reward.id}`, admin, rewardBody({ stock: null, perMemberLimit: null, points: 2_500, endDate: addDaysToDay(today(), -1), version: 2 }));
    expect(ended.statusCode).toBe(200);
    expect(await catalogueIds(member.membershipNumber)).not.toContain(reward.id);
    expect((await redeem(member.membershipNumber, reward.id)).statusCode).toBe(404);

    const [entry] = resultRows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      await t.database.db.execute(sql`select before, after from admin_audit_log where entity = 'reward' and entity_id = ${reward.id} and action = 'reward.update' order by id limit 1`),
    );
    expect(entry).toEqual({ before: { points: 1_500 }, after: { points: 2_500 } });
    expect((await call('PUT', '/api/admin/programme/rewards/RW-NOPE', admin, rewardBody({ version: 1 }))).statusCode).toBe(404);
  });
});

describe('voucher definitions', () => {
  const definitionBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Voucher Belanja Rp 10.000',
    description: 'Potongan Rp 10.000, minimal belanja Rp 50.000.',
    type: 'FixedValue',
    faceValue: 10_000,
    discountPercent: null,
    imageUrl: '/images/loyalty/vouchers/vch10k.svg',
    validityDays: 30,
    minimumPurchase: 50_000,
    storeBrand: null,
    eligibleProductCodes: [],
    eligibleCategories: [],
    excludedProductCodes: [],
    ...overrides,
  });
  const definitions = async () =>
    (await call('GET', '/api/admin/programme/voucher-definitions', manager)).json().voucherDefinitions as { id: string; code: string; version: number; faceValue: number | null; issued: number }[];

  it('an edit of a definition that issued vouchers is a new definition; issued vouchers keep their terms', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const first = (await asCashier('POST', '/api/loyalty/rewards/redeem', { MembershipNumber: member.membershipNumber, RewardCatalogId: 'RWD-001' })).json();
    expect(first.voucher.faceValue).toBe(10_000);
    const current = (await definitions()).find((d) => d.code === 'VCH10K');
    if (!current) throw new Error('VCH10K');
    expect(current.issued).toBeGreaterThan(0);

    const bad = await call('PUT', `/api/admin/programme/voucher-definitions/${current.id}`, admin, definitionBody({ version: current.version, faceValue: null }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.faceValue).toBe(`${translate('en')('backOffice.errors.programme.faceValueRequired')}.`);

    const res = await call('PUT', `/api/admin/programme/voucher-definitions/${current.id}`, admin, definitionBody({ version: current.version, faceValue: 12_000, name: 'Voucher Belanja Rp 12.000' }));
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json();
    expect(next.id).not.toBe(current.id);
    expect(next).toMatchObject({ code: 'VCH10K', faceValue: 12_000, version: current.version + 1 });

    const second = (await asCashier('POST', '/api/loyalty/rewards/redeem', { MembershipNumber: member.membershipNumber, RewardCatalogId: 'RWD-001' })).json();
    expect(second.voucher).toMatchObject({ faceValue: 12_000, voucherDefinition: 'Voucher Belanja Rp 12.000' });
    const vouchers = (await asCashier('GET', `/api/loyalty/members/${member.membershipNumber}/vouchers`)).json().vouchers as { voucherCode: string; faceValue: number }[];
    expect(vouchers.find((v) => v.voucherCode === first.voucher.voucherCode)?.faceValue).toBe(10_000);
    expect(vouchers.find((v) => v.voucherCode === second.voucher.voucherCode)?.faceValue).toBe(12_000);
    // The old row is stale now: editing it again is a 409.
    expect((await call('PUT', `/api/admin/programme/voucher-definitions/${current.id}`, admin, definitionBody({ version: next.version }))).statusCode).toBe(409);
  });

  it('creates a percentage definition (shown with its standard cap); a duplicate code is a 409; unused definitions change in place', async () => {
    const body: Record<string, unknown> = definitionBody({ code: 'TEH20', name: 'Diskon 20% Teh', type: 'DiscountPercentage', faceValue: null, discountPercent: 20, eligibleCategories: ['Tea', 'Tea'], excludedProductCodes: ['GL-TEA-009'] });
    const created = await call('POST', '/api/admin/programme/voucher-definitions', admin, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'TEH20', discountPercent: 20, eligibleCategories: ['Tea'], issued: 0, version: 1 });
    expect((await call('POST', '/api/admin/programme/voucher-definitions', admin, body)).statusCode).toBe(409);
    const { code: _code, ...update } = body;
    const changed = await call('PUT', `/api/admin/programme/voucher-definitions/${created.json().id}`, admin, { ...update, validityDays: 45, version: 1 });
    expect(changed.json()).toMatchObject({ id: created.json().id, validityDays: 45, version: 2 });
  });
});

describe("a percentage voucher's cap and excluded categories", () => {
  it('a new cap and excluded category apply to vouchers issued from now on; a voucher issued before keeps its terms', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    // A 10% definition written without a cap gets the spec's standard one: up to Rp25.000.
    const created = await call('POST', '/api/admin/programme/voucher-definitions', admin, {
      code: 'HEMAT10',
      name: 'Hemat 10%',
      description: 'Diskon 10% untuk semua produk.',
      type: 'DiscountPercentage',
      faceValue: null,
      discountPercent: 10,
      imageUrl: '/images/loyalty/vouchers/disc10.svg',
      validityDays: 30,
      minimumPurchase: 0,
      storeBrand: null,
      eligibleProductCodes: [],
      eligibleCategories: [],
      excludedProductCodes: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const disc10 = created.json() as Record<string, unknown>;
    expect(disc10).toMatchObject({ maxDiscount: 25_000, excludedCategories: [] });
    const reward = (
      await call('POST', '/api/admin/programme/rewards', admin, {
        name: 'Hemat 10%',
        imageUrl: '/images/loyalty/vouchers/disc10.svg',
        points: 1_000,
        voucherDefinitionId: disc10.id,
        stock: null,
        perMemberLimit: null,
        startDate: null,
        endDate: null,
        active: true,
      })
    ).json() as { id: string };
    const redeem = async () => {
      const redeemed = await asCashier('POST', '/api/loyalty/rewards/redeem', { MembershipNumber: member.membershipNumber, RewardCatalogId: reward.id });
      expect(redeemed.statusCode, redeemed.body).toBe(201);
      return redeemed.json().voucher.voucherCode as string;
    };
    const before = { voucherCode: await redeem() };

    const { id, code: _code, issued: _issued, ...terms } = disc10;
    const badCap = await call('PUT', `/api/admin/programme/voucher-definitions/${String(id)}`, admin, { ...terms, maxDiscount: 10_000.5 });
    expect(badCap.statusCode).toBe(400);
    expect(badCap.json().error.fields.maxDiscount).toBe(`Maximum discount: ${translate('en')('errors.validation.wholeNumber')}.`);
    const fixedWithCap = await call('PUT', `/api/admin/programme/voucher-definitions/${String(id)}`, admin, { ...terms, type: 'FixedValue', faceValue: 5_000, discountPercent: null, maxDiscount: 1_000 });
    expect(fixedWithCap.statusCode).toBe(400);
    expect(fixedWithCap.json().error.fields.maxDiscount).toBe(`${translate('en')('backOffice.errors.programme.fixedHasNoCap')}.`);
    expect((await call('GET', '/api/admin/programme/voucher-definitions', manager)).json().voucherDefinitions.find((d: { code: string }) => d.code === 'HEMAT10')).toEqual({ ...disc10, issued: 1 });

    const res = await call('PUT', `/api/admin/programme/voucher-definitions/${String(id)}`, admin, { ...terms, maxDiscount: 10_000, excludedCategories: ['Milk'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'HEMAT10', discountPercent: 10, maxDiscount: 10_000, excludedCategories: ['Milk'] });
    expect(res.json().id).not.toBe(id);
    const [entry] = resultRows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      await t.database.db.execute(sql`select before, after from admin_audit_log where entity = 'voucher-definition' and entity_id = 'HEMAT10' order by id desc limit 1`),
    );
    expect(entry?.before).toMatchObject({ maxDiscount: 25_000, excludedCategories: [] });
    expect(entry?.after).toMatchObject({ maxDiscount: 10_000, excludedCategories: ['Milk'] });

    // The reward now issues the new definition: a voucher redeemed now carries the new terms.
    const after = await redeem();

    const vouchers = (await asCashier('GET', `/api/loyalty/members/${member.membershipNumber}/vouchers`)).json().vouchers as { voucherCode: string; maxDiscount: number | null }[];
    expect(vouchers.find((v) => v.voucherCode === before.voucherCode)?.maxDiscount).toBe(25_000);
    expect(vouchers.find((v) => v.voucherCode === after)?.maxDiscount).toBe(10_000);
    const eligibility = async (VoucherCode: string) =>
      (await asCashier('POST', '/api/loyalty/vouchers/eligibility', { CartValue: 351_000, StoreId: 'STORE-001', VoucherCode, MembershipNumber: member.membershipNumber })).json();
    expect((await eligibility(after)).ExcludedCategories).toEqual([{ Name: 'Milk' }]);
    expect((await eligibility(before.voucherCode)).ExcludedCategories).toBeUndefined();

    // Milk Bundle x3 = Rp201.000 (Milk) and Parmesan x2 = Rp150.000 (Cheese).
    const lines = [
      { productCode: 'GL-MLK-006', quantity: 3 },
      { productCode: 'GL-CHS-003', quantity: 2 },
    ];
    const order = async (voucherCode: string, totalDiscounts: number) => {
      const placed = await asCashier('POST', '/api/pos/orders', await withMemberConfirmation(t, orderBody({ membershipNumber: member.membershipNumber, voucherCode, lines, totals: { total_discounts: totalDiscounts } }), await cashierHeaders(t)));
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json().orders[0].order as { subtotal: number; voucherDiscount: number };
    };
    // A till that applied the old terms to the new voucher is refused.
    const stale = await asCashier('POST', '/api/pos/orders', await withMemberConfirmation(t, orderBody({ membershipNumber: member.membershipNumber, voucherCode: after, lines, totals: { total_discounts: 25_000 } }), await cashierHeaders(t)));
    expect(stale.statusCode, stale.body).toBe(400);
    // Issued after: the milk is skipped, 10% of Rp150.000 = Rp15.000, capped at Rp10.000.
    expect(await order(after, 10_000)).toMatchObject({ subtotal: 351_000, voucherDiscount: 10_000 });
    // Issued before: every line counts, 10% of Rp351.000 = Rp35.100, capped at Rp25.000.
    expect(await order(before.voucherCode, 25_000)).toMatchObject({ subtotal: 351_000, voucherDiscount: 25_000 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

describe('tiers and the earning rate', () => {
  it('shows the seeded rate, thresholds and multipliers', async () => {
    const earning = (await call('GET', '/api/admin/programme/earning', manager)).json();
    expect(earning).toMatchObject({
      version: 1,
      rupiahPerPoint: 1_000,
      tiers: [
        { name: 'Crew', threshold: 10_000_000, multiplier: 1 },
        { name: 'Co-Pilot', threshold: 20_000_000, multiplier: 1.25 },
        { name: 'Pilot', threshold: 50_000_000, multiplier: 1.5 },
      ],
    });
    // The member area's 'Poin Belanja' line reads the same rate, with no sign-in.
    expect(await earningRates()).toEqual({
      rupiahPerPoint: 1_000,
      birthdayBonusPoints: 5_000,
      tiers: [
        { name: 'Crew', multiplier: 1 },
        { name: 'Co-Pilot', multiplier: 1.25 },
        { name: 'Pilot', multiplier: 1.5 },
      ],
    });
  });

  it('refuses thresholds out of order and multipliers with three decimals, writing nothing', async () => {
    const body = {
      version: 1,
      rupiahPerPoint: 1_000,
      tiers: [
        { name: 'Crew', threshold: 30_000_000, multiplier: 1 },
        { name: 'Co-Pilot', threshold: 20_000_000, multiplier: 1.255 },
        { name: 'Pilot', threshold: 50_000_000, multiplier: 1.5 },
      ],
    };
    const res = await call('PUT', '/api/admin/programme/earning', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(translate('en')('backOffice.errors.programme.thresholdAbove', { tier: 'Co-Pilot', lower: 'Crew' }));
    expect(res.json().error.message).toContain(translate('en')('backOffice.errors.programme.multiplierDecimals'));
    expect((await call('GET', '/api/admin/programme/earning', manager)).json().version).toBe(1);
    expect(await auditCount('loyalty-programme')).toBe(0);
  });

  it('a new rate and multiplier apply to orders from now on; points already earned keep their amounts', async () => {
    const member = await createMember(t.database.db, { tier: 'Co-Pilot' });
    const order = async () => {
      const res = await asCashier('POST', '/api/pos/orders', orderBody({ membershipNumber: member.membershipNumber, lines: [{ productCode: 'GL-MLK-006', quantity: 3 }] }));
      expect(res.statusCode, res.body).toBe(201);
      const [placed] = res.json().orders;
      return { total: placed.order.total as number, earned: placed.loyalty.pointsEarned as number };
    };
    const before = await order();
    expect(before.earned).toBe(Math.floor(Math.floor(before.total / 1_000) * 1.25));

    const res = await call('PUT', '/api/admin/programme/earning', admin, {
      version: 1,
      rupiahPerPoint: 500,
      tiers: [
        { name: 'Crew', threshold: 10_000_000, multiplier: 1 },
        { name: 'Co-Pilot', threshold: 25_000_000, multiplier: 2 },
        { name: 'Pilot', threshold: 50_000_000, multiplier: 1.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, rupiahPerPoint: 500, tiers: [{ multiplier: 1 }, { name: 'Co-Pilot', threshold: 25_000_000, multiplier: 2 }, { multiplier: 1.5 }] });

    const after = await order();
    expect(after.total).toBe(before.total);
    expect(after.earned).toBe(Math.floor(after.total / 500) * 2);
    const ledger = (await asCashier('GET', `/api/loyalty/members/${member.membershipNumber}/ledger`)).json();
    const purchases = ledger.transactionJournals
      .filter((j: { journalSubTypeName: string }) => j.journalSubTypeName === 'Purchase')
      .map((j: { pointsChange: { loyaltyMemberCurrency: string; changeInPoints: number }[] }) => j.pointsChange.find((c) => c.loyaltyMemberCurrency === 'Reward Points')?.changeInPoints);
    expect(purchases.sort()).toEqual([before.earned, after.earned].sort());
    // The member area's "to the next tier" uses the new threshold.
    const profile = (await asCashier('GET', `/api/loyalty/members/${member.membershipNumber}`)).json();
    expect(profile.amountToNextTier).toBe(25_000_000 - before.total - after.total);

    const [entry] = resultRows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      await t.database.db.execute(sql`select before, after from admin_audit_log where entity = 'loyalty-programme' order by id desc limit 1`),
    );
    expect(entry?.before).toMatchObject({ rupiahPerPoint: 1_000 });
    expect(entry?.after).toMatchObject({ rupiahPerPoint: 500 });
    expect((await call('PUT', '/api/admin/programme/earning', admin, { ...res.json(), version: 1 })).statusCode).toBe(409);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('the member area shows the rate the admin set, at once', async () => {
    const current = (await call('GET', '/api/admin/programme/earning', manager)).json() as { version: number; tiers: { name: string; threshold: number }[] };
    const multipliers: Record<string, number> = { Crew: 1.1, 'Co-Pilot': 1.3, Pilot: 1.75 };
    const res = await call('PUT', '/api/admin/programme/earning', admin, {
      version: current.version,
      rupiahPerPoint: 2_500,
      tiers: current.tiers.map(({ name, threshold }) => ({ name, threshold, multiplier: multipliers[name] })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await earningRates()).toEqual({
      rupiahPerPoint: 2_500,
      birthdayBonusPoints: 5_000,
      tiers: [
        { name: 'Crew', multiplier: 1.1 },
        { name: 'Co-Pilot', multiplier: 1.3 },
        { name: 'Pilot', multiplier: 1.75 },
      ],
    });
  });
});

describe('birthdays and tiers (decision 031)', () => {
  const rulesUrl = '/api/admin/programme/birthday-and-tiers';
  const en = translate('en');
  /** A field's message as the error handler words it: the catalogue's text, a sentence. */
  const said = (...args: Parameters<typeof en>) => en(...args).replace(/(?<![.!?])$/, '.');

  it('shows the defaults: a 5.000-point birthday bonus, 12 months rolling, no downgrade until an admin chooses one', async () => {
    const rules = (await call('GET', rulesUrl, manager)).json();
    expect(rules).toEqual({ version: expect.any(Number), birthdayBonusPoints: 5_000, qualifyingMonths: 12, downgradePolicy: 'never', graceDays: 30, policySince: null });
  });

  it('refuses bad input with a sentence per field a person can act on, writing nothing', async () => {
    const current = (await call('GET', rulesUrl, manager)).json();
    const audits = await auditCount('loyalty-programme');
    const res = await call('PUT', rulesUrl, admin, { ...current, birthdayBonusPoints: 2.5, qualifyingMonths: 0, downgradePolicy: 'sometimes', graceDays: 366 });
    expect(res.statusCode).toBe(400);
    // zod's own findings, worded from the catalogue after the field's label (decision 029).
    expect(res.json().error.fields).toEqual({
      birthdayBonusPoints: `Birthday bonus points: ${said('errors.validation.wholeNumber')}`,
      qualifyingMonths: `Qualifying months: ${said('errors.validation.atLeast', { limit: 1 })}`,
      downgradePolicy: `Downgrade policy: ${said('errors.validation.oneOf', { options: 'never, oneTierDown, recompute' })}`,
      graceDays: `Grace days: ${said('errors.validation.atMost', { limit: 365 })}`,
    });
    expect((await call('GET', rulesUrl, manager)).json()).toEqual(current);
    expect(await auditCount('loyalty-programme')).toBe(audits);
    // Not a number at all is a 400 too, never a 500.
    expect((await call('PUT', rulesUrl, admin, { ...current, graceDays: 'thirty' })).statusCode).toBe(400);
  });

  it('an admin changes them, audited; the member area and the next birthday use the new bonus; a stale version is a 409', async () => {
    const current = (await call('GET', rulesUrl, manager)).json();
    expect((await call('PUT', rulesUrl, manager, { ...current, birthdayBonusPoints: 7_500 })).statusCode).toBe(403);
    const res = await call('PUT', rulesUrl, admin, { ...current, birthdayBonusPoints: 7_500, downgradePolicy: 'oneTierDown', graceDays: 14 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...current, version: current.version + 1, birthdayBonusPoints: 7_500, downgradePolicy: 'oneTierDown', graceDays: 14, policySince: today() });
    const [entry] = resultRows<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      await t.database.db.execute(sql`select action, before, after from admin_audit_log where entity = 'loyalty-programme' order by id desc limit 1`),
    );
    expect(entry).toEqual({
      action: 'birthday-and-tiers.update',
      before: { birthdayBonusPoints: 5_000, downgradePolicy: 'never', graceDays: 30 },
      after: { birthdayBonusPoints: 7_500, downgradePolicy: 'oneTierDown', graceDays: 14 },
    });
    expect(await earningRates()).toMatchObject({ birthdayBonusPoints: 7_500 });
    expect((await call('PUT', rulesUrl, admin, { ...current, birthdayBonusPoints: 6_000 })).statusCode).toBe(409);

    // Today is this member's birthday: the job pays the new amount.
    const member = await createMember(t.database.db, { birthDate: `1990-${today().slice(5)}` });
    await payBirthdayBonuses(t.app.loyaltyEngine);
    const profile = (await asCashier('GET', `/api/loyalty/members/${member.membershipNumber}`)).json();
    expect(profile.memberCurrencies[0]).toMatchObject({ loyaltyMemberCurrencyName: 'Reward Points', pointsBalance: 7_500 });
    expect(profile.birthdayBonus).toEqual({ status: 'Paid', day: today(), points: 7_500 });

    // Saving the same values again writes nothing; the policy keeps the day it started.
    const again = await call('PUT', rulesUrl, admin, res.json());
    expect(again.json()).toEqual(res.json());
  });
});

describe('races', () => {
  it('two admins saving the odds at once: one wins, the other gets a 409; one set of prizes, one audit entry', async () => {
    const current = await spinGame();
    const audits = await auditCount('game');
    const body = (name: string) => ({
      version: current.version,
      name: current.name,
      startDate: current.startDate,
      endDate: null,
      prizes: [
        { name, rewardType: 'LoyaltyPoints', rewardValue: 100, voucherDefinitionId: null, odds: 60 },
        { name: 'Zonk', rewardType: 'NoReward', rewardValue: null, voucherDefinitionId: null, odds: 40 },
      ],
    });
    const second = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|programme-admin-2')}` };
    const [a, b] = await Promise.all([
      call('PUT', `/api/admin/programme/games/${spinGameId}`, admin, body('100 Poin A')),
      call('PUT', `/api/admin/programme/games/${spinGameId}`, second, body('100 Poin B')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await spinGame();
    expect(after.version).toBe(current.version + 1);
    expect(after.prizes).toHaveLength(2);
    expect(await auditCount('game')).toBe(audits + 1);
    expect(await countOf(sql`select count(*)::text as n from loyalty_game_rewards where game_id = ${spinGameId} and retired_at is null`)).toBe(2);
  });
  it('six members redeem the last two of a reward at once: two vouchers, four "out of stock", stock 0', async () => {
    const reward = (
      await call('POST', '/api/admin/programme/rewards', admin, {
        name: 'Voucher Terakhir',
        imageUrl: '/images/loyalty/vouchers/vch10k.svg',
        points: 1_000,
        voucherDefinitionId: voucherDefinitionId('DISC10'),
        stock: 2,
        perMemberLimit: null,
        startDate: null,
        endDate: null,
        active: true,
      })
    ).json();
    expect(reward.stock).toBe(2);
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(t.database.db, { points: 5_000 })));
    const redemptions = await Promise.all(
      members.map((m) => asCashier('POST', '/api/loyalty/rewards/redeem', { MembershipNumber: m.membershipNumber, RewardCatalogId: reward.id })),
    );
    expect(redemptions.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    for (const r of redemptions.filter((r) => r.statusCode === 409)) expect(r.json().error.message).toBe('Voucher Terakhir is out of stock.');
    const [row] = resultRows<{ stock: number; issued: string }>(
      await t.database.db.execute(sql`select r.stock, (select count(*)::text from loyalty_vouchers v where v.reward_id = r.id) as issued from loyalty_rewards r where r.id = ${reward.id}`),
    );
    expect(row).toEqual({ stock: 0, issued: '2' });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});
