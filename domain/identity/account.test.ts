import { describe, expect, it } from 'vitest';
import { formatAccountDate, safeReturnTo, userMenuLabel } from './account.ts';

describe('userMenuLabel (storefront.md §2)', () => {
  it('shows the first word of the name, else the e-mail, else User', () => {
    expect(userMenuLabel({ name: '  Dewi Lestari ', email: 'dewi@example.com' })).toBe('Dewi');
    expect(userMenuLabel({ name: '', email: 'dewi@example.com' })).toBe('dewi@example.com');
    expect(userMenuLabel({ name: '   ', email: null })).toBe('User');
    expect(userMenuLabel(null)).toBe('User');
  });
});

describe('formatAccountDate', () => {
  it('formats in Jakarta time in the screen’s language, and nothing when missing', () => {
    expect(formatAccountDate('2026-11-21T23:30:00.000Z', 'en')).toBe('22 Nov 2026 06:30 WIB');
    expect(formatAccountDate('2026-11-21T23:30:00.000Z', 'id')).toBe('22 Nov 2026 06.30 WIB');
    expect(formatAccountDate(null, 'en')).toBeNull();
    expect(formatAccountDate('not a date', 'id')).toBeNull();
  });
});

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query and refuses other sites', () => {
    expect(safeReturnTo('/profile?tab=1')).toBe('/profile?tab=1');
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('//evil.example/')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo(undefined, '/orders')).toBe('/orders');
  });
});
