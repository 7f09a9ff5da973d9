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
