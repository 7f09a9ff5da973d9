import { formatDate, formatRupiah } from '#domain/platform/format.ts';
import type { Language } from '#domain/platform/language.ts';
import type { Translate } from '#domain/texts/translate.ts';
import type { DashboardResponse } from '#domain/back-office/api/dashboard.ts';

/** One decimal at most: 1.25 jt reads 1,3 jt on an axis. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A rupiah axis label, short: 'Rp 1,2 jt', 'Rp 850 rb', 'Rp 2,5 M' ('Rp 1.2M', 'Rp 850k', 'Rp 2.5bn' in English). */
export function rupiahAxis(t: Translate, amount: number): string {
  const size = Math.abs(amount);
  if (size >= 1e9) return t('backOffice.dashboard.axis.billions', { value: oneDecimal(amount / 1e9) });
  if (size >= 1e6) return t('backOffice.dashboard.axis.millions', { value: oneDecimal(amount / 1e6) });
  if (size >= 1e3) return t('backOffice.dashboard.axis.thousands', { value: oneDecimal(amount / 1e3) });
  return formatRupiah(amount);
}

/** A Jakarta calendar day on an axis: day and month ('23/11'), both languages writing the day first. */
export function dayTick(day: string, language: Language): string {
  return formatDate(day, language, { style: 'short' }).slice(0, 5);
}

/** A Jakarta calendar day in a table or tooltip: '23 Nov 2026'. */
export function dayLabel(day: string, language: Language): string {
  return formatDate(day, language, { style: 'medium' });
}

/** A sales channel's name: the storefront's in the screen's language, a POS brand's as the shop names it. */
export function channelLabel(t: Translate, channel: DashboardResponse['channels'][number]): string {
  return channel.key === 'storefront' ? t('backOffice.dashboard.storefront') : channel.label;
}
