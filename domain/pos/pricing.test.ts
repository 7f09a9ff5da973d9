import { describe, it, expect } from 'vitest';
import { translate } from '../texts/catalogues.ts';
import { amountDueBeforePoints, computeCheckout, earnedPoints, eligibleLines, lineTax, parsePointsInput, pointsToRedeemProblem, voucherDiscount, type CheckoutLine, type CheckoutVoucher, type VoucherEligibility } from './pricing.ts';
import { accruedRewardPoints, accruedTierPoints, rewardPointsCeiling } from '../loyalty/earning.ts';
import { voucherCap } from '../loyalty/vouchers.ts';

// Products shaped like the POS sample catalogue (loyalty-pos.md §3).
const milkBundle = (quantity: number): CheckoutLine => ({
  productCode: 'GL-MILK-BUNDLE',
  name: 'Milk Bundle',
  category: 'Milk',
  price: 67_000,
  quantity,
});
const banana = (quantity: number): CheckoutLine => ({
  productCode: 'GL-BANANA',
  name: 'Banana',
  category: 'Fruits',
  price: 3_000,
  quantity,
});
const wholeMilk = (quantity: number): CheckoutLine => ({
  productCode: 'GL-WHOLE-MILK',
  name: 'Fresh Whole Milk 1L',
  category: 'Milk',
  price: 22_000,
  quantity,
});
const phone = (quantity: number): CheckoutLine => ({
  productCode: 'EF-PHONE',
  name: 'Phone',
  category: 'Devices',
  price: 15_000_000,
  quantity,
});

const percentVoucher = (discountPercent: number): CheckoutVoucher => ({
  voucherCode: `PCT${discountPercent}`,
  voucherDefinition: `Diskon ${discountPercent}%`,
  type: 'DiscountPercentage',
  faceValue: null,
  discountPercent,
  expirationDate: '2027-01-31',
});
const fixedVoucher = (faceValue: number): CheckoutVoucher => ({
  voucherCode: `FIX${faceValue}`,
  voucherDefinition: `Potongan ${faceValue}`,
  type: 'FixedValue',
  faceValue,
  discountPercent: null,
  expirationDate: '2027-01-31',
});
const eligibility = (overrides: Partial<VoucherEligibility> = {}): VoucherEligibility => ({
  ExcludedProducts: [],
  EligibleProducts: [],
  EligibleCategories: [],
  ...overrides,
});

describe('lineTax', () => {
  it('is 11% of price x quantity', () => {
    expect(lineTax(milkBundle(2))).toBe(14_740);
    expect(lineTax(banana(1))).toBe(330);
    expect(lineTax(phone(1))).toBe(1_650_000);
  });

  it('rounds once per line, halves up (4,550 x 11% = 500.5)', () => {
    expect(lineTax({ price: 4_550, quantity: 1 })).toBe(501);
    expect(lineTax({ price: 4_550, quantity: 2 })).toBe(1_001);
    expect(lineTax({ price: 4_540, quantity: 1 })).toBe(499);
  });
});

describe('eligibleLines', () => {
  const cart = [milkBundle(1), wholeMilk(1), banana(1)];

  it('counts every line when nothing is listed', () => {
    expect(eligibleLines(cart, eligibility())).toEqual(cart);
  });

  it('counts every line that is not excluded when only exclusions are listed', () => {
    const lines = eligibleLines(cart, eligibility({ ExcludedProducts: [{ ProductCode: 'GL-BANANA' }] }));
    expect(lines.map((l) => l.productCode)).toEqual(['GL-MILK-BUNDLE', 'GL-WHOLE-MILK']);
  });

  it('counts lines whose product code or category is listed', () => {
    const lines = eligibleLines(
      cart,
      eligibility({ EligibleProducts: [{ ProductCode: 'GL-BANANA' }], EligibleCategories: [{ Name: 'Cheese' }] }),
    );
    expect(lines.map((l) => l.productCode)).toEqual(['GL-BANANA']);
    const byCategory = eligibleLines(cart, eligibility({ EligibleCategories: [{ Name: 'Milk' }] }));
    expect(byCategory.map((l) => l.productCode)).toEqual(['GL-MILK-BUNDLE', 'GL-WHOLE-MILK']);
  });

  it('lets an exclusion win over an eligible category or product', () => {
    const lines = eligibleLines(
      cart,
      eligibility({
        ExcludedProducts: [{ ProductCode: 'GL-MILK-BUNDLE' }],
        EligibleProducts: [{ ProductCode: 'GL-MILK-BUNDLE' }],
        EligibleCategories: [{ Name: 'Milk' }],
      }),
    );
    expect(lines.map((l) => l.productCode)).toEqual(['GL-WHOLE-MILK']);
  });

  it('returns nothing for an empty cart', () => {
    expect(eligibleLines([], eligibility())).toEqual([]);
  });
});

