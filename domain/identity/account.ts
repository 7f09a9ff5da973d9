/**
 * Small display rules of the shopper's account (storefront.md §2 header user menu, My Profile).
 */
import { JAKARTA_TIME_ZONE } from '../platform/time-zone.ts';
import { formatDateTime } from '../platform/format.ts';
import type { Language } from '../platform/language.ts';

export interface AccountUser {
  name?: string | null;
  email?: string | null;
}

/** storefront.md §2: the user menu button shows the first word of the name, else the e-mail, else 'User'. */
export function userMenuLabel(user: AccountUser | null | undefined): string {
  const firstWord = user?.name?.trim().split(/\s+/)[0];
  if (firstWord) return firstWord;
  const email = user?.email?.trim();
  return email || 'User';
}

/** storefront.md §2 My Profile: what a missing value shows. */
/** Account Information dates ("Account Created", "Last Updated"), in Jakarta time; null when missing or unreadable (the screen says so). */
export function formatAccountDate(iso: string | null | undefined, language: Language): string | null {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return null;
  return formatDateTime(iso, language, { timeZone: JAKARTA_TIME_ZONE });
}

/** Only same-site paths may be a return-to target after sign-in (no open redirect). */
export function safeReturnTo(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  return candidate;
}
