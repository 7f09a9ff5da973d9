import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remindTiersAtRisk, reviewTiers } from '../../src/loyalty/index.ts';
import { createManagerAccount } from '../../src/seed/managers.ts';
import {
  loyaltyMemberCurrencies,
  loyaltyMembers,
  loyaltyPointsChanges,
  loyaltyTransactionJournals,
} from '../../src/platform/db/schema/index.ts';
import { controlledClock } from '../helpers/controlled-clock.ts';
import { createMember, ledgerViolations, tierChangeJournals, uniqueNumber, type TestMember } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { jobNotifier, messagesOf } from '../helpers/notifier.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Tiers that move both ways (docs/decisions/031-birthdays-and-tiers.md), with the app's clock in a test's
 * hand: a tier is earned with the Tier Points of the qualifying period (12 months rolling), the daily
 * review applies the programme's downgrade policy after the grace period and writes a 'Tier Change'
 * journal, and a return lowers Tier Points, never the tier at once.
 */
const clock = controlledClock();
const MANAGER = { email: 'manajer.tiers@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', pin: '2468' };
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|tiers-admin')}` };
  await openShifts(t, ['STORE-101']);
  await createManagerAccount(t.database.db, MANAGER);
});
afterAll(async () => {
  await t.close();
});
// Each test starts its own days: forget how far the review got (its next run computes every member again).
beforeEach(async () => {
  await t.database.db.execute(sql`delete from loyalty_tier_period_progress`);
});

const run = (app: TestApp = t) => reviewTiers(app.app.loyaltyEngine, jobNotifier(app, clock));
const remind = (app: TestApp = t) => remindTiersAtRisk(app.app.loyaltyEngine, jobNotifier(app, clock));
/** The member's messages about their tier (a till sale also records its receipt message). */
const tierMessages = async (member: TestMember) => (await messagesOf(t, member.membershipNumber)).filter((message) => message.event !== 'receipt');

/** Tier Points earned at a purchase on a Jakarta day, written as the order path writes them (history before the test). */
async function earned(member: TestMember, day: string, tierPoints: number): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    const journalId = randomUUID();
    await tx.insert(loyaltyTransactionJournals).values({
      id: journalId,
      memberId: member.id,
      journalTypeName: 'Accrual',
      journalSubTypeName: 'Purchase',
      activityDate: new Date(`${day}T12:00:00+07:00`),
      externalTransactionNumber: uniqueNumber('HIST-'),
      transactionAmount: tierPoints,
    });
    await tx.insert(loyaltyPointsChanges).values({ id: randomUUID(), journalId, memberId: member.id, currencyName: 'Tier Points', changeInPoints: tierPoints });
    await tx
      .update(loyaltyMemberCurrencies)
      .set({ pointsBalance: sql`${loyaltyMemberCurrencies.pointsBalance} + ${tierPoints}`, totalPointsAccrued: sql`${loyaltyMemberCurrencies.totalPointsAccrued} + ${tierPoints}` })
      .where(and(eq(loyaltyMemberCurrencies.memberId, member.id), eq(loyaltyMemberCurrencies.currencyName, 'Tier Points')));
  });
}

async function memberIn(tier: 'Crew' | 'Co-Pilot' | 'Pilot', since: string): Promise<TestMember> {
  const member = await createMember(t.database.db, { tier });
  await t.database.db.update(loyaltyMembers).set({ tierEffectiveDate: since, tierChangeReason: 'Upgrade' }).where(eq(loyaltyMembers.id, member.id));
  return member;
}