describe('voucherCap and voucherDiscount', () => {
  it('caps 10%, 15% and 20% and leaves other percentages uncapped', () => {
    expect(voucherCap(10)).toBe(25_000);
    expect(voucherCap(15)).toBe(35_000);
    expect(voucherCap(20)).toBe(50_000);
    expect(voucherCap(25)).toBeNull();
    expect(voucherCap(5)).toBeNull();
  });

  it('takes the percentage of the eligible subtotal below the cap, rounded', () => {
    expect(voucherDiscount(percentVoucher(10), 137_000)).toBe(13_700);
    expect(voucherDiscount(percentVoucher(10), 4_545)).toBe(455);
    expect(voucherDiscount(percentVoucher(15), 3_333)).toBe(500);
  });

  it('stops at the tier cap', () => {
    expect(voucherDiscount(percentVoucher(10), 250_000)).toBe(25_000);
    expect(voucherDiscount(percentVoucher(10), 260_000)).toBe(25_000);
    expect(voucherDiscount(percentVoucher(15), 8_000_000)).toBe(35_000);
    expect(voucherDiscount(percentVoucher(20), 15_000_000)).toBe(50_000);
  });

  it('leaves a 25% voucher uncapped', () => {
    expect(voucherDiscount(percentVoucher(25), 15_000_000)).toBe(3_750_000);
  });

  it('never discounts more than the eligible subtotal', () => {
    expect(voucherDiscount(fixedVoucher(100_000), 3_000)).toBe(3_000);
    expect(voucherDiscount(percentVoucher(150), 3_000)).toBe(3_000);
    expect(voucherDiscount(fixedVoucher(25_000), 137_000)).toBe(25_000);
  });

  it('is never negative and is 0 when nothing qualifies', () => {
    expect(voucherDiscount(fixedVoucher(25_000), 0)).toBe(0);
    expect(voucherDiscount(percentVoucher(10), 0)).toBe(0);
    expect(voucherDiscount(fixedVoucher(-5_000), 137_000)).toBe(0);
    expect(voucherDiscount(percentVoucher(10), -1_000)).toBe(0);
  });

  it('discounts nothing when the voucher lacks its value', () => {
    expect(voucherDiscount({ type: 'FixedValue', faceValue: null, discountPercent: 10 }, 137_000)).toBe(0);
    expect(voucherDiscount({ type: 'DiscountPercentage', faceValue: 5_000, discountPercent: null }, 137_000)).toBe(0);
  });
});

