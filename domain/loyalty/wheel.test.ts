import { describe, it, expect } from 'vitest';
import {
  WHEEL_COLORS,
  WHEEL_CRUISE_DEGREES_PER_MS,
  parseSpinDurationFactor,
  segmentAtRotation,
  spinCruiseRotation,
  spinStartRotation,
  spinStopRotation,
  spinTimings,
  targetRotation,
  wheelSegments,
  type WheelReward,
} from './wheel.ts';

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('WHEEL_COLORS', () => {
  it('has six distinct pastel backgrounds', () => {
    expect(WHEEL_COLORS).toHaveLength(6);
    expect(new Set(WHEEL_COLORS.map((c) => c.backgroundColor)).size).toBe(6);
    for (const { backgroundColor } of WHEEL_COLORS) {
      expect(backgroundColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(luminance(backgroundColor), backgroundColor).toBeGreaterThan(0.6); // pastel = light
    }
  });

  it('pairs each background with text readable at WCAG AA (4.5:1)', () => {
    for (const { backgroundColor, textColor } of WHEEL_COLORS) {
      expect(contrast(backgroundColor, textColor), backgroundColor).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('wheelSegments', () => {
  const rewards: WheelReward[] = Array.from({ length: 8 }, (_, i) => ({
    gameRewardId: `GR-${i + 1}`,
    name: `Voucher ${i + 1}`,
  }));

  // The screen words it from the catalogue ('Prize {n}', 'Hadiah {n}').
  const prize = (n: number) => `Prize ${n}`;

  it('makes one segment per reward with its id and name', () => {
    const segments = wheelSegments(rewards, prize);
    expect(segments).toHaveLength(8);
    expect(segments[0]).toEqual({
      id: 'GR-1',
      label: 'Voucher 1',
      backgroundColor: WHEEL_COLORS[0].backgroundColor,
      textColor: WHEEL_COLORS[0].textColor,
    });
  });

  it('cycles the six pastels', () => {
    const colors = wheelSegments(rewards, prize).map((s) => s.backgroundColor);
    expect(colors.slice(0, 6)).toEqual(WHEEL_COLORS.map((c) => c.backgroundColor));
    expect(colors[6]).toBe(WHEEL_COLORS[0].backgroundColor);
    expect(colors[7]).toBe(WHEEL_COLORS[1].backgroundColor);
  });

  it("labels a reward without a name 'Prize {n}', counting from 1", () => {
    const segments = wheelSegments([
      { gameRewardId: 'a', name: null },
      { gameRewardId: 'b' },
      { gameRewardId: 'c', name: '   ' },
      { gameRewardId: 'd', name: ' Zonk ' },
    ], prize);
    expect(segments.map((s) => s.label)).toEqual(['Prize 1', 'Prize 2', 'Prize 3', 'Zonk']);
    expect(wheelSegments([{ gameRewardId: 'a' }], (n) => `Hadiah ${n}`)[0]?.label).toBe('Hadiah 1');
  });

  it("ignores the reward's own colour", () => {
    const [segment] = wheelSegments([{ gameRewardId: 'a', name: 'Red', color: '#FF0000' }], prize);
    expect(segment?.backgroundColor).toBe(WHEEL_COLORS[0].backgroundColor);
  });

  it('gives no segments for no rewards', () => {
    expect(wheelSegments([], prize)).toEqual([]);
  });
});

describe('spinTimings', () => {
  it('is 2.6 s start, 0.75 s continue and 8 s stop at factor 1', () => {
    expect(spinTimings(1)).toEqual({ startMs: 2600, continueMs: 750, stopMs: 8000, totalMs: 11_350 });
  });

  it('scales by the factor', () => {
    expect(spinTimings(0.5)).toEqual({ startMs: 1300, continueMs: 375, stopMs: 4000, totalMs: 5675 });
    expect(spinTimings(2)).toEqual({ startMs: 5200, continueMs: 1500, stopMs: 16_000, totalMs: 22_700 });
  });

  it('floors the factor at 0.01 and rounds to whole milliseconds', () => {
    const fastest = { startMs: 26, continueMs: 8, stopMs: 80, totalMs: 114 };
    expect(spinTimings(0.01)).toEqual(fastest);
    expect(spinTimings(0)).toEqual(fastest);
    expect(spinTimings(-3)).toEqual(fastest);
  });

  it('uses the normal speed for a factor that is not a number', () => {
    expect(spinTimings(Number.NaN).totalMs).toBe(11_350);
  });
});

describe('targetRotation', () => {
  it('brings the middle of the chosen segment under the top pointer', () => {
    // Six segments of 60 degrees; segment 0 spans 0-60, its middle (30) must travel to 360.
    expect(targetRotation(0, 6, { turns: 5, currentRotation: 0 })).toBe(1800 + 330);
    expect(targetRotation(1, 6, { turns: 5, currentRotation: 0 })).toBe(1800 + 270);
    expect(targetRotation(3, 6, { turns: 5, currentRotation: 0 })).toBe(1800 + 150);
    expect(targetRotation(0, 1, { turns: 0, currentRotation: 0 })).toBe(180);
  });

  it('keeps turning forward from the current rotation', () => {
    const first = targetRotation(0, 6, { turns: 5, currentRotation: 0 });
    const second = targetRotation(3, 6, { turns: 5, currentRotation: first });
    expect(second).toBe(4110);
    expect(second - first).toBeGreaterThanOrEqual(5 * 360);
  });

  it('lands on every segment of wheels of 1 to 12 segments', () => {
    for (let count = 1; count <= 12; count++) {
      for (let index = 0; index < count; index++) {
        for (const currentRotation of [0, 95, 1234.5]) {
          const rotation = targetRotation(index, count, { turns: 4, currentRotation });
          expect(segmentAtRotation(rotation, count), `${index}/${count} from ${currentRotation}`).toBe(index);
          expect(rotation).toBeGreaterThanOrEqual(currentRotation + 4 * 360);
          expect(rotation).toBeLessThan(currentRotation + 5 * 360);
        }
      }
    }
  });

  it('rejects a segment that is not on the wheel', () => {
    expect(() => targetRotation(6, 6, { turns: 5, currentRotation: 0 })).toThrow(RangeError);
    expect(() => targetRotation(-1, 6, { turns: 5, currentRotation: 0 })).toThrow(RangeError);
    expect(() => targetRotation(0, 0, { turns: 5, currentRotation: 0 })).toThrow(RangeError);
    expect(() => targetRotation(1.5, 6, { turns: 5, currentRotation: 0 })).toThrow(RangeError);
  });
});

describe('segmentAtRotation', () => {
  it('reads the segment under the top pointer', () => {
    expect(segmentAtRotation(0, 6)).toBe(0); // the pointer sits at the start of segment 0
    expect(segmentAtRotation(330, 6)).toBe(0);
    expect(segmentAtRotation(270, 6)).toBe(1);
    expect(segmentAtRotation(-90, 4)).toBe(1);
  });
});

describe('parseSpinDurationFactor', () => {
  it('reads a positive number and falls back to 1 for anything else', () => {
    expect(parseSpinDurationFactor('0.05')).toBe(0.05);
    expect(parseSpinDurationFactor('2')).toBe(2);
    for (const value of [null, undefined, '', ' ', 'fast', '0', '-1', 'Infinity']) expect(parseSpinDurationFactor(value), String(value)).toBe(1);
  });

  it('leaves the 0.01 minimum to spinTimings', () => {
    expect(spinTimings(parseSpinDurationFactor('0.001'))).toEqual(spinTimings(0.01));
  });
});

describe('the spin phases', () => {
  const normal = spinTimings(1);

  it('speeds up over half the distance cruising would cover, then cruises at two turns a second', () => {
    expect(spinStartRotation(10, normal)).toBeCloseTo(10 + (WHEEL_CRUISE_DEGREES_PER_MS * 2600) / 2);
    expect(spinCruiseRotation(0, normal)).toBeCloseTo(540); // 0.75 s at 720 degrees a second
  });

  it('stops with the drawn segment under the pointer after the braking turns', () => {
    for (const current of [0, 1234.5, 99_999]) {
      for (let segment = 0; segment < 8; segment += 1) {
        const stop = spinStopRotation(current, segment, 8, normal);
        expect(segmentAtRotation(stop, 8)).toBe(segment);
        // Braking from 720 degrees a second over 8 s covers 2,880 degrees: 8 turns plus the landing.
        expect(stop - current).toBeGreaterThanOrEqual(8 * 360);
        expect(stop - current).toBeLessThan(9 * 360);
      }
    }
  });

  it('still lands on the segment for the quickest test spin', () => {
    const quick = spinTimings(0.01);
    const stop = spinStopRotation(45, 3, 8, quick);
    expect(segmentAtRotation(stop, 8)).toBe(3);
    expect(stop).toBeGreaterThanOrEqual(45);
  });
});
