import { normalizePhone } from '../platform/phone.ts';

/**
 * What the till's member search can tell a cashier before saying "no member found" (loyalty-pos.md §3
 * Find member): a phone number still being typed ('0812', '+62 81') cannot match a phone yet — phones are
 * searched once `normalizePhone` reads a number (7 digits after the 0 or +62) — so the cashier is asked
 * for more digits instead.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

export function phoneQueryTooShort(query: string): boolean {
  const text = query.trim();
  if (!PHONE_CHARACTERS.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  const looksLikePhone = text.startsWith('+') || digits.startsWith('0') || digits.startsWith('62') || digits.startsWith('8');
  return looksLikePhone && normalizePhone(text) === null;
}
