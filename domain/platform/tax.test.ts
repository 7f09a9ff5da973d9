import { describe, expect, it } from 'vitest';
import { effectiveRate, ppnContained, ppnOnTop, ppnRuleOn, shareInProportion, taxBase } from './tax.ts';

describe('ppnRuleOn (INDONESIA.md "Tax", PMK 131/2024)', () => {
  it('is 11% on the price until 31 December 2024, 12% on DPP 11/12 from 1 January 2025, 12% on the full price for luxury goods', () => {
    expect(ppnRuleOn('2024-12-31')).toMatchObject({ ratePercent: 11, base: { numerator: 1, denominator: 1 }, baseLabel: 'DPP' });
    expect(ppnRuleOn('2025-01-01')).toMatchObject({ ratePercent: 12, base: { numerator: 11, denominator: 12 }, baseLabel: 'DPP Nilai Lain 11/12' });
    expect(ppnRuleOn('2026-11-23', 'luxury')).toMatchObject({ ratePercent: 12, base: { numerator: 1, denominator: 1 } });
    expect(effectiveRate(ppnRuleOn('2026-11-23'))).toBe(0.11);
    expect(effectiveRate(ppnRuleOn('2026-11-23', 'luxury'))).toBe(0.12);
    expect(effectiveRate(ppnRuleOn('2024-06-01', 'luxury'))).toBe(0.11);
  });
  it('has no rule before PPN 11% began', () => {
    expect(() => ppnRuleOn('2022-03-31')).toThrow('No PPN rule for ordinary goods on 2022-03-31');
  });
});

describe('ppnOnTop (the till) and ppnContained (the storefront)', () => {
  const ordinary = ppnRuleOn('2026-11-23');
  const luxury = ppnRuleOn('2026-11-23', 'luxury');

  it('adds 12% of 11/12 = 11% of the price at the till, rounding once, halves away from zero', () => {
    expect(ppnOnTop(77_000, ordinary)).toBe(8_470);
    expect(ppnOnTop(4_550, ordinary)).toBe(501); // 500.5
    expect(ppnOnTop(4_540, ordinary)).toBe(499); // 499.4
    expect(ppnOnTop(10_000_000, luxury)).toBe(1_200_000);
    expect(ppnOnTop(0, ordinary)).toBe(0);
  });

  it('takes 11/111 of a tax-inclusive price: Rp 279.200 contains Rp 27.668, the rest Rp 251.532 is the price before tax', () => {
    expect(ppnContained(279_200, ordinary)).toBe(27_668); // 27,668.47
    expect(ppnContained(349_000, ordinary)).toBe(34_586); // 34,585.59
    expect(ppnContained(111_000, ordinary)).toBe(11_000);
    expect(ppnContained(11_200_000, luxury)).toBe(1_200_000); // 12/112
    // The same amount before 2025 (11% on the full price): P x 11/111 either way.
    expect(ppnContained(279_200, ppnRuleOn('2024-12-31'))).toBe(27_668);
  });

  it('is consistent both ways: adding then taking out gives the same tax', () => {
    for (const before of [1, 99, 4_550, 46_023, 251_532, 1_234_567]) {
      const tax = ppnOnTop(before, ordinary);
      expect(ppnContained(before + tax, ordinary)).toBe(tax);
    }
  });

  it('states DPP for presentation: 11/12 of the price before tax since 2025, rounded once', () => {
    expect(taxBase(251_532, ordinary)).toBe(230_571); // 230,571.0
    expect(taxBase(1_000, ordinary)).toBe(917); // 916.67
    expect(taxBase(1_000, ppnRuleOn('2024-12-31'))).toBe(1_000);
    expect(taxBase(1_000, luxury)).toBe(1_000);
  });
});

describe('shareInProportion (the one allocation rule: floor, then the largest remainders)', () => {
  it('splits whole rupiah by largest remainder, ties to the earlier weight, adding up to the total', () => {
    expect(shareInProportion(10_000, [37_000, 65_000])).toEqual([3_627, 6_373]);
    expect(shareInProportion(10_000, [52_000, 35_000])).toEqual([5_977, 4_023]);
    expect(shareInProportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareInProportion(100, [0, 3, 0])).toEqual([0, 100, 0]);
    expect(shareInProportion(0, [0, 0])).toEqual([0, 0]);
  });
  it('refuses to share something over nothing', () => {
    expect(() => shareInProportion(5, [0, 0])).toThrow('Cannot share 5');
  });
});
