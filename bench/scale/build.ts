import pg from 'pg';
import { loadConfig } from '../../server/src/platform/config.ts';
import { openDatabase } from '../../server/src/platform/db/client.ts';
import { migrateDatabase } from '../../server/src/database.ts';
import { seedDatabase } from '../../server/src/seed/index.ts';

/**
 * The scale data sets of `npm run bench:scale` (decision 020): N members with a realistic history, built
 * with set-based SQL (generate_series, INSERT … SELECT) in a few statements, not through the API.
 *
 * Per member: a contact (e-mail `member{i}@scale.lumbung.test`, phone 6281 + 9 digits), both currency
 * rows, 30 journals over the last two years (purchases, a few reward redemptions, one expiry) each with
 * its Reward Points change, an expiry bucket per purchase of the last 14 months (older ones expired,
 * the rest open and adding up to the balance), 3 vouchers (one Redeemed, one Expired, one Issued and
 * usable: DISC10, for the eligibility check and the orders) and 3 POS orders of 2 lines across the 14
 * stores. Plus HEAVY_MEMBERS members with 4,000 journals each: the ledger's deep pages.
 *
 * Ids are made from the row number (`scaleId(table, n)`) and rows come in that order (a LATERAL
 * generate_series per member, no sort), so every insert appends to its primary key instead of landing on
 * random B-tree pages; indexes that back no constraint are dropped for the load and built after it; and foreign-key triggers are off for the load
 * (session_replication_role = replica): the rows are consistent by construction. A data set is built
 * once per database (lumbung_scale_<size>) and reused until its recipe version changes.
 */

export const RECIPE_VERSION = 3;
export const JOURNALS_PER_MEMBER = 30;
export const VOUCHERS_PER_MEMBER = 3;
export const ORDERS_PER_MEMBER = 3;
export const HEAVY_MEMBERS = 20;
export const HEAVY_JOURNALS = 4_000;

/** Membership number of scale member i (1-based): 'S00000001'. Heavy members are 'H0001'…. */
export const scaleMember = (i: number) => `S${String(i).padStart(8, '0')}`;
export const heavyMember = (i: number) => `H${String(i).padStart(4, '0')}`;
export const scaleEmail = (i: number) => `member${i}@scale.lumbung.test`;
export const scalePhone = (i: number) => `6281${String(i).padStart(9, '0')}`;
/** The member's usable DISC10 voucher. */
export const scaleVoucherCode = (i: number) => `SC-${String(i).padStart(8, '0')}-3`;

export function sizeLabel(members: number): string {
  return members >= 1_000_000 ? `${members / 1_000_000}m` : `${members / 1_000}k`;
}

