import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import type { Config } from '../config.ts';

type Schema = typeof schema;
/** The engine-neutral database handle: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either the database or a transaction, so several writes can commit together. */
export type Executor = Database | Transaction;

/** Which database the server runs on: embedded PGlite or a PostgreSQL server (config.ts DATABASE_URL). */
export type DatabaseKind = Config['database']['kind'];

export interface DatabaseHandle {
  db: Database;
  /**
   * Where read-only queries that may lag a little go (the member area's reads): the read replica of
   * DATABASE_READ_URL, or `db` itself when there is none.
   */
  readDb: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** The SQLSTATE of a database error, also when Drizzle wraps it (DrizzleQueryError.cause). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Connection failures: the socket's (refused, reset, timed out) and PostgreSQL's class 08 and 57P0x (shutting down, not accepting connections yet). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03']);

/**
 * True when an error means the database could not be reached (or dropped the connection), not that it
 * refused what was asked: the request may be tried again as it was (decision 010: writes are safe to retry).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect)/.test(message)) return true;
  }
  return false;
}

/**
 * PostgreSQL's "run it again" errors: deadlock_detected (40P01; one of the transactions in a cycle is
 * chosen and rolled back) and serialization_failure (40001). Nothing of the failed attempt remains.
 */
const TRANSIENT_SQLSTATES = new Set(['40P01', '40001']);

const isTransientConflict = (error: unknown): boolean => TRANSIENT_SQLSTATES.has(sqlStateOf(error) ?? '');

export const TRANSACTION_RETRY = { attempts: 5, baseDelayMs: 5 } as const;

/** How many attempts this process ran again, per SQLSTATE (tests check that the lock order holds). */
export const transientConflictRetries: Record<string, number> = {};

/**
 * Runs `attempt` again when PostgreSQL aborted it with a deadlock or a serialization failure, up to
 * 5 times with a short random pause (so two victims of one cycle do not meet again at once). Only for
 * work that is a whole transaction and safe to repeat: every write of ours is idempotent (order ids,
 * transaction numbers, idempotency keys, conditional updates), and a rolled-back attempt left nothing.
 */
export async function retryTransientConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransientConflict(error) || tries >= TRANSACTION_RETRY.attempts) throw error;
      const state = sqlStateOf(error) as string;
      transientConflictRetries[state] = (transientConflictRetries[state] ?? 0) + 1;
      const pauseMs = TRANSACTION_RETRY.baseDelayMs * tries + Math.random() * TRANSACTION_RETRY.baseDelayMs * 4;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/**
 * `db.transaction(work)`, retried as a whole on a deadlock or serialization failure (see
 * retryTransientConflicts). Every write transaction goes through this. Inside another transaction
 * (a savepoint) it does not retry: the outer transaction is aborted too, and its own caller retries.
 */
export async function withTransactionRetry<T>(db: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction(work);
  return retryTransientConflicts(() => db.transaction(work));
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each query synchronously on the server's own thread and hands the connection to the next
 * waiting query in a microtask: under load, queries run back to back and the event loop cannot read
 * new requests in between, so some connections starve for seconds (`npm run bench`, POS orders: p99
 * 5 s for a p50 of 0.25 s). Yielding to the event loop before each query lets requests queue fairly
 * (p99 under 0.5 s, same throughput). Queries inside a transaction are not delayed.
 */
class FairPGlite extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await nextTurn();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    await nextTurn();
    return super.exec(query, options);
  }
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number: serialises migrations when several server processes start on one PostgreSQL.
const MIGRATION_LOCK_KEY = 0x4c756d62;

export interface OpenOptions {
  /** PGlite only: start from this data directory snapshot (`dumpDataDir`) instead of an empty one. */
  pgliteSnapshot?: Blob;
}

export async function openDatabase(config: Config['database'], options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    if (!config.readUrl) return { db, readDb: db, kind: 'postgres', close: () => pool.end() };
    const readPool = new pg.Pool({ connectionString: config.readUrl, max: config.poolSize });
    readPool.on('error', () => {});
    const readDb = drizzleNodePg({ client: readPool, schema }) as unknown as Database;
    return { db, readDb, kind: 'postgres', close: async () => void (await Promise.all([pool.end(), readPool.end()])) };
  }
  if (config.dataDir) fs.mkdirSync(config.dataDir, { recursive: true });
  const loadDataDir = options.pgliteSnapshot;
  const client = config.dataDir ? new FairPGlite(config.dataDir, { loadDataDir }) : new FairPGlite({ loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, readDb: db, kind: 'pglite', close: () => client.close() };
}

/** PGlite only: the whole data directory as a tarball, to open copies of it quickly (tests). */
export async function snapshotPglite(handle: DatabaseHandle): Promise<Blob> {
  if (handle.kind !== 'pglite') throw new Error('only a PGlite database can be snapshotted');
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

/**
 * Applies pending migrations, then (re)creates `functions` (SQL the schema cannot express, each
 * `create or replace`: server/src/database.ts lists them); on PostgreSQL under an advisory lock so
 * concurrent starts are safe.
 */
export async function applyMigrations(handle: DatabaseHandle, functions: readonly string[]): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    for (const statement of functions) await client.exec(statement);
    return;
  }
  // Session-level lock on one dedicated connection around the whole migration.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: conn }), { migrationsFolder });
    // The SQL functions: created or replaced after the tables they use.
    for (const statement of functions) await conn.query(statement);
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    conn.release();
  }
}
