import { describe, expect, it } from 'vitest';
import { birthDateProblem, businessDateProblem, isCalendarDate, parseIsoInstant, periodDayProblem } from './dates.ts';

const NOW = new Date('2026-11-23T01:00:00.000Z'); // 08:00 in Jakarta, 23 November 2026

describe('calendar dates', () => {
  it('knows which days exist, leap years included', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-30')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-00-10')).toBe(false);
    expect(isCalendarDate('1')).toBe(false);
    expect(isCalendarDate('2024-2-3')).toBe(false);
  });

  it('reads ISO dates and date-times with an offset, nothing else', () => {
    expect(parseIsoInstant('2026-11-20T03:15:00.000Z')?.toISOString()).toBe('2026-11-20T03:15:00.000Z');
    expect(parseIsoInstant('2026-11-20T10:15:00+07:00')?.toISOString()).toBe('2026-11-20T03:15:00.000Z');
    expect(parseIsoInstant('2026-11-20')?.toISOString()).toBe('2026-11-19T17:00:00.000Z'); // Jakarta midnight
    for (const wrong of ['1', 'yesterday', '2024-02-30', '2024-02-30T00:00:00Z', '+275760-09-13T00:00:00.000Z', '2026-11-20T10:15:00', '2026-11-20T25:00:00Z']) {
      expect(parseIsoInstant(wrong), wrong).toBeNull();
    }
  });
});

describe('birth dates', () => {
  it('takes a real day from 1900 until yesterday (Jakarta)', () => {
    expect(birthDateProblem('1988-02-29', NOW)).toBeNull();
    expect(birthDateProblem('1900-01-01', NOW)).toBeNull();
    expect(birthDateProblem('2026-11-22', NOW)).toBeNull();
    expect(birthDateProblem('2026-11-23', NOW)).toBe('The birth date must be in the past.');
    expect(birthDateProblem('9999-12-31', NOW)).toBe('The birth date must be in the past.');
    expect(birthDateProblem('1899-12-31', NOW)).toBe('The birth date must be in 1900 or later.');
    expect(birthDateProblem('0000-01-01', NOW)).toBe('The birth date must be in 1900 or later.');
    expect(birthDateProblem('1990-02-30', NOW)).toBe('Enter the birth date as a real date (YYYY-MM-DD).');
  });
});

describe('enrollment and transaction dates', () => {
  it('takes a real day from 2000 until a day from now', () => {
    expect(businessDateProblem('2026-11-23T00:59:00.000Z', 'enrollmentDate', NOW)).toBeNull();
    expect(businessDateProblem('2000-01-01', 'enrollmentDate', NOW)).toBeNull();
    expect(businessDateProblem('2026-11-24T00:00:00.000Z', 'enrollmentDate', NOW)).toBeNull(); // clock skew
    expect(businessDateProblem('2026-11-25T00:00:00.000Z', 'enrollmentDate', NOW)).toBe('enrollmentDate cannot be in the future.');
    expect(businessDateProblem('1999-12-31T00:00:00.000Z', 'enrollmentDate', NOW)).toBe('enrollmentDate must be in 2000 or later.');
    expect(businessDateProblem('0000-01-01T00:00:00.000Z', 'enrollmentDate', NOW)).toBe('enrollmentDate must be in 2000 or later.');
    for (const wrong of ['1', '2024-02-30', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z']) {
      expect(businessDateProblem(wrong, 'enrollmentDate', NOW), wrong).toBe('enrollmentDate must be an ISO date, like 2026-11-20 or 2026-11-20T10:15:00+07:00.');
    }
  });

  it('search periods are real days between 1900 and 2100', () => {
    expect(periodDayProblem('2026-01-31', 'periodStartDate')).toBeNull();
    expect(periodDayProblem('0000-01-01', 'periodStartDate')).toBe('periodStartDate must be between 1900 and 2100.');
    expect(periodDayProblem('2026-02-30', 'periodEndDate')).toBe('periodEndDate must be a real date (YYYY-MM-DD).');
  });
});
