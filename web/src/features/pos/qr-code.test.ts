import { describe, expect, it } from 'vitest';
import { membershipNumberFromQr } from './qr-code.ts';

describe('membershipNumberFromQr', () => {
  it('reads a plain number, or the number of a member-area link', () => {
    expect(membershipNumberFromQr(' 1003 ')).toBe('1003');
    expect(membershipNumberFromQr('https://shop.example/loyalty?number=E2E42')).toBe('E2E42');
    expect(membershipNumberFromQr('https://shop.example/loyalty')).toBe('https://shop.example/loyalty');
  });
});
