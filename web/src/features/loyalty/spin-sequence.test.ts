import { describe, expect, it, vi } from 'vitest';
import type { SpinPlayResult } from '#domain/loyalty/games.ts';
import { SPIN_EASINGS, segmentAtRotation, spinTimings } from '#domain/loyalty/wheel.ts';
import { runSpin, type SpinDriver } from './spin-sequence.ts';

const wheel = ['voucher', 'points', 'zonk', 'thanks'];
const timings = spinTimings(1);

/** A driver whose timers fire at once, recording every wheel movement and wait. */
function fakeDriver(play: () => Promise<SpinPlayResult>) {
  const moves: { rotation: number; durationMs: number; easing: string }[] = [];
  const waits: number[] = [];
  const onFailure = vi.fn<() => void>();
  const driver: SpinDriver & { onFailure: typeof onFailure } = {
    play,
    wait: async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    turnTo: (rotation, durationMs, easing) => moves.push({ rotation, durationMs, easing }),
    isActive: () => true,
    onFailure,
  };
  return { driver, moves, waits };
}

const won = (gameRewardId: string, name: string): Promise<SpinPlayResult> => Promise.resolve({ status: true, gameReward: [{ gameRewardId, name }] });

describe('runSpin (loyalty-pos.md §4, §9)', () => {
  it('speeds up for 2.6 s, cruises 0.75 s, slows down for 8 s onto the prize the server drew', async () => {
    const { driver, moves, waits } = fakeDriver(() => won('points', '100 Poin'));
    const result = await runSpin(driver, { timings, startRotation: 0, wheelRewardIds: wheel });
    expect(result).toEqual({ kind: 'win', prizeName: '100 Poin', segmentIndex: 1 });
    expect(waits).toEqual([2600, 750, 8000]);
    expect(moves.map((m) => m.easing)).toEqual([SPIN_EASINGS.start, SPIN_EASINGS.continue, SPIN_EASINGS.stop]);
    const stop = moves.at(-1)?.rotation ?? 0;
    expect(segmentAtRotation(stop, wheel.length)).toBe(1);
    // Always forward.
    for (let i = 1; i < moves.length; i += 1) expect(moves[i]?.rotation).toBeGreaterThan(moves[i - 1]?.rotation ?? 0);
    expect(driver.onFailure).not.toHaveBeenCalled();
  });

  it('keeps cruising until a slow server answers', async () => {
    let answer: (result: SpinPlayResult) => void = () => {};
    const { driver, waits } = fakeDriver(() => new Promise((resolve) => (answer = resolve)));
    const spinning = runSpin(driver, { timings, startRotation: 90, wheelRewardIds: wheel });
    await vi.waitFor(() => expect(waits.length).toBeGreaterThan(4));
    answer({ status: true, gameReward: [{ gameRewardId: 'zonk', name: 'Zonk' }] });
    expect(await spinning).toEqual({ kind: 'loss', prizeName: 'Zonk', segmentIndex: 2 });
    expect(waits.at(-1)).toBe(8000);
    expect(waits.slice(1, -1).every((ms) => ms === 750)).toBe(true);
  });

  it('fails on an error, a false status, no reward or a reward not on the wheel, and comes to rest (§5, §8)', async () => {
    const answers: (() => Promise<SpinPlayResult>)[] = [
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve({ status: false, gameReward: [{ gameRewardId: 'voucher', name: 'Voucher' }] }),
      () => Promise.resolve({ status: true, gameReward: [] }),
      () => won('elsewhere', 'Voucher'),
    ];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const play of answers) {
      const { driver, moves } = fakeDriver(play);
      expect(await runSpin(driver, { timings, startRotation: 0, wheelRewardIds: wheel })).toEqual({ kind: 'failed' });
      expect(driver.onFailure).toHaveBeenCalledTimes(1);
      expect(moves.at(-1)?.easing).toBe(SPIN_EASINGS.stop);
    }
    warn.mockRestore();
  });

  it('stops moving the wheel once the screen is gone', async () => {
    const { driver, moves } = fakeDriver(() => won('voucher', 'Voucher Rp 5.000'));
    driver.isActive = () => moves.length < 1;
    expect(await runSpin(driver, { timings, startRotation: 0, wheelRewardIds: wheel })).toEqual({ kind: 'abandoned' });
    expect(moves).toHaveLength(1);
  });
});
