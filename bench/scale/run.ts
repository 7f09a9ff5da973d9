import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { DEMO_CASHIER } from '../../server/src/identity/embedded/demo-accounts.ts';
import { signIn } from '../../server/test/helpers/identity-client.ts';
import * as schema from '../../server/src/platform/db/schema/index.ts';
import type { Database } from '../../server/src/platform/db/client.ts';
import { LoyaltyEngine } from '../../server/src/loyalty/engine.ts';
import { localLoyaltyGateway } from '../../server/src/loyalty/local.ts';
import { expirePoints } from '../../server/src/loyalty/ledger/expiry.ts';
import { searchMembers } from '../../server/src/pos/member-search.ts';
import { ProductCatalog } from '../../server/src/storefront/catalog/products.ts';
import { benchConfirmationId } from '../pos-order.ts';
import { cashierIdOf, ensureOpenShift } from '../pos-shift.ts';
import { freePort } from '../server.ts';
import {
  ensureDataSet,
  HEAVY_JOURNALS,
  HEAVY_MEMBERS,
  heavyMember,
  scaleEmail,
  scaleId,
  scaleMember,
  scalePhone,
  scaleVoucherCode,
  sizeLabel,
} from './build.ts';
import { fitInCache, formatPlan, openExplainSession, queryHeading, relationsRead, type CapturedPlan } from './explain.ts';

/**
 * `npm run bench:scale` (decision 020): for each data set size (SCALE_SIZES, default 10k,100k,1m), builds
 * or reuses the data set (build.ts), prints the plan of every statement the hot paths run and fails on
 * a sequential scan of a large table (explain.ts), starts the real server on it and measures each hot
 * path over HTTP with autocannon (SCALE_DURATION seconds, default 10; SCALE_CONNECTIONS, default 20),
 * then times the points-expiry job with no due buckets and with EXPIRY_DUE members due. Prints
 * req/s, p50 and p99 per size and each size as a ratio to the smallest; writes the figures as JSON to
 * SCALE_RESULTS (default /tmp/lumbung-scale-results.json).
 *
 * BENCH_DATABASE_URL: a PostgreSQL server (any database on it; the data sets live in databases
 * lumbung_scale_<size>, kept between runs: `drop database` them to rebuild).
 */

const baseDatabaseUrl = process.env.BENCH_DATABASE_URL;
const duration = Number(process.env.SCALE_DURATION ?? 10);
const connections = Number(process.env.SCALE_CONNECTIONS ?? 20);
const EXPIRY_DUE = Number(process.env.EXPIRY_DUE ?? 1_000);
const filter = process.env.SCALE_FILTER;

