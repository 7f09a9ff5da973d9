import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingOutbox } from '../../src/platform/db/schema/index.ts';
import { enqueueJourneyEvent } from '../../src/marketing/outbox.ts';
import { embeddedSink, marketingCloudSink } from '../../src/marketing/sinks.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { deliverDueEvents } from '../../src/marketing/worker.ts';
import { startFakeMarketingCloud } from '../helpers/fake-marketing-cloud.ts';
import { createMember, uniqueNumber } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MC_EVENTS_ROUTE: 'true' } });
  await openShifts(t, ['STORE-001']);
});
afterAll(async () => {
  await t.close();
});

const relay = async (payload: object) => t.app.inject({ method: 'POST', url: '/api/mc/mcpost', headers: await cashierHeaders(t), payload });

function registrationEvent() {
  const number = uniqueNumber('J');
  return {
    ContactKey: `${number.toLowerCase()}@example.test`,
    EventDefinitionKey: 'LumbungWelcome',
    Data: { EmailAddress: `${number.toLowerCase()}@example.test`, FirstName: 'Dewi', LastName: 'Lestari', MembershipNumber: number },
  };
}

async function statusOf(contactKey: string) {
  const rows = await t.database.db.select().from(marketingOutbox).where(eq(marketingOutbox.contactKey, contactKey));
  return rows.map((row) => ({ status: row.status, attempts: row.attempts, lastError: row.lastError }));
}

/**
 * The worker's clock when a test delivers right after queueing: events are queued at the database's
 * now() (microseconds) and the worker reads the app's clock (milliseconds), so a run within the same
 * millisecond would find them not quite due yet.
 */
const aMomentLater: Clock = { now: () => new Date(Date.now() + 1_000) };

/** Puts every pending event due now, so a retry scheduled with backoff can be delivered in the test. */
async function makeEverythingDue() {
  await t.database.db.execute(sql`update marketing_outbox set next_attempt_at = now() where status = 'pending'`);
}

describe('POST /api/mc/mcpost (the journey relay)', () => {
  it('queues the event once: the same event again is a duplicate, and an order’s event is not queued twice', async () => {
    const event = registrationEvent();
    expect((await relay(event)).json()).toEqual({ status: 'queued' });
    const again = await relay(event);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'duplicate' });

    const member = await createMember(t.database.db);
    const body = orderBody({ membershipNumber: member.membershipNumber });
    expect((await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: body })).statusCode).toBe(201);
    const orderEvent = {
      ContactKey: member.email,
      EventDefinitionKey: 'PosOrderCompleted',
      Data: { TransactionID: body.orders[0]!.newExternalTransactionNumber, EmailAddress: member.email, FirstName: member.firstName, MembershipNumber: member.membershipNumber, EarnPoint: 74, TotalPoint: 74 },
    };
    expect((await relay(orderEvent)).json()).toEqual({ status: 'duplicate' });
    expect(await statusOf(member.email)).toHaveLength(1);

    const bad = await relay({ ContactKey: '', EventDefinitionKey: 'x', Data: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('ContactKey is required');
  });
});

describe('delivery worker', () => {
  it('delivers pending events to the embedded sink, listed at GET /api/mc/events', async () => {
    const event = registrationEvent();
    await relay(event);
    await deliverDueEvents(t.database.db, embeddedSink(t.database.db), aMomentLater);
    expect(await statusOf(event.ContactKey)).toEqual([{ status: 'delivered', attempts: 1, lastError: null }]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/mc/events?limit=100' })).json().events;
    expect(listed.find((e: { contactKey: string }) => e.contactKey === event.ContactKey)).toMatchObject({
      eventDefinitionKey: 'LumbungWelcome',
      data: event.Data,
    });
  });

  it('the listing route exists only when MC_EVENTS_ROUTE is on', async () => {
    const plain = await createTestApp({ database: t.database });
    expect((await plain.app.inject({ method: 'GET', url: '/api/mc/events' })).statusCode).toBe(404);
    await plain.close();
  });

  it('Marketing Cloud: one token for many events, retries 429 and outages with backoff, gives up on 400', async () => {
    const refused = registrationEvent();
    const limited = registrationEvent();
    const fine = registrationEvent();
    const mc = await startFakeMarketingCloud({
      respond: (event, attempt) => {
        if (event.ContactKey === refused.ContactKey) return { status: 400 };
        if (event.ContactKey === limited.ContactKey && attempt === 1) return { status: 429, headers: { 'retry-after': '0' } };
        return { status: 201 };
      },
    });
    try {
      const sink = marketingCloudSink({ authBaseUrl: mc.baseUrl, clientId: 'mc-client', clientSecret: 'mc-secret', accountId: null });
      for (const event of [refused, limited, fine]) await enqueueJourneyEvent(t.database.db, event);
      await deliverDueEvents(t.database.db, sink, aMomentLater); // also delivers what earlier tests queued
      expect(await statusOf(fine.ContactKey)).toEqual([{ status: 'delivered', attempts: 1, lastError: null }]);
      expect(await statusOf(refused.ContactKey)).toEqual([{ status: 'failed', attempts: 1, lastError: 'Marketing Cloud answered 400: {"message":"refused"}' }]);
      expect((await statusOf(limited.ContactKey))[0]).toMatchObject({ status: 'pending', attempts: 1 });

      await makeEverythingDue();
      await deliverDueEvents(t.database.db, sink, aMomentLater);
      expect((await statusOf(limited.ContactKey))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(mc.events.filter((e) => [limited.ContactKey, fine.ContactKey].includes(e.ContactKey))).toHaveLength(2);
      expect(mc.tokenRequests()).toBe(1);
    } finally {
      await mc.close();
    }

    // The service is down: the event stays pending with the error, to be retried later.
    const down = registrationEvent();
    await enqueueJourneyEvent(t.database.db, down);
    const unreachable = marketingCloudSink({ authBaseUrl: 'http://127.0.0.1:9', clientId: 'a', clientSecret: 'b', accountId: null });
    await deliverDueEvents(t.database.db, unreachable, aMomentLater);
    expect((await statusOf(down.ContactKey))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('Failed to authenticate') });
  });

  it('two server processes with their workers running deliver every event exactly once', async () => {
    await makeEverythingDue();
    const mc = await startFakeMarketingCloud();
    const env = { ...mc.env, BACKGROUND_JOBS: 'true', MARKETING_OUTBOX_INTERVAL_MS: '10', POINTS_EXPIRY_INTERVAL_MS: '0' };
    const events = Array.from({ length: 30 }, registrationEvent);
    for (const event of events) await enqueueJourneyEvent(t.database.db, event);
    const apps = await Promise.all([createTestApp({ database: t.database, env }), createTestApp({ database: t.database, env })]);
    let closed = false;
    try {
      const received = () => mc.events.filter((e) => events.some((q) => q.ContactKey === e.ContactKey)).length;
      await expect.poll(received, { timeout: 30_000, interval: 50 }).toBe(events.length);
      // Closing waits for a delivery in flight (platform/jobs/interval-job.ts): a double delivery has arrived by then.
      await Promise.all(apps.map((app) => app.close()));
      closed = true;
      expect(received()).toBe(events.length);
      expect(new Set(mc.events.map((e) => e.ContactKey)).size).toBe(mc.events.length);
    } finally {
      if (!closed) await Promise.all(apps.map((app) => app.close()));
      await mc.close();
    }
  });
});
