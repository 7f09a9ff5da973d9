import { describe, expect, it } from 'vitest';
import { normalizePhone, whatsappNumber } from './phone.ts';

describe('normalizePhone', () => {
  it('reads the local, international and bare forms as one number', () => {
    expect(normalizePhone('0812-3456-7801')).toBe('6281234567801');
    expect(normalizePhone('+62 812 3456 7801')).toBe('6281234567801');
    expect(normalizePhone('812 3456 7801')).toBe('6281234567801');
  });

  it('is null for text, e-mail addresses and numbers too short to be a phone', () => {
    expect(normalizePhone('budi@example.com')).toBeNull();
    expect(normalizePhone('1001')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
});

describe('whatsappNumber', () => {
  it('gives an Indonesian mobile number in E.164, whichever way it was typed', () => {
    expect(whatsappNumber('0812-3456-7801')).toBe('+6281234567801');
    expect(whatsappNumber('+62 812 3456 7801')).toBe('+6281234567801');
    expect(whatsappNumber('62 812 3456 7801')).toBe('+6281234567801');
    expect(whatsappNumber('(0857) 1234 567')).toBe('+628571234567');
  });

  it('refuses landlines, short numbers and anything that is not a phone number', () => {
    expect(whatsappNumber('021 5555 1234')).toBeNull();
    expect(whatsappNumber('0812 345')).toBeNull();
    expect(whatsappNumber('0812 3456 7801 234')).toBeNull();
    expect(whatsappNumber('budi@example.com')).toBeNull();
  });
});
