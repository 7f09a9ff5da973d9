import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { loyaltyTransactionJournals, loyaltyVouchers } from '../../src/platform/db/schema/index.ts';
import { LoyaltyEngine } from '../../src/loyalty/engine.ts';
import { expirePoints } from '../../src/loyalty/ledger/expiry.ts';
import { createMember, issueVoucher, ledgerViolations, type TestMember } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

const run = promisify(execFile);
const today = () => jakartaDayOfInstant(new Date());

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await openShifts(t, ['STORE-001']);
});
afterAll(async () => {
  await t.close();
});

async function expiryJournals(member: TestMember) {
  return t.database.db
    .select()
    .from(loyaltyTransactionJournals)
    .where(and(eq(loyaltyTransactionJournals.memberId, member.id), eq(loyaltyTransactionJournals.journalTypeName, 'Expiration')));
}

const profileOf = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}`, headers: await cashierHeaders(t) })).json();

describe('points expiry', () => {
  it('expires what is left of due buckets with an Expiration journal, once, and expires lapsed vouchers', async () => {
    const member = await createMember(t.database.db, {
      buckets: [
        { points: 700, expirationDate: addDaysToDay(today(), -3) },
        { points: 500, expirationDate: today() },
        { points: 900, expirationDate: addDaysToDay(today(), 30) },
      ],
    });
    const { voucherCode } = await issueVoucher(t.database.db, member, { expirationDate: addDaysToDay(today(), -1) });
    // Spend 1,000 points first: the oldest bucket (700) and 300 of the next are used, 200 are left there.
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/pos/orders',
      headers: await cashierHeaders(t),
      payload: await withMemberConfirmation(
        t,
        orderBody({ membershipNumber: member.membershipNumber, points: 1_000, lines: [{ productCode: 'GL-MLK-005', quantity: 1 }, { productCode: 'GL-VIT-001', quantity: 1 }] }),
        await cashierHeaders(t),
      ),
    });
    expect(order.statusCode, order.body).toBe(201);

    const engine = new LoyaltyEngine(t.database.db);
    const first = await expirePoints(engine);
    expect(first.pointsExpired).toBeGreaterThanOrEqual(200);
    const journals = await expiryJournals(member);
    expect(journals).toHaveLength(1);
    expect(journals[0]).toMatchObject({ journalSubTypeName: 'Points Expired' });
    const ledger = (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}/ledger`, headers: await cashierHeaders(t) })).json();
    expect(ledger.transactionJournals[0]).toMatchObject({ journalTypeName: 'Expiration', pointsChange: [{ changeInPoints: -200, loyaltyMemberCurrency: 'Reward Points' }] });
    const profile = await profileOf(member);
    // 2,100 - 1,000 redeemed + 9 earned (floor((6,500 + 3,000 + 1,045 PPN - 1,000) / 1,000)) - 200 expired
    expect(profile.memberCurrencies[0]).toMatchObject({ pointsBalance: 909, totalPointsExpired: 200 });
    const [voucher] = await t.database.db.select().from(loyaltyVouchers).where(eq(loyaltyVouchers.voucherCode, voucherCode));
    expect(voucher?.status).toBe('Expired');

    const again = await expirePoints(engine);
    expect(again).toEqual({ members: 0, pointsExpired: 0, vouchersExpired: 0 });
    expect(await expiryJournals(member)).toHaveLength(1);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('two runs at once (two processes) expire each bucket once', async () => {
    const member = await createMember(t.database.db, { buckets: [{ points: 333, expirationDate: addDaysToDay(today(), -1) }] });
    const engine = new LoyaltyEngine(t.database.db);
    const results = await Promise.all([expirePoints(engine), expirePoints(engine), expirePoints(engine)]);
    expect(results.reduce((sum, r) => sum + r.pointsExpired, 0)).toBe(333);
    expect(await expiryJournals(member)).toHaveLength(1);
    expect((await profileOf(member)).memberCurrencies[0].pointsBalance).toBe(0);
  });

  it('runs as a job inside the server at the configured interval and stops with the app', async () => {
    const app = await createTestApp({
      database: t.database,
      env: { BACKGROUND_JOBS: 'true', POINTS_EXPIRY_INTERVAL_MS: '100', MARKETING_OUTBOX_INTERVAL_MS: '0' },
    });
    const member = await createMember(t.database.db, { buckets: [{ points: 42, expirationDate: addDaysToDay(today(), -1) }] });
    await expect.poll(async () => (await expiryJournals(member)).length, { timeout: 20_000, interval: 100 }).toBe(1);
    await app.close();
  });

  // A fresh process: tsx compiles the server code and PGlite migrates an empty database (about 25 s on a busy 2-core machine).
  it('npm run expire-points runs it from the command line', { timeout: 90_000 }, async () => {
    let env: Record<string, string>;
    let dataDir: string | null = null;
    let member: TestMember | null = null;
    if (testEngine === 'postgres' && t.database.url) {
      member = await createMember(t.database.db, { buckets: [{ points: 77, expirationDate: addDaysToDay(today(), -1) }] });
      env = { DATABASE_URL: t.database.url };
    } else {
      // PGlite: a data directory belongs to one process, so the script gets its own (empty) one.
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-expiry-'));
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/expire-points.ts'], { env: { ...process.env, ...env }, timeout: 60_000 });
      expect(stdout).toMatch(/^Expired \d+ points of \d+ member\(s\) and \d+ voucher\(s\)\.$/m);
      if (member) {
        expect(await expiryJournals(member)).toHaveLength(1);
        const [journals] = await t.database.db.select({ n: count() }).from(loyaltyTransactionJournals).where(eq(loyaltyTransactionJournals.memberId, member.id));
        expect(journals?.n).toBe(2);
      }
    } finally {
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
