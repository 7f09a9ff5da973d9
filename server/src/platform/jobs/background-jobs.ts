import type { FastifyInstance } from 'fastify';
import { CASE_FORWARD_INTERVAL_MS, forwardPendingCases } from '../../storefront/help/forwarder.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { deleteExpiredIdentityRecords, IDENTITY_HOUSEKEEPING_INTERVAL_MS } from '../../identity/embedded/housekeeping.ts';
import type { LoyaltyEngine } from '../../loyalty/engine.ts';
import { expirePoints } from '../../loyalty/ledger/expiry.ts';
import type { JourneySink } from '../../marketing/sinks.ts';
import { deliverDueEvents } from '../../marketing/worker.ts';
import { startIntervalJob, type IntervalJob, type RunningJob } from './interval-job.ts';
import { electLeader, type Leadership } from './leader.ts';

/** How often a process that is not the jobs' leader asks again (at most; sooner with shorter job intervals). */
export const LEADER_RETRY_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process runs the background jobs (platform/jobs/leader.ts), and how many runs each job made here. */
    backgroundJobs: { readonly leader: boolean; runs: Record<string, number> };
  }
}

/** The first expiry run comes soon after start (then hourly), so a restart never skips a day. */
const FIRST_EXPIRY_RUN_MS = 10_000;

export interface BackgroundJobDeps {
  db: Database;
  /** The app's clock: every job reads "now" from it (the loyalty engine holds the same one). */
  clock: Clock;
  engine: LoyaltyEngine;
  sink: JourneySink;
}

/** The jobs this configuration runs, each with its interval (config.ts) and what one run does. */
export function backgroundJobs(config: Config, { db, clock, engine, sink }: BackgroundJobDeps): IntervalJob[] {
  const jobs: IntervalJob[] = [];
  const { jobs: settings } = config;
  if (settings.outboxIntervalMs > 0) {
    jobs.push({ name: 'journey-event delivery', intervalMs: settings.outboxIntervalMs, run: () => deliverDueEvents(db, sink, clock) });
  }
  if (settings.pointsExpiryIntervalMs > 0) {
    jobs.push({
      name: 'points expiry',
      intervalMs: settings.pointsExpiryIntervalMs,
      initialDelayMs: Math.min(FIRST_EXPIRY_RUN_MS, settings.pointsExpiryIntervalMs),
      run: () => expirePoints(engine),
    });
  }
  const { webToCase } = config;
  if (webToCase) {
    jobs.push({
      name: 'case forwarding',
      intervalMs: CASE_FORWARD_INTERVAL_MS,
      run: () => forwardPendingCases(db, { url: webToCase.url, orgId: webToCase.orgId, clock }),
    });
  }
  if (config.identity.kind === 'embedded') {
    jobs.push({
      name: 'identity housekeeping',
      intervalMs: IDENTITY_HOUSEKEEPING_INTERVAL_MS,
      run: () => deleteExpiredIdentityRecords(db, clock.now()),
    });
  }
  return jobs;
}

/**
 * Starts the server's background jobs when the app is ready and stops them (waiting for a run in
 * progress) when it closes, before the database closes. BACKGROUND_JOBS=false runs none in this
 * process. With several processes on one PostgreSQL (WORKERS, or several machines), only the leader
 * runs them (platform/jobs/leader.ts: an advisory lock), and another takes over when it goes. Each job is safe
 * even so: the outbox and the case forwarder claim rows with FOR UPDATE SKIP LOCKED, expiry locks each
 * member's points row, identity housekeeping only deletes expired rows.
 */
export function registerBackgroundJobs(app: FastifyInstance, config: Config, deps: BackgroundJobDeps, database: DatabaseHandle): void {
  const runs: Record<string, number> = {};
  let leadership: Leadership | null = null;
  app.decorate('backgroundJobs', {
    get leader() {
      return leadership?.leader ?? false;
    },
    runs,
  });
  if (!config.jobs.enabled) return;
  const jobs = backgroundJobs(config, deps).map((job) => ({
    ...job,
    run: () => {
      runs[job.name] = (runs[job.name] ?? 0) + 1;
      return job.run();
    },
  }));
  if (jobs.length === 0) return;
  const retryMs = Math.min(LEADER_RETRY_MS, ...jobs.map((job) => job.intervalMs));
  let running: RunningJob[] = [];
  app.addHook('onReady', async () => {
    leadership = electLeader(
      database,
      app.log,
      {
        elected: () => {
          running = jobs.map((job) => startIntervalJob(job, app.log));
        },
        deposed: async () => {
          const stopping = running;
          running = [];
          await Promise.all(stopping.map((job) => job.stop()));
        },
      },
      retryMs,
    );
  });
  app.addHook('onClose', async () => {
    await leadership?.stop();
  });
}
