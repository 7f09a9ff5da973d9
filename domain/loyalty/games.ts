/**
 * The prize draw of the spin-to-win game (loyalty-pos.md §2 spin modal, LOYALTY-API-REFERENCE games:
 * "the server decides the prize; the client only animates"). Each game reward has a whole-number
 * weight; a reward's chance is its weight over the sum of weights.
 */
import { isLossPrize } from './programme.ts';

export const GAME_REWARD_TYPES = ['Voucher', 'LoyaltyPoints', 'NoReward'] as const;
export type GameRewardType = (typeof GAME_REWARD_TYPES)[number];

/** A granted spin is playable for this many days. */
export const SPIN_VALIDITY_DAYS = 30;

/**
 * Picks one item by weight. `randomBelow(n)` returns an integer in [0, n) (crypto-random on the server,
 * seeded in the demo data and tests). Items with weight 0 are never drawn; throws when nothing can be.
 */
export function drawWeighted<Item extends { weight: number }>(
  items: readonly Item[],
  randomBelow: (n: number) => number,
): Item {
  const total = items.reduce((sum, item) => sum + Math.max(0, Math.floor(item.weight)), 0);
  if (total <= 0) throw new RangeError('Nothing to draw: every weight is 0');
  let ticket = randomBelow(total);
  for (const item of items) {
    const weight = Math.max(0, Math.floor(item.weight));
    if (ticket < weight) return item;
    ticket -= weight;
  }
  // Unreachable when randomBelow honours its range.
  throw new RangeError(`randomBelow(${total}) returned a number out of range`);
}

/** The fields of a played spin the member area reads (domain/platform/api/platform.ts gamePlayResponse). */
export interface SpinPlayResult {
  status: boolean;
  gameReward: readonly { gameRewardId: string; name: string }[];
}

export type SpinOutcome =
  | { kind: 'win' | 'loss'; prizeName: string; segmentIndex: number }
  | { kind: 'invalid' };

/**
 * loyalty-pos.md §5: a result counts only if its status is true and it returns at least one reward;
 * the wheel must also hold that reward, or it could not land on it. §2: a prize named like 'Zonk' or
 * 'Thank you' is a loss, anything else a win.
 */
export function spinOutcome(result: SpinPlayResult, wheelRewardIds: readonly string[]): SpinOutcome {
  const [prize] = result.gameReward;
  if (!result.status || !prize) return { kind: 'invalid' };
  const segmentIndex = wheelRewardIds.indexOf(prize.gameRewardId);
  if (segmentIndex === -1) return { kind: 'invalid' };
  return { kind: isLossPrize(prize.name) ? 'loss' : 'win', prizeName: prize.name, segmentIndex };
}

/** The parts of a game definition (domain/platform/api/platform.ts gameDefinition) that say what can be played. */
export interface PlayableGameDefinition<Reward> {
  gameRewards: readonly Reward[];
  participantGameRewards: readonly { gameParticipantRewardId: string; status: string }[];
}

/**
 * loyalty-pos.md §4: a participant reward with status 'YetToReward' is playable, and a spin starts
 * only with such an id. Returns the first one (the engine lists the oldest first, so it is played
 * before it expires) with its game's wheel and how many spins are waiting in all; null hides the wheel.
 */
export function firstPlayableSpin<Reward>(
  gameDefinitions: readonly PlayableGameDefinition<Reward>[],
): { gameParticipantRewardId: string; gameRewards: readonly Reward[]; playableCount: number } | null {
  let first: { gameParticipantRewardId: string; gameRewards: readonly Reward[] } | null = null;
  let playableCount = 0;
  for (const game of gameDefinitions) {
    if (game.gameRewards.length === 0) continue; // a wheel without segments cannot land anywhere
    for (const spin of game.participantGameRewards) {
      if (spin.status !== 'YetToReward') continue;
      playableCount += 1;
      first ??= { gameParticipantRewardId: spin.gameParticipantRewardId, gameRewards: game.gameRewards };
    }
  }
  return first && { ...first, playableCount };
}
