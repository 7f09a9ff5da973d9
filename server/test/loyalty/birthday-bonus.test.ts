import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { payBirthdayBonuses } from '../../src/loyalty/index.ts';
import { resultRows } from '../../src/platform/db/json-query.ts';
import { loyaltyBirthdayBonuses, loyaltyTransactionJournals } from '../../src/platform/db/schema/index.ts';
import { controlledClock } from '../helpers/controlled-clock.ts';
import { createMember, ledgerViolations, uniqueNumber, type TestMember } from '../helpers/loyalty-factories.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { jobNotifier, messagesOf } from '../helpers/notifier.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The birthday bonus (docs/decisions/031-birthdays-and-tiers.md) with the app's clock in a test's hand:
 * paid once on the Jakarta birthday through the ledger, whatever runs at once or again, caught up after
 * downtime, refused for a birth date set less than 30 days before, and on 28 February for someone born
 * on 29 February in a year without it.
 */
const clock = controlledClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const run = (app: TestApp = t) => payBirthdayBonuses(app.app.loyaltyEngine, jobNotifier(app, clock));

async function bornOn(birthDate: string, birthDateSetAt = '2020-01-01T10:00:00+07:00'): Promise<TestMember> {
  const member = await createMember(t.database.db, { birthDate });
  await setBirthDateSetAt(member, birthDateSetAt);
  return member;
}

const setBirthDateSetAt = (member: TestMember, at: string) =>
  t.database.db.execute(sql`update loyalty_contacts set birth_date_set_at = ${new Date(at)}
    where id = (select contact_id from loyalty_members where id = ${member.id}::uuid)`);

const bonusJournals = (member: TestMember) =>
  t.database.db
    .select()
    .from(loyaltyTransactionJournals)
    .where(and(eq(loyaltyTransactionJournals.memberId, member.id), eq(loyaltyTransactionJournals.journalSubTypeName, 'Birthday Bonus')));

const claims = (member: TestMember) => t.database.db.select().from(loyaltyBirthdayBonuses).where(eq(loyaltyBirthdayBonuses.memberId, member.id));

