import { execSync } from 'node:child_process';
import autocannon from 'autocannon';
import { HOME_PAGE_BUDGET_BYTES, routeBudgets } from './bundle-size.ts';
import { scenarios, type OwnCeiling, type Scenario } from './scenarios.ts';
import { printSoak, runSoak, SOAK, type SoakResult } from './soak.ts';
import type { DatabaseKind } from '../server/src/platform/db/client.ts';
import { sampleCpu } from './cpu.ts';
import { startHello, startTarget, type BenchTarget } from './server.ts';

/**
 * `npm run bench`: builds the web app, starts the real server on PGlite (and on PostgreSQL when
 * BENCH_DATABASE_URL is set), runs every scenario with autocannon and prints req/s, p50 and p99,
 * each as a ratio to the ceilings measured in the same run, plus the home page's JS size. On
 * PostgreSQL the member profile and the POS order are also reported as a share of their own database
 * work issued by a bare node-postgres server (bench/bare-postgres.ts), against the goals in OWN_CEILING_GOALS.
 * BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50), BENCH_FILTER (substrings of
 * scenario names, comma-separated).
 * Then the mixed soak (soak.ts: 20 connections, 120 s or BENCH_DURATION; BENCH_FILTER=soak runs only
 * it), which must end with 0 errors and 0 timeouts: otherwise the run exits with 1.
 * On PostgreSQL, the ceilings and the scenarios marked `workers` run again with several server
 * processes (BENCH_WORKERS, default 2; 1 skips that run). BENCH_DATABASES=postgres skips PGlite.
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const soakSeconds = Number(process.env.BENCH_DURATION ?? SOAK.defaultSeconds);
const SOAK_NAME = 'mixed soak';
const failedSoaks: string[] = [];
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_FILTER: substrings of scenario names, comma-separated (any one selects a scenario). */
const filters = process.env.BENCH_FILTER?.split(',').filter(Boolean) ?? [];
const filter = filters.length > 0 ? filters : undefined;
const selected = (name: string) => !filter || filter.some((f) => name.includes(f));
const benchWorkers = Number(process.env.BENCH_WORKERS ?? 2);
/** BENCH_DATABASES: which of `pglite,postgres` to run (default both; PostgreSQL needs BENCH_DATABASE_URL). */
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

/** The share of its own ceiling each of the two many-table paths should reach: the part of the cost that is ours. */
const OWN_CEILING_GOALS: Record<OwnCeiling, { path: string; ceiling: string; goal: number }> = {
  'profile query': { path: 'member profile', ceiling: 'its own query', goal: 0.75 },
  'order call': { path: 'POS order', ceiling: 'its own loyalty_place_order call', goal: 0.6 },
};

interface Row {
  scenario: Scenario;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were, e.g. 'timeouts 3, 409 x2'. */
  errorDetail: string;
  /** CPU microseconds per request: the server's processes, the PostgreSQL backends (bench/cpu.ts); null: not measured. */
  cpu: { server: number; database: number } | null;
}

function describeErrors(result: autocannon.Result): string {
  const parts: string[] = [];
  if (result.timeouts) parts.push(`timeouts ${result.timeouts}`);
  if (result.errors - result.timeouts > 0) parts.push(`connection errors ${result.errors - result.timeouts}`);
  const statusCodes = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  for (const [code, stat] of Object.entries(statusCodes)) if (!code.startsWith('2')) parts.push(`${code} x${stat.count}`);
  return parts.join(', ');
}

type MeasuredTarget = Pick<BenchTarget, 'baseUrl' | 'serverPid' | 'postgres' | 'databaseUrl' | 'workers'>;

async function runScenario(target: MeasuredTarget, scenario: Scenario): Promise<Row> {
  const { stop, serverPid = target.serverPid, ...options } = await scenario.prepare(target.baseUrl, target);
  try {
    return await measure(target, serverPid, scenario, options);
  } finally {
    await stop?.();
  }
}

async function measure(target: MeasuredTarget, serverPid: number | undefined, scenario: Scenario, options: Partial<autocannon.Options>): Promise<Row> {
  // A short warm-up so JIT and connection pools are settled before measuring.
  await autocannon({ ...options, url: options.url ?? target.baseUrl, connections, duration: 2 });
  const before = await sampleCpu(serverPid, target.postgres?.url, target.postgres?.database);
  const result = await autocannon({ ...options, url: options.url ?? target.baseUrl, connections, duration });
  const after = await sampleCpu(serverPid, target.postgres?.url, target.postgres?.database);
  const perRequest = (ms: number) => (result.requests.total > 0 ? (ms * 1000) / result.requests.total : NaN);
  return {
    cpu: before && after ? { server: perRequest(after.server - before.server), database: perRequest(after.database - before.database) } : null,
    scenario,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    errorDetail: describeErrors(result),
  };
}

/** The top ceiling: a bare Fastify hello-world in its own process, measured alone (bench/hello.ts). */
async function measureHello(): Promise<Row> {
  const hello = await startHello();
  try {
    return await runScenario({ baseUrl: hello.url, serverPid: hello.pid, workers: 1 }, { name: 'ceiling: bare Fastify hello-world (own process)', ceiling: 'hello', prepare: async () => ({ url: hello.url }) });
  } finally {
    await hello.stop();
  }
}

