/**
 * Calendar days in the programme's time zone. loyalty-pos.md §2 and §9 show history dates in Indonesian
 * format in the Jakarta time zone, and the ledger is grouped by that calendar day (§7), so an order at
 * 23:30 UTC counts on the next Jakarta day. Asia/Jakarta has no daylight saving (UTC+7 all year).
 */
import { JAKARTA_TIME_ZONE } from './time-zone.ts';

/** A calendar day as 'YYYY-MM-DD'; sorts and compares correctly as a string. */
export type CalendarDay = string;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayPartsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: JAKARTA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const indonesianDateFormatter = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * Asia/Jakarta has been UTC+7 since 1964 (no daylight saving since): from 1970 to year 9999 the day is
 * plain arithmetic. `formatToParts` costs a few microseconds, and every POS order and member read
 * asks for today; earlier instants still go through Intl and the time zone database.
 */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const FIXED_OFFSET_UNTIL_MS = Date.UTC(9999, 11, 31) - JAKARTA_OFFSET_MS;

/** The Jakarta calendar day of an instant. */
export function jakartaDayOfInstant(instant: Date): CalendarDay {
  const time = instant.getTime();
  if (time >= 0 && time < FIXED_OFFSET_UNTIL_MS) return new Date(time + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
  const parts = dayPartsFormatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The Jakarta calendar day of a date value from the loyalty service: a date-only 'YYYY-MM-DD' is
 * already a calendar day and is taken as is (parsing it would make it UTC midnight); a full ISO
 * timestamp is an instant and is converted. Returns null when the value is not a date.
 */
export function jakartaDay(value: string): CalendarDay | null {
  if (DATE_ONLY.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return jakartaDayOfInstant(instant);
}

/**
 * loyalty-pos.md §2 points page: '21 November 2026'. A value that is not a date is returned unchanged
 * so one bad row shows its raw text instead of breaking the whole history list.
 */
export function formatJakartaDate(iso: string): string {
  // A date-only value means that day; anchor it at Jakarta noon so no zone shift can move it.
  const instant = new Date(DATE_ONLY.test(iso) ? `${iso}T12:00:00+07:00` : iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return indonesianDateFormatter.format(instant);
}

/**
 * Adds whole calendar months to a day, clamping to the month's last day
 * (2024-02-29 + 12 months = 2025-02-28), e.g. for the 12-month points expiry (ARCHITECTURE).
 */
export function addMonthsToDay(day: CalendarDay, months: number): CalendarDay {
  const match = DATE_ONLY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: '${day}'`);
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1, 2)}-${pad(Math.min(date, lastDay), 2)}`;
}

/** Adds whole days to a calendar day (negative to go back): '2026-02-27' + 2 = '2026-03-01'. */
export function addDaysToDay(day: CalendarDay, days: number): CalendarDay {
  const match = DATE_ONLY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: '${day}'`);
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
