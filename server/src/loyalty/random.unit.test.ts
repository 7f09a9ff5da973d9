import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed (deterministic demo data)', () => {
    const a = seededRandom(1001);
    const b = seededRandom(1001);
    expect(Array.from({ length: 5 }, () => a.below(1000))).toEqual(Array.from({ length: 5 }, () => b.below(1000)));
    expect(a.uuid()).toBe(b.uuid());
    expect(seededRandom(1).uuid()).not.toBe(seededRandom(2).uuid());
  });

  it('makes version-4 UUIDs and integers in range', () => {
    const random = seededRandom(7);
    expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (let i = 0; i < 1_000; i += 1) {
      const n = random.below(6);
      expect(n >= 0 && n < 6 && Number.isInteger(n)).toBe(true);
    }
  });
});
