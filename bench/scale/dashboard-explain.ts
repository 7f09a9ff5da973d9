/**
 * The dashboard's plans on a PostgreSQL database with history (decision 022): fills a
 * scratch database with synthetic members, journals, POS and storefront orders and vouchers over 400
 * days, then prints the plan of each dashboard query and fails on a sequential scan of a large table.
 *
 *   DASHBOARD_EXPLAIN_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/scale/dashboard-explain.ts
 *
 * It creates and drops the database `dashboard_explain` there. MEMBERS (default 200000) sets the size;
 * the history is about 5 journals, 1.5 POS orders, 0.5 storefront orders and 1.5 vouchers per member.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { dashboardRange, loadDashboard } from '../../server/src/back-office/dashboard/dashboard.ts';
import { openDatabase } from '../../server/src/platform/db/client.ts';
import { migrateDatabase } from '../../server/src/database.ts';
import { seedDatabase } from '../../server/src/seed/index.ts';
import { formatPlan, openExplainSession, queryHeading } from './explain.ts';

const adminUrl = process.env.DASHBOARD_EXPLAIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const members = Number(process.env.MEMBERS ?? 200_000);
const name = 'dashboard_explain';
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${name}`);
await admin.query(`create database ${name}`);
try {
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 } as never);
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: false });
  const db = handle.db;
  const started = Date.now();
  await db.execute(sql.raw(`
    insert into loyalty_contacts (id, first_name, last_name, email)
      select md5('c' || i)::uuid, 'F' || i, 'L' || i, 'm' || i || '@example.test' from generate_series(1, ${members}) i;
    insert into loyalty_members (id, program_id, membership_number, contact_id, member_status, enrollment_date, tier_id, tier_effective_date)
      select md5('m' || i)::uuid, (select id from loyalty_programs limit 1), 'B' || i, md5('c' || i)::uuid, 'Active', now() - interval '400 days',
             (select id from loyalty_tiers order by sequence_number offset (i % 3) limit 1), current_date
      from generate_series(1, ${members}) i;
    insert into loyalty_transaction_journals (id, member_id, journal_type_name, activity_date)
      select md5('j' || i)::uuid, md5('m' || (i % ${members} + 1))::uuid,
             (array['Accrual','Redemption','Expiration','Accrual','Accrual'])[i % 5 + 1], now() - (i % 400) * interval '1 day' - (i % 1000) * interval '1 minute'
      from generate_series(1, ${members * 5}) i;
    insert into loyalty_points_changes (id, journal_id, member_id, currency_name, change_in_points)
      select md5('p' || i)::uuid, md5('j' || i)::uuid, md5('m' || (i % ${members} + 1))::uuid, 'Reward Points', case when i % 5 in (1, 2) then -50 else 100 end
      from generate_series(1, ${members * 5}) i;
    insert into pos_orders (id, external_transaction_number, store_id, payment_method, subtotal, total_tax, voucher_discount, points_redeemed, total_price, points_earned, tier_points_earned, response, created_at)
      select md5('o' || i)::uuid, 'X' || i, (array['STORE-001','STORE-002','STORE-101'])[i % 3 + 1], 'Cash', 100000, 11000, 0, 0, 111000, 111, 111, '{}', now() - (i % 400) * interval '1 day'
      from generate_series(1, ${Math.round(members * 1.5)}) i;
    insert into pos_order_lines (order_id, line_number, product_code, name, category, price, quantity, line_subtotal, line_tax)
      select md5('o' || i)::uuid, 1, 'GL-' || (i % 40), 'Product ' || (i % 40), 'Food', 100000, 1, 100000, 11000
      from generate_series(1, ${Math.round(members * 1.5)}) i;
    insert into orders (order_id, total_idr, status, created_at, paid_at, order_number)
      select md5('s' || i)::uuid, 250000, case when i % 7 = 0 then 'expired' else 'delivered' end, now() - (i % 400) * interval '1 day',
             case when i % 7 = 0 then null else now() - (i % 400) * interval '1 day' end, 'S' || i
      from generate_series(1, ${Math.round(members * 0.5)}) i;
    insert into order_lines (order_id, position, product_id, product_name, image_url, unit_price_idr, quantity, line_total_idr)
      select md5('s' || i)::uuid, 1, (i % 30)::text, 'Item ' || (i % 30), '', 250000, 1, 250000
      from generate_series(1, ${Math.round(members * 0.5)}) i;
    insert into loyalty_vouchers (id, voucher_code, definition_id, member_id, status, effective_date, expiration_date, redeemed_at, created_at)
      select md5('v' || i)::uuid, 'V' || i, (select id from loyalty_voucher_definitions limit 1), md5('m' || (i % ${members} + 1))::uuid,
             case when i % 3 = 0 then 'Redeemed' else 'Issued' end, current_date, current_date + 30,
             case when i % 3 = 0 then now() - (i % 400) * interval '1 day' end, now() - (i % 400) * interval '1 day'
      from generate_series(1, ${Math.round(members * 1.5)}) i;`));
  await db.execute(sql`vacuum analyze`);
  console.log(`filled ${members} members' history in ${Math.round((Date.now() - started) / 1000)} s`);
  await handle.close();

  const session = await openExplainSession(url.toString());
  const today = jakartaDayOfInstant(new Date());
  for (const days of [30, 90]) {
    const t0 = Date.now();
    await session.capture(`dashboard days=${days}`, () => loadDashboard(session.db, dashboardRange(today, days), days));
    console.log(`days=${days}: ${Date.now() - t0} ms (one connection, queries one after another)`);
  }
  let failed = false;
  for (const plan of session.plans) {
    console.log(`\n[${plan.path}] ${queryHeading(plan.query)}\n${formatPlan(plan.plan).join('\n')}`);
    if (plan.seqScans.length > 0) failed = true;
  }
  await session.close();
  if (failed) {
    console.error('\nA dashboard query reads a large table with a sequential scan.');
    process.exitCode = 1;
  }
} finally {
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}
