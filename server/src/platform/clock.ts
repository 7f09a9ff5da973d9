/**
 * The server's one source of "now". buildApp takes a clock (the system clock by default) and hands the
 * same one to the loyalty engine and to every background job, so a test or the demo seed can move time
 * for all of them at once. Timers (how often a job runs) stay on real time; only what a run reads as
 * "now" comes from here.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
