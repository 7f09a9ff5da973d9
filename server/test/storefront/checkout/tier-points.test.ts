import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { loyaltyMemberCurrencies, membershipOwners } from '../../../src/platform/db/schema/index.ts';
import { createMember, ledgerViolations, tierChangeJournals, type TestMember } from '../../helpers/loyalty-factories.ts';
import { messagesOf } from '../../helpers/notifier.ts';
import { orderBody } from '../../helpers/pos-orders.ts';
import { openShifts } from '../../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders, shopperHeaders } from '../../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { chargeIdOf, checkoutBody, placed } from './helpers.ts';

/**
 * Tiers follow the money both ways (decision 031): an online order earns Tier Points when it is paid,
 * once, and may lift its member's tier like a till sale; a cancellation takes them back, and the upgrade
 * with them when it was that order's.
 */
let t: TestApp;
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|tier-points-manager')}` };
  await openShifts(t, ['STORE-101']);
});
afterAll(async () => t.close());

/** Product 1 (Rp 1.399.000, PPN included: decision 038) picked up at the store: no delivery fee, so the whole total is paid for goods. */
const ORDER_TOTAL = 1_399_000;

async function shopperOf(member: TestMember): Promise<Record<string, string>> {
  const sub = `auth0|shopper-${member.membershipNumber}`;
  await t.database.db.insert(membershipOwners).values({ userId: sub, membershipNumber: member.membershipNumber, linkedVia: 'email' });
  return shopperHeaders(t, { sub, email: member.email });
}

const placeOnline = (headers: Record<string, string>) => placed(t, checkoutBody({ deliveryCode: 'pickup', pickup: true, address: null }), headers);
const pay = (order: ShopOrder) => t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(order)}/pay` });
const cancel = (order: ShopOrder) =>
  t.app.inject({ method: 'POST', url: `/api/back-office/shop-orders/${order.orderNumber}/status`, headers: manager, payload: { status: 'cancelled' } });

async function balances(member: TestMember): Promise<{ reward: number; tier: number }> {
  const rows = await t.database.db.select().from(loyaltyMemberCurrencies).where(eq(loyaltyMemberCurrencies.memberId, member.id));
  const of = (name: string) => rows.find((row) => row.currencyName === name)!.pointsBalance;
  return { reward: of('Reward Points'), tier: of('Tier Points') };
}

const profileOf = async (member: TestMember) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}`, headers: await cashierHeaders(t) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { memberTiers: { loyaltyMemberTierName: string; tierChangeReason: string | null }[]; amountToNextTier: number };
};

const tierJournals = (member: TestMember) => tierChangeJournals(t.database.db, member);