export function databaseUrlFor(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// uuid from (table tag, row number): 'tttttttt-0000-4000-8000-nnnnnnnnnnnn', increasing with n.
export const ID_FUNCTION = `
create or replace function pg_temp.scale_id(tag int, n bigint) returns uuid language sql immutable as $$
  select (lpad(to_hex(tag), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid
$$`;

const FIRST = `array['Budi','Siti','Agus','Dewi','Rudi','Sri','Andi','Rina','Joko','Wati','Eko','Yuni','Hendra','Lestari','Bayu','Ayu']`;
const LAST = `array['Santoso','Wijaya','Saputra','Lestari','Pratama','Hidayat','Nugroho','Kusuma','Siregar','Simanjuntak','Halim','Tanjung']`;

/**
 * One statement of the load. `weight` is its rough cost (rows a member, wider rows more), so the
 * longest go first; `after` names the steps whose rows it reads (or whose ids it must come after).
 * Listed in an order that also works one at a time (PGlite).
 */
export interface BuildStep {
  label: string;
  sql: string;
  weight: number;
  after?: string[];
}

/** The statements that load `members` members (and the heavy ones) into a migrated, seeded database. */
export function buildStatements(members: number): BuildStep[] {
  const n = members;
  // Member i's history: journal j (1..30) is (30 - j) * 24 days + (i % 24) days before today, so a
  // member's journals span two years and every day of the window has some.
  return [
    {
      label: 'contacts',
      weight: 2,
      sql: `insert into loyalty_contacts (id, first_name, last_name, email, phone, birth_date, created_at)
        select pg_temp.scale_id(1, i), (${FIRST})[1 + i % 16], (${LAST})[1 + i % 12],
          'member' || i || '@scale.lumbung.test', '6281' || lpad(i::text, 9, '0'),
          date '1970-01-01' + (i * 37 % 12000), now() - interval '3 years'
        from generate_series(1, ${n}) i`,
    },
    {
      label: 'members',
      weight: 2,
      sql: `insert into loyalty_members (id, program_id, membership_number, contact_id, member_status, enrollment_channel,
          enrollment_date, last_activity_date, tier_id, tier_effective_date, tier_change_reason, created_at)
        select pg_temp.scale_id(2, i), p.id, 'S' || lpad(i::text, 8, '0'), pg_temp.scale_id(1, i), 'Active', 'POS',
          now() - interval '3 years', now() - (i % 24) * interval '1 day',
          tiers.ids[case when i % 10 < 7 then 1 when i % 10 < 9 then 2 else 3 end],
          current_date - 200, 'Upgrade', now() - interval '3 years'
        from generate_series(1, ${n}) i, loyalty_programs p,
          (select array_agg(t.id order by t.sequence_number) as ids from loyalty_tiers t) tiers`,
    },
    {
      label: 'journals',
      weight: 45,
      // j % 10 = 5: a reward redemption (-1,000); j = 1: an expiry of old points; otherwise a purchase
      // of 50,000-500,000 rupiah earning 1 point per 1,000.
      sql: `insert into loyalty_transaction_journals (id, member_id, journal_type_name, journal_sub_type_name, activity_date,
          external_transaction_number, transaction_amount, attributes, created_at)
        select pg_temp.scale_id(3, (i - 1) * ${JOURNALS_PER_MEMBER} + j), pg_temp.scale_id(2, i),
          case when j = 1 then 'Expiration' when j % 10 = 5 then 'Redemption' else 'Accrual' end,
          case when j = 1 then 'Points Expired' when j % 10 = 5 then 'Redeem Reward' else 'Purchase' end,
          now() - (((${JOURNALS_PER_MEMBER} - j) * 24 + i % 24) * interval '1 day') - (i % 600) * interval '1 minute',
          case when j <> 1 and j % 10 <> 5 then 'SC-' || i || '-' || j end,
          case when j <> 1 and j % 10 <> 5 then 50000 + (i * 7 + j * 13) % 450 * 1000 end,
          case when j <> 1 and j % 10 <> 5 then jsonb_build_object('Business_Name__c', 'Grand Lucky ' || (1 + (i + j) % 12)) else '{}'::jsonb end,
          now() - (((${JOURNALS_PER_MEMBER} - j) * 24 + i % 24) * interval '1 day')
        from generate_series(1, ${n}) i cross join lateral generate_series(1 + 0 * i, ${JOURNALS_PER_MEMBER}) j`,
    },
    {
      label: 'points changes',
      weight: 30,
      sql: `insert into loyalty_points_changes (id, journal_id, member_id, currency_name, change_in_points)
        select pg_temp.scale_id(4, (i - 1) * ${JOURNALS_PER_MEMBER} + j), pg_temp.scale_id(3, (i - 1) * ${JOURNALS_PER_MEMBER} + j),
          pg_temp.scale_id(2, i), 'Reward Points',
          case when j = 1 then -100 when j % 10 = 5 then -1000 else 50 + (i * 7 + j * 13) % 450 end
        from generate_series(1, ${n}) i cross join lateral generate_series(1 + 0 * i, ${JOURNALS_PER_MEMBER}) j`,
    },
    {
      label: 'point buckets',
      weight: 16,
      // Purchases of the last 14 months (j >= 13): older than 12 months expired, the rest open, the
      // oldest open ones partly redeemed.
      sql: `insert into loyalty_point_buckets (id, member_id, journal_id, expiration_date, points, redeemed_points, expired_points)
        select pg_temp.scale_id(5, (i - 1) * ${JOURNALS_PER_MEMBER} + j), pg_temp.scale_id(2, i),
          pg_temp.scale_id(3, (i - 1) * ${JOURNALS_PER_MEMBER} + j),
          (current_date - ((${JOURNALS_PER_MEMBER} - j) * 24 + i % 24)) + 366,
          50 + (i * 7 + j * 13) % 450,
          case when j between 16 and 18 and (current_date - ((${JOURNALS_PER_MEMBER} - j) * 24 + i % 24)) + 366 > current_date then 40 else 0 end,
          case when (current_date - ((${JOURNALS_PER_MEMBER} - j) * 24 + i % 24)) + 366 <= current_date then 50 + (i * 7 + j * 13) % 450 else 0 end
        from generate_series(1, ${n}) i cross join lateral generate_series(13 + 0 * i, ${JOURNALS_PER_MEMBER}) j
        where j % 10 <> 5`,
    },
    {
      label: 'member currencies',
      weight: 3,
      after: ['point buckets'],
      // The Reward Points balance is what the open buckets hold (the invariant the engine keeps).
      sql: `insert into loyalty_member_currencies (id, member_id, program_currency_id, currency_name, points_balance,
          total_points_accrued, total_points_redeemed, total_points_expired)
        select pg_temp.scale_id(6, i * 2 - 1), pg_temp.scale_id(2, i), pc.id, 'Reward Points',
          coalesce(open.balance, 0), 8000, 3000, 500
        from generate_series(1, ${n}) i
        join loyalty_program_currencies pc on pc.name = 'Reward Points'
        left join (select b.member_id, sum(b.points - b.redeemed_points - b.expired_points) as balance
          from loyalty_point_buckets b group by b.member_id) open on open.member_id = pg_temp.scale_id(2, i)
        union all
        select pg_temp.scale_id(6, i * 2), pg_temp.scale_id(2, i), pc.id, 'Tier Points', 2000 + i % 9000, 2000 + i % 9000, 0, 0
        from generate_series(1, ${n}) i, loyalty_program_currencies pc where pc.name = 'Tier Points'
        order by 1`,
    },
    {
      label: 'vouchers',
      weight: 4,
      // k = 1: redeemed last year; k = 2: expired; k = 3: DISC10, usable until 20 days ahead.
      sql: `insert into loyalty_vouchers (id, voucher_code, definition_id, member_id, status, effective_date, expiration_date,
          redeemed_at, created_at)
        select pg_temp.scale_id(7, (i - 1) * ${VOUCHERS_PER_MEMBER} + k), 'SC-' || lpad(i::text, 8, '0') || '-' || k,
          (select d.id from loyalty_voucher_definitions d where d.code = case k when 1 then 'VCH10K' when 2 then 'VCH5K' else 'DISC10' end),
          pg_temp.scale_id(2, i), case k when 1 then 'Redeemed' when 2 then 'Expired' else 'Issued' end,
          current_date - case k when 1 then 300 when 2 then 100 else 10 end,
          current_date - case k when 1 then 270 when 2 then 86 else -20 end,
          case when k = 1 then now() - interval '280 days' end,
          now() - case k when 1 then interval '300 days' when 2 then interval '100 days' else interval '10 days' end
        from generate_series(1, ${n}) i cross join lateral generate_series(1 + 0 * i, ${VOUCHERS_PER_MEMBER}) k`,
    },
    {
      label: 'pos orders',
      weight: 6,
      sql: `insert into pos_orders (id, external_transaction_number, store_id, member_id, voucher_id, payment_method, subtotal,
          total_tax, voucher_discount, points_redeemed, total_price, points_earned, tier_points_earned, response, created_at)
        select pg_temp.scale_id(8, (i - 1) * ${ORDERS_PER_MEMBER} + k), 'SC-ORDER-' || i || '-' || k,
          (array['STORE-001','STORE-002','STORE-003','STORE-004','STORE-005','STORE-006','STORE-007','STORE-008',
                 'STORE-009','STORE-010','STORE-011','STORE-012','STORE-101','STORE-102'])[1 + (i + k) % 14],
          pg_temp.scale_id(2, i), null, 'QRIS', 100000, 11000, 0, 0, 111000, 100, 100, '{}'::jsonb,
          now() - (((${ORDERS_PER_MEMBER} - k) * 90 + i % 90) * interval '1 day')
        from generate_series(1, ${n}) i cross join lateral generate_series(1 + 0 * i, ${ORDERS_PER_MEMBER}) k`,
    },
    {
      label: 'pos order lines',
      weight: 6,
      sql: `insert into pos_order_lines (order_id, line_number, product_code, name, category, price, quantity, line_subtotal, line_tax)
        select pg_temp.scale_id(8, (i - 1) * ${ORDERS_PER_MEMBER} + k), l,
          case l when 1 then 'GL-MLK-006' else 'GL-FRU-002' end, case l when 1 then 'Milk Bundle' else 'Fruit' end,
          case l when 1 then 'Milk' else 'Fruits' end, 50000, 1, 50000, 5500
        from generate_series(1, ${n}) i cross join lateral generate_series(1 + 0 * i, ${ORDERS_PER_MEMBER}) k
          cross join lateral generate_series(1 + 0 * k, 2) l`,
    },
    {
      label: 'heavy members',
      weight: 0,
      after: ['contacts', 'members', 'member currencies'],
      sql: `with ids as (select g as h, ${n} + g as i from generate_series(1, ${HEAVY_MEMBERS}) g),
        contact as (
          insert into loyalty_contacts (id, first_name, last_name, email, phone)
          select pg_temp.scale_id(1, i), 'Toko', 'Langganan ' || h, 'heavy' || h || '@scale.lumbung.test', '6289' || lpad(h::text, 9, '0') from ids),
        member as (
          insert into loyalty_members (id, program_id, membership_number, contact_id, member_status, enrollment_date, tier_id, tier_effective_date)
          select pg_temp.scale_id(2, i), p.id, 'H' || lpad(h::text, 4, '0'), pg_temp.scale_id(1, i), 'Active', now() - interval '3 years',
            (select t.id from loyalty_tiers t order by t.sequence_number desc limit 1), current_date - 100
          from ids, loyalty_programs p)
        insert into loyalty_member_currencies (id, member_id, program_currency_id, currency_name)
        select pg_temp.scale_id(6, i * 2 - 1 + c), pg_temp.scale_id(2, i), pc.id, pc.name
        from ids, generate_series(0, 1) c
        join loyalty_program_currencies pc on pc.name = case c when 0 then 'Reward Points' else 'Tier Points' end`,
    },
    {
      label: 'heavy journals',
      weight: 1,
      after: ['journals'],
      sql: `insert into loyalty_transaction_journals (id, member_id, journal_type_name, journal_sub_type_name, activity_date,
          external_transaction_number, transaction_amount, attributes)
        select pg_temp.scale_id(9, (h - 1) * ${HEAVY_JOURNALS} + j), pg_temp.scale_id(2, ${n} + h), 'Accrual', 'Purchase',
          now() - (${HEAVY_JOURNALS} - j) * interval '4 hours', 'SC-H-' || h || '-' || j, 100000,
          jsonb_build_object('Business_Name__c', 'Grand Lucky ' || (1 + j % 12))
        from generate_series(1, ${HEAVY_MEMBERS}) h cross join lateral generate_series(1 + 0 * h, ${HEAVY_JOURNALS}) j`,
    },
    {
      label: 'heavy points changes',
      weight: 1,
      after: ['points changes'],
      sql: `insert into loyalty_points_changes (id, journal_id, member_id, currency_name, change_in_points)
        select pg_temp.scale_id(10, (h - 1) * ${HEAVY_JOURNALS} + j), pg_temp.scale_id(9, (h - 1) * ${HEAVY_JOURNALS} + j),
          pg_temp.scale_id(2, ${n} + h), 'Tier Points', 100
        from generate_series(1, ${HEAVY_MEMBERS}) h cross join lateral generate_series(1 + 0 * h, ${HEAVY_JOURNALS}) j`,
    },
  ];
}

export const BULK_TABLES = [
  'loyalty_contacts',
  'loyalty_members',
  'loyalty_member_currencies',
  'loyalty_transaction_journals',
  'loyalty_points_changes',
  'loyalty_point_buckets',
  'loyalty_vouchers',
  'pos_orders',
  'pos_order_lines',
];

/** Sessions loading at once (SCALE_BUILD_CONNECTIONS, default 2: the machine's cores). */
const BUILD_CONNECTIONS = Math.max(1, Number(process.env.SCALE_BUILD_CONNECTIONS ?? 2));

async function tableBytes(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ name: string; bytes: string }>(
    `select c.relname as name, pg_relation_size(c.oid) as bytes from pg_class c
     join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
  );
  return new Map(rows.map((r) => [r.name, Number(r.bytes)]));
}

/**
 * Runs every task once, on all `clients` at the same time: a free client takes the heaviest task whose
 * `after` tasks are done. Fails on the first error (the others finish their statement and stop).
 */
export async function runOnClients<C, T extends { label: string; weight: number; after?: string[] }>(
  clients: C[],
  tasks: T[],
  run: (client: C, task: T) => Promise<void>,
): Promise<void> {
  const pending = [...tasks].sort((a, b) => b.weight - a.weight);
  const done = new Set<string>();
  let running = 0;
  let failed: unknown = null;
  let wake: () => void = () => {};
  let changed = new Promise<void>((resolve) => (wake = resolve));
  const worker = async (client: C) => {
    for (;;) {
      if (failed !== null || pending.length === 0) return;
      const index = pending.findIndex((t) => (t.after ?? []).every((label) => done.has(label)));
      if (index < 0) {
        if (running === 0) throw new Error(`build steps wait for steps that never run: ${pending.map((t) => t.label).join(', ')}`);
        await changed;
        continue;
      }
      const [task] = pending.splice(index, 1) as [T];
      running += 1;
      try {
        await run(client, task);
        done.add(task.label);
      } catch (error) {
        failed ??= error;
      } finally {
        running -= 1;
        wake();
        changed = new Promise<void>((resolve) => (wake = resolve));
      }
    }
  };
  await Promise.all(clients.map(worker));
  if (failed !== null) throw failed;
}

/** The bulk tables' indexes that back no constraint: dropped for the load and built again after it. */
export const DEFERRED_INDEXES = `select i.indexname as name, i.indexdef as definition, i.tablename as table from pg_indexes i
  where i.schemaname = 'public' and i.tablename in (${BULK_TABLES.map((t) => `'${t}'`).join(', ')})
    and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`;

export interface BuildResult {
  databaseUrl: string;
  built: boolean;
  seconds: number;
  steps: { label: string; seconds: number }[];
}

async function query(client: pg.Client, text: string): Promise<pg.QueryResult> {
  return client.query(text);
}

/** Migrations added since the data set was built (new indexes) apply to it as they would in production. */
async function migrateScaleDatabase(databaseUrl: string): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const handle = await openDatabase(config.database);
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Makes sure database `name` holds the data set for `members` members: reuses it when its marker says
 * it was fully built with this recipe, otherwise (re)creates it.
 */
export async function ensureDataSet(adminUrl: string, name: string, members: number, log: (line: string) => void): Promise<BuildResult> {
  const databaseUrl = databaseUrlFor(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (exists) {
      const probe = new pg.Client({ connectionString: databaseUrl });
      await probe.connect();
      try {
        const marker = await probe
          .query<{ members: string; recipe: number }>('select members, recipe from scale_build_marker')
          .catch(() => ({ rows: [] as { members: string; recipe: number }[] }));
        const row = marker.rows[0];
        if (row && Number(row.members) === members && row.recipe === RECIPE_VERSION) {
          await migrateScaleDatabase(databaseUrl);
          return { databaseUrl, built: false, seconds: 0, steps: [] };
        }
      } finally {
        await probe.end();
      }
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }

  const started = Date.now();
  // The schema, SQL functions and reference data exactly as the server makes them (demo data included:
  // the cashier account and the four demo members).
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const handle = await openDatabase(config.database);
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: true });
  } finally {
    await handle.close();
  }

  // The load runs on BUILD_CONNECTIONS sessions at once: one INSERT … SELECT keeps one core busy, so a
  // second session loading another table uses the machine's second core.
  const clients = Array.from({ length: BUILD_CONNECTIONS }, () => new pg.Client({ connectionString: databaseUrl }));
  await Promise.all(clients.map((c) => c.connect()));
  const [client] = clients as [pg.Client, ...pg.Client[]];
  const steps: { label: string; seconds: number }[] = [];
  try {
    for (const c of clients) {
      await query(c, `set session_replication_role = replica`);
      await query(c, `set maintenance_work_mem = '256MB'`);
      await query(c, `set synchronous_commit = off`);
      await query(c, ID_FUNCTION);
    }
    // Indexes not backing a constraint are dropped for the load and built again after it (a sorted
    // build is cheaper than maintaining them row by row).
    const { rows: deferred } = await client.query<{ name: string; definition: string; table: string }>(DEFERRED_INDEXES);
    for (const index of deferred) await query(client, `drop index ${index.name}`);
    const tl = Date.now();
    await runOnClients(clients, buildStatements(members), async (c, step) => {
      const t0 = Date.now();
      const result = await query(c, step.sql);
      const seconds = (Date.now() - t0) / 1000;
      steps.push({ label: step.label, seconds });
      log(`    ${step.label}: ${result.rowCount ?? 0} rows in ${seconds.toFixed(1)} s`);
    });
    steps.push({ label: 'rows', seconds: (Date.now() - tl) / 1000 });
    log(`    rows loaded: ${((Date.now() - tl) / 1000).toFixed(1)} s on ${clients.length} connections`);

    const ti = Date.now();
    const sizes = await tableBytes(client);
    const indexTasks = deferred.map((index) => ({ label: index.name, sql: index.definition, weight: sizes.get(index.table) ?? 0 }));
    await runOnClients(clients, indexTasks, async (c, task) => void (await query(c, task.sql)));
    steps.push({ label: 'indexes', seconds: (Date.now() - ti) / 1000 });
    log(`    ${deferred.length} indexes built again: ${((Date.now() - ti) / 1000).toFixed(1)} s`);

    const tv = Date.now();
    const vacuumTasks = BULK_TABLES.map((table) => ({ label: table, sql: `vacuum (analyze) ${table}`, weight: sizes.get(table) ?? 0 }));
    await runOnClients(clients, vacuumTasks, async (c, task) => void (await query(c, task.sql)));
    await query(client, 'vacuum (analyze)'); // the small tables; the bulk ones are all-visible by now
    steps.push({ label: 'vacuum analyze', seconds: (Date.now() - tv) / 1000 });
    log(`    vacuum analyze: ${((Date.now() - tv) / 1000).toFixed(1)} s`);
    // Written out now, so that the next checkpoint does not write the load's pages while the bench
    // measures (a 100k run right after its build was 40% slower on every path, storefront search too).
    const tc = Date.now();
    await query(client, 'checkpoint');
    steps.push({ label: 'checkpoint', seconds: (Date.now() - tc) / 1000 });
    log(`    checkpoint: ${((Date.now() - tc) / 1000).toFixed(1)} s`);
    await query(client, 'create table scale_build_marker (members bigint not null, recipe int not null, built_at timestamptz not null default now())');
    await query(client, `insert into scale_build_marker (members, recipe) values (${members}, ${RECIPE_VERSION})`);
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  return { databaseUrl, built: true, seconds: (Date.now() - started) / 1000, steps };
}

/** The id build.ts gives row n of table `tag` (the same as pg_temp.scale_id). */
export function scaleId(tag: number, n: number): string {
  return `${tag.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
