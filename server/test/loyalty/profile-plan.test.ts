import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { profileQueryText } from '../../src/loyalty/members.ts';
import { resultRows } from '../../src/platform/db/json-query.ts';
import { createMember, issueVoucher, type TestMember } from '../helpers/loyalty-factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/**
 * Decision 020: at 1M members a member's buckets and vouchers lie on pages spread over gigabytes, so the
 * member profile sums its expirable points and counts its usable vouchers from the indexes alone
 * (migration 0020). Sequential and bitmap scans are switched off: with a few test rows the planner
 * would rightly read the whole table, and the question here is which index path it takes.
 */

let database: TestDatabase;
let member: TestMember;
const today = jakartaDayOfInstant(new Date());

beforeAll(async () => {
  database = await createTestDatabase();
  member = await createMember(database.db, {
    points: 1_000,
    buckets: [
      { points: 300, expirationDate: addDaysToDay(today, 30) },
      { points: 200, expirationDate: addDaysToDay(today, 90) },
    ],
  });
  await issueVoucher(database.db, member);
  await issueVoucher(database.db, member, { status: 'Redeemed' });
  // Most usable vouchers belong to other members, as in a shop with many (else the planner would
  // rightly walk all the usable vouchers by date instead of this member's).
  const other = await createMember(database.db);
  await database.db.execute(sql`
    insert into loyalty_vouchers (id, voucher_code, definition_id, member_id, status, effective_date, expiration_date)
    select gen_random_uuid(), 'PLAN-' || g, v.definition_id, ${other.id}::uuid, 'Issued', v.effective_date, v.expiration_date
    from generate_series(1, 5000) g, (select * from loyalty_vouchers where member_id = ${member.id}::uuid limit 1) v`);
  // Index-only scans need the visibility map; autovacuum keeps it on a live database.
  await database.db.execute(sql`vacuum analyze loyalty_point_buckets, loyalty_vouchers`);
});
afterAll(async () => {
  await database.dispose();
});

async function profilePlan(): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql.raw(`prepare profile_plan_test as ${profileQueryText}`));
    const rows = resultRows<{ 'QUERY PLAN': string }>(
      await tx.execute(sql.raw(`explain (costs off) execute profile_plan_test('${member.membershipNumber}', '${today}')`)),
    );
    await tx.execute(sql`deallocate profile_plan_test`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('member profile plan', () => {
  it('sums the open buckets and counts the usable vouchers from their indexes alone', async () => {
    const plan = await profilePlan();
    expect(plan).toContain('Index Only Scan using loyalty_point_buckets_open_member_points on loyalty_point_buckets');
    expect(plan).toContain('Index Only Scan using loyalty_vouchers_member_dates on loyalty_vouchers');
  });
});