const profileOf = async (member: TestMember) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}`, headers: await cashierHeaders(t) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { memberCurrencies: { loyaltyMemberCurrencyName: string; pointsBalance: number }[]; birthdayBonus?: unknown };
};
const rewardPoints = async (member: TestMember) => (await profileOf(member)).memberCurrencies.find((c) => c.loyaltyMemberCurrencyName === 'Reward Points')?.pointsBalance;

describe('the birthday bonus', () => {
  it('is paid on the birthday in Jakarta time, once, across concurrent runs, two processes and a restart', async () => {
    const member = await bornOn('1990-03-14');
    // 23:30 on 13 March in Jakarta is already 14 March in some places, not in Jakarta.
    clock.set('2027-03-13T23:30:00+07:00');
    expect((await run()).paid).toBe(0);
    expect(await profileOf(member)).toMatchObject({ birthdayBonus: { status: 'Upcoming', day: '2027-03-14', points: 5_000 } });

    clock.set('2027-03-14T00:30:00+07:00');
    // A second app on the same database: a second server process (on PostgreSQL its own connections).
    const second = await createTestApp({ database: t.database, clock });
    try {
      const results = await Promise.all([run(), run(), run(second), run(second)]);
      expect(results.reduce((sum, r) => sum + r.paid, 0)).toBe(1);
    } finally {
      await second.close();
    }
    const journals = await bonusJournals(member);
    expect(journals).toHaveLength(1);
    expect(journals[0]).toMatchObject({ journalTypeName: 'Accrual', attributes: { Business_Name__c: 'Lumbung Rewards', Birthday_Year__c: '2027' } });
    expect(jakartaDayOfInstant(journals[0]!.activityDate)).toBe('2027-03-14');
    expect(await claims(member)).toMatchObject([{ birthdayYear: 2027, paidOn: '2027-03-14', points: 5_000 }]);
    expect(await rewardPoints(member)).toBe(5_000);
    // Wished a happy birthday with the points, once, by e-mail (no WhatsApp without consent).
    expect(await messagesOf(t, member.membershipNumber)).toMatchObject([{ event: 'birthday', values: { points: 5_000 }, language: 'id', channels: ['email'] }]);

    // A restart: a new process runs the job again later that day and the next.
    const restarted = await createTestApp({ database: t.database, clock });
    try {
      clock.set('2027-03-14T18:00:00+07:00');
      await run(restarted);
      clock.set('2027-03-15T01:00:00+07:00');
      await run(restarted);
    } finally {
      await restarted.close();
    }
    expect(await bonusJournals(member)).toHaveLength(1);
    expect(await messagesOf(t, member.membershipNumber)).toHaveLength(1);
    expect(await rewardPoints(member)).toBe(5_000);
    expect(await profileOf(member)).toMatchObject({ birthdayBonus: { status: 'Paid', day: '2027-03-14', points: 5_000 } });
    // The points history shows it under its own sub-type.
    const ledger = (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}/ledger`, headers: await cashierHeaders(t) })).json();
    expect(ledger.rows[0]).toMatchObject({ typeName: 'Birthday Bonus', points: 5_000 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('catches up after downtime: not run for three days across the birthday, it pays once, with the birthday’s year', async () => {
    const member = await bornOn('1988-05-10');
    const late = await bornOn('1988-05-01');
    clock.set('2027-05-08T09:00:00+07:00');
    await run();
    // Down from 8 to 12 May.
    clock.set('2027-05-12T09:00:00+07:00');
    await run();
    clock.set('2027-05-13T09:00:00+07:00');
    await run();
    expect(await claims(member)).toMatchObject([{ birthdayYear: 2027, paidOn: '2027-05-12', points: 5_000 }]);
    expect(await bonusJournals(member)).toHaveLength(1);
    // A birthday 7 days or more before the first run that sees it is not paid late (nor on a first deployment).
    expect(await claims(late)).toEqual([]);
  });

  it('across the new year, a late run pays last year’s birthday with last year', async () => {
    const member = await bornOn('1979-12-30');
    clock.set('2028-01-02T08:00:00+07:00');
    await run();
    expect(await claims(member)).toMatchObject([{ birthdayYear: 2027, paidOn: '2028-01-02' }]);
  });

  it('is not paid for a birth date entered less than 30 days before the birthday, and the member is told why', async () => {
    const recent = await bornOn('1995-06-20', '2027-06-01T12:00:00+07:00'); // 19 days before
    const justInTime = await bornOn('1995-06-20', '2027-05-21T12:00:00+07:00'); // 30 days before
    clock.set('2027-06-20T08:00:00+07:00');
    const result = await run();
    expect(result.refused).toBeGreaterThanOrEqual(1);
    expect(await claims(recent)).toEqual([]);
    expect(await claims(justInTime)).toMatchObject([{ birthdayYear: 2027 }]);
    expect(await profileOf(recent)).toMatchObject({ birthdayBonus: { status: 'SetTooRecently', day: '2027-06-20', nextDay: '2028-06-20', points: 5_000 } });
    // The next year's birthday is paid.
    clock.set('2028-06-20T08:00:00+07:00');
    await run();
    expect(await claims(recent)).toMatchObject([{ birthdayYear: 2028 }]);
  });

  it('a member enrolled at the till 10 days before their birthday is not paid that year', async () => {
    const membershipNumber = uniqueNumber('B');
    clock.set('2027-07-05T15:00:00+07:00');
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/loyalty/members',
      headers: await cashierHeaders(t),
      payload: {
        enrollmentDate: new Date().toISOString(),
        membershipNumber,
        memberStatus: 'Active',
        associatedContactDetails: { firstName: 'Wulan', lastName: 'Sari', email: `${membershipNumber.toLowerCase()}@example.test`, birthDate: '1999-07-15' },
      },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const memberId = enrolled.json().loyaltyProgramMemberId as string;
    const [contact] = resultRows<{ set_at: string }>(
      await t.database.db.execute(sql`select c.birth_date_set_at::text as set_at from loyalty_contacts c join loyalty_members m on m.contact_id = c.id where m.id = ${memberId}::uuid`),
    );
    expect(jakartaDayOfInstant(new Date(contact!.set_at))).toBe('2027-07-05');
    clock.set('2027-07-15T08:00:00+07:00');
    await run();
    expect(await t.database.db.select().from(loyaltyBirthdayBonuses).where(eq(loyaltyBirthdayBonuses.memberId, memberId))).toEqual([]);
  });

  it('a birth date changed by any path is stamped by the database, so the guard counts from the change', async () => {
    const member = await bornOn('1990-01-01');
    const today = jakartaDayOfInstant(new Date());
    // Changed today (a support correction in SQL) to a birthday 10 days from now.
    const soon = new Date(Date.now() + 10 * 86_400_000);
    const newBirthDate = `1990-${jakartaDayOfInstant(soon).slice(5)}`;
    await t.database.db.execute(sql`update loyalty_contacts set birth_date = ${newBirthDate}::date
      where id = (select contact_id from loyalty_members where id = ${member.id}::uuid)`);
    const [contact] = resultRows<{ set_at: string }>(
      await t.database.db.execute(sql`select c.birth_date_set_at::text as set_at from loyalty_contacts c join loyalty_members m on m.contact_id = c.id where m.id = ${member.id}::uuid`),
    );
    expect(jakartaDayOfInstant(new Date(contact!.set_at))).toBe(today);
    clock.set(soon.toISOString());
    await run();
    expect(await claims(member)).toEqual([]);
    expect(await profileOf(member)).toMatchObject({ birthdayBonus: { status: 'SetTooRecently' } });
  });

  it('someone born on 29 February is paid on 28 February in a year without it, and on the 29th in a leap year', async () => {
    const member = await bornOn('1992-02-29');
    clock.set('2027-02-27T10:00:00+07:00');
    await run();
    expect(await claims(member)).toEqual([]);
    clock.set('2027-02-28T00:10:00+07:00');
    await run();
    clock.set('2027-03-01T00:10:00+07:00');
    await run();
    expect(await claims(member)).toMatchObject([{ birthdayYear: 2027, paidOn: '2027-02-28' }]);
    clock.set('2028-02-28T10:00:00+07:00');
    await run();
    expect((await claims(member)).map((c) => c.birthdayYear)).toEqual([2027]);
    clock.set('2028-02-29T10:00:00+07:00');
    await run();
    expect((await claims(member)).map((c) => [c.birthdayYear, c.paidOn])).toEqual([
      [2027, '2027-02-28'],
      [2028, '2028-02-29'],
    ]);
    expect(await bonusJournals(member)).toHaveLength(2);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a blocked member is not paid; members without a birth date are not either', async () => {
    const blocked = await bornOn('1991-08-08');
    await t.database.db.execute(sql`update loyalty_members set member_status = 'Blocked' where id = ${blocked.id}::uuid`);
    const unknown = await createMember(t.database.db, { birthDate: null });
    clock.set('2027-08-08T10:00:00+07:00');
    await run();
    expect(await claims(blocked)).toEqual([]);
    expect(await claims(unknown)).toEqual([]);
    expect(await profileOf(unknown)).toMatchObject({ birthdayBonus: null });
  });
});
