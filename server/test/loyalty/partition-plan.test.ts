import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { resultRows } from '../../src/platform/db/json-query.ts';
import { expirePoints } from '../../src/loyalty/ledger/expiry.ts';
import { createMember, ledgerViolations } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

/**
 * Decision 020's partitioning plan, rehearsed: docs/decisions/020-partition-journals.sql turns
 * loyalty_transaction_journals into a table partitioned by month on a database with history, and the
 * ledger, orders, redemptions and the expiry job work on it as before. PostgreSQL only (psql runs the
 * script, as an operator would).
 */

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/decisions/020-partition-journals.sql');

describe.skipIf(testEngine !== 'postgres')('partitioning the ledger by month (decision 020)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A till sale needs the cashier's open shift (decision 014).
    await openShift(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await cashierHeaders(t) });
  const post = async (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: await cashierHeaders(t) });

  it('converts the journals without losing or changing a ledger answer, and new journals land in their month', async () => {
    const today = jakartaDayOfInstant(new Date());
    const member = await createMember(t.database.db, { points: 5_000, buckets: [{ points: 300, expirationDate: addDaysToDay(today, -1) }] });
    expect((await post('/api/pos/orders', orderBody({ membershipNumber: member.membershipNumber }))).statusCode).toBe(201);
    const before = (await get(`/api/loyalty/members/${member.membershipNumber}/ledger`)).json();
    expect(before.transactionJournalCount).toBeGreaterThan(0);

    // The first new partition starts next month (Jakarta), so every existing journal is in the old one.
    const [year, month] = today.split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    execFileSync('psql', [t.database.url ?? '', '-X', '-q', '-1', '-v', 'ON_ERROR_STOP=1', '-v', `month=${next} 00:00+07`, '-v', 'months=3', '-f', script], {
      stdio: 'pipe',
    });

    const kind = resultRows<{ relkind: string }>(
      await t.database.db.execute(sql`select relkind from pg_class where relname = 'loyalty_transaction_journals'`),
    )[0]?.relkind;
    expect(kind).toBe('p');
    const partitions = resultRows<{ name: string }>(
      await t.database.db.execute(sql`select inhrelid::regclass::text as name from pg_inherits
        where inhparent = 'loyalty_transaction_journals'::regclass order by 1`),
    ).map((r) => r.name);
    expect(partitions).toHaveLength(4);
    expect(partitions).toContain('loyalty_transaction_journals_before');

    // Same answers after the swap.
    expect((await get(`/api/loyalty/members/${member.membershipNumber}/ledger`)).json()).toEqual(before);

    // Writes go on: an order (journal + points changes + bucket), the expiry job, with the ledger adding up.
    expect((await post('/api/pos/orders', orderBody({ membershipNumber: member.membershipNumber }))).statusCode).toBe(201);
    const expired = await expirePoints(t.app.loyaltyEngine);
    expect(expired.pointsExpired).toBe(300);
    const after = (await get(`/api/loyalty/members/${member.membershipNumber}/ledger`)).json();
    expect(after.transactionJournalCount).toBe(before.transactionJournalCount + 2);
    expect(after.transactionJournals[0].journalTypeName).toBe('Expiration');
    expect(await ledgerViolations(t.database.db)).toEqual([]);

    // Today's journals are in the old partition (before next month); a journal dated next month in its own.
    const where = resultRows<{ partition: string }>(
      await t.database.db.execute(sql`select tableoid::regclass::text as partition from loyalty_transaction_journals
        where member_id = ${member.id}::uuid group by 1`),
    ).map((r) => r.partition);
    expect(where).toEqual(['loyalty_transaction_journals_before']);
    await t.database.db.execute(sql`insert into loyalty_transaction_journals (id, member_id, journal_type_name, activity_date)
      values (gen_random_uuid(), ${member.id}::uuid, 'Accrual', ${`${next} 10:00+07`}::timestamptz)`);
    const future = resultRows<{ partition: string }>(
      await t.database.db.execute(sql`select tableoid::regclass::text as partition from loyalty_transaction_journals
        where member_id = ${member.id}::uuid and activity_date >= ${`${next} 00:00+07`}::timestamptz`),
    )[0]?.partition;
    expect(future).toBe(`loyalty_transaction_journals_${next.slice(0, 7).replace('-', '_')}`);
  });
});