function parseSize(text: string): number {
  const match = /^(\d+)\s*([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`SCALE_SIZES: '${text}' is not a size like 10k, 100k or 1m`);
  const unit = match[2]?.toLowerCase();
  return Number(match[1]) * (unit === 'm' ? 1_000_000 : unit === 'k' ? 1_000 : 1);
}

const sizes = (process.env.SCALE_SIZES ?? '10k,100k,1m').split(',').map(parseSize);

interface PathResult {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  errorDetail: string;
}

interface SizeResult {
  members: number;
  buildSeconds: number | null;
  tables: Record<string, number>;
  paths: PathResult[];
  expiry: { emptyMs: number; dueMembers: number; dueMs: number; pointsExpired: number; vouchersExpired: number };
  seqScans: string[];
}

// ---------------------------------------------------------------- the server

async function startServer(databaseUrl: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-scale-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      // The bench runs the expiry job itself, once, and times it.
      BACKGROUND_JOBS: 'false',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy in time');
    const ok = await fetch(`${baseUrl}/healthz`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- the hot paths

interface HotPath {
  name: string;
  /** The path in capturePlans whose plans this one runs (what to load into the cache first), when its name differs. */
  plans?: string;
  request(baseUrl: string): Partial<autocannon.Request>;
}

const randomMember = (members: number, reserved: number) => 1 + Math.floor(Math.random() * (members - reserved));

/** The nextCursor that leads to page `page` of each heavy member's ledger (walked once, before the run). */
async function deepCursors(baseUrl: string, headers: Record<string, string>, page: number): Promise<string[]> {
  const cursors: string[] = [];
  for (let h = 1; h <= HEAVY_MEMBERS; h += 1) {
    let cursor: string | null = null;
    for (let p = 1; p < page; p += 1) {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const response = await fetch(`${baseUrl}/api/loyalty/members/${heavyMember(h)}/ledger${query}`, { headers });
      cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
      if (!cursor) throw new Error(`${heavyMember(h)} has fewer than ${page} ledger pages`);
    }
    if (cursor) cursors.push(cursor);
  }
  return cursors;
}

export const DEEP_PAGE = Math.floor((HEAVY_JOURNALS * 0.7) / 200) + 1;

function hotPaths(members: number, runId: string, orderMembers: number[], cursors: string[]): HotPath[] {
  const reserved = EXPIRY_DUE; // the last members are the expiry job's
  const heavy = () => heavyMember(1 + Math.floor(Math.random() * HEAVY_MEMBERS));
  const deepPage = DEEP_PAGE;
  let nextOrder = 0;
  const get = (name: string, pathOf: () => string, plans?: string): HotPath => ({
    name,
    ...(plans ? { plans } : {}),
    request: () => ({ method: 'GET', setupRequest: (r) => ({ ...r, path: pathOf() }) }),
  });
  return [
    get('member profile', () => `/api/loyalty/members/${scaleMember(randomMember(members, reserved))}`),
    get('ledger, first page', () => `/api/loyalty/members/${scaleMember(randomMember(members, reserved))}/ledger`),
    // A full page (200 journals) at depth 0, to tell the cost of a page from the cost of its depth.
    get('ledger, page 1 of a 4,000-journal member', () => `/api/loyalty/members/${heavy()}/ledger`, 'ledger, deep page'),
    get(`ledger, page ${deepPage} of a 4,000-journal member, by number`, () => `/api/loyalty/members/${heavy()}/ledger?pageNumber=${deepPage}`, 'ledger, deep page'),
    get(
      `ledger, page ${deepPage} of a 4,000-journal member, by cursor`,
      () => {
        const h = Math.floor(Math.random() * cursors.length);
        return `/api/loyalty/members/${heavyMember(h + 1)}/ledger?cursor=${cursors[h] ?? ''}`;
      },
      'ledger, deep page',
    ),
    get('vouchers', () => `/api/loyalty/members/${scaleMember(randomMember(members, reserved))}/vouchers`),
    {
      name: 'voucher eligibility',
      request: () => ({
        method: 'POST',
        path: '/api/loyalty/vouchers/eligibility',
        setupRequest: (r) => {
          const i = randomMember(members, reserved);
          return { ...r, body: JSON.stringify({ CartValue: 250_000, StoreId: 'STORE-003', VoucherCode: scaleVoucherCode(i), MembershipNumber: scaleMember(i) }) };
        },
      }),
    },
    {
      name: 'POS order (voucher + points)',
      plans: 'POS order',
      request: () => ({
        method: 'POST',
        path: '/api/pos/orders',
        setupRequest: (r) => {
          const k = nextOrder++;
          const i = orderMembers[k % orderMembers.length] ?? 1;
          // Each member's fresh voucher pays for one order; past the prepared ones, orders go without.
          const voucher = k < orderMembers.length ? [{ code: `R${runId}-${i}` }] : [];
          const order = {
            storeId: 'STORE-001',
            membershipNumber: scaleMember(i),
            payment_gateway_names: ['QRIS'],
            currency: 'IDR',
            financial_status: 'paid',
            discount_codes: voucher,
            pointsRedemption: { points: 100, programCurrencyName: 'Reward Points' },
            memberConfirmation: benchConfirmationId({ prefix: `R${runId}` }, k),
            line_items: [
              { productCode: 'GL-MLK-006', quantity: 1 },
              { productCode: 'GL-FRU-002', quantity: 2 },
            ],
          };
          return { ...r, body: JSON.stringify({ orders: [{ requestType: 'placeOrder', newExternalTransactionNumber: `R${runId}-ORDER-${k}`, order }] }) };
        },
      }),
    },
    get('storefront search', () => `/api/products/search?q=${encodeURIComponent(['susu', 'beras', 'apel', 'kopi'][Math.floor(Math.random() * 4)] ?? 'susu')}`),
    get('member search by phone', () => `/api/pos/members?q=${scalePhone(randomMember(members, reserved))}`),
    get('member search by e-mail', () => `/api/pos/members?q=${encodeURIComponent(scaleEmail(randomMember(members, reserved)))}`),
    // A short prefix matching most members: the search must still stop after 10.
    get("member search by a short prefix ('member', matches all)", () => '/api/pos/members?q=member', 'member search by e-mail'),
  ];
}

function describeErrors(result: autocannon.Result): string {
  const parts: string[] = [];
  if (result.timeouts) parts.push(`timeouts ${result.timeouts}`);
  if (result.errors - result.timeouts > 0) parts.push(`connection errors ${result.errors - result.timeouts}`);
  const codes = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  for (const [code, stat] of Object.entries(codes)) if (!code.startsWith('2')) parts.push(`${code} x${stat.count}`);
  return parts.join(', ');
}

async function measure(baseUrl: string, headers: Record<string, string>, hotPath: HotPath): Promise<PathResult> {
  const options = { url: baseUrl, connections, headers, requests: [{ ...hotPath.request(baseUrl), headers }] as autocannon.Request[] };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration });
  return {
    name: hotPath.name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    errorDetail: describeErrors(result),
  };
}

// ---------------------------------------------------------------- preparation in SQL

/** Fresh DISC10 vouchers (code R<run>-<i>) for the members the order scenario uses. */
async function issueOrderVouchers(client: pg.Client, runId: string, memberNumbers: number[]): Promise<void> {
  await client.query(
    `insert into loyalty_vouchers (id, voucher_code, definition_id, member_id, status, effective_date, expiration_date)
     select gen_random_uuid(), 'R' || $1::text || '-' || i, d.id, ($3::uuid[])[u.ord], 'Issued', current_date - 1, current_date + 20
     from unnest($2::int[]) with ordinality as u(i, ord), loyalty_voucher_definitions d where d.code = 'DISC10'`,
    [runId, memberNumbers, memberNumbers.map((i) => scaleId(2, i))],
  );
}

/**
 * The members' confirmations the orders spend (decision 039), given before the run as the till would:
 * order k's is its member's, with the id bench/pos-order.ts benchConfirmationId computes.
 */
async function confirmOrderMembers(client: pg.Client, runId: string, memberNumbers: number[], cashierId: string, count: number): Promise<void> {
  await client.query(
    `insert into pos_member_confirmations (id, membership_number, store_id, cashier_id, method, member_code_signature, expires_at, confirmed_at)
     select overlay(overlay(md5('R' || $1::text || '-mc-' || k) placing '4' from 13) placing '8' from 17)::uuid, ($2::text[])[k % cardinality($2::text[]) + 1], 'STORE-001', $3, 'memberCode',
       'R' || $1::text || '-bench-' || k, now() + interval '2 hours', now()
     from generate_series(0, $4::int - 1) k`,
    [runId, memberNumbers.map((i) => scaleMember(i)), cashierId, count],
  );
}

/** Makes the oldest open bucket and the usable voucher of the given members due today. */
async function makeDue(client: pg.Client, memberNumbers: number[], today: string): Promise<void> {
  const ids = memberNumbers.map((i) => scaleId(2, i));
  await client.query(
    `update loyalty_point_buckets b set expiration_date = $2::date
     from (select distinct on (member_id) id from loyalty_point_buckets
           where member_id = any($1::uuid[]) and points > redeemed_points + expired_points
           order by member_id, expiration_date) f
     where b.id = f.id`,
    [ids, today],
  );
  await client.query(
    `update loyalty_vouchers set status = 'Issued', redeemed_at = null, expiration_date = $2::date - 1
     where id = any($1::uuid[])`,
    [memberNumbers.map((i) => scaleId(7, (i - 1) * 3 + 3)), today],
  );
}

async function tableSizes(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ relname: string; n: string }>(
    `select relname, n_live_tup::text as n from pg_stat_user_tables
     where relname in ('loyalty_members','loyalty_transaction_journals','loyalty_points_changes','loyalty_point_buckets','loyalty_vouchers','pos_orders','pos_order_lines')
     order by relname`,
  );
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.n)]));
}

