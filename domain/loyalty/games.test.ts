import { describe, expect, it } from 'vitest';
import { drawWeighted, firstPlayableSpin, spinOutcome } from './games.ts';

const prizes = [
  { name: 'Voucher', weight: 2 },
  { name: 'Zonk', weight: 0 },
  { name: 'Points', weight: 3 },
];

describe('drawWeighted', () => {
  it('maps each ticket to the prize whose weight covers it, never to a weight-0 prize', () => {
    const drawn = [0, 1, 2, 3, 4].map((ticket) => drawWeighted(prizes, () => ticket).name);
    expect(drawn).toEqual(['Voucher', 'Voucher', 'Points', 'Points', 'Points']);
  });

  it('asks for a ticket below the total weight', () => {
    const asked: number[] = [];
    drawWeighted(prizes, (n) => {
      asked.push(n);
      return 0;
    });
    expect(asked).toEqual([5]);
  });

  it('follows the weights over many draws', () => {
    const counts = new Map<string, number>();
    for (let ticket = 0; ticket < 5_000; ticket += 1) {
      const prize = drawWeighted(prizes, (n) => ticket % n);
      counts.set(prize.name, (counts.get(prize.name) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ Voucher: 2_000, Points: 3_000 });
  });

  it('refuses a game where nothing can be won or lost', () => {
    expect(() => drawWeighted([{ weight: 0 }], () => 0)).toThrow('Nothing to draw');
    expect(() => drawWeighted([], () => 0)).toThrow('Nothing to draw');
  });
});

describe('spinOutcome', () => {
  const wheel = ['r-voucher', 'r-zonk', 'r-thanks'];
  const play = (gameRewardId: string, name: string, status = true) => ({ status, gameReward: [{ gameRewardId, name }] });

  it('is a win on the segment of the prize the server drew', () => {
    expect(spinOutcome(play('r-voucher', 'Voucher Rp 5.000'), wheel)).toEqual({ kind: 'win', prizeName: 'Voucher Rp 5.000', segmentIndex: 0 });
  });

  it("is a loss for 'Zonk' and 'Thank you', in any case (loyalty-pos.md §2)", () => {
    expect(spinOutcome(play('r-zonk', 'ZONK'), wheel)).toMatchObject({ kind: 'loss', segmentIndex: 1 });
    expect(spinOutcome(play('r-thanks', 'Thank You for playing'), wheel)).toMatchObject({ kind: 'loss', segmentIndex: 2 });
  });

  it('is invalid when the status is false, no reward came back or the wheel lacks the prize (§5)', () => {
    expect(spinOutcome(play('r-voucher', 'Voucher', false), wheel)).toEqual({ kind: 'invalid' });
    expect(spinOutcome({ status: true, gameReward: [] }, wheel)).toEqual({ kind: 'invalid' });
    expect(spinOutcome(play('r-elsewhere', 'Voucher'), wheel)).toEqual({ kind: 'invalid' });
  });
});

describe('firstPlayableSpin', () => {
  const wheel = [{ gameRewardId: 'a' }, { gameRewardId: 'b' }];
  const spin = (id: string, status: string) => ({ gameParticipantRewardId: id, status });

  it("picks the first 'YetToReward' spin with its wheel and counts every playable one", () => {
    const games = [
      { gameRewards: wheel, participantGameRewards: [spin('played', 'Rewarded'), spin('s1', 'YetToReward'), spin('s2', 'YetToReward')] },
    ];
    expect(firstPlayableSpin(games)).toEqual({ gameParticipantRewardId: 's1', gameRewards: wheel, playableCount: 2 });
  });

  it('is null when nothing is playable, so the wheel is hidden (loyalty-pos.md §4)', () => {
    expect(firstPlayableSpin([])).toBeNull();
    expect(firstPlayableSpin([{ gameRewards: wheel, participantGameRewards: [spin('played', 'Rewarded')] }])).toBeNull();
    expect(firstPlayableSpin([{ gameRewards: [], participantGameRewards: [spin('s1', 'YetToReward')] }])).toBeNull();
  });
});
