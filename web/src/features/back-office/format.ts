import { JAKARTA_TIME_ZONE } from '#domain/platform/time-zone.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: JAKARTA_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** An instant as the back office shows it, in Jakarta time: '23 Nov 2026, 11:15'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A signed points change: '+250', '−300' (id-ID grouping: '+1.000'). */
export function formatPointsChange(points: number): string {
  const grouped = Math.abs(points).toLocaleString('id-ID');
  return points > 0 ? `+${grouped}` : points < 0 ? `−${grouped}` : '0';
}