describe("a voucher definition's own cap and excluded categories", () => {
  it("caps at the definition's cap instead of its percentage's tier", () => {
    expect(voucherDiscount({ ...percentVoucher(10), maxDiscount: 10_000 }, 260_000)).toBe(10_000);
    expect(voucherDiscount({ ...percentVoucher(10), maxDiscount: 10_000 }, 90_000)).toBe(9_000);
    expect(voucherDiscount({ ...percentVoucher(25), maxDiscount: 100_000 }, 15_000_000)).toBe(100_000);
  });

  it('leaves a percentage with a null cap uncapped, and keeps the tier cap when none is given', () => {
    expect(voucherDiscount({ ...percentVoucher(10), maxDiscount: null }, 1_000_000)).toBe(100_000);
    expect(voucherDiscount(percentVoucher(10), 1_000_000)).toBe(25_000);
  });

  it('ignores a cap on a fixed-value voucher', () => {
    expect(voucherDiscount({ ...fixedVoucher(25_000), maxDiscount: 5_000 }, 137_000)).toBe(25_000);
  });

  it('never counts a line in an excluded category, even when its product or category is eligible', () => {
    const lines = [milkBundle(1), banana(2), wholeMilk(1)];
    expect(eligibleLines(lines, eligibility({ ExcludedCategories: [{ Name: 'Milk' }] })).map((l) => l.productCode)).toEqual(['GL-BANANA']);
    expect(
      eligibleLines(lines, eligibility({ EligibleProducts: [{ ProductCode: 'GL-MILK-BUNDLE' }], ExcludedCategories: [{ Name: 'Milk' }] })),
    ).toEqual([]);
  });

  it('totals a cart with both: the excluded category is skipped and the rest capped', () => {
    const totals = computeCheckout({
      lines: [milkBundle(2), phone(1)],
      voucher: { ...percentVoucher(10), maxDiscount: 10_000 },
      eligibility: eligibility({ ExcludedCategories: [{ Name: 'Devices' }] }),
    });
    expect(totals.eligibleSubtotal).toBe(134_000);
    expect(totals.voucherDiscount).toBe(10_000);
  });
});

