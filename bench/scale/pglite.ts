import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { DEMO_CASHIER } from '../../server/src/identity/embedded/demo-accounts.ts';
import { signIn } from '../../server/test/helpers/identity-client.ts';
import { openDatabase } from '../../server/src/platform/db/client.ts';
import { migrateDatabase } from '../../server/src/database.ts';
import { seedDatabase } from '../../server/src/seed/index.ts';
import { resultRows } from '../../server/src/platform/db/json-query.ts';
import { freePort } from '../server.ts';
import { buildStatements, DEFERRED_INDEXES, ID_FUNCTION, scaleMember, sizeLabel } from './build.ts';

/**
 * `npm run bench:scale:pglite`: the member area on the embedded PGlite at a few data set sizes
 * (PGLITE_SIZES, default 1k,10k,30k), the same data as bench:scale (build.ts) loaded into a PGlite data
 * directory (kept under PGLITE_SCALE_DIR, default the system's temp directory, reused by later runs).
 * Measures the member area's three reads at PGLITE_CONNECTIONS (default 4) connections, SCALE_DURATION
 * seconds each, and says which sizes keep every p99 under 100 ms.
 */

const duration = Number(process.env.SCALE_DURATION ?? 10);
const connections = Number(process.env.PGLITE_CONNECTIONS ?? 4);
const root = process.env.PGLITE_SCALE_DIR ?? path.join(os.tmpdir(), 'lumbung-pglite-scale');
const P99_TARGET_MS = 100;

function parseSize(text: string): number {
  const match = /^(\d+)\s*([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`PGLITE_SIZES: '${text}' is not a size like 10k`);
  const unit = match[2]?.toLowerCase();
  return Number(match[1]) * (unit === 'm' ? 1_000_000 : unit === 'k' ? 1_000 : 1);
}
const sizes = (process.env.PGLITE_SIZES ?? '1k,10k,30k').split(',').map(parseSize);

async function ensurePgliteDataSet(members: number): Promise<{ dataDir: string; seconds: number | null }> {
  const dataDir = path.join(root, sizeLabel(members));
  const marker = path.join(dataDir, 'built');
  if (fs.existsSync(marker)) return { dataDir, seconds: null };
  fs.rmSync(dataDir, { recursive: true, force: true });
  const started = Date.now();
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: true });
    await handle.db.execute(sql.raw('set session_replication_role = replica'));
    await handle.db.execute(sql.raw(ID_FUNCTION));
    // As on PostgreSQL: indexes that back no constraint are built once, after the rows are in.
    const deferred = resultRows<{ name: string; definition: string }>(await handle.db.execute(sql.raw(DEFERRED_INDEXES)));
    for (const index of deferred) await handle.db.execute(sql.raw(`drop index ${index.name}`));
    for (const step of buildStatements(members)) {
      const t0 = Date.now();
      await handle.db.execute(sql.raw(step.sql));
      process.stderr.write(`    pglite ${sizeLabel(members)} ${step.label}: ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    }
    const ti = Date.now();
    for (const index of deferred) await handle.db.execute(sql.raw(index.definition));
    process.stderr.write(`    pglite ${sizeLabel(members)} ${deferred.length} indexes: ${((Date.now() - ti) / 1000).toFixed(1)} s\n`);
    await handle.db.execute(sql.raw('vacuum analyze'));
  } finally {
    await handle.close();
  }
  fs.writeFileSync(marker, new Date().toISOString());
  return { dataDir, seconds: (Date.now() - started) / 1000 };
}

async function measureSize(members: number): Promise<{ name: string; reqPerSec: number; p50: number; p99: number; errors: number }[]> {
  const { dataDir, seconds } = await ensurePgliteDataSet(members);
  if (seconds !== null) console.log(`\nBuilt the ${sizeLabel(members)} PGlite data set in ${seconds.toFixed(0)} s.`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', RATE_LIMITS: 'false', BACKGROUND_JOBS: 'false', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = Date.now() + 300_000;
    while (!(await fetch(`${baseUrl}/healthz`).then((r) => r.ok).catch(() => false))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('the PGlite server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    const { tokens } = await signIn(baseUrl, DEMO_CASHIER, { audience: `${baseUrl}/api` });
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const member = () => scaleMember(1 + Math.floor(Math.random() * members));
    const paths: [string, () => string][] = [
      ['member profile', () => `/api/loyalty/members/${member()}`],
      ['ledger, first page', () => `/api/loyalty/members/${member()}/ledger`],
      ['vouchers', () => `/api/loyalty/members/${member()}/vouchers`],
    ];
    const rows = [];
    for (const [name, pathOf] of paths) {
      const options = { url: baseUrl, connections, headers, requests: [{ method: 'GET' as const, headers, setupRequest: (r: autocannon.Request) => ({ ...r, path: pathOf() }) }] };
      await autocannon({ ...options, duration: 2 });
      const result = await autocannon({ ...options, duration });
      rows.push({ name, reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx });
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main(): Promise<void> {
  console.log(`# Member area on PGlite by data set size (${connections} connections, ${duration} s per path, load average ${os.loadavg()[0]?.toFixed(1)})`);
  console.log('| members | path | req/s | p50 ms | p99 ms | errors |');
  console.log('|---:|---|---:|---:|---:|---:|');
  let largestUnderTarget: number | null = null;
  for (const members of sizes) {
    const rows = await measureSize(members);
    for (const r of rows) console.log(`| ${sizeLabel(members)} | ${r.name} | ${Math.round(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    if (rows.every((r) => r.p99 < P99_TARGET_MS && r.errors === 0)) largestUnderTarget = members;
  }
  console.log(
    largestUnderTarget === null
      ? `\nNo measured size keeps the member area under ${P99_TARGET_MS} ms p99.`
      : `\nLargest measured size with the member area under ${P99_TARGET_MS} ms p99: ${sizeLabel(largestUnderTarget)} members.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
