import { describe, expect, it } from 'vitest';
import { carryQuery } from './query-link.tsx';

describe('carryQuery', () => {
  it('keeps the current query string on a plain path', () => {
    expect(carryQuery('/poin-history', '?number=M-1001')).toBe('/poin-history?number=M-1001');
  });

  it("lets the target's own parameters win and keeps the others", () => {
    expect(carryQuery('/promo-news/2?utm_source=web&utm_campaign=promo', '?utm_source=mail&ref=x')).toBe(
      '/promo-news/2?utm_source=web&ref=x&utm_campaign=promo',
    );
  });

  it('changes nothing without a current query', () => {
    expect(carryQuery('/cart', '')).toBe('/cart');
  });

  it('drops the keys it is told not to carry (My Rewards leaves another member’s number behind)', () => {
    expect(carryQuery('/loyalty', '?number=1003&utm_source=mail', ['number'])).toBe('/loyalty?utm_source=mail');
  });

  it('keeps a hash at the end', () => {
    expect(carryQuery('/terms-and-conditions#law', '?a=1')).toBe('/terms-and-conditions?a=1#law');
  });
});
