import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { startIntervalJob, type IntervalJob, type RunningJob } from './interval-job.ts';
import { electLeader, type Leadership } from './leader.ts';

/** How often a process that is not the jobs' leader asks again (at most; sooner with shorter job intervals). */
const LEADER_RETRY_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process runs the background jobs (platform/jobs/leader.ts), and how many runs each job made here. */
    backgroundJobs: { readonly leader: boolean; runs: Record<string, number> };
  }
}

/**
 * Starts the server's background jobs when the app is ready and stops them (waiting for a run in
 * progress) when it closes, before the database closes. BACKGROUND_JOBS=false runs none in this
 * process. With several processes on one PostgreSQL (WORKERS, or several machines), only the leader
 * runs them (platform/jobs/leader.ts: an advisory lock), and another takes over when it goes. Each job is safe
 * even so: the delivery queues (platform/outbox/) claim rows with FOR UPDATE SKIP LOCKED, expiry locks each
 * member's points row, identity housekeeping only deletes expired rows.
 */
export function registerBackgroundJobs(app: FastifyInstance, config: Config, jobList: readonly IntervalJob[], database: DatabaseHandle): void {
  const runs: Record<string, number> = {};
  let leadership: Leadership | null = null;
  app.decorate('backgroundJobs', {
    get leader() {
      return leadership?.leader ?? false;
    },
    runs,
  });
  if (!config.jobs.enabled) return;
  const jobs = jobList.map((job) => ({
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
