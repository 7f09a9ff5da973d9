import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { spinOutcome, type SpinOutcome } from '../../../../domain/games.ts';
import {
  SPIN_EASINGS,
  spinCruiseRotation,
  spinStartRotation,
  spinStopRotation,
  spinTimings,
} from '../../../../domain/wheel.ts';
import type { PrizeWheelMotion } from '../../ui/prize-wheel.tsx';
import { playGameReward, reloadMember } from './api.ts';

/** loyalty-pos.md §8. */
export const SPIN_FAILED_MESSAGE = 'Failed to spin the wheel. Please try again.';

/** loyalty-pos.md §4: idle, then spinning, then stopped with the result shown. */
export type SpinState =
  | { phase: 'idle' }
  | { phase: 'spinning' }
  | { phase: 'stopped'; outcome: Extract<SpinOutcome, { kind: 'win' | 'loss' }> };

interface SpinOptions {
  membershipNumber: string;
  gameParticipantRewardId: string;
  /** The wheel's segments in order: the prize's position among them is where the wheel stops. */
  wheelRewardIds: readonly string[];
  /** loyalty-pos.md §9 spin-duration factor (domain/wheel.ts). */
  durationFactor: number;
}

type Answer = { outcome: SpinOutcome } | { failed: true };

/**
 * The spin (loyalty-pos.md §4): the wheel speeds up while the server draws the prize, cruises until
 * the answer is in, then slows down onto that prize; after the stop the result shows and the member
 * data reloads. A spin cannot start while one runs or after it has finished; after a failure (toast
 * 'Failed to spin the wheel. Please try again.') the wheel comes to rest and may be spun again — the
 * server plays a spin once, so a retry can never win twice.
 */
export function useSpin({ membershipNumber, gameParticipantRewardId, wheelRewardIds, durationFactor }: SpinOptions) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SpinState>({ phase: 'idle' });
  const [motion, setMotion] = useState<PrizeWheelMotion>({ rotation: 0, durationMs: 0, easing: 'linear' });
  const rotation = useRef(0);
  const running = useRef(false);
  const mounted = useRef(true);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const spin = useCallback(async () => {
    if (running.current || state.phase !== 'idle') return;
    running.current = true;
    setState({ phase: 'spinning' });
    const timings = spinTimings(durationFactor);
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          resolve();
        }, ms);
        timers.current.add(timer);
      });
    const turnTo = (target: number, durationMs: number, easing: string) => {
      rotation.current = target;
      setMotion({ rotation: target, durationMs, easing });
    };

    const answer: { current: Answer | null } = { current: null };
    playGameReward(gameParticipantRewardId).then(
      (result) => (answer.current = { outcome: spinOutcome(result, wheelRewardIds) }),
      (error: unknown) => {
        console.warn('Failed to spin the wheel', error);
        answer.current = { failed: true };
      },
    );

    turnTo(spinStartRotation(rotation.current, timings), timings.startMs, SPIN_EASINGS.start);
    await wait(timings.startMs);
    do {
      turnTo(spinCruiseRotation(rotation.current, timings), timings.continueMs, SPIN_EASINGS.continue);
      await wait(timings.continueMs);
    } while (answer.current === null && mounted.current);
    if (!mounted.current) return;

    const outcome = answer.current && 'outcome' in answer.current ? answer.current.outcome : { kind: 'invalid' as const };
    if (outcome.kind === 'invalid') {
      toast.error(SPIN_FAILED_MESSAGE);
      // Come to rest wherever the wheel is, a little further on, then let the member try again.
      turnTo(spinStartRotation(rotation.current, timings), timings.startMs, SPIN_EASINGS.stop);
      await wait(timings.startMs);
      running.current = false;
      if (mounted.current) setState({ phase: 'idle' });
      void reloadMember(queryClient, membershipNumber);
      return;
    }
    turnTo(spinStopRotation(rotation.current, outcome.segmentIndex, wheelRewardIds.length, timings), timings.stopMs, SPIN_EASINGS.stop);
    // loyalty-pos.md §4: the stop callback fires after the total spin duration.
    await wait(timings.stopMs);
    if (!mounted.current) return;
    setState({ phase: 'stopped', outcome });
    void reloadMember(queryClient, membershipNumber);
  }, [state.phase, durationFactor, gameParticipantRewardId, wheelRewardIds, queryClient, membershipNumber]);

  return { state, motion, spin };
}
