import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDay, jakartaDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { pickExpiringPoints } from '#domain/loyalty/programme.ts';
import { resultRows } from '../../src/platform/db/json-query.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { renameDemoCashier } from '../../src/seed/identity.ts';
import { DEMO_CASHIER } from '../../src/identity/embedded/demo-accounts.ts';
import { identityAccounts } from '../../src/platform/db/schema/index.ts';
import { DEMO_MEMBERS } from '../../src/seed/loyalty-demo.ts';
import { demoMemberPassword } from '../../src/seed/membership.ts';
import { AccountService } from '../../src/identity/embedded/accounts.ts';
import { ledgerViolations } from '../helpers/loyalty-factories.ts';
import { cashierHeaders, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: await cashierHeaders(t) })).json();

describe('demo loyalty members', () => {
  it('each has a shopper account (contact e-mail, password Poin#<number>) that owns that membership and no other', async () => {
    const accounts = new AccountService(t.database.db);
    for (const member of DEMO_MEMBERS) {
      const account = await accounts.authenticate(member.email, demoMemberPassword(member.membershipNumber));
      expect(account, member.email).toMatchObject({ email: member.email, emailVerified: true });
      const headers = await shopperHeaders(t, { sub: account?.userId ?? '', email: member.email, emailVerified: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/loyalty/me', headers })).json()).toEqual({ membershipNumber: member.membershipNumber, linkedVia: 'email' });
      const other = member.membershipNumber === '1001' ? '1002' : '1001';
      expect((await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${other}`, headers })).statusCode).toBe(403);
    }
  });

  it('has a member in every tier, each with the README’s first name', async () => {
    const tiers: Record<string, string> = {};
    for (const member of DEMO_MEMBERS) {
      const profile = await get(`/api/loyalty/members/${member.membershipNumber}`);
      expect(profile.associatedContact.firstName).toBe(member.firstName);
      tiers[member.membershipNumber] = profile.memberTiers[0].loyaltyMemberTierName;
    }
    expect(tiers).toEqual({ '1001': 'Crew', '1002': 'Co-Pilot', '1003': 'Pilot', '1004': 'Crew' });
  });

  it('each has history, an issued voucher and a playable spin; the long-standing ones a year of it', async () => {
    const today = jakartaDayOfInstant(new Date());
    for (const { membershipNumber } of DEMO_MEMBERS) {
      const ledger = await get(`/api/loyalty/members/${membershipNumber}/ledger`);
      const days = ledger.transactionJournals.map((j: { activityDate: string }) => jakartaDay(j.activityDate));
      expect(ledger.transactionJournalCount, membershipNumber).toBeGreaterThan(3);
      if (membershipNumber !== '1004') {
        expect(days.at(-1) < addDaysToDay(today, -365), membershipNumber).toBe(true);
        expect(ledger.transactionJournalCount, membershipNumber).toBeGreaterThan(30);
      }
      expect((await get(`/api/loyalty/members/${membershipNumber}/vouchers?voucherStatus=Issued`)).voucherCount, membershipNumber).toBeGreaterThan(0);
      const games = await get(`/api/loyalty/members/${membershipNumber}/games`);
      expect(games.gameDefinitions[0].participantGameRewards.length, membershipNumber).toBeGreaterThan(0);
    }
  });

  it('some points expire ahead, some expired already, and every ledger adds up', async () => {
    const upcoming = [];
    const subTypes = new Set<string>();
    for (const { membershipNumber } of DEMO_MEMBERS) {
      const entries = await get(`/api/loyalty/members/${membershipNumber}/expirable-points`);
      upcoming.push(pickExpiringPoints(entries, new Date()));
      const ledger = await get(`/api/loyalty/members/${membershipNumber}/ledger`);
      for (const journal of ledger.transactionJournals) subTypes.add(journal.journalSubTypeName);
    }
    expect(upcoming.every((next) => next !== null && next.points > 0)).toBe(true);
    expect([...subTypes].sort()).toEqual(['Birthday Bonus', 'Game Reward', 'Points Expired', 'Purchase', 'Redeem Points', 'Redeem Reward', 'Referral Reward', 'Tier Upgrade']);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('Budi (1001) had his birthday five days ago and the dashboard says the bonus came (decision 031)', async () => {
    const profile = await get('/api/loyalty/members/1001');
    const birthday = addDaysToDay(jakartaDayOfInstant(new Date()), -5);
    expect(profile.associatedContact.birthDate.slice(5)).toBe(birthday.slice(5));
    expect(profile.birthdayBonus).toEqual({ status: 'Paid', day: birthday, points: 5_000 });
    // Paid once, as the job pays it: the seed's own run of the job today found it claimed.
    const claims = resultRows<{ birthday_year: number }>(
      await t.database.db.execute(sql`select b.birthday_year from loyalty_birthday_bonuses b join loyalty_members m on m.id = b.member_id where m.membership_number = '1001'`),
    );
    expect(claims.map((c) => Number(c.birthday_year))).toEqual([Number(birthday.slice(0, 4))]);
  });

  it('Budi (1001) invited Andi (1005): his dashboard shows the referral credited (decision 033)', async () => {
    const accounts = new AccountService(t.database.db);
    const account = await accounts.authenticate('budi.santoso@example.com', demoMemberPassword('1001'));
    const headers = await shopperHeaders(t, { sub: account?.userId ?? '', email: 'budi.santoso@example.com', emailVerified: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/loyalty/me/referrals', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ referrerPoints: 10_000, referrals: [{ friend: 'Andi P.', status: 'credited', points: 10_000 }] });
  });

  it('a second start seeds nothing again: every table keeps its row count', async () => {
    type TableCount = { table_name: string; n: number };
    const counts = async (): Promise<TableCount[]> =>
      resultRows<TableCount>(
        await t.database.db.execute(sql`
          select table_name, (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I', table_name), false, true, '')))[1]::text::int as n
          from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
      );
    const before = await counts();
    await seedDatabase(t.database.db, { demo: true });
    expect(await counts()).toEqual(before);
    expect(before.find((row) => row.table_name === 'loyalty_members')?.n).toBeGreaterThanOrEqual(DEMO_MEMBERS.length);
  });
});

describe('the demo cashier', () => {
  const cashierName = async () =>
    (await t.database.db.select({ name: identityAccounts.name }).from(identityAccounts).where(eq(identityAccounts.email, DEMO_CASHIER.email)))[0]?.name;

  it('is not named as member 1001 is, and a database seeded with the old name gets the new one once', async () => {
    expect(DEMO_MEMBERS.find((m) => m.membershipNumber === '1001')).toMatchObject({ firstName: 'Budi', lastName: 'Santoso' });
    expect(await cashierName()).toBe('Wahyu Nugroho');

    await t.database.db.update(identityAccounts).set({ name: 'Budi Santoso' }).where(eq(identityAccounts.email, DEMO_CASHIER.email));
    await t.database.db.transaction((tx) => renameDemoCashier(tx));
    expect(await cashierName()).toBe('Wahyu Nugroho');

    // A name someone gave the account since is theirs.
    await t.database.db.update(identityAccounts).set({ name: 'Kasir Pagi' }).where(eq(identityAccounts.email, DEMO_CASHIER.email));
    await t.database.db.transaction((tx) => renameDemoCashier(tx));
    expect(await cashierName()).toBe('Kasir Pagi');
  });
});
