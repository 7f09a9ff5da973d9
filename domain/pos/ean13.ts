/**
 * EAN-13 barcodes, as printed on retail goods and typed by a keyboard-wedge scanner (decision 006).
 * The 13th digit is a check digit: weigh the first 12 digits 1, 3, 1, 3, … from the left, and the
 * check digit brings the sum up to a multiple of 10 (GS1 General Specifications §7.9).
 */

/** The check digit for the first 12 digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`An EAN-13 body is 12 digits, got '${first12}'`);
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** The full 13-digit code for 12 digits. */
export const ean13 = (first12: string): string => `${first12}${ean13CheckDigit(first12)}`;

/** True for 13 digits whose last digit is the right check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
