import { formatPoints } from '#domain/pos/pricing.ts';
import { JAKARTA_TIME_ZONE } from '#domain/platform/time-zone.ts';

export const points = formatPoints;

const jakartaDateTime = new Intl.DateTimeFormat('en-GB', { timeZone: JAKARTA_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const jakartaTime = new Intl.DateTimeFormat('en-GB', { timeZone: JAKARTA_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
/** '23 Nov 2026, 14:05' in Jakarta (WIB), as the shift and its Z-report show times. */
export const dateTime = (iso: string) => `${jakartaDateTime.format(new Date(iso))} WIB`;
export const time = (iso: string) => jakartaTime.format(new Date(iso));
