/**
 * Small display rules of the shopper's account (storefront.md §2 header user menu, My Profile).
 */
import { JAKARTA_TIME_ZONE } from '../platform/time-zone.ts';

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
export const NOT_AVAILABLE = 'N/A';

const ACCOUNT_DATE = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: JAKARTA_TIME_ZONE,
});

/** Account Information dates ("Account Created", "Last Updated"), in Jakarta time; N/A when missing or unreadable. */
export function formatAccountDate(iso: string | null | undefined): string {
  if (!iso) return NOT_AVAILABLE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NOT_AVAILABLE : `${ACCOUNT_DATE.format(date)} WIB`;
}

/** Only same-site paths may be a return-to target after sign-in (no open redirect). */
export function safeReturnTo(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  return candidate;
}
