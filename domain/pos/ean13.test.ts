import { describe, expect, it } from 'vitest';
import { ean13, ean13CheckDigit, isValidEan13 } from './ean13.ts';

describe('EAN-13 check digit', () => {
  it('matches real printed codes', () => {
    // Published examples: 400638133393 → 1 (GS1), 978030640615 → 7 (ISBN-13 of a book).
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('978030640615')).toBe(7);
    expect(ean13('899000000001')).toBe('8990000000013');
  });

  it('gives 0 when the weighted sum is already a multiple of 10', () => {
    expect(ean13CheckDigit('000000000000')).toBe(0);
  });

  it('accepts a valid code and refuses a wrong check digit, a short code or letters', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('400638133393A')).toBe(false);
  });

  it('refuses a body that is not 12 digits', () => {
    expect(() => ean13CheckDigit('12345')).toThrow();
  });
});
