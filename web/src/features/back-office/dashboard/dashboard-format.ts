const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const dayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const longDayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** An axis label in whole rupiah, id-ID compact: 'Rp 1,2 jt', 'Rp 850 rb', 'Rp 0'. */
export function formatRupiahCompact(amount: number): string {
  return `Rp ${compact.format(amount)}`.replace(/\u00a0/g, ' ');
}

/** Whole rupiah in full, as everywhere else: 'Rp 1.570.890'. */

/** A count with id-ID grouping: '1.000'. */
export const formatCount = (n: number) => whole.format(n);

/** A Jakarta calendar day ('2026-11-23') as '23 Nov' (axis) or 'Mon, 23 Nov 2026' (tables). */
export function formatDay(day: string, long = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return (long ? longDayLabel : dayLabel).format(date);
}
