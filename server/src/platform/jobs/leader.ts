import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * Which server process runs the background jobs (docs/decisions/019-request-path.md).
 * With several processes on one PostgreSQL (WORKERS=N, or several machines), exactly one of them — the
 * leader — runs them: it holds a session-level advisory lock on a connection of its own for as long as
 * it lives. The others try to take the lock every `retryMs`; when the leader stops or its connection
 * drops, PostgreSQL releases the lock and the next try wins. So each job runs once per interval, not
 * once per process, and never twice at once. PGlite is one process: it always leads.
 *
 * The jobs stay safe without this (the delivery queues of platform/outbox/ claim rows with SKIP LOCKED, the
 * expiry locks each member's points), but N processes would do N times the polling.
 */
const BACKGROUND_JOBS_LOCK_KEY = 0x4c4a4f42; // 'LJOB' (the migrations use 0x4c756d62)

export interface LeaderCallbacks {
  /** This process became the leader: start the jobs. */
  elected(): void;
  /** It is no longer the leader (stopping, or its connection dropped): stop the jobs and wait for them. */
  deposed(): Promise<void>;
}

export interface Leadership {
  readonly leader: boolean;
  /** Gives the leadership up (the lock goes with the connection) and stops trying. */
  stop(): Promise<void>;
}

/** The pool behind a PostgreSQL handle (Drizzle's node-postgres database keeps it as `$client`). */
function poolOf(database: DatabaseHandle): pg.Pool {
  return (database.db as unknown as { $client: pg.Pool }).$client;
}

export function electLeader(database: DatabaseHandle, log: FastifyBaseLogger, callbacks: LeaderCallbacks, retryMs: number): Leadership {
  if (database.kind === 'pglite') {
    callbacks.elected();
    let leader = true;
    return {
      get leader() {
        return leader;
      },
      async stop() {
        if (!leader) return;
        leader = false;
        await callbacks.deposed();
      },
    };
  }

  const pool = poolOf(database);
  let client: pg.PoolClient | null = null;
  let leader = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let attempt: Promise<void> | null = null;

  const lose = async (reason: string, error?: unknown) => {
    const held = client;
    client = null;
    if (held) held.release(true); // closes the session: PostgreSQL releases the lock
    if (!leader) return;
    leader = false;
    if (stopped) log.info('background jobs: leadership given up');
    else log.warn({ err: error, reason }, 'background jobs: no longer the leader');
    await callbacks.deposed();
  };

  const tryToLead = async () => {
    try {
      if (!client) {
        const fresh = await pool.connect();
        fresh.on('error', (error) => void lose('its database connection failed', error).finally(schedule));
        client = fresh;
      }
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [BACKGROUND_JOBS_LOCK_KEY]);
      if (result.rows[0]?.locked && !stopped) {
        leader = true;
        log.info('background jobs: this process is the leader');
        callbacks.elected();
        return;
      }
    } catch (error) {
      log.warn({ err: error }, 'background jobs: could not ask for the leadership');
      await lose('the database did not answer', error);
    }
    schedule();
  };

  function schedule() {
    if (stopped || leader || timer) return;
    timer = setTimeout(() => {
      timer = null;
      attempt = tryToLead().finally(() => {
        attempt = null;
      });
    }, retryMs);
    timer.unref();
  }

  attempt = tryToLead().finally(() => {
    attempt = null;
  });

  return {
    get leader() {
      return leader;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await attempt;
      await lose('the server is stopping');
    },
  };
}
