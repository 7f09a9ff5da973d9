/**
 * Which dates a person or a till may send us (decision 011): real calendar dates in a sane range. The
 * server's schemas (pos/api/sales.ts, loyalty/api/members.ts) and the web forms use these same rules, so a form
 * and the API never disagree about what a valid date is.
 *
 * Why ranges at all: JavaScript and PostgreSQL accept dates no person means ('0000-01-01',
 * '+275760-09-13', '9999-12-31') and some that PostgreSQL then refuses to store; a birth date in the
 * future or an enrollment in 1066 is a typing mistake, and is better answered at once.
 */
import { jakartaDayOfInstant, type CalendarDay } from './jakarta-time.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 date and time with an offset or Z: '2026-11-20T03:15:00.000Z', '2026-11-20T10:15:00+07:00'. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/;

/** The earliest birth date we take (nobody alive was born before). */
const EARLIEST_BIRTH_DATE: CalendarDay = '1900-01-01';
/** The earliest enrollment or transaction date we take (the programme's systems are younger). */
const EARLIEST_BUSINESS_DATE: CalendarDay = '2000-01-01';
/** How far ahead of now an enrollment or transaction may be dated (clock skew between tills). */
const FUTURE_TOLERANCE_DAYS = 1;

const DAY_MS = 86_400_000;

/** True for 'YYYY-MM-DD' naming a day that exists ('2024-02-29' yes, '2023-02-29' and '2024-02-30' no). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  return dayExists(Number(match[1]), Number(match[2]), Number(match[3]));
}

function dayExists(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Date.UTC's month overflow tells the month's length, leap years included.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * The instant of an ISO 8601 date ('2026-11-20', taken as Jakarta midnight) or date-time with an
 * offset, when the date part names a real day; null otherwise ('1', 'yesterday', '2024-02-30').
 */
export function parseIsoInstant(value: string): Date | null {
  if (isCalendarDate(value)) return new Date(`${value}T00:00:00+07:00`);
  const match = DATE_TIME.exec(value);
  if (!match || !dayExists(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Why a birth date is refused, or null when it is fine: a real day after 1900 and before today (Jakarta). */
export function birthDateProblem(value: string, now: Date = new Date()): string | null {
  if (!isCalendarDate(value)) return 'Enter the birth date as a real date (YYYY-MM-DD).';
  if (value < EARLIEST_BIRTH_DATE) return 'The birth date must be in 1900 or later.';
  if (value >= jakartaDayOfInstant(now)) return 'The birth date must be in the past.';
  return null;
}

/**
 * Why an enrollment or transaction date is refused, or null: an ISO 8601 date or date-time naming a
 * real day, from 2000 until a day from now.
 */
export function businessDateProblem(value: string, label: string, now: Date = new Date()): string | null {
  const instant = parseIsoInstant(value);
  if (!instant) return `${label} must be an ISO date, like 2026-11-20 or 2026-11-20T10:15:00+07:00.`;
  if (instant.getTime() < new Date(`${EARLIEST_BUSINESS_DATE}T00:00:00+07:00`).getTime()) return `${label} must be in 2000 or later.`;
  if (instant.getTime() > now.getTime() + FUTURE_TOLERANCE_DAYS * DAY_MS) return `${label} cannot be in the future.`;
  return null;
}

/** Why a day of a search period (a ledger filter) is refused, or null: a real day from 1900 to 2100. */
export function periodDayProblem(value: string, label: string): string | null {
  if (!isCalendarDate(value)) return `${label} must be a real date (YYYY-MM-DD).`;
  if (value < EARLIEST_BIRTH_DATE || value > '2100-12-31') return `${label} must be between 1900 and 2100.`;
  return null;
}
