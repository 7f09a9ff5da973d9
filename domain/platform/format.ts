/**
 * The one formatting module (decision 029): money, points, numbers, dates and times as a person reads
 * them, in the screen's language and the store's time zone. Every screen, receipt and e-mail formats
 * through here; nothing else builds an Intl formatter for display.
 */
import type { Language } from './language.ts';
import { JAKARTA_TIME_ZONE } from './time-zone.ts';

/** Indonesia's three zones (INDONESIA.md): a store prints its own local time; the online shop uses WIB. */
export const STORE_TIME_ZONES = { WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' } as const;

/** The zone's short name as Indonesians write it after a time ('14.05 WIB'); the IANA name otherwise. */
export function zoneLabel(timeZone: string): string {
  const entry = Object.entries(STORE_TIME_ZONES).find(([, zone]) => zone === timeZone);
  return entry ? entry[0] : timeZone;
}

/** English in the British order (day month year), as Indonesians who read English expect. */
const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };
export const localeOf = (language: Language): string => LOCALES[language];

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules;
const cache = new Map<string, Formatter>();
function cached<T extends Formatter>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** The same cache for the numbers, dates and plurals inside catalogue messages (domain/texts/translate.ts). */
export const intlFormatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => cached(`icu:date:${JSON.stringify(args)}`, () => new Intl.DateTimeFormat(...args)),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => cached(`icu:number:${JSON.stringify(args)}`, () => new Intl.NumberFormat(...args)),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => cached(`icu:plural:${JSON.stringify(args)}`, () => new Intl.PluralRules(...args)),
};

/**
 * storefront.md §9 / loyalty-pos.md §9: whole rupiah, 'Rp 1.500.000', in either language: the currency's
 * own notation, as on every Indonesian price tag and receipt (decision 029). The digits are explicit
 * because ICU versions disagree on IDR's default; Intl puts a no-break space (U+00A0) after 'Rp'.
 */
export function formatRupiah(amount: number): string {
  return cached('rupiah', () => new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', minimumFractionDigits: 0, maximumFractionDigits: 0 })).format(amount);
}

/** A count or points balance with the language's grouping: '1.250' in Indonesian, '1,250' in English. */
export function formatNumber(value: number, language: Language): string {
  return cached(`number:${language}`, () => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 })).format(value);
}

export type DateStyle = 'long' | 'medium' | 'short';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' }, // 21 November 2026
  medium: { day: 'numeric', month: 'short', year: 'numeric' }, // 21 Nov 2026
  short: { day: '2-digit', month: '2-digit', year: 'numeric' }, // 21/11/2026
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day ('2026-11-21') is a day, not an instant: it is shown as is, whatever the zone. */
function instantOf(value: Date | string): { date: Date; calendarDay: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, calendarDay: false };
  if (DATE_ONLY.test(value)) return { date: new Date(`${value}T00:00:00Z`), calendarDay: true };
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay: false };
}

/**
 * A date in the store's zone (Jakarta unless told): '21 November 2026'. A value that is not a date comes
 * back unchanged, so one bad row shows its raw text instead of breaking a whole list.
 */
export function formatDate(value: Date | string, language: Language, options: { style?: DateStyle; timeZone?: string } = {}): string {
  const parsed = instantOf(value);
  if (!parsed) return String(value);
  const style = options.style ?? 'long';
  const timeZone = parsed.calendarDay ? 'UTC' : (options.timeZone ?? JAKARTA_TIME_ZONE);
  return cached(`date:${language}:${style}:${timeZone}`, () => new Intl.DateTimeFormat(LOCALES[language], { ...DATE_OPTIONS[style], timeZone })).format(parsed.date);
}

/** A time of day in the store's zone with the zone's name: '14.05 WIB' in Indonesian, '14:05 WIB' in English. */
export function formatTime(value: Date | string, language: Language, timeZone: string = JAKARTA_TIME_ZONE): string {
  const parsed = instantOf(value);
  if (!parsed) return String(value);
  const time = cached(`time:${language}:${timeZone}`, () => new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })).format(parsed.date);
  return `${time} ${zoneLabel(timeZone)}`;
}

/** Date and time in the store's zone: '21 Nov 2026 14.05 WIB'. */
export function formatDateTime(value: Date | string, language: Language, options: { style?: DateStyle; timeZone?: string } = {}): string {
  const parsed = instantOf(value);
  if (!parsed) return String(value);
  const timeZone = options.timeZone ?? JAKARTA_TIME_ZONE;
  return `${formatDate(parsed.date, language, { style: options.style ?? 'medium', timeZone })} ${formatTime(parsed.date, language, timeZone)}`;
}

/** Whole days from now, as a person says it: '2 hari lagi' / 'in 2 days', 'besok' / 'tomorrow', 'kemarin'. */
export function formatRelativeDays(days: number, language: Language): string {
  // Intl's Indonesian future ('dalam 2 hari') reads like a contract; shops and apps say '2 hari lagi'.
  if (language === 'id' && days >= 2) return `${formatNumber(days, language)} hari lagi`;
  // 'auto' names only yesterday, today and tomorrow: its 'lusa' for two days is less plain.
  const numeric = Math.abs(days) <= 1 ? 'auto' : 'always';
  return cached(`relative:${language}:${numeric}`, () => new Intl.RelativeTimeFormat(LOCALES[language], { numeric })).format(days, 'day');
}