describe('computeCheckout', () => {
  it('totals an empty cart as zero', () => {
    expect(computeCheckout({ lines: [] })).toEqual({
      lines: [],
      subtotal: 0,
      tax: 0,
      eligibleSubtotal: 0,
      voucherDiscount: 0,
      amountDueBeforePoints: 0,
      pointsRedeemed: 0,
      total: 0,
    });
    const withVoucher = computeCheckout({ lines: [], voucher: fixedVoucher(10_000), pointsToRedeem: 500 });
    expect(withVoucher.voucherDiscount).toBe(0);
    expect(withVoucher.pointsRedeemed).toBe(0);
    expect(withVoucher.total).toBe(0);
  });

  it('totals 2 Milk Bundles and a banana with a 10% voucher', () => {
    const result = computeCheckout({
      lines: [milkBundle(2), banana(1)],
      voucher: percentVoucher(10),
      eligibility: eligibility(),
    });
    // Decision 038: the 13,700 is shared 13,400 / 300 and each line is taxed after its share.
    expect(result.lines).toEqual([
      { ...milkBundle(2), lineSubtotal: 134_000, voucherShare: 13_400, lineTax: 13_266 },
      { ...banana(1), lineSubtotal: 3_000, voucherShare: 300, lineTax: 297 },
    ]);
    expect(result).toMatchObject({
      subtotal: 137_000,
      tax: 13_563,
      eligibleSubtotal: 137_000,
      voucherDiscount: 13_700,
      amountDueBeforePoints: 136_863,
      pointsRedeemed: 0,
      total: 136_863,
    });
  });

  it('subtracts redeemed points after the voucher', () => {
    const result = computeCheckout({
      lines: [milkBundle(2), banana(1)],
      voucher: percentVoucher(10),
      pointsToRedeem: 50_000,
    });
    expect(result.pointsRedeemed).toBe(50_000);
    expect(result.tax).toBe(13_563);
    expect(result.total).toBe(86_863);
  });

  it('treats every line as eligible when a voucher comes without eligibility', () => {
    const result = computeCheckout({ lines: [milkBundle(1), banana(2)], voucher: percentVoucher(10) });
    expect(result.eligibleSubtotal).toBe(73_000);
    expect(result.voucherDiscount).toBe(7_300);
    expect(result.tax).toBe(6_633 + 594); // 11% of 60,300 and of 5,400
    expect(result.total).toBe(73_000 - 7_300 + 7_227);
  });

  it('computes tax on the line after the voucher; points do not lower it (decision 038)', () => {
    const withVoucher = computeCheckout({ lines: [milkBundle(2)], voucher: fixedVoucher(50_000), pointsToRedeem: 10_000 });
    const withoutPoints = computeCheckout({ lines: [milkBundle(2)], voucher: fixedVoucher(50_000) });
    const without = computeCheckout({ lines: [milkBundle(2)] });
    expect(withVoucher.tax).toBe(9_240); // 11% of 84,000
    expect(withoutPoints.tax).toBe(9_240);
    expect(without.tax).toBe(14_740);
    expect(withVoucher.total).toBe(134_000 - 50_000 + 9_240 - 10_000);
  });

  it('a till sale of Rp 87.000 with a Rp 10.000 voucher and 5.000 points: PPN Rp 8.470, pays Rp 80.470', () => {
    const rice: CheckoutLine = { productCode: 'GL-BERAS', name: 'Beras 2 kg', category: 'Staples', price: 26_000, quantity: 2 };
    const oil: CheckoutLine = { productCode: 'GL-MINYAK', name: 'Minyak Goreng 2 L', category: 'Staples', price: 35_000, quantity: 1 };
    const result = computeCheckout({ lines: [rice, oil], voucher: fixedVoucher(10_000), pointsToRedeem: 5_000, day: '2026-11-23' });
    // 10,000 x 52,000 / 87,000 = 5,977.01 and x 35,000 / 87,000 = 4,022.99: the rupiah left over goes to the larger remainder.
    expect(result.lines.map((l) => [l.lineSubtotal, l.voucherShare, l.lineTax])).toEqual([
      [52_000, 5_977, 5_063], // 11% of 46,023 = 5,062.53
      [35_000, 4_023, 3_407], // 11% of 30,977 = 3,407.47
    ]);
    expect(result).toMatchObject({ subtotal: 87_000, voucherDiscount: 10_000, tax: 8_470, amountDueBeforePoints: 85_470, pointsRedeemed: 5_000, total: 80_470 });
  });

  it('taxes luxury goods at 12% of the price since 2025, 11% before', () => {
    const watch: CheckoutLine = { productCode: 'LX-1', name: 'Jam tangan', category: 'Luxury', price: 10_000_000, quantity: 1, taxClass: 'luxury' };
    expect(computeCheckout({ lines: [watch], day: '2025-01-01' }).tax).toBe(1_200_000);
    expect(computeCheckout({ lines: [watch], day: '2024-12-31' }).tax).toBe(1_100_000);
    expect(computeCheckout({ lines: [{ ...watch, taxClass: 'ordinary' }], day: '2025-01-01' }).tax).toBe(1_100_000);
  });

  it('sums per-line tax, which can differ from tax on the total', () => {
    const result = computeCheckout({
      lines: [
        { productCode: 'A', name: 'A', category: 'Fruits', price: 4_550, quantity: 1 },
        { productCode: 'B', name: 'B', category: 'Fruits', price: 4_550, quantity: 1 },
      ],
    });
    expect(result.subtotal).toBe(9_100);
    expect(result.tax).toBe(1_002); // 501 + 501, not round(9,100 x 11%) = 1,001
    expect(result.total).toBe(10_102);
  });

  it('caps a 20% voucher at 50,000 on a 15,000,000 phone', () => {
    const result = computeCheckout({ lines: [phone(1)], voucher: percentVoucher(20), eligibility: eligibility() });
    expect(result).toMatchObject({
      subtotal: 15_000_000,
      tax: 1_644_500,
      eligibleSubtotal: 15_000_000,
      voucherDiscount: 50_000,
      total: 16_594_500,
    });
  });

  it('leaves a 25% voucher uncapped on the phone', () => {
    const result = computeCheckout({ lines: [phone(1)], voucher: percentVoucher(25) });
    expect(result.voucherDiscount).toBe(3_750_000);
    expect(result.tax).toBe(1_237_500); // 11% of 11,250,000
    expect(result.total).toBe(12_487_500);
  });

  it('limits a fixed voucher to the eligible lines', () => {
    const result = computeCheckout({
      lines: [milkBundle(2), banana(1)],
      voucher: fixedVoucher(100_000),
      eligibility: eligibility({ EligibleCategories: [{ Name: 'Fruits' }] }),
    });
    expect(result.eligibleSubtotal).toBe(3_000);
    expect(result.voucherDiscount).toBe(3_000);
    // The banana's tax goes with its price; the milk keeps 14,740.
    expect(result.tax).toBe(14_740);
    expect(result.total).toBe(137_000 - 3_000 + 14_740);
  });

  it('discounts nothing when the exclusions remove every eligible line', () => {
    const result = computeCheckout({
      lines: [milkBundle(1)],
      voucher: percentVoucher(10),
      eligibility: eligibility({
        ExcludedProducts: [{ ProductCode: 'GL-MILK-BUNDLE' }],
        EligibleCategories: [{ Name: 'Milk' }],
      }),
    });
    expect(result.eligibleSubtotal).toBe(0);
    expect(result.voucherDiscount).toBe(0);
    expect(result.total).toBe(67_000 + 7_370);
  });

  it('ignores eligibility when there is no voucher', () => {
    const result = computeCheckout({ lines: [milkBundle(1)], eligibility: eligibility() });
    expect(result.eligibleSubtotal).toBe(0);
    expect(result.voucherDiscount).toBe(0);
  });

  it('never lets points take the total below zero or apply a fraction of a point', () => {
    const lines = [banana(1)]; // due 3,330
    expect(computeCheckout({ lines, pointsToRedeem: 10_000 })).toMatchObject({ pointsRedeemed: 3_330, total: 0 });
    expect(computeCheckout({ lines, pointsToRedeem: 100.7 })).toMatchObject({ pointsRedeemed: 100, total: 3_230 });
    expect(computeCheckout({ lines, pointsToRedeem: -50 })).toMatchObject({ pointsRedeemed: 0, total: 3_330 });
    expect(computeCheckout({ lines, pointsToRedeem: Number.NaN })).toMatchObject({ pointsRedeemed: 0, total: 3_330 });
  });
});

