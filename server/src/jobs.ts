import type { Config } from './platform/config.ts';
import type { Clock } from './platform/clock.ts';
import type { Database } from './platform/db/client.ts';
import type { IntervalJob } from './platform/jobs/interval-job.ts';
import { deleteExpiredIdentityRecords, IDENTITY_HOUSEKEEPING_INTERVAL_MS } from './identity/index.ts';
import type { LoyaltyEngine } from './loyalty/index.ts';
import { expirePoints } from './loyalty/index.ts';
import type { JourneySink } from './marketing/index.ts';
import { deliverDueEvents } from './marketing/index.ts';
import { CASE_FORWARD_INTERVAL_MS, forwardPendingCases } from './storefront/index.ts';

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