// ---------------------------------------------------------------- plans

async function capturePlans(databaseUrl: string, members: number, today: string): Promise<CapturedPlan[]> {
  const session = await openExplainSession(databaseUrl);
  try {
    const engine = new LoyaltyEngine(session.db);
    const service = localLoyaltyGateway(engine);
    const i = randomMember(members, EXPIRY_DUE);
    const n = scaleMember(i);
    await session.capture('member profile', () => service.getMemberProfile(n));
    await session.capture('ledger, first page', () => service.getLedger(n, { pageNumber: 1 }));
    await session.capture('ledger, deep page', () => service.getLedger(heavyMember(1), { pageNumber: 15 }));
    await session.capture('vouchers', () => service.getMemberVouchers(n, undefined));
    await session.capture('expirable points', () => service.getExpirablePoints(n));
    await session.capture('voucher eligibility', () =>
      service.checkVoucherEligibility({ CartValue: 250_000, StoreId: 'STORE-003', VoucherCode: scaleVoucherCode(i), MembershipNumber: n }),
    );
    await session.capture('POS order', () =>
      service.placeOrder({
        externalTransactionNumber: `EXPLAIN-${Date.now()}`,
        order: {
          storeId: 'STORE-001',
          membershipNumber: n,
          payment_gateway_names: ['QRIS'],
          currency: 'IDR',
          financial_status: 'paid',
          discount_codes: [],
          pointsRedemption: { points: 100, programCurrencyName: 'Reward Points' },
          line_items: [{ productCode: 'GL-MLK-006', quantity: 1 }],
        } as never,
      }),
    );
    await session.capture('storefront search', () => new ProductCatalog(session.db).search('susu', undefined));
    await session.capture('member search by phone', () => searchMembers(session.db, scalePhone(i)));
    await session.capture('member search by e-mail', () => searchMembers(session.db, scaleEmail(i)));
    await session.capture('member search by number', () => searchMembers(session.db, n));
    // The job's statements, with a few members due (the timed runs come later, without auto_explain).
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await makeDue(admin, [members - EXPIRY_DUE + 1, members - EXPIRY_DUE + 2], today);
    await admin.end();
    await session.capture('points-expiry job', () => expirePoints(engine));
    return session.plans;
  } finally {
    await session.close();
  }
}

