import { spinOutcome, type SpinOutcome, type SpinPlayResult } from '#domain/loyalty/games.ts';
import {
  SPIN_EASINGS,
  spinCruiseRotation,
  spinStartRotation,
  spinStopRotation,
  type SpinTimings,
} from '#domain/loyalty/wheel.ts';

/** What a spin needs from the outside world: the server, a timer and the wheel. */
export interface SpinDriver {
  play(): Promise<SpinPlayResult>;
  wait(ms: number): Promise<void>;
  /** Turn the wheel to an absolute rotation over `durationMs` with a CSS easing. */
  turnTo(rotation: number, durationMs: number, easing: string): void;
  /** False once the screen is gone: the sequence stops moving the wheel. */
  isActive(): boolean;
  /** Called as soon as the spin is known to have failed, before the wheel has come to rest. */
  onFailure(): void;
}

export type SpinResult = Extract<SpinOutcome, { kind: 'win' | 'loss' }> | { kind: 'failed' } | { kind: 'abandoned' };

/**
 * loyalty-pos.md §4 and §9, one spin: speed up for `startMs` while the server draws the prize, cruise
 * for `continueMs` as many times as it takes the answer to come, then slow down for `stopMs` onto the
 * drawn prize; resolves after that, when the stop callback is due. A failed call or an answer §5 does
 * not accept ('failed') brings the wheel to rest instead.
 */
export async function runSpin(
  driver: SpinDriver,
  options: { timings: SpinTimings; startRotation: number; wheelRewardIds: readonly string[] },
): Promise<SpinResult> {
  const { timings, wheelRewardIds } = options;
  let rotation = options.startRotation;
  const turnTo = (target: number, durationMs: number, easing: string) => {
    rotation = target;
    driver.turnTo(target, durationMs, easing);
  };

  const answer: { current: SpinOutcome | null } = { current: null };
  driver.play().then(
    (result) => (answer.current = spinOutcome(result, wheelRewardIds)),
    (error: unknown) => {
      console.warn('Failed to spin the wheel', error);
      answer.current = { kind: 'invalid' };
    },
  );

  turnTo(spinStartRotation(rotation, timings), timings.startMs, SPIN_EASINGS.start);
  await driver.wait(timings.startMs);
  do {
    if (!driver.isActive()) return { kind: 'abandoned' };
    turnTo(spinCruiseRotation(rotation, timings), timings.continueMs, SPIN_EASINGS.continue);
    await driver.wait(timings.continueMs);
  } while (answer.current === null);
  if (!driver.isActive()) return { kind: 'abandoned' };

  const outcome = answer.current;
  if (outcome.kind === 'invalid') {
    driver.onFailure();
    // Come to rest a little further on, wherever that is.
    turnTo(spinStartRotation(rotation, timings), timings.startMs, SPIN_EASINGS.stop);
    await driver.wait(timings.startMs);
    return { kind: 'failed' };
  }
  turnTo(spinStopRotation(rotation, outcome.segmentIndex, wheelRewardIds.length, timings), timings.stopMs, SPIN_EASINGS.stop);
  await driver.wait(timings.stopMs);
  return driver.isActive() ? outcome : { kind: 'abandoned' };
}
