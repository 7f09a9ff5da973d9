import { eq, sql } from 'drizzle-orm';
import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/platform/clock.ts';
import {
  claimDue,
  deliverDue,
  DeliveryError,
  oneAtATime,
  requeueFailed,
  type OutboxQueue,
  type OutboxTable,
} from '../../src/platform/outbox/outbox.ts';
import { DELIVERY_LEASE_MS, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../../src/platform/outbox/policy.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-database.ts';

/**
 * The delivery queue itself (platform/outbox/), on an outbox table of its own that no context owns:
 * claiming, attempts, backoff, giving up and queueing again. The queues built on it (journey events,
 * case forwarding, e-mail) have their own tests.
 */
const testOutbox = pgTable('test_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  payload: text('payload').notNull(),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});

const outbox: OutboxTable = {
  table: testOutbox,
  id: testOutbox.id,
  status: testOutbox.status,
  attempts: testOutbox.attempts,
  nextAttemptAt: testOutbox.nextAttemptAt,
  lastError: testOutbox.lastError,
  deliveredAt: testOutbox.deliveredAt,
};

/** A queue whose delivery of each payload is `deliverOne` (which throws to fail). */
const queueOf = (deliverOne: (payload: string) => Promise<void>, batchSize = 10): OutboxQueue<string> => ({
  name: 'test',
  outbox,
  batchSize,
  itemOf: (row) => row.payload as string,
  deliver: oneAtATime(({ item }) => deliverOne(item)),
});
const failing = (error: Error) => queueOf(async () => Promise.reject(error));
const working = (delivered: string[] = []) => queueOf(async (payload) => void delivered.push(payload));

let database: TestDatabase;
let now: Date;
/** The workers' clock; each test moves it. */
const clock: Clock = { now: () => now };
const later = (ms: number) => new Date(now.getTime() + ms);

async function enqueue(...payloads: string[]): Promise<number[]> {
  const rows = await database.db.insert(testOutbox).values(payloads.map((payload) => ({ payload, nextAttemptAt: now }))).returning({ id: testOutbox.id });
  return rows.map((row) => row.id);
}
const rowOf = async (id: number) => (await database.db.select().from(testOutbox).where(eq(testOutbox.id, id)))[0]!;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.db.execute(sql`
    create table test_outbox (
      id bigserial primary key, payload text not null, status text not null default 'pending',
      attempts integer not null default 0, next_attempt_at timestamptz not null default now(),
      last_error text, delivered_at timestamptz)`);
});
afterAll(async () => database.dispose());
beforeEach(async () => {
  await database.db.execute(sql`delete from test_outbox`);
  now = new Date();
});