function printPlans(plans: CapturedPlan[]): void {
  let last = '';
  for (const p of plans) {
    if (p.path !== last) {
      console.log(`\n#### ${p.path}`);
      last = p.path;
    }
    console.log(`\n    -- ${queryHeading(p.query)}`);
    for (const line of formatPlan(p.plan)) console.log(`    ${line}`);
  }
}

// ---------------------------------------------------------------- the cache

/** The share of shared_buffers the warm-up may fill. */
const WARM_SHARE = 0.75;

/**
 * Before each path: loads what that path's captured plans read into PostgreSQL's cache (pg_prewarm),
 * smallest first, up to WARM_SHARE of shared_buffers, so that each path at each size is measured with
 * its pages in memory, as on a server that has been answering it for a while. Without it a path paid
 * for the pages the previous path or size had pushed out, so the order of the paths decided part of
 * the figure (the member profile, first at each size: 76% of 10k at 1M in a full run, 87-90% when
 * measured right after 10k). What does not fit what is left (at 1M the journals, 5 GB) stays as it
 * is, and the report says which.
 */
async function warmCache(client: pg.Client, plans: CapturedPlan[]): Promise<string> {
  try {
    await client.query('create extension if not exists pg_prewarm');
  } catch (error) {
    return `not warmed: pg_prewarm is not available (${(error as Error).message})`;
  }
  const read = { relations: new Set<string>(), visibilityMaps: new Set<string>() };
  for (const plan of plans) relationsRead(plan.plan, read);
  const { rows } = await client.query<{ name: string; bytes: string; budget: string }>(
    `select c.relname as name, pg_relation_size(c.oid) as bytes,
       (select setting::bigint * current_setting('block_size')::bigint from pg_settings where name = 'shared_buffers') as budget
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = any($1::text[])`,
    [[...read.relations]],
  );
  const budget = Number(rows[0]?.budget ?? 0) * WARM_SHARE;
  const sizes = rows.map((r) => ({ name: r.name, bytes: Number(r.bytes) }));
  const { loaded, skipped } = fitInCache(sizes, budget);
  const t0 = performance.now();
  for (const name of loaded) await client.query(`select pg_prewarm($1::regclass)`, [`public.${name}`]);
  for (const table of read.visibilityMaps) await client.query(`select pg_prewarm($1::regclass, 'buffer', 'vm')`, [`public.${table}`]);
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en')} MB`;
  const bytesOf = new Map(sizes.map((r) => [r.name, r.bytes]));
  const total = loaded.reduce((sum, name) => sum + (bytesOf.get(name) ?? 0), 0);
  const left = skipped.length > 0 ? `; not loaded, too large for the rest of the budget: ${skipped.map((name) => `${name} ${mb(bytesOf.get(name) ?? 0)}`).join(', ')}` : '';
  return `${loaded.length} relations, ${mb(total)} of a ${mb(budget)} budget, in ${((performance.now() - t0) / 1000).toFixed(1)} s${left}`;
}