const isOwnCeiling = (ceiling: Scenario['ceiling']): ceiling is OwnCeiling => ceiling !== undefined && ceiling in OWN_CEILING_GOALS;

function printTable(target: BenchTarget, rows: Row[]): void {
  const hello = rows.find((r) => r.scenario.ceiling === 'hello')?.reqPerSec ?? NaN;
  const memory = rows.find((r) => r.scenario.ceiling === 'memory')?.reqPerSec ?? NaN;
  const select = rows.find((r) => r.scenario.ceiling === 'select')?.reqPerSec ?? NaN;
  const own = (ceiling: OwnCeiling) => rows.find((r) => r.scenario.ceiling === ceiling)?.reqPerSec ?? NaN;
  const processes = target.workers > 1 ? `, WORKERS=${target.workers}` : '';
  console.log(`\n## ${target.databaseKind} (${connections} connections, ${duration} s each${processes})`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | vs hello | vs memory | vs PK select | vs own SQL | CPU µs/req server | CPU µs/req PostgreSQL |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const pct = (share: number) => (Number.isFinite(share) ? `${Math.round(share * 100)}%` : 'n/a');
  for (const r of rows) {
    const cpu = (us: number | undefined) => (us === undefined || !Number.isFinite(us) ? 'n/a' : String(Math.round(us)));
    const of = (x: number) => pct(r.reqPerSec / x);
    console.log(
      `| ${r.scenario.name} | ${Math.round(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.errors}${r.errorDetail ? ` (${r.errorDetail})` : ''} | ${of(hello)} | ${of(memory)} | ${of(select)} | ${r.scenario.ownCeiling ? of(own(r.scenario.ownCeiling)) : '—'} | ${cpu(r.cpu?.server)} | ${target.databaseKind === 'postgres' ? cpu(r.cpu?.database) : '—'} |`,
    );
  }
  for (const r of rows) {
    if (!r.scenario.ownCeiling) continue;
    const { path, ceiling, goal } = OWN_CEILING_GOALS[r.scenario.ownCeiling];
    const share = r.reqPerSec / own(r.scenario.ownCeiling);
    const verdict = Number.isFinite(share) ? (share >= goal ? 'met' : 'not met') : 'not measured (PostgreSQL only)';
    console.log(`${path}: ${pct(share)} of ${ceiling} (goal ≥ ${pct(goal)}: ${verdict})`);
  }
}

async function benchTarget(databaseKind: DatabaseKind, workers = 1): Promise<void> {
  const target = await startTarget(databaseKind, process.env.BENCH_DATABASE_URL, workers);
  try {
    process.stderr.write(`  ${databaseKind}: bare Fastify hello-world...\n`);
    const rows: Row[] = [await measureHello()];
    for (const scenario of scenarios) {
      if (!scenario.ceiling && !selected(scenario.name)) continue;
      if (workers > 1 && !scenario.ceiling && !scenario.workers) continue;
      if (scenario.postgresOnly && databaseKind !== 'postgres') continue;
      // An own ceiling only with the path measured against it.
      if (isOwnCeiling(scenario.ceiling) && !scenarios.some((s) => s.ownCeiling === scenario.ceiling && selected(s.name))) continue;
      process.stderr.write(`  ${databaseKind}${workers > 1 ? ` x${workers}` : ''}: ${scenario.name}...\n`);
      rows.push(await runScenario(target, scenario));
    }
    printTable(target, rows);
    if (workers === 1 && (!filter || filter.some((f) => SOAK_NAME.includes(f) || f === 'soak'))) {
      process.stderr.write(`  ${databaseKind}: ${SOAK_NAME} (${soakSeconds} s)...\n`);
      const soak: SoakResult = await runSoak(target.baseUrl, soakSeconds);
      printSoak(databaseKind, soak);
      if (soak.total.errors > 0 || soak.total.timeouts > 0) failedSoaks.push(databaseKind);
    }
  } finally {
    await target.stop();
  }
}

async function main(): Promise<void> {
  execSync('npx vite build', { stdio: 'ignore' });
  console.log('# Lumbung benchmark');
  console.log(`\nInitial JavaScript per route, gzipped (budget for /: ${HOME_PAGE_BUDGET_BYTES / 1024} KiB):`);
  for (const budget of routeBudgets()) {
    console.log(`  ${budget.route.padEnd(16)} ${(budget.bytes / 1024).toFixed(1)} KiB (${budget.files.length} files)`);
  }

  if (databases.includes('pglite')) await benchTarget('pglite');
  if (process.env.BENCH_DATABASE_URL && databases.includes('postgres')) {
    await benchTarget('postgres');
    if (benchWorkers > 1) await benchTarget('postgres', benchWorkers);
  } else console.log('\n(BENCH_DATABASE_URL is not set: PostgreSQL run skipped)');
  if (failedSoaks.length > 0) {
    console.error(`\nThe mixed soak had errors or timeouts on: ${failedSoaks.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
