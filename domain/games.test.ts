import { describe, expect, it } from 'vitest';
import { drawWeighted, GAME_REWARD_TYPES, SPIN_VALIDITY_DAYS } from './games.ts';

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

  it('knows the hosted service’s reward types and a 30-day spin validity', () => {
    expect(GAME_REWARD_TYPES).toEqual(['Voucher', 'LoyaltyPoints', 'NoReward']);
    expect(SPIN_VALIDITY_DAYS).toBe(30);
  });
});
