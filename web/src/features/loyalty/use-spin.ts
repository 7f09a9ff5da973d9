import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { SpinOutcome } from '#domain/loyalty/games.ts';
import { spinTimings } from '#domain/loyalty/wheel.ts';
import type { PrizeWheelMotion } from '../../ui/prize-wheel.tsx';
import { playGameReward, reloadMember } from './api.ts';
import { runSpin } from './spin-sequence.ts';
import { useT } from '../../texts/texts.tsx';

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
  /** loyalty-pos.md §9 spin-duration factor (domain/loyalty/wheel.ts). */
  durationFactor: number;
}

/**
 * The spin of the modal (spin-sequence.ts runSpin) wired to React: a spin cannot start while one runs
 * or after it has finished (§4). After the stop the result shows and the member data reloads; after a
 * failure the toast 'Failed to spin the wheel. Please try again.' shows and the wheel may be spun
 * again — the server plays a spin once, so a retry can never win twice.
 */
export function useSpin({ membershipNumber, gameParticipantRewardId, wheelRewardIds, durationFactor }: SpinOptions) {
  const t = useT();
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
    const result = await runSpin(
      {
        play: () => playGameReward(gameParticipantRewardId, membershipNumber),
        wait: (ms) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              timers.current.delete(timer);
              resolve();
            }, ms);
            timers.current.add(timer);
          }),
        turnTo: (target, durationMs, easing) => {
          rotation.current = target;
          setMotion({ rotation: target, durationMs, easing });
        },
        isActive: () => mounted.current,
        // loyalty-pos.md §8: 'Failed to spin the wheel. Please try again.'
        onFailure: () => toast.error(t('loyalty.spin.failed')),
      },
      { timings: spinTimings(durationFactor), startRotation: rotation.current, wheelRewardIds },
    );
    if (result.kind === 'abandoned') return;
    void reloadMember(queryClient, membershipNumber);
    if (result.kind === 'failed') {
      running.current = false;
      setState({ phase: 'idle' });
      return;
    }
    setState({ phase: 'stopped', outcome: result });
  }, [state.phase, durationFactor, gameParticipantRewardId, wheelRewardIds, queryClient, membershipNumber, t]);

  return { state, motion, spin };
}