describe('amountDueBeforePoints', () => {
  it('is subtotal + tax - voucher discount', () => {
    expect(amountDueBeforePoints({ lines: [milkBundle(2), banana(1)], voucher: percentVoucher(10) })).toBe(136_863);
    expect(amountDueBeforePoints({ lines: [] })).toBe(0);
  });
});

describe('pointsToRedeemProblem', () => {
  const limits = { balance: 1_200, amountDue: 138_370 };

  it('accepts 0 and any whole number within both limits', () => {
    expect(pointsToRedeemProblem(0, { balance: 0, amountDue: 0 })).toBeNull();
    expect(pointsToRedeemProblem(1_200, limits)).toBeNull();
    expect(pointsToRedeemProblem(50_000, { balance: 100_000, amountDue: 50_000 })).toBeNull();
  });

  it('rejects fractional, negative and non-numbers', () => {
    for (const points of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(pointsToRedeemProblem(points, limits)).toEqual({ key: 'errors.points.notWhole' });
  });

  it('names the limit the points exceed, the smaller one when both are', () => {
    expect(pointsToRedeemProblem(1_201, limits)).toEqual({ key: 'errors.points.atMostBalance', values: { points: 1_200 } });
    expect(pointsToRedeemProblem(1, { balance: 0.9, amountDue: 1_000 })).toEqual({ key: 'errors.points.atMostBalance', values: { points: 0 } });
    expect(pointsToRedeemProblem(60_000, { balance: 100_000, amountDue: 50_000 })).toEqual({ key: 'errors.points.atMostDue', values: { points: 50_000 } });
    expect(pointsToRedeemProblem(2_000, { balance: 1_200, amountDue: 500 })).toEqual({ key: 'errors.points.atMostDue', values: { points: 500 } });
    expect(pointsToRedeemProblem(2_000, { balance: 500, amountDue: 1_200 })).toEqual({ key: 'errors.points.atMostBalance', values: { points: 500 } });
  });

  it('words the limit with the reader’s grouping', () => {
    expect(translate('id')('errors.points.atMostBalance', { points: 1_200 })).toBe('Anda dapat menukar paling banyak 1.200 poin (saldo Anda)');
    expect(translate('en')('errors.points.atMostDue', { points: 50_000 })).toBe('You can redeem at most 50,000 points (the amount due)');
  });
});

describe('parsePointsInput', () => {
  it('reads an empty field as 0', () => {
    expect(parsePointsInput('')).toBe(0);
    expect(parsePointsInput('   ')).toBe(0);
  });

  it('reads whole numbers, with or without id-ID thousands dots', () => {
    expect(parsePointsInput('1200')).toBe(1_200);
    expect(parsePointsInput(' 50000 ')).toBe(50_000);
    expect(parsePointsInput('1.200')).toBe(1_200);
    expect(parsePointsInput('1.000.000')).toBe(1_000_000);
  });

  it('keeps fractions and negatives so the validator can explain them', () => {
    expect(parsePointsInput('1.5')).toBe(1.5);
    expect(parsePointsInput('1,5')).toBe(1.5);
    expect(parsePointsInput('-3')).toBe(-3);
    expect(pointsToRedeemProblem(parsePointsInput('1,5') ?? Number.NaN, { balance: 10, amountDue: 10 })).toEqual({ key: 'errors.points.notWhole' });
  });

  it('gives null for text that is not a number', () => {
    for (const text of ['abc', '12a', '1.2.3', '1e3', '0x10', 'Rp 100']) {
      expect(parsePointsInput(text), text).toBeNull();
    }
  });
});

describe('earnedPoints', () => {
  it('is new balance - (previous balance - points used)', () => {
    expect(earnedPoints({ newBalance: 1_637, previousBalance: 1_500, pointsUsed: 0 })).toBe(137);
    expect(earnedPoints({ newBalance: 50_088, previousBalance: 100_000, pointsUsed: 50_000 })).toBe(88);
    expect(earnedPoints({ newBalance: 1_500, previousBalance: 1_500, pointsUsed: 0 })).toBe(0);
  });
});

describe('accrual', () => {
  it('earns a Reward Point per full Rp 1,000 paid, times the tier multiplier, rounded down', () => {
    expect(accruedRewardPoints(88_370, 'Crew')).toBe(88);
    expect(accruedRewardPoints(88_370, 'Co-Pilot')).toBe(110);
    expect(accruedRewardPoints(88_370, 'Pilot')).toBe(132);
    expect(accruedRewardPoints(1_999, 'Co-Pilot')).toBe(1); // floor(1 x 1.25)
    expect(accruedRewardPoints(16_600_000, 'Pilot')).toBe(24_900);
  });

  it('earns nothing below Rp 1,000 or for a negative amount', () => {
    expect(accruedRewardPoints(999, 'Pilot')).toBe(0);
    expect(accruedRewardPoints(0, 'Crew')).toBe(0);
    expect(accruedRewardPoints(-5_000, 'Crew')).toBe(0);
  });

  it('never earns more than the top tier multiplier gives for the amount paid', () => {
    expect(rewardPointsCeiling(88_370)).toBe(132);
    expect(rewardPointsCeiling(100_000_000)).toBe(150_000);
    for (const tier of ['Crew', 'Co-Pilot', 'Pilot', 'Gold']) expect(accruedRewardPoints(100_000_000, tier)).toBeLessThanOrEqual(rewardPointsCeiling(100_000_000));
    expect(rewardPointsCeiling(88_370, { rupiahPerPoint: 1000, multiplierPercent: { Crew: 80 } })).toBe(88);
  });

  it('earns at the base rate for an unknown tier', () => {
    expect(accruedRewardPoints(88_370, 'Gold')).toBe(88);
  });

  it('earns Tier Points equal to the rupiah paid', () => {
    expect(accruedTierPoints(88_370)).toBe(88_370);
    expect(accruedTierPoints(0)).toBe(0);
    expect(accruedTierPoints(-1)).toBe(0);
  });
});
