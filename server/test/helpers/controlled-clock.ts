import type { Clock } from '../../src/platform/clock.ts';

/** The app's clock under a test's hand (createTestApp({ clock })): the engine, its routes and the jobs read it. */
export interface ControlledClock extends Clock {
  /** Moves to an instant; a Jakarta time reads best: '2027-03-14T00:30:00+07:00'. */
  set(instant: string): void;
}

export function controlledClock(start = new Date()): ControlledClock {
  let instant = start;
  return {
    now: () => new Date(instant),
    set(value) {
      instant = new Date(value);
      if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an instant: ${value}`);
    },
  };
}