const profileOf = async (member: TestMember) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}`, headers: await cashierHeaders(t) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    memberTiers: { loyaltyMemberTierName: string; tierEffectiveDate: string; tierChangeReason: string | null }[];
    amountToNextTier: number;
    tierPoints: number;
  };
};
const tierOf = async (member: TestMember) => (await profileOf(member)).memberTiers[0]?.loyaltyMemberTierName;

const tierJournals = (member: TestMember) => tierChangeJournals(t.database.db, member);

async function setRules(rules: { downgradePolicy: 'never' | 'oneTierDown' | 'recompute'; graceDays: number; qualifyingMonths?: number; birthdayBonusPoints?: number }) {
  const current = (await t.app.inject({ method: 'GET', url: '/api/admin/programme/birthday-and-tiers', headers: admin })).json();
  const res = await t.app.inject({ method: 'PUT', url: '/api/admin/programme/birthday-and-tiers', headers: admin, payload: { ...current, qualifyingMonths: 12, ...rules } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function sell(member: TestMember, lines: { productCode: string; quantity: number }[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pos/orders',
    headers: await cashierHeaders(t),
    payload: orderBody({ membershipNumber: member.membershipNumber, storeId: 'STORE-101', lines }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [placed] = res.json().orders;
  return placed as { order: { total: number }; loyalty: { memberTier: string; tierUpgraded: boolean; tierPoints: number }; externalTransactionNumber?: string };
}

describe('a tier is earned with the Tier Points of the qualifying period', () => {
  it('an order upgrades on the last 12 months, not the lifetime balance; the upgrade is journaled with its purchase', async () => {
    await setRules({ downgradePolicy: 'never', graceDays: 30 });
    const member = await memberIn('Crew', '2025-12-01');
    await earned(member, '2026-01-10', 6_000_000); // before the period on 1 February 2027
    await earned(member, '2026-11-01', 3_500_000);
    clock.set('2027-02-01T09:00:00+07:00');
    expect(await run()).toMatchObject({ ran: true });
    expect((await profileOf(member)).amountToNextTier).toBe(6_500_000);

    // 555.000 more: 10.055.000 in all, but 4.055.000 in the period: still Crew.
    const small = await sell(member, [{ productCode: 'EF-ACC-001', quantity: 1 }]);
    expect(small.loyalty).toMatchObject({ memberTier: 'Crew', tierUpgraded: false });
    expect((await profileOf(member)).amountToNextTier).toBe(10_000_000 - 3_500_000 - small.order.total);

    // 8.880.000 more: 12.935.000 in the period reaches Co-Pilot (not Pilot: that needs 20.000.000).
    const body = orderBody({ membershipNumber: member.membershipNumber, storeId: 'STORE-101', lines: [{ productCode: 'EF-AUD-001', quantity: 1 }] });
    const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orders[0].loyalty).toMatchObject({ memberTier: 'Co-Pilot', tierUpgraded: true });
    // Told once, even when the till sends the sale again.
    expect((await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: body })).statusCode).toBe(200);
    expect(await tierMessages(member)).toMatchObject([{ event: 'tierChange', values: { tier: 'Co-Pilot', direction: 'up', date: '2027-02-01' }, channels: ['email'] }]);
    const [upgrade] = await tierJournals(member);
    expect(upgrade).toMatchObject({
      journalSubTypeName: 'Tier Upgrade',
      externalTransactionNumber: body.orders[0]!.newExternalTransactionNumber,
      attributes: { From_Tier__c: 'Crew', To_Tier__c: 'Co-Pilot' },
    });
    const profile = await profileOf(member);
    expect(profile.memberTiers[0]).toMatchObject({ loyaltyMemberTierName: 'Co-Pilot', tierEffectiveDate: '2027-02-01', tierChangeReason: 'Upgrade' });
    // The points history lists points: the tier change is not a row there.
    const ledger = (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}/ledger`, headers: await cashierHeaders(t) })).json();
    expect(ledger.rows.map((row: { typeName: string }) => row.typeName)).not.toContain('Tier Upgrade');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('follows the days as they pass and catches up after downtime', async () => {
    const member = await memberIn('Co-Pilot', '2026-03-05');
    await earned(member, '2026-03-05', 12_000_000);
    clock.set('2027-03-01T09:00:00+07:00');
    await run();
    expect((await profileOf(member)).amountToNextTier).toBe(20_000_000 - 12_000_000);
    // Not run from 2 to 9 March: the run of the 10th sees the 12.000.000 of 5 March 2026 have left the period.
    clock.set('2027-03-10T09:00:00+07:00');
    const result = await run();
    expect(result.refreshed).toBeGreaterThanOrEqual(1);
    expect((await profileOf(member)).amountToNextTier).toBe(20_000_000);
    // A second run that day does nothing.
    expect(await run()).toMatchObject({ ran: false });
  });
});