async function sellAtTill(member: TestMember, productCode: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pos/orders',
    headers: await cashierHeaders(t),
    payload: orderBody({ membershipNumber: member.membershipNumber, storeId: 'STORE-101', lines: [{ productCode, quantity: 1 }] }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders[0] as { order: { total: number } };
}

describe('online orders count toward the tier', () => {
  it('a paid online order earns its Tier Points once and lifts the member a tier, who is told once', async () => {
    const member = await createMember(t.database.db, { tier: 'Crew', tierPoints: 9_000_000 });
    expect((await profileOf(member)).amountToNextTier).toBe(1_000_000);
    const order = await placeOnline(await shopperOf(member));
    expect(order.total).toBe(ORDER_TOTAL);
    // Placed but not paid: nothing yet.
    expect(await balances(member)).toEqual({ reward: 0, tier: 9_000_000 });

    expect((await pay(order)).statusCode).toBe(200);
    expect((await pay(order)).statusCode).toBe(200); // a double tap in the bank app: one payment
    // Reward Points: floor(1.399.000 / 1.000) x 1 (Crew) = 1.399; Tier Points: the rupiah paid.
    expect(await balances(member)).toEqual({ reward: 1_399, tier: 9_000_000 + ORDER_TOTAL });
    const profile = await profileOf(member);
    expect(profile.memberTiers[0]).toMatchObject({ loyaltyMemberTierName: 'Co-Pilot', tierChangeReason: 'Upgrade' });
    // Co-Pilot to Pilot takes 20.000.000 in the period: 10.399.000 are there.
    expect(profile.amountToNextTier).toBe(20_000_000 - 9_000_000 - ORDER_TOTAL);
    expect(await tierJournals(member)).toMatchObject([
      { journalSubTypeName: 'Tier Upgrade', externalTransactionNumber: order.orderNumber, attributes: { From_Tier__c: 'Crew', To_Tier__c: 'Co-Pilot' } },
    ]);
    const told = (await messagesOf(t, member.membershipNumber)).filter((message) => message.event === 'tierChange');
    expect(told).toMatchObject([{ values: { tier: 'Co-Pilot', direction: 'up' } }]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('cancelling the paid order that lifted the member takes back its points, its Tier Points and the upgrade', async () => {
    const member = await createMember(t.database.db, { tier: 'Crew', tierPoints: 9_000_000 });
    const order = await placeOnline(await shopperOf(member));
    await pay(order);
    expect((await profileOf(member)).memberTiers[0]?.loyaltyMemberTierName).toBe('Co-Pilot');

    const [first, second] = await Promise.all([cancel(order), cancel(order)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await balances(member)).toEqual({ reward: 0, tier: 9_000_000 });
    expect((await profileOf(member)).memberTiers[0]?.loyaltyMemberTierName).toBe('Crew');
    expect((await tierJournals(member)).map((j) => [j.journalSubTypeName, j.externalTransactionNumber, j.attributes])).toEqual([
      ['Tier Upgrade', order.orderNumber, { From_Tier__c: 'Crew', To_Tier__c: 'Co-Pilot' }],
      ['Tier Upgrade Reversed', order.orderNumber, { From_Tier__c: 'Co-Pilot', To_Tier__c: 'Crew', Qualifying_Tier_Points__c: '9000000' }],
    ]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('an upgrade that later purchases have earned stays when the order that reached it is cancelled', async () => {
    const member = await createMember(t.database.db, { tier: 'Crew', tierPoints: 9_000_000 });
    const order = await placeOnline(await shopperOf(member));
    await pay(order);
    const sale = await sellAtTill(member, 'EF-AUD-001');
    expect(sale.order.total).toBe(8_880_000);
    expect((await cancel(order)).statusCode).toBe(200);
    // 9.000.000 + 8.880.000 = 17.880.000 in the period: still Co-Pilot.
    expect(await balances(member)).toMatchObject({ tier: 17_880_000 });
    expect((await profileOf(member)).memberTiers[0]?.loyaltyMemberTierName).toBe('Co-Pilot');
    expect((await tierJournals(member)).map((j) => j.journalSubTypeName)).toEqual(['Tier Upgrade']);
  });

  it('two online payments and a till sale at once: every rupiah counts once and the tier moves once', async () => {
    const member = await createMember(t.database.db, { tier: 'Crew', tierPoints: 9_000_000 });
    const headers = await shopperOf(member);
    const orders = [await placeOnline(headers), await placeOnline(headers)];
    const [, , till] = await Promise.all([pay(orders[0]!), pay(orders[1]!), sellAtTill(member, 'EF-ACC-001')]);
    expect(till.order.total).toBe(555_000);
    expect(await balances(member)).toMatchObject({ tier: 9_000_000 + 2 * ORDER_TOTAL + 555_000 });
    expect((await profileOf(member)).memberTiers[0]?.loyaltyMemberTierName).toBe('Co-Pilot');
    expect((await tierJournals(member)).map((j) => [j.journalSubTypeName, (j.attributes as Record<string, string>).To_Tier__c])).toEqual([['Tier Upgrade', 'Co-Pilot']]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});