describe('the delivery queue', () => {
  it('counts each attempt and waits the backoff between them; a service may ask for a longer wait, never a shorter one', async () => {
    const [id] = await enqueue('a');
    expect(await deliverDue(database.db, failing(new Error('relay down')), clock)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(await rowOf(id!)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'relay down', nextAttemptAt: later(retryDelayMs(1)) });

    now = later(retryDelayMs(1) - 1);
    expect(await deliverDue(database.db, working(), clock)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    now = later(1);
    await deliverDue(database.db, failing(new Error('relay still down')), clock);
    expect(await rowOf(id!)).toMatchObject({ attempts: 2, lastError: 'relay still down', nextAttemptAt: later(retryDelayMs(2)) });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    now = later(retryDelayMs(2));
    await deliverDue(database.db, failing(new DeliveryError('429', false, 600_000)), clock);
    expect(await rowOf(id!)).toMatchObject({ attempts: 3, nextAttemptAt: later(600_000) });
    now = later(600_000);
    await deliverDue(database.db, failing(new DeliveryError('429', false, 0)), clock);
    expect(await rowOf(id!)).toMatchObject({ attempts: 4, nextAttemptAt: later(retryDelayMs(4)) });

    now = later(retryDelayMs(4));
    const delivered: string[] = [];
    expect(await deliverDue(database.db, working(delivered), clock)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(delivered).toEqual(['a']);
    expect(await rowOf(id!)).toMatchObject({ status: 'delivered', attempts: 5, lastError: null, deliveredAt: now });
    now = later(86_400_000);
    expect(await deliverDue(database.db, working(delivered), clock)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
  });

  it('waits at most an hour between attempts, and the attempts span about three hours', () => {
    expect(retryDelayMs(MAX_DELIVERY_ATTEMPTS + 10)).toBe(3_600_000);
    const waits = Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((sum, ms) => sum + ms, 0);
    expect(waits / 3_600_000).toBeGreaterThan(2.5);
    expect(waits / 3_600_000).toBeLessThan(4);
  });

  it('gives up after the last attempt, or at once on a permanent error, and shows the row as failed', async () => {
    const [outage, refused] = await enqueue('outage', 'refused');
    const queue = queueOf(async (payload) => {
      throw payload === 'refused' ? new DeliveryError('400 unknown event key', true) : new Error('503');
    });
    const reports = [];
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      reports.push(await deliverDue(database.db, queue, clock));
      now = later(retryDelayMs(attempt));
    }
    expect(reports[0]).toEqual({ delivered: 0, retrying: 1, failed: 1 });
    expect(reports.at(-1)).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(await rowOf(refused!)).toMatchObject({ status: 'failed', attempts: 1, lastError: '400 unknown event key' });
    expect(await rowOf(outage!)).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, lastError: '503', deliveredAt: null });

    now = later(86_400_000);
    expect(await deliverDue(database.db, working(), clock)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
  });

  it('a failed row queued again by a person is pending from zero attempts and delivered on the next run; nothing else can be queued again', async () => {
    const [failed, pending] = await enqueue('failed', 'pending');
    await deliverDue(database.db, queueOf(async (payload) => (payload === 'failed' ? Promise.reject(new DeliveryError('refused', true)) : undefined)), clock);
    await database.db.update(testOutbox).set({ status: 'pending', attempts: 0, nextAttemptAt: now }).where(eq(testOutbox.id, pending!));

    expect(await requeueFailed(database.db, outbox, pending!, now)).toBe(false);
    expect(await requeueFailed(database.db, outbox, 999_999, now)).toBe(false);
    expect(await requeueFailed(database.db, outbox, failed!, now)).toBe(true);
    expect(await rowOf(failed!)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: 'refused' });
    expect(await requeueFailed(database.db, outbox, failed!, now)).toBe(false);

    const delivered: string[] = [];
    await deliverDue(database.db, working(delivered), clock);
    expect(delivered.sort()).toEqual(['failed', 'pending']);
    expect(await rowOf(failed!)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
  });

  it('a claimed row is leased: no other claim takes it until the lease runs out (its worker died mid-delivery)', async () => {
    const [id] = await enqueue('leased');
    expect((await claimDue(database.db, outbox, 10, now)).map((row) => Number(row.id))).toEqual([id]);
    expect(await claimDue(database.db, outbox, 10, later(DELIVERY_LEASE_MS - 1))).toEqual([]);
    const [again] = await claimDue(database.db, outbox, 10, later(DELIVERY_LEASE_MS));
    expect(again).toMatchObject({ payload: 'leased', attempts: 2 });
  });

  it('claims a batch at a time, oldest due first, until nothing is due', async () => {
    const payloads = Array.from({ length: 25 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    for (const payload of payloads) await enqueue(payload);
    const batches: string[][] = [];
    const queue: OutboxQueue<string> = { ...working(), batchSize: 10, deliver: async (batch) => (batches.push(batch.map((c) => c.item)), batch.map(() => ({ reference: null }))) };
    expect(await deliverDue(database.db, queue, clock)).toEqual({ delivered: 25, retrying: 0, failed: 0 });
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(batches.flat()).toEqual(payloads);
  });

  it('workers running at once deliver every row exactly once', async () => {
    const payloads = Array.from({ length: 60 }, (_, i) => `row ${i}`);
    await enqueue(...payloads);
    const delivered: string[] = [];
    const slow = queueOf(async (payload) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      delivered.push(payload);
    }, 7);
    const reports = await Promise.all(Array.from({ length: 4 }, () => deliverDue(database.db, slow, clock)));
    expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(60);
    expect(delivered.sort()).toEqual([...payloads].sort());
  });

  it.runIf(testEngine === 'postgres')('a claim skips the rows another worker holds, without waiting for it (FOR UPDATE SKIP LOCKED)', async () => {
    const [held, free1, free2] = await enqueue('held', 'free 1', 'free 2');
    const claimed = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from test_outbox where id = ${held} for update`);
      // Another connection claims meanwhile; a claim that waited for the lock would never finish here.
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the claim waited for a locked row')), 5_000));
      return Promise.race([claimDue(database.db, outbox, 10, now), timeout]);
    });
    expect(claimed.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual([free1, free2]);
    expect((await claimDue(database.db, outbox, 10, now)).map((row) => Number(row.id))).toEqual([held]);
  });
});
