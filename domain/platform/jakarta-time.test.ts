import { describe, it, expect } from 'vitest';
import { addDaysToDay, addMonthsToDay, jakartaDay, jakartaDayOfInstant } from './jakarta-time.ts';
import { JAKARTA_TIME_ZONE } from './time-zone.ts';

describe('jakartaDay', () => {
  it('converts an instant to the Jakarta calendar day (UTC+7)', () => {
    expect(jakartaDay('2026-11-20T16:59:59Z')).toBe('2026-11-20');
    expect(jakartaDay('2026-11-20T17:00:00Z')).toBe('2026-11-21');
    expect(jakartaDay('2026-12-31T17:00:00.000Z')).toBe('2027-01-01');
    expect(jakartaDayOfInstant(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21');
  });

  it('gives the time zone database\'s day for every hour from 1950 to 2100 (arithmetic from 1970, Intl before)', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: JAKARTA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    // Mismatches are collected and asserted once: an expect() per instant (about 190,000) took most of
    // the test's time and made it time out on a busy machine.
    const mismatches: string[] = [];
    for (let time = Date.UTC(1950, 0, 1); time < Date.UTC(2100, 0, 1); time += 3_600_000 * 7 + 1_234_567) {
      const instant = new Date(time);
      const ours = jakartaDayOfInstant(instant);
      const theirs = zone.format(instant);
      if (ours !== theirs) mismatches.push(`${instant.toISOString()}: ${ours} instead of ${theirs}`);
    }
    expect(mismatches).toEqual([]);
  }, 30_000);

  it('takes a date-only value as the day itself', () => {
    expect(jakartaDay('2026-11-21')).toBe('2026-11-21');
  });

  it('gives null for text that is not a date', () => {
    expect(jakartaDay('tomorrow')).toBeNull();
  });
});

describe('addMonthsToDay', () => {
  it('adds whole months', () => {
    expect(addMonthsToDay('2025-11-21', 12)).toBe('2026-11-21');
    expect(addMonthsToDay('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonthsToDay('2026-01-15', -1)).toBe('2025-12-15');
  });

  it("clamps to the target month's last day", () => {
    expect(addMonthsToDay('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDay('2027-01-31', 13)).toBe('2028-02-29');
  });

  it('rejects a value that is not a calendar day', () => {
    expect(() => addMonthsToDay('2026-11-21T00:00:00Z', 12)).toThrow(RangeError);
  });
});

describe('addDaysToDay', () => {
  it('moves across month and year ends, forwards and back', () => {
    expect(addDaysToDay('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDaysToDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDaysToDay('2026-11-21', 0)).toBe('2026-11-21');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addDaysToDay('21-11-2026', 1)).toThrow(RangeError);
  });
});