// ---------------------------------------------------------------- one size

async function runSize(members: number): Promise<SizeResult> {
  if (!baseDatabaseUrl) throw new Error('unreachable');
  const name = `lumbung_scale_${sizeLabel(members)}`;
  console.log(`\n## ${sizeLabel(members)} members (database ${name})`);
  const build = await ensureDataSet(baseDatabaseUrl, name, members, (line) => process.stderr.write(`${line}\n`));
  console.log(build.built ? `\nBuilt in ${build.seconds.toFixed(0)} s.` : '\nReused the data set built before.');
  const databaseUrl = build.databaseUrl;

  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const today = new LoyaltyEngine(null as never).today();
  const tables = await tableSizes(admin);
  console.log(`\nRows: ${Object.entries(tables).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')}`);

  console.log(`\n### Plans (auto_explain of every statement each path runs)`);
  const plans = await capturePlans(databaseUrl, members, today);
  printPlans(plans);
  const seqScans = plans.flatMap((p) => p.seqScans.map((table) => `${p.path}: ${table} (${queryHeading(p.query).slice(0, 80)})`));

  // Orders: members spread over the data set, each with a fresh voucher of this run.
  const runId = Date.now().toString(36).toUpperCase();
  const orderCount = Math.min(8_000, members - EXPIRY_DUE);
  const orderMembers = Array.from({ length: orderCount }, (_, k) => 1 + Math.floor((k * (members - EXPIRY_DUE)) / orderCount));
  await issueOrderVouchers(admin, runId, orderMembers);

  const server = await startServer(databaseUrl);
  const paths: PathResult[] = [];
  const warmed: string[] = [];
  try {
    const { tokens } = await signIn(server.baseUrl, DEMO_CASHIER, { audience: `${server.baseUrl}/api` });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` };
    await ensureOpenShift(server.baseUrl, headers, 'STORE-001'); // the till sells only in an open shift (decision 014)
    await confirmOrderMembers(admin, runId, orderMembers, cashierIdOf(headers.authorization), 200_000);
    const cursors = await deepCursors(server.baseUrl, headers, DEEP_PAGE);
    for (const hotPath of hotPaths(members, runId, orderMembers, cursors)) {
      if (filter && !filter.split('|').some((part) => hotPath.name.includes(part))) continue;
      process.stderr.write(`  ${sizeLabel(members)}: ${hotPath.name}...\n`);
      const plansOf = hotPath.plans ?? hotPath.name;
      const pathPlans = plans.filter((p) => p.path === plansOf);
      if (pathPlans.length === 0) throw new Error(`no plans captured for '${plansOf}' (${hotPath.name})`);
      warmed.push(`- ${hotPath.name}: ${await warmCache(admin, pathPlans)}`);
      paths.push(await measure(server.baseUrl, headers, hotPath));
    }
  } finally {
    await server.stop();
  }
  console.log(`\n### The cache before each path (pg_prewarm of what its plans read)\n${warmed.join('\n')}`);

  // The expiry job: once with nothing due, once with EXPIRY_DUE members due.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const engine = new LoyaltyEngine(drizzle({ client: pool, schema }) as unknown as Database);
  await expirePoints(engine);
  let t0 = performance.now();
  await expirePoints(engine);
  const emptyMs = performance.now() - t0;
  const due = Array.from({ length: EXPIRY_DUE }, (_, k) => members - EXPIRY_DUE + 1 + k);
  await makeDue(admin, due, today);
  t0 = performance.now();
  const expired = await expirePoints(engine);
  const dueMs = performance.now() - t0;
  await pool.end();
  await admin.end();

  return {
    members,
    buildSeconds: build.built ? build.seconds : null,
    tables,
    paths,
    expiry: { emptyMs, dueMembers: EXPIRY_DUE, dueMs, pointsExpired: expired.pointsExpired, vouchersExpired: expired.vouchersExpired },
    seqScans,
  };
}

// ---------------------------------------------------------------- report

function printSize(r: SizeResult): void {
  console.log(`\n### ${sizeLabel(r.members)} members: ${connections} connections, ${duration} s per path`);
  console.log('| path | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const p of r.paths) console.log(`| ${p.name} | ${Math.round(p.reqPerSec)} | ${p.p50} | ${p.p99} | ${p.errors}${p.errorDetail ? ` (${p.errorDetail})` : ''} |`);
  console.log(
    `\nPoints-expiry job: ${r.expiry.emptyMs.toFixed(0)} ms with nothing due; ${r.expiry.dueMs.toFixed(0)} ms for ${r.expiry.dueMembers} members due ` +
      `(${(r.expiry.dueMs / r.expiry.dueMembers).toFixed(2)} ms a member; ${r.expiry.pointsExpired} points, ${r.expiry.vouchersExpired} vouchers expired).`,
  );
  // Each run expires the oldest open bucket of the same last members; after about 15 runs they have none.
  if (r.expiry.pointsExpired === 0) {
    console.log(`Not a measurement: the due members have no open buckets left after earlier runs. Drop database lumbung_scale_${sizeLabel(r.members)} to rebuild it.`);
  }
}

function printRatios(results: SizeResult[]): void {
  const base = results[0];
  if (!base || results.length < 2) return;
  console.log(`\n## Throughput as a ratio to ${sizeLabel(base.members)} (p99 ms in brackets)`);
  console.log(`| path | ${results.map((r) => sizeLabel(r.members)).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---:').join('|')}|`);
  for (const p of base.paths) {
    const cells = results.map((r) => {
      const q = r.paths.find((x) => x.name === p.name);
      return q ? `${Math.round((q.reqPerSec / p.reqPerSec) * 100)}% (${q.p99})` : 'n/a';
    });
    console.log(`| ${p.name} | ${cells.join(' | ')} |`);
  }
  const cells = results.map((r) => `${(r.expiry.dueMs / r.expiry.dueMembers).toFixed(2)} ms/member, ${r.expiry.emptyMs.toFixed(0)} ms idle`);
  console.log(`| points-expiry job | ${cells.join(' | ')} |`);
}

/**
 * What PostgreSQL's memory looks like for this run: shared_buffers, its huge_pages setting and, on this
 * machine, the kernel's huge pages. At 1M members a 4 KB-page buffer pool made random member reads
 * pay a TLB miss per page: on one machine huge pages took voucher eligibility at 1M from 35% to 87%
 * of its 10k throughput (decision 020), so the figures are not comparable without this line.
 */
async function memoryLine(): Promise<string> {
  const client = new pg.Client({ connectionString: baseDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ shared_buffers: string; huge_pages: string }>(
      `select current_setting('shared_buffers') as shared_buffers, current_setting('huge_pages') as huge_pages`,
    );
    const setting = rows[0];
    const meminfo = fs.existsSync('/proc/meminfo') ? fs.readFileSync('/proc/meminfo', 'utf8') : '';
    const pages = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(meminfo)?.[1] ?? 0);
    const total = pages('HugePages_Total');
    const kernel = total > 0 ? `${total.toLocaleString('en')} huge pages on this machine, ${(total - pages('HugePages_Free') + pages('HugePages_Rsvd')).toLocaleString('en')} in use or reserved` : 'no huge pages reserved here (vm.nr_hugepages)';
    return `PostgreSQL shared_buffers ${setting?.shared_buffers}, huge_pages ${setting?.huge_pages}; ${kernel}`;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  if (!baseDatabaseUrl) {
    console.error('npm run bench:scale needs BENCH_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres).');
    process.exit(2);
  }
  console.log(`# Lumbung scale benchmark (${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)})`);
  console.log(await memoryLine());
  const results: SizeResult[] = [];
  const out = process.env.SCALE_RESULTS ?? path.join(os.tmpdir(), 'lumbung-scale-results.json');
  for (const members of sizes) {
    const result = await runSize(members);
    printSize(result);
    results.push(result);
    fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), connections, duration, loadAverage: os.loadavg(), results }, null, 2));
  }
  printRatios(results);
  console.log(`\nFigures written to ${out}.`);

  const seqScans = results.flatMap((r) => r.seqScans.map((s) => `${sizeLabel(r.members)}: ${s}`));
  const errors = results.flatMap((r) => r.paths.filter((p) => p.errors > 0).map((p) => `${sizeLabel(r.members)}: ${p.name}: ${p.errorDetail}`));
  if (seqScans.length > 0) console.error(`\nSequential scans of large tables:\n  ${seqScans.join('\n  ')}`);
  if (errors.length > 0) console.error(`\nRequests that failed:\n  ${errors.join('\n  ')}`);
  if (seqScans.length > 0 || errors.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
