import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../src/platform/config.ts';
import { openDatabase } from '../../src/platform/db/client.ts';
import { resultRows } from '../../src/platform/db/json-query.ts';
import { createMember } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-database.ts';

/**
 * DATABASE_READ_URL (docs/decisions/020-beyond-one-database.md): the member area's reads go
 * to the read replica, everything else to the primary. The "replica" here is a second database on the
 * same server holding a different copy of one member, so each answer shows which database served it.
 */

describe('DATABASE_READ_URL configuration', () => {
  it('needs DATABASE_URL: PGlite has no replicas', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica.internal/lumbung' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica.internal/lumbung' })).toThrow(/DATABASE_READ_URL: a read replica needs DATABASE_URL/);
    const config = loadConfig({ DATABASE_URL: 'postgres://primary.internal/lumbung', DATABASE_READ_URL: 'postgres://replica.internal/lumbung' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://primary.internal/lumbung', readUrl: 'postgres://replica.internal/lumbung' });
  });
});

describe.skipIf(testEngine !== 'postgres')('read routing on PostgreSQL (a second database stands in for the replica)', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let t: TestApp;
  const membershipNumber = `RR-${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    primary = await createTestDatabase();
    replica = await createTestDatabase();
    // The same member in both, told apart by first name and balance.
    await createMember(primary.db, { membershipNumber, firstName: 'Primary', points: 1_000 });
    await createMember(replica.db, { membershipNumber, firstName: 'Replica', points: 7_000 });
    const handle = await openDatabase({ kind: 'postgres', url: primary.url ?? '', poolSize: 4, readUrl: replica.url ?? '' });
    t = await createTestApp({ database: { ...handle, url: primary.url, dispose: () => handle.close() } });
    // A till sale needs the cashier's open shift (decision 014).
    await openShift(t);
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
    await primary.dispose();
    await replica.dispose();
  });

  const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await cashierHeaders(t) });

  it('serves the member profile, vouchers, ledger and expirable points from the replica', async () => {
    const profile = await get(`/api/loyalty/members/${membershipNumber}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().associatedContact.firstName).toBe('Replica');
    expect(profile.json().memberCurrencies.find((c: { loyaltyMemberCurrencyName: string }) => c.loyaltyMemberCurrencyName === 'Reward Points').pointsBalance).toBe(7_000);

    const expirable = (await get(`/api/loyalty/members/${membershipNumber}/expirable-points`)).json();
    expect(expirable.map((e: { ExpirationPoints: number }) => e.ExpirationPoints)).toEqual([7_000]);
    expect((await get(`/api/loyalty/members/${membershipNumber}/vouchers`)).statusCode).toBe(200);
    const ledger = (await get(`/api/loyalty/members/${membershipNumber}/ledger`)).json();
    expect(ledger.transactionJournals.map((j: { pointsChange: { changeInPoints: number }[] }) => j.pointsChange[0]?.changeInPoints)).toEqual([7_000]);
  });

  it('places orders on the primary, reading the primary: the order is there and not on the replica', async () => {
    const headers = await cashierHeaders(t);
    const body = await withMemberConfirmation(t, orderBody({ membershipNumber, points: 500 }), headers);
    const placed = await t.app.inject({ method: 'POST', url: '/api/pos/orders', payload: body, headers });
    expect(placed.statusCode).toBe(201);
    // The primary's balance (1,000) paid the 500 points; the replica's 7,000 took no part.
    const number = body.orders[0]?.newExternalTransactionNumber;
    const count = async (db: TestDatabase['db']) =>
      resultRows<{ n: string }>(await db.execute(sql`select count(*)::text as n from pos_orders where external_transaction_number = ${number}`))[0]?.n;
    expect(await count(primary.db)).toBe('1');
    expect(await count(replica.db)).toBe('0');
    const balance = resultRows<{ points_balance: string }>(
      await primary.db.execute(sql`select mc.points_balance::text as points_balance from loyalty_member_currencies mc
        join loyalty_members m on m.id = mc.member_id where m.membership_number = ${membershipNumber} and mc.currency_name = 'Reward Points'`),
    )[0]?.points_balance;
    expect(Number(balance)).toBeLessThan(1_000);
  });

  it('finds members at the till on the primary (a cashier must see a member enrolled a second ago)', async () => {
    const found = (await get(`/api/pos/members?q=${membershipNumber}`)).json();
    expect(found.members).toEqual([expect.objectContaining({ membershipNumber, name: 'Primary Wulandari' })]);
  });
});
