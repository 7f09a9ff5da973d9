import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatRelativeDays, formatRupiah, formatTime, STORE_TIME_ZONES, zoneLabel, type DateStyle } from './format.ts';

const NBSP = '\u00a0';
// 07:05 UTC on 21 November 2026: 14.05 in Jakarta, 15.05 in Makassar, 16.05 in Jayapura.
const instant = new Date('2026-11-21T07:05:00Z');

describe('the one formatting module', () => {
  it('prints rupiah whole and in the currency’s own notation in either language', () => {
    expect(formatRupiah(1_250_000)).toBe(`Rp${NBSP}1.250.000`);
    expect(formatRupiah(0)).toBe(`Rp${NBSP}0`);
  });

  it('groups points as the language does', () => {
    expect(formatNumber(1250, 'id')).toBe('1.250');
    expect(formatNumber(1250, 'en')).toBe('1,250');
  });

  it('prints a date in the store’s zone, a calendar day as it is', () => {
    expect(formatDate('2026-11-21', 'id')).toBe('21 November 2026');
    expect(formatDate('2026-11-21', 'en')).toBe('21 November 2026');
    // 20:00 UTC is already the next day in Jakarta.
    expect(formatDate(new Date('2026-11-21T20:00:00Z'), 'id', { style: 'medium' })).toBe('22 Nov 2026');
    expect(formatDate('2026-02-03', 'en', { style: 'short' satisfies DateStyle })).toBe('03/02/2026');
    expect(formatDate('not a date', 'id')).toBe('not a date');
  });

  it('prints a time with the zone’s name: WIB, WITA, WIT', () => {
    expect(formatTime(instant, 'id')).toBe('14.05 WIB');
    expect(formatTime(instant, 'en')).toBe('14:05 WIB');
    expect(formatTime(instant, 'id', STORE_TIME_ZONES.WITA)).toBe('15.05 WITA');
    expect(formatDateTime(instant, 'id', { timeZone: STORE_TIME_ZONES.WIT })).toBe('21 Nov 2026 16.05 WIT');
    expect(zoneLabel('Europe/Paris')).toBe('Europe/Paris');
  });

  it('says how far a day is as a person does', () => {
    expect(formatRelativeDays(2, 'id')).toBe('2 hari lagi');
    expect(formatRelativeDays(2, 'en')).toBe('in 2 days');
    expect(formatRelativeDays(1, 'id')).toBe('besok');
    expect(formatRelativeDays(-1, 'en')).toBe('yesterday');
    expect(formatRelativeDays(-3, 'id')).toBe('3 hari yang lalu');
  });
});