describe('the daily review', () => {
  it('one tier down: waits the grace period, then moves a Pilot to Co-Pilot with a Tier Change journal, once', async () => {
    clock.set('2027-01-10T09:00:00+07:00');
    const rules = await setRules({ downgradePolicy: 'oneTierDown', graceDays: 14 });
    expect(rules).toMatchObject({ downgradePolicy: 'oneTierDown', graceDays: 14, policySince: '2027-01-10' });
    const member = await memberIn('Pilot', '2026-01-15');
    await earned(member, '2025-06-01', 30_000_000);
    await earned(member, '2026-06-01', 2_000_000);

    clock.set('2027-01-14T09:00:00+07:00');
    expect(await run()).toMatchObject({ downgraded: 0, inGrace: 0 });
    clock.set('2027-01-15T09:00:00+07:00'); // the review day: short of 20.000.000, the grace period starts
    expect(await run()).toMatchObject({ inGrace: 1, downgraded: 0 });
    clock.set('2027-01-28T09:00:00+07:00');
    await run();
    expect(await tierOf(member)).toBe('Pilot');

    clock.set('2027-01-29T00:30:00+07:00'); // 14 days after the review
    const second = await createTestApp({ database: t.database, clock });
    try {
      // Two processes at once: one downgrade, one journal.
      const results = await Promise.all([run(), run(second)]);
      expect(results.reduce((sum, r) => sum + r.downgraded, 0)).toBe(1);
    } finally {
      await second.close();
    }
    const profile = await profileOf(member);
    expect(profile.memberTiers[0]).toMatchObject({ loyaltyMemberTierName: 'Co-Pilot', tierEffectiveDate: '2027-01-29', tierChangeReason: 'Downgrade' });
    expect(await tierMessages(member)).toMatchObject([{ event: 'tierChange', values: { tier: 'Co-Pilot', direction: 'down', date: '2027-01-29' }, channels: ['email'] }]);
    const journals = await tierJournals(member);
    expect(journals).toHaveLength(1);
    expect(journals[0]).toMatchObject({
      journalSubTypeName: 'Tier Downgrade',
      attributes: { From_Tier__c: 'Pilot', To_Tier__c: 'Co-Pilot', Qualifying_Tier_Points__c: '2000000' },
    });
    // One tier per review: the next is a year after the change.
    clock.set('2027-02-20T09:00:00+07:00');
    await run();
    expect(await tierOf(member)).toBe('Co-Pilot');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a member who buys enough during the grace period keeps the tier, confirmed until the next review', async () => {
    clock.set('2027-01-31T09:00:00+07:00');
    await setRules({ downgradePolicy: 'oneTierDown', graceDays: 10 });
    const member = await memberIn('Co-Pilot', '2026-02-01');
    await earned(member, '2026-12-01', 4_000_000);
    clock.set('2027-02-01T09:00:00+07:00');
    expect(await run()).toMatchObject({ inGrace: 1 });
    clock.set('2027-02-05T12:00:00+07:00');
    await sell(member, [{ productCode: 'EF-AUD-001', quantity: 1 }]); // 12.880.000 in the period
    clock.set('2027-02-06T09:00:00+07:00');
    expect(await run()).toMatchObject({ confirmed: 1 });
    clock.set('2027-02-20T09:00:00+07:00');
    await run();
    expect(await tierOf(member)).toBe('Co-Pilot');
    const [row] = await t.database.db.select({ reviewedOn: loyaltyMembers.tierReviewedOn }).from(loyaltyMembers).where(eq(loyaltyMembers.id, member.id));
    expect(row?.reviewedOn).toBe('2027-02-01');
  });

  it('recompute: a Pilot whose qualifying Tier Points reach no tier becomes Crew', async () => {
    clock.set('2027-03-20T09:00:00+07:00');
    await setRules({ downgradePolicy: 'recompute', graceDays: 0 });
    const pilot = await memberIn('Pilot', '2026-04-01');
    await earned(pilot, '2026-09-01', 2_000_000);
    const coPilotSpend = await memberIn('Pilot', '2026-04-01');
    await earned(coPilotSpend, '2026-09-01', 15_000_000);
    clock.set('2027-04-01T09:00:00+07:00');
    expect((await run()).downgraded).toBeGreaterThanOrEqual(2);
    expect(await tierOf(pilot)).toBe('Crew');
    expect(await tierOf(coPilotSpend)).toBe('Co-Pilot');
    expect((await tierJournals(pilot))[0]).toMatchObject({ attributes: { From_Tier__c: 'Pilot', To_Tier__c: 'Crew' } });
  });

  it('warns a member at risk once, within the reminder window before the tier would drop, with what is left to spend', async () => {
    clock.set('2027-01-10T09:00:00+07:00');
    await setRules({ downgradePolicy: 'oneTierDown', graceDays: 14 });
    // Reviewed on 20 February 2027, moved down on 6 March unless requalified.
    const short = await memberIn('Pilot', '2026-02-20');
    await earned(short, '2026-06-01', 12_500_000);
    const safe = await memberIn('Pilot', '2026-02-20');
    await earned(safe, '2026-06-01', 21_000_000);

    clock.set('2027-02-01T09:00:00+07:00'); // 33 days before: outside the 30-day window
    await remind();
    expect(await tierMessages(short)).toEqual([]);

    clock.set('2027-02-05T09:00:00+07:00');
    const second = await createTestApp({ database: t.database, clock });
    try {
      await Promise.all([remind(), remind(), remind(second)]);
    } finally {
      await second.close();
    }
    clock.set('2027-02-25T09:00:00+07:00'); // in the grace period: the same review, not told again
    await remind();
    expect(await tierMessages(short)).toMatchObject([{ event: 'tierAtRisk', values: { tier: 'Pilot', amount: 7_500_000, date: '2027-03-06' }, language: 'id', channels: ['email'] }]);
    expect(await tierMessages(safe)).toEqual([]);
  });

  it('never: a Pilot who stopped buying years ago stays Pilot', async () => {
    clock.set('2027-05-01T09:00:00+07:00');
    await setRules({ downgradePolicy: 'never', graceDays: 0 });
    const member = await memberIn('Pilot', '2024-01-01');
    await earned(member, '2024-01-01', 25_000_000);
    await run();
    expect(await tierOf(member)).toBe('Pilot');
    expect(await tierJournals(member)).toEqual([]);
  });
});

