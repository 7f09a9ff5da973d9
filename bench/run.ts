import { execSync } from 'node:child_process';
import autocannon from 'autocannon';
import { HOME_PAGE_BUDGET_BYTES, routeBudgets } from './bundle-size.ts';
import { scenarios, type Scenario } from './scenarios.ts';
import { printSoak, runSoak, SOAK, type SoakResult } from './soak.ts';
import type { DatabaseKind } from '../server/src/db/client.ts';
import { startHello, startTarget, type BenchTarget } from './server.ts';

/**
 * `npm run bench`: builds the web app, starts the real server on PGlite (and on PostgreSQL when
 * BENCH_DATABASE_URL is set), runs every scenario with autocannon and prints req/s, p50 and p99,
 * each as a ratio to the two ceilings measured in the same run, plus the home page's JS size.
 * BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50), BENCH_FILTER (substring).
 * Then the mixed soak (soak.ts: 20 connections, 120 s or BENCH_DURATION; BENCH_FILTER=soak runs only
 * it), which must end with 0 errors and 0 timeouts: otherwise the run exits with 1.
 * On PostgreSQL, the ceilings and the scenarios marked `workers` run again with several server
 * processes (BENCH_WORKERS, default 2; 1 skips that run).
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const soakSeconds = Number(process.env.BENCH_DURATION ?? SOAK.defaultSeconds);
const SOAK_NAME = 'mixed soak';
const failedSoaks: string[] = [];
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const filter = process.env.BENCH_FILTER;
const benchWorkers = Number(process.env.BENCH_WORKERS ?? 2);

interface Row {
  scenario: Scenario;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were, e.g. 'timeouts 3, 409 x2'. */
  errorDetail: string;
}

function describeErrors(result: autocannon.Result): string {
  const parts: string[] = [];
  if (result.timeouts) parts.push(`timeouts ${result.timeouts}`);
  if (result.errors - result.timeouts > 0) parts.push(`connection errors ${result.errors - result.timeouts}`);
  const statusCodes = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  for (const [code, stat] of Object.entries(statusCodes)) if (!code.startsWith('2')) parts.push(`${code} x${stat.count}`);
  return parts.join(', ');
}

async function runScenario(target: Pick<BenchTarget, 'baseUrl'>, scenario: Scenario): Promise<Row> {
  const options = await scenario.prepare(target.baseUrl);
  // A short warm-up so JIT and connection pools are settled before measuring.
  await autocannon({ ...options, url: options.url ?? target.baseUrl, connections, duration: 2 });
  const result = await autocannon({ ...options, url: options.url ?? target.baseUrl, connections, duration });
  return {
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
    return await runScenario({ baseUrl: hello.url }, { name: 'ceiling: bare Fastify hello-world (own process)', ceiling: 'hello', prepare: async () => ({ url: hello.url }) });
  } finally {
    await hello.stop();
  }
}

function printTable(target: BenchTarget, rows: Row[]): void {
  const hello = rows.find((r) => r.scenario.ceiling === 'hello')?.reqPerSec ?? NaN;
  const memory = rows.find((r) => r.scenario.ceiling === 'memory')?.reqPerSec ?? NaN;
  const select = rows.find((r) => r.scenario.ceiling === 'select')?.reqPerSec ?? NaN;
  const processes = target.workers > 1 ? `, WORKERS=${target.workers}` : '';
  console.log(`\n## ${target.databaseKind} (${connections} connections, ${duration} s each${processes})`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | vs hello | vs memory | vs PK select |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const pct = (x: number) => (Number.isFinite(x) ? `${Math.round((r.reqPerSec / x) * 100)}%` : 'n/a');
    console.log(
      `| ${r.scenario.name} | ${Math.round(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.errors}${r.errorDetail ? ` (${r.errorDetail})` : ''} | ${pct(hello)} | ${pct(memory)} | ${pct(select)} |`,
    );
  }
}

async function benchTarget(databaseKind: DatabaseKind, workers = 1): Promise<void> {
  const target = await startTarget(databaseKind, process.env.BENCH_DATABASE_URL, workers);
  try {
    process.stderr.write(`  ${databaseKind}: bare Fastify hello-world...\n`);
    const rows: Row[] = [await measureHello()];
    for (const scenario of scenarios) {
      if (filter && !scenario.ceiling && !scenario.name.includes(filter)) continue;
      if (workers > 1 && !scenario.ceiling && !scenario.workers) continue;
      process.stderr.write(`  ${databaseKind}${workers > 1 ? ` x${workers}` : ''}: ${scenario.name}...\n`);
      rows.push(await runScenario(target, scenario));
    }
    printTable(target, rows);
    if (workers === 1 && (!filter || SOAK_NAME.includes(filter) || filter === 'soak')) {
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

  await benchTarget('pglite');
  if (process.env.BENCH_DATABASE_URL) {
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
