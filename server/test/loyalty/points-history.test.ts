import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerResponse } from '#domain/loyalty/api/members.ts';
import { membershipOwners } from '../../src/platform/db/schema/index.ts';
import { createManagerAccount } from '../../src/seed/managers.ts';
import { chargeIdOf, checkoutBody, placed } from '../storefront/checkout/helpers.ts';
import { createMember, type TestMember } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { cashierHeaders, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The member's points history (loyalty-pos.md §2 'Riwayat Poin', §7 grouping, decision 040): rows by
 * Jakarta day, sub-type and business, so an online order and a same-day sale at a store are two rows
 * with their own names and amounts, as on their receipts, and a return is a row of its own. PGlite and
 * PostgreSQL.
 */
let t: TestApp;
let member: TestMember;
let owner: Record<string, string>;
const MANAGER = { email: 'manajer.history@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', pin: '2468' };

beforeAll(async () => {
  t = await createTestApp();
  await openShift(t, { storeId: 'STORE-101', openingFloat: 500_000 });
  await createManagerAccount(t.database.db, MANAGER);
  member = await createMember(t.database.db, { email: `tari.${randomBytes(3).toString('hex')}@example.test` });
  await t.database.db.insert(membershipOwners).values({ userId: 'auth0|history-member', membershipNumber: member.membershipNumber, linkedVia: 'email' });
  owner = await shopperHeaders(t, { sub: 'auth0|history-member', email: member.email });
});
afterAll(async () => {
  await t.close();
});

const history = async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}/ledger`, headers: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LedgerResponse>().rows.map(({ typeName, businessName, transactionAmount, points }) => ({ typeName, businessName, transactionAmount, points }));
};

describe('points history', () => {
  it('an online order and a same-day sale at Erafone are two rows with their own names and amounts; the return shows', async () => {
    // Online: Rp 1.399.000, PPN included (decision 038), picked up, paid, so floor(1.399.000 / 1.000) = 1.399 points (Crew).
    const order = await placed(t, checkoutBody({ deliveryCode: 'pickup', pickup: true, address: null }), owner);
    expect(order.total).toBe(1_399_000);
    expect((await t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(order)}/pay` })).statusCode).toBe(200);

    // At the till of Erafone Mega Kuningan: a charger, Rp 500.000 + PPN Rp 55.000 = Rp 555.000, 555 points.
    const cashier = await cashierHeaders(t);
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/pos/orders',
      headers: cashier,
      payload: orderBody({ storeId: 'STORE-101', membershipNumber: member.membershipNumber, lines: [{ productCode: 'EF-ACC-001', quantity: 1 }] }),
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await history()).toEqual([
      { typeName: 'Purchase', businessName: 'Erafone Mega Kuningan', transactionAmount: 555_000, points: 555 },
      { typeName: 'Purchase', businessName: 'Online', transactionAmount: 1_399_000, points: 1_399 },
    ]);

    // The charger comes back the same day: the return is its own row, at the sale's store, with the refund.
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/pos/returns',
      headers: cashier,
      payload: {
        returnKey: `RET-${randomBytes(6).toString('hex')}`,
        externalTransactionNumber: sale.json().orders[0].externalTransactionNumber,
        lines: [{ lineNumber: 1, quantity: 1 }],
        approval: { managerEmail: MANAGER.email, pin: MANAGER.pin },
      },
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(await history()).toEqual([
      { typeName: 'Accrual Cancellation', businessName: 'Erafone Mega Kuningan', transactionAmount: 555_000, points: -555 },
      { typeName: 'Purchase', businessName: 'Erafone Mega Kuningan', transactionAmount: 555_000, points: 555 },
      { typeName: 'Purchase', businessName: 'Online', transactionAmount: 1_399_000, points: 1_399 },
    ]);
  });
});
