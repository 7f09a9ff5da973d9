import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJob {
  name: string;
  /** Milliseconds between the end of one run and the start of the next. */
  intervalMs: number;
  /** Delay before the first run (defaults to the interval). */
  initialDelayMs?: number;
  run(): Promise<unknown>;
}

export interface RunningJob {
  /** Cancels the next run and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs a background job again and again, one run at a time. Timers are unref'd (they never keep a
 * process or a test alive) and a failed run is logged and retried at the next interval. Jobs that must
 * not run twice at once across server processes guard themselves in the database (row locks,
 * SKIP LOCKED); this only schedules.
 */
export function startIntervalJob(job: IntervalJob, log: FastifyBaseLogger): RunningJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };
  const tick = () => {
    timer = null;
    running = job
      .run()
      .then(
        (result) => log.debug({ job: job.name, result }, 'background job ran'),
        (error: unknown) => log.error({ err: error, job: job.name }, 'background job failed'),
      )
      .finally(() => {
        running = null;
        schedule(job.intervalMs);
      });
  };
  schedule(job.initialDelayMs ?? job.intervalMs);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
