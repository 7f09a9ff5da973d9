/**
 * Indonesian phone numbers as the till stores and searches them: digits only, country code
 * first. '0812-3456-7801', '+62 812 3456 7801' and '812 3456 7801' are all '6281234567801'.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.startsWith('62') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : digits;
  // Indonesian numbers have 7 to 12 digits after the country code.
  if (national.length < 7 || national.length > 12) return null;
  return `62${national}`;
}

/**
 * A member's WhatsApp number as the notifications keep and send it: E.164, '+6281234567801'
 * (INDONESIA.md: phone numbers are stored as +62…). WhatsApp runs on mobile numbers, and Indonesia's
 * begin with 8 after the country code ('08…' locally) and have 9 to 12 digits after it; a landline
 * ('021 …') is refused, since no WhatsApp message could reach it.
 */
export function whatsappNumber(input: string): string | null {
  const digits = normalizePhone(input);
  if (!digits) return null;
  const national = digits.slice(2);
  if (!national.startsWith('8') || national.length < 9) return null;
  return `+${digits}`;
}