describe('returns', () => {
  it('taking back a sale from before the qualifying period changes nothing in it', async () => {
    clock.set('2026-12-01T10:00:00+07:00');
    await setRules({ downgradePolicy: 'never', graceDays: 0 });
    const member = await memberIn('Crew', '2026-01-01');
    const old = orderBody({ membershipNumber: member.membershipNumber, storeId: 'STORE-101', lines: [{ productCode: 'EF-AUD-001', quantity: 1 }] });
    expect((await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: old })).statusCode).toBe(201);
    clock.set('2027-12-15T10:00:00+07:00');
    const recent = await sell(member, [{ productCode: 'EF-ACC-001', quantity: 1 }]);
    clock.set('2028-01-10T10:00:00+07:00');
    await run();
    // Only the recent sale counts: 10.000.000 - 555.000 to Co-Pilot.
    expect((await profileOf(member)).amountToNextTier).toBe(10_000_000 - recent.order.total);

    const returned = await t.app.inject({
      method: 'POST',
      url: '/api/pos/returns',
      headers: await cashierHeaders(t),
      payload: {
        returnKey: `RET-${randomUUID()}`,
        externalTransactionNumber: old.orders[0]!.newExternalTransactionNumber,
        lines: [{ lineNumber: 1, quantity: 1 }],
        approval: { managerEmail: MANAGER.email, pin: MANAGER.pin },
      },
    });
    expect(returned.statusCode, returned.body).toBe(201);
    // The next run sees the return (it counts on its sale's day, outside the period): the period still holds the recent sale.
    clock.set('2028-01-11T10:00:00+07:00');
    await run();
    const profile = await profileOf(member);
    expect(profile.tierPoints).toBe(recent.order.total);
    expect(profile.amountToNextTier).toBe(10_000_000 - recent.order.total);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('returning the very purchase that lifted the member takes the upgrade back at once; one that other purchases have earned since stays', async () => {
    clock.set('2027-07-01T10:00:00+07:00');
    await setRules({ downgradePolicy: 'never', graceDays: 0 });
    const returnSale = (externalTransactionNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pos/returns',
        headers: { ...cashierHeadersCache },
        payload: { returnKey: `RET-${randomUUID()}`, externalTransactionNumber, lines: [{ lineNumber: 1, quantity: 1 }], approval: { managerEmail: MANAGER.email, pin: MANAGER.pin } },
      });
    const cashierHeadersCache = await cashierHeaders(t);

    // Crew with 1.665.000; the 8.880.000 purchase reaches Co-Pilot, and is returned two days later.
    const member = await memberIn('Crew', '2027-01-01');
    await sell(member, [{ productCode: 'EF-ACC-001', quantity: 3 }]);
    const lifting = orderBody({ membershipNumber: member.membershipNumber, storeId: 'STORE-101', lines: [{ productCode: 'EF-AUD-001', quantity: 1 }] });
    const lifted = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: cashierHeadersCache, payload: lifting });
    expect(lifted.json().orders[0].loyalty).toMatchObject({ memberTier: 'Co-Pilot', tierUpgraded: true });
    clock.set('2027-07-03T10:00:00+07:00');
    const undone = await returnSale(lifting.orders[0]!.newExternalTransactionNumber);
    expect(undone.statusCode, undone.body).toBe(201);
    expect((await profileOf(member)).memberTiers[0]).toMatchObject({ loyaltyMemberTierName: 'Crew', tierEffectiveDate: '2027-07-03', tierChangeReason: 'Downgrade' });
    expect((await tierJournals(member)).map((j) => [j.journalSubTypeName, j.attributes])).toEqual([
      ['Tier Upgrade', expect.objectContaining({ From_Tier__c: 'Crew', To_Tier__c: 'Co-Pilot' })],
      ['Tier Upgrade Reversed', expect.objectContaining({ From_Tier__c: 'Co-Pilot', To_Tier__c: 'Crew', Qualifying_Tier_Points__c: '1665000' })],
    ]);

    // Another member: lifted by one purchase, then two more that reach Co-Pilot on their own; the lifting one returned: still Co-Pilot.
    clock.set('2027-07-10T10:00:00+07:00');
    const other = await memberIn('Crew', '2027-01-01');
    const first = orderBody({ membershipNumber: other.membershipNumber, storeId: 'STORE-101', lines: [{ productCode: 'EF-AUD-001', quantity: 1 }] });
    await sell(other, [{ productCode: 'EF-ACC-001', quantity: 3 }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: cashierHeadersCache, payload: first })).json().orders[0].loyalty.tierUpgraded).toBe(true);
    await sell(other, [{ productCode: 'EF-AUD-001', quantity: 1 }]); // 1.665.000 + 8.880.000 left without the first
    expect((await returnSale(first.orders[0]!.newExternalTransactionNumber)).statusCode).toBe(201);
    expect(await tierOf(other)).toBe('Co-Pilot');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a return that leaves a member below the threshold lowers Tier Points, not the tier: the review applies the policy', async () => {
    clock.set('2027-06-01T10:00:00+07:00');
    await setRules({ downgradePolicy: 'oneTierDown', graceDays: 0 });
    const member = await memberIn('Crew', '2027-01-01');
    const first = orderBody({ membershipNumber: member.membershipNumber, storeId: 'STORE-101', lines: [{ productCode: 'EF-AUD-001', quantity: 1 }] });
    expect((await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: first })).statusCode).toBe(201);
    // The purchase that reaches Co-Pilot is this one (8.880.000 + 1.665.000).
    const upgrade = await sell(member, [{ productCode: 'EF-ACC-001', quantity: 3 }]);
    expect(upgrade.loyalty).toMatchObject({ memberTier: 'Co-Pilot', tierUpgraded: true });

    // The first purchase is returned: 1.665.000 Tier Points are left, below Co-Pilot's 10.000.000.
    clock.set('2027-06-03T10:00:00+07:00');
    const returned = await t.app.inject({
      method: 'POST',
      url: '/api/pos/returns',
      headers: await cashierHeaders(t),
      payload: {
        returnKey: `RET-${randomUUID()}`,
        externalTransactionNumber: first.orders[0]!.newExternalTransactionNumber,
        lines: [{ lineNumber: 1, quantity: 1 }],
        approval: { managerEmail: MANAGER.email, pin: MANAGER.pin },
      },
    });
    expect(returned.statusCode, returned.body).toBe(201);
    const profile = await profileOf(member);
    expect(profile.tierPoints).toBe(upgrade.order.total);
    expect(profile.memberTiers[0]).toMatchObject({ loyaltyMemberTierName: 'Co-Pilot', tierChangeReason: 'Upgrade' });
    clock.set('2027-06-04T10:00:00+07:00');
    await run();
    expect(await tierOf(member)).toBe('Co-Pilot');

    // At the review, a qualifying period after the upgrade, the policy moves the member down.
    clock.set('2028-06-01T10:00:00+07:00');
    await run();
    expect(await tierOf(member)).toBe('Crew');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});
