import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

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
