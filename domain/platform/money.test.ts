import { describe, it, expect } from 'vitest';
import { parseRupiah, percentOff, roundRupiah } from './money.ts';
import { formatRupiah } from './format.ts';

const NBSP = '\u00A0';

describe('roundRupiah', () => {
  it('rounds to the nearest rupiah, halves away from zero', () => {
    expect(roundRupiah(500.5)).toBe(501);
    expect(roundRupiah(500.49)).toBe(500);
    expect(roundRupiah(14_740.000000000002)).toBe(14_740);
    expect(roundRupiah(-0.5)).toBe(-1);
    expect(roundRupiah(-2.4)).toBe(-2);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundRupiah(-0.2), 0)).toBe(true);
  });
});

describe('formatRupiah', () => {
  it('prints whole rupiah in id-ID, with no decimals, on every screen', () => {
    expect(formatRupiah(1_500_000)).toBe(`Rp${NBSP}1.500.000`);
    expect(formatRupiah(25_000)).toBe(`Rp${NBSP}25.000`);
    expect(formatRupiah(0)).toBe(`Rp${NBSP}0`);
  });

  it('puts the minus sign before Rp', () => {
    expect(formatRupiah(-69_800)).toBe(`-Rp${NBSP}69.800`);
  });
});

describe('percentOff', () => {
  it('is the rounded share of the price taken off', () => {
    expect(percentOff(1_500_000, 1_200_000)).toBe(20);
    expect(percentOff(3, 2)).toBe(33);
    expect(percentOff(3, 1)).toBe(67);
  });

  it('is 0 when the discount price equals the price', () => {
    expect(percentOff(24_999_000, 24_999_000)).toBe(0);
  });

  it('is 0 for a free or negative price instead of dividing by zero', () => {
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(-100, 50)).toBe(0);
  });
});

describe('parseRupiah', () => {
  it('reads catalogue prices stored as strings', () => {
    expect(parseRupiah('1500000')).toBe(1_500_000);
    expect(parseRupiah('1500000.0')).toBe(1_500_000);
    expect(parseRupiah(' 3000 ')).toBe(3000);
    expect(parseRupiah('0.0')).toBe(0);
  });

  it('rounds stray fractions to whole rupiah', () => {
    expect(parseRupiah('1499999.5')).toBe(1_500_000);
    expect(parseRupiah(67_000.4)).toBe(67_000);
  });

  it('throws on text that is not a plain number', () => {
    for (const bad of ['', '   ', 'abc', '1.500.000', 'Rp 1500', '0x10', '1e6', 'NaN']) {
      expect(() => parseRupiah(bad), bad).toThrow(TypeError);
    }
    expect(() => parseRupiah(Number.NaN)).toThrow(TypeError);
    expect(() => parseRupiah(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });
});
