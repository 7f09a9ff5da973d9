import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseKind } from '../server/src/platform/db/client.ts';
import type { BarePostgresOptions } from './pos-order.ts';

export interface BenchTarget {
  databaseKind: DatabaseKind;
  /** Server processes (WORKERS; PostgreSQL only). */
  workers: number;
  baseUrl: string;
  /** For bench/cpu.ts: the server's process id (the cluster's primary with WORKERS) and its PostgreSQL database. */
  serverPid?: number;
  postgres?: { url: string; database: string };
  /** PostgreSQL only: the address of the run's own database (what the server's DATABASE_URL is). */
  databaseUrl?: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/** Which server process answers a request on a connection of its own (no keep-alive, `agent: false`). */
function servedBy(baseUrl: string): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}/__bench/pk-select/1001`, { agent: false }, (response) => {
      response.resume();
      const pid = response.headers['x-served-by'];
      resolve(typeof pid === 'string' ? pid : null);
    });
    request.on('error', () => resolve(null));
    request.setTimeout(5_000, () => request.destroy());
  });
}

/**
 * With WORKERS, /healthz answers once the first process listens; the others start after it. Wait until
 * requests reach as many different processes as asked for (the `x-served-by` header of the bench
 * routes), or 180 s. Every probe opens a new connection: the cluster's primary hands out connections,
 * not requests, so kept-alive connections opened while only the first process listened would reach it
 * forever (that made `WORKERS=2` runs fail with "only 1 of 2 server processes answered").
 */
async function waitForWorkers(baseUrl: string, workers: number): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + 180_000;
  while (seen.size < workers && Date.now() < deadline) {
    for (const pid of await Promise.all(Array.from({ length: 2 * workers }, () => servedBy(baseUrl)))) if (pid) seen.add(pid);
    if (seen.size < workers) await new Promise((r) => setTimeout(r, 250));
  }
  if (seen.size < workers) throw new Error(`only ${seen.size} of ${workers} server processes answered`);
}

/** Starts the bare Fastify hello-world (bench/hello.ts), the run's top ceiling. */
export async function startHello(): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello.ts'], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hello server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('hello server did not start in time');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * Starts the bare node-postgres server (bench/bare-postgres.ts) on the target's database, with as many
 * processes as the target's server: the own ceilings of the member profile and the POS order.
 */
export async function startBarePostgres(
  target: Pick<BenchTarget, 'databaseUrl' | 'workers'>,
  orders: BarePostgresOptions['orders'],
): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  if (!target.databaseUrl) throw new Error('the bare node-postgres server needs a PostgreSQL target');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-postgres.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: target.databaseUrl,
      WORKERS: String(target.workers),
      ...(orders ? { BARE_ORDERS: JSON.stringify(orders) } : {}),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bare node-postgres server did not start in time')), 180_000);
      child.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the bare node-postgres server exited with code ${code}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/** Starts the real server (seeded demo data) on a fresh database of the given kind, with `workers` processes. */
export async function startTarget(databaseKind: DatabaseKind, postgresUrl?: string, workers = 1): Promise<BenchTarget> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-bench-'));
  let databaseUrl = '';
  let postgres: BenchTarget['postgres'];
  let dropDatabase = async () => {};

  if (databaseKind === 'postgres') {
    if (!postgresUrl) throw new Error('postgres target needs BENCH_DATABASE_URL');
    const name = `lumbung_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    postgres = { url: postgresUrl, database: name };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }

  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl, // the identity issuer, so scenarios can sign in
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      BENCH_ROUTES: 'true',
      // The scenarios send thousands of writes a second from one address.
      RATE_LIMITS: 'false',
      // The expiry job takes part in the mixed soak (it used to meet POS orders on the member's rows).
      POINTS_EXPIRY_INTERVAL_MS: '5000',
      NODE_ENV: 'production',
      WORKERS: String(workers),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, child);
    if (workers > 1) await waitForWorkers(baseUrl, workers);
  } catch (error) {
    // Leave nothing behind: the process, its database and its data directory.
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    databaseKind,
    workers,
    baseUrl,
    serverPid: child.pid,
    postgres,
    ...(databaseUrl ? { databaseUrl } : {}),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
