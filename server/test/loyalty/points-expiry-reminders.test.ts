import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { formatDate } from '#domain/platform/format.ts';
import { translate } from '#domain/texts/catalogues.ts';
import { identityMailOutbox, loyaltyMembers, memberNotifications, pointsExpiryReminders, whatsappOutbox } from '../../src/platform/db/schema/index.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { remindExpiringPoints } from '../../src/loyalty/index.ts';
import { jobNotifier } from '../helpers/notifier.ts';
import { createMember, type TestMember } from '../helpers/loyalty-factories.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const DAY = 86_400_000;

/** The app's clock, moved by the tests: every run of the reminders reads "today" from it. */
let now = new Date();
const clock: Clock = { now: () => now };
const today = () => jakartaDayOfInstant(now);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://toko.example' } });
});
afterAll(async () => {
  await t.close();
});

/** One run of the reminders job as jobs.ts runs it, in `app` (another process when it is a second app on the database). */
function runReminders(app: TestApp = t) {
  return remindExpiringPoints(app.app.loyaltyEngine, jobNotifier(app, clock));
}

const remindersOf = (member: TestMember) =>
  t.database.db
    .select({ values: memberNotifications.values, language: memberNotifications.language, channels: memberNotifications.channels, mailId: memberNotifications.mailId, id: memberNotifications.id })
    .from(memberNotifications)
    .where(eq(memberNotifications.membershipNumber, member.membershipNumber))
    .orderBy(memberNotifications.id);

async function consentToWhatsApp(member: TestMember, phone: string, lang: 'id' | 'en') {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/loyalty/members/${member.membershipNumber}/notifications`,
    headers: await cashierHeaders(t),
    payload: { whatsapp: { enabled: true, phone }, language: lang },
  });
  expect(res.statusCode).toBe(200);
}

describe('points-expiry reminders', () => {
  it('announce each batch once, across two runs and a restart, in the member’s language, and the next batch when it enters the window', async () => {
    now = new Date();
    const soon = addDaysToDay(today(), 20);
    const later = addDaysToDay(today(), 40);
    const member = await createMember(t.database.db, { firstName: 'Dewi', buckets: [{ points: 300, expirationDate: soon }, { points: 1_200, expirationDate: later }] });
    await consentToWhatsApp(member, '0812 7000 0001', 'en');

    await runReminders();
    const [first, ...none] = await remindersOf(member);
    expect(none).toEqual([]);
    expect(first).toMatchObject({ values: { name: 'Dewi', points: 300, date: soon, balance: 1_500 }, language: 'en', channels: ['email', 'whatsapp'] });
    const [mail] = await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.id, first!.mailId!));
    expect(mail).toMatchObject({ recipient: member.email, subject: translate('en')('notifications.template.pointsExpiry.subject', { date: formatDate(soon, 'en') }), status: 'delivered' });
    expect(mail!.body).toContain(`Hi Dewi, points of yours that expire from ${formatDate(soon, 'en')}: 300. Your points balance is 1,500.`);
    const [whatsapp] = await t.database.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.notificationId, first!.id));
    expect(whatsapp).toMatchObject({ toPhone: '+6281270000001', templateName: 'lumbung_points_expiry', languageCode: 'en', parameters: { name: 'Dewi', points: '300', balance: '1,500' } });

    await runReminders();
    const restarted = await createTestApp({ database: t.database, clock, env: { PUBLIC_URL: 'https://toko.example' } });
    try {
      await runReminders(restarted);
    } finally {
      await restarted.close();
    }
    expect(await remindersOf(member)).toHaveLength(1);

    // Fifteen days on, the second batch is 25 days away: inside the window, announced once.
    now = new Date(now.getTime() + 15 * DAY);
    await runReminders();
    await runReminders();
    const reminders = await remindersOf(member);
    expect(reminders.map((r) => r.values)).toEqual([
      { name: 'Dewi', points: 300, date: soon, balance: 1_500 },
      { name: 'Dewi', points: 1_200, date: later, balance: 1_500 },
    ]);
    expect(await t.database.db.select().from(pointsExpiryReminders).where(eq(pointsExpiryReminders.memberId, member.id))).toHaveLength(2);
  });

  it('one message covers the batches a run finds together, from the earliest; a member who has none in the window hears nothing', async () => {
    now = new Date();
    const member = await createMember(t.database.db, {
      buckets: [
        { points: 100, expirationDate: addDaysToDay(today(), 5) },
        { points: 250, expirationDate: addDaysToDay(today(), 12) },
      ],
    });
    const outside = await createMember(t.database.db, { buckets: [{ points: 500, expirationDate: addDaysToDay(today(), 31) }] });
    await runReminders();
    const [reminder, ...more] = await remindersOf(member);
    expect(more).toEqual([]);
    // No settings yet: the shop's language (Indonesian), e-mail only (no WhatsApp consent).
    expect(reminder).toMatchObject({ values: { points: 350, date: addDaysToDay(today(), 5), balance: 350 }, language: 'id', channels: ['email'] });
    expect(await remindersOf(outside)).toEqual([]);
  });

  it('two processes running at once announce a batch once', async () => {
    now = new Date();
    const member = await createMember(t.database.db, { buckets: [{ points: 80, expirationDate: addDaysToDay(today(), 3) }] });
    const second = await createTestApp({ database: t.database, clock, env: { PUBLIC_URL: 'https://toko.example' } });
    try {
      await Promise.all([runReminders(), runReminders(second), runReminders(), runReminders(second)]);
    } finally {
      await second.close();
    }
    expect(await remindersOf(member)).toHaveLength(1);
  });

  it('follow the programme’s window, and leave out blocked members and points already spent', async () => {
    now = new Date();
    await t.database.db.execute(sql`update loyalty_programs set points_expiry_reminder_days = 10`);
    try {
      const within = await createMember(t.database.db, { buckets: [{ points: 40, expirationDate: addDaysToDay(today(), 10) }] });
      const beyond = await createMember(t.database.db, { buckets: [{ points: 40, expirationDate: addDaysToDay(today(), 11) }] });
      const blocked = await createMember(t.database.db, { buckets: [{ points: 40, expirationDate: addDaysToDay(today(), 2) }] });
      await t.database.db.update(loyaltyMembers).set({ memberStatus: 'Blocked' }).where(eq(loyaltyMembers.id, blocked.id));
      const spent = await createMember(t.database.db, { buckets: [{ points: 40, expirationDate: addDaysToDay(today(), 2) }] });
      await t.database.db.execute(sql`update loyalty_point_buckets set redeemed_points = points where member_id = ${spent.id}::uuid`);

      await runReminders();
      expect(await remindersOf(within)).toHaveLength(1);
      expect(await remindersOf(beyond)).toEqual([]);
      expect(await remindersOf(blocked)).toEqual([]);
      expect(await remindersOf(spent)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`update loyalty_programs set points_expiry_reminder_days = 30`);
    }
  });
});
