import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { LoyaltyEngine } from '../loyalty/engine.ts';
import { expirePoints } from '../loyalty/expiry.ts';
import type { JourneySink } from '../marketing/sinks.ts';
import { deliverDueEvents } from '../marketing/worker.ts';
import { startIntervalJob, type IntervalJob, type RunningJob } from './interval-job.ts';

/** The first expiry run comes soon after start (then hourly), so a restart never skips a day. */
const FIRST_EXPIRY_RUN_MS = 10_000;

/**
 * Starts the server's background jobs when the app is ready and stops them (waiting for a run in
 * progress) when it closes, before the database closes. Each job is safe with several processes on
 * one PostgreSQL: see deliverDueEvents and expirePoints.
 */
export function registerBackgroundJobs(
  app: FastifyInstance,
  config: Config['jobs'],
  deps: { engine: LoyaltyEngine; sink: JourneySink },
): void {
  if (!config.enabled) return;
  const jobs: IntervalJob[] = [];
  if (config.outboxIntervalMs > 0) {
    jobs.push({ name: 'journey-event delivery', intervalMs: config.outboxIntervalMs, run: () => deliverDueEvents(deps.engine.db, deps.sink) });
  }
  if (config.pointsExpiryIntervalMs > 0) {
    jobs.push({
      name: 'points expiry',
      intervalMs: config.pointsExpiryIntervalMs,
      initialDelayMs: Math.min(FIRST_EXPIRY_RUN_MS, config.pointsExpiryIntervalMs),
      run: () => expirePoints(deps.engine),
    });
  }
  let running: RunningJob[] = [];
  app.addHook('onReady', async () => {
    running = jobs.map((job) => startIntervalJob(job, app.log));
  });
  app.addHook('onClose', async () => {
    await Promise.all(running.map((job) => job.stop()));
    running = [];
  });
}
