import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { cases, identityMailOutbox, identityOidcModels, loyaltyTransactionJournals, marketingOutbox, orders } from '../../src/platform/db/schema/index.ts';
import { backgroundJobs } from '../../src/jobs.ts';
import { enqueueJourneyEvent } from '../../src/marketing/outbox.ts';
import { embeddedSink } from '../../src/marketing/sinks.ts';
import { Mailer } from '../../src/platform/mail/mailer.ts';
import { embeddedWhatsApp, Notifier } from '../../src/notifications/index.ts';
import { createMember, uniqueNumber } from '../helpers/loyalty-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { checkoutBody, placed } from '../storefront/checkout/helpers.ts';

const HOUR = 3_600_000;
/** A clock `ms` ahead of real time. */
const ahead = (ms: number): Clock => ({ now: () => new Date(Date.now() + ms) });

let t: TestApp;
let webToCase: http.Server;
const forwarded: string[] = [];

beforeAll(async () => {
  webToCase = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      forwarded.push(new URLSearchParams(body).get('subject') ?? '');
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => webToCase.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(webToCase.address() as AddressInfo).port}/servlet.WebToCase`;
  // Jobs are off in this app (createTestApp): each test runs one job by hand with the clock it chose.
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.com', WEB_TO_CASE_URL: url } });
});
afterAll(async () => {
  await t.close();
  webToCase.close();
});

/** The members' messages with this mailer and clock, and the embedded WhatsApp sink (decision 032). */
function notifications(mailer: Mailer, clock: Clock) {
  const notifier = new Notifier({ db: t.database.db, mailer, clock, log: t.app.log, publicUrl: t.config.publicUrl, defaultLanguage: () => t.config.defaultLanguage });
  return { notifier, whatsapp: embeddedWhatsApp(t.database.db) };
}

/** One run of the named job as buildApp would schedule it, with `clock` as the app's clock. */
async function runJob(name: string, clock: Clock): Promise<unknown> {
  const mailer = new Mailer(t.database.db, t.config.mail, t.app.log, clock);
  const deps = {
    db: t.database.db,
    clock,
    engine: t.app.loyaltyEngine.with({ clock }),
    sink: embeddedSink(t.database.db),
    mailer,
    checkout: { ...t.app.checkout, clock },
    ...notifications(mailer, clock),
  };
  const job = backgroundJobs(t.config, deps).find((j) => j.name === name);
  if (!job) throw new Error(`No job '${name}'`);
  return job.run();
}

describe('background jobs', () => {
  it('one list of jobs, each with its configured interval', () => {
    const clock = ahead(0);
    const mailer = new Mailer(t.database.db, t.config.mail, t.app.log, clock);
    const jobs = backgroundJobs(t.config, {
      db: t.database.db,
      clock,
      engine: t.app.loyaltyEngine,
      sink: embeddedSink(t.database.db),
      mailer,
      checkout: t.app.checkout,
      ...notifications(mailer, clock),
    });
    expect(jobs.map((job) => [job.name, job.intervalMs])).toEqual([
      ['journey-event delivery', t.config.jobs.outboxIntervalMs],
      ['points expiry', t.config.jobs.pointsExpiryIntervalMs],
      ['birthday bonus', t.config.jobs.birthdayBonusIntervalMs],
      ['tier review', t.config.jobs.tierReviewIntervalMs],
      ['reminders', t.config.jobs.remindersIntervalMs],
      ['referral credits', t.config.jobs.referralCreditsIntervalMs],
      ['WhatsApp delivery', t.config.jobs.whatsappOutboxIntervalMs],
      ['order expiry', t.config.jobs.orderExpiryIntervalMs],
      ['case forwarding', 5_000],
      ['e-mail delivery', 5_000],
      ['e-mail log retention', 3_600_000],
      ['member confirmation retention', 3_600_000],
      ['identity housekeeping', 600_000],
    ]);
  });

  it('journey-event delivery: an event due in an hour is left by the real clock and delivered by one two hours ahead', async () => {
    const contactKey = `${uniqueNumber('BG').toLowerCase()}@example.test`;
    await enqueueJourneyEvent(t.database.db, { ContactKey: contactKey, EventDefinitionKey: 'LumbungWelcome', Data: { Later: true } });
    await t.database.db.execute(sql`update marketing_outbox set next_attempt_at = now() + interval '1 hour' where contact_key = ${contactKey}`);
    const event = async () => (await t.database.db.select().from(marketingOutbox).where(eq(marketingOutbox.contactKey, contactKey)))[0]!;

    await runJob('journey-event delivery', ahead(0));
    expect((await event()).status).toBe('pending');
    const clock = ahead(2 * HOUR);
    await runJob('journey-event delivery', clock);
    const delivered = await event();
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt!.getTime()).toBeGreaterThan(Date.now() + HOUR); // stamped with the job's clock
  });

  it('points expiry: a bucket that expires in two days is expired by a clock three days ahead', async () => {
    const member = await createMember(t.database.db, { buckets: [{ points: 120, expirationDate: addDaysToDay(jakartaDayOfInstant(new Date()), 2) }] });
    const journals = () =>
      t.database.db
        .select()
        .from(loyaltyTransactionJournals)
        .where(and(eq(loyaltyTransactionJournals.memberId, member.id), eq(loyaltyTransactionJournals.journalTypeName, 'Expiration')));

    await runJob('points expiry', ahead(0));
    expect(await journals()).toHaveLength(0);
    await runJob('points expiry', ahead(72 * HOUR));
    const [journal] = await journals();
    expect(journal?.activityDate.getTime()).toBeGreaterThan(Date.now() + 48 * HOUR);
  });

  it('order expiry: an unpaid storefront order is left by the real clock and expired by one past its payment window', async () => {
    const order = await placed(t, checkoutBody());
    const status = async () => (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, order.orderNumber)))[0]?.status;

    await runJob('order expiry', ahead(0));
    expect(await status()).toBe('pending_payment');
    await runJob('order expiry', ahead(t.config.payments.paymentWindowMinutes * 60_000 + HOUR));
    expect(await status()).toBe('expired');
  });

  it('case forwarding: a case due in an hour is forwarded by a clock two hours ahead', async () => {
    const subject = `Later ${uniqueNumber('C')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        orgid: '00D5g000004ABCD', retURL: 'https://shop.example.com/servicepage', name: 'Siti Rahma', email: 'siti@example.com',
        phone: '0812 3456 7890', subject, description: 'Please call me back.', external: '1',
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    await t.database.db.execute(sql`update cases set next_attempt_at = now() + interval '1 hour' where subject = ${subject}`);

    await runJob('case forwarding', ahead(0));
    expect(forwarded).not.toContain(subject);
    await runJob('case forwarding', ahead(2 * HOUR));
    expect(forwarded).toContain(subject);
    const [row] = await t.database.db.select().from(cases).where(eq(cases.subject, subject));
    expect(row?.forwardStatus).toBe('forwarded');
  });

  it('e-mail delivery: a mail due again in an hour is left by the real clock and sent by one two hours ahead', async () => {
    const to = `${uniqueNumber('M').toLowerCase()}@example.test`;
    const stored = await new Mailer(t.database.db, t.config.mail, t.app.log, ahead(0)).store(t.database.db, { to, subject: 'Later', body: 'Hello', link: null, kind: 'other' });
    await t.database.db.execute(sql`update identity_mail_outbox set next_attempt_at = now() + interval '1 hour' where id = ${stored.id}`);
    const mail = async () => (await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.id, stored.id)))[0]!;

    await runJob('e-mail delivery', ahead(0));
    expect((await mail()).status).toBe('pending');
    await runJob('e-mail delivery', ahead(2 * HOUR));
    const sent = await mail();
    expect(sent).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(sent.deliveredAt!.getTime()).toBeGreaterThan(Date.now() + HOUR); // stamped with the job's clock
  });

  it('identity housekeeping: a session that expires in an hour is deleted by a clock two hours ahead', async () => {
    const id = uniqueNumber('S');
    await t.database.db.insert(identityOidcModels).values({ model: 'Session', id, payload: {}, expiresAt: new Date(Date.now() + HOUR) });
    const session = async () => t.database.db.select().from(identityOidcModels).where(eq(identityOidcModels.id, id));

    await runJob('identity housekeeping', ahead(0));
    expect(await session()).toHaveLength(1);
    await runJob('identity housekeeping', ahead(2 * HOUR));
    expect(await session()).toHaveLength(0);
  });

  it('the clock given to buildApp reaches the jobs the server runs', async () => {
    const member = await createMember(t.database.db, { buckets: [{ points: 55, expirationDate: addDaysToDay(jakartaDayOfInstant(new Date()), 1) }] });
    const app = await createTestApp({
      database: t.database,
      clock: ahead(48 * HOUR),
      env: { BACKGROUND_JOBS: 'true', POINTS_EXPIRY_INTERVAL_MS: '100', MARKETING_OUTBOX_INTERVAL_MS: '0' },
    });
    try {
      const expired = async () =>
        (
          await t.database.db
            .select()
            .from(loyaltyTransactionJournals)
            .where(and(eq(loyaltyTransactionJournals.memberId, member.id), eq(loyaltyTransactionJournals.journalTypeName, 'Expiration')))
        ).length;
      await expect.poll(expired, { timeout: 20_000, interval: 100 }).toBe(1);
    } finally {
      await app.close();
    }
  });
});
