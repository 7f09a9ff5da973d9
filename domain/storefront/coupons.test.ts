import { describe, expect, it } from 'vitest';
import { couponDiscount, couponProblem, normalizeCouponCode, type CouponRule } from './coupons.ts';
import { formatRupiah } from '../platform/format.ts';
import type { Language } from '../platform/language.ts';
import { translate } from '../texts/catalogues.ts';
import { WELCOME_COUPON_CODE } from './promos.ts';

// The catalogue's own texts, as the server words them.
const en = translate('en');
const id = translate('id');
const problemIn = (language: Language, problem: ReturnType<typeof couponProblem>) => (problem ? translate(language)(problem.key, problem.values) : null);

const welcome: CouponRule = {
  code: WELCOME_COUPON_CODE,
  description: 'Get 20% off on your first purchase',
  kind: 'percent',
  value: 20,
  minSpend: 0,
  maxDiscount: 100_000,
  validFrom: null,
  validUntil: null,
  oncePerShopper: true,
  totalUses: null,
};
const hemat: CouponRule = { ...welcome, code: 'HEMAT50K', kind: 'fixed', value: 50_000, minSpend: 500_000, maxDiscount: null, oncePerShopper: false, totalUses: 2 };
const now = new Date('2026-11-23T05:00:00Z');

describe('couponDiscount', () => {
  it('takes a percentage, rounded to the rupiah, up to its cap', () => {
    expect(couponDiscount(welcome, 349_000)).toBe(69_800);
    expect(couponDiscount(welcome, 1_399_000)).toBe(100_000);
    expect(couponDiscount({ ...welcome, maxDiscount: null }, 1_399_000)).toBe(279_800);
    expect(couponDiscount(welcome, 12_345)).toBe(2_469);
  });
  it('takes a fixed amount, never more than the subtotal', () => {
    expect(couponDiscount(hemat, 600_000)).toBe(50_000);
    expect(couponDiscount(hemat, 30_000)).toBe(30_000);
    expect(couponDiscount(hemat, 0)).toBe(0);
  });
});

describe('couponProblem', () => {
  it('checks validity, minimum spend, total uses and once per shopper', () => {
    expect(couponProblem(welcome, { subtotal: 100, now })).toBeNull();
    expect(problemIn('en', couponProblem({ ...welcome, validFrom: '2026-12-01T00:00:00Z' }, { subtotal: 100, now }))).toBe(en('storefront.errors.couponNotYet', { code: WELCOME_COUPON_CODE }));
    expect(problemIn('en', couponProblem({ ...welcome, validUntil: '2026-11-23T05:00:00Z' }, { subtotal: 100, now }))).toBe(en('storefront.errors.couponExpired', { code: WELCOME_COUPON_CODE }));
    expect(problemIn('en', couponProblem(hemat, { subtotal: 499_999, now }))).toBe(en('storefront.errors.couponMinSpend', { code: 'HEMAT50K', minSpend: formatRupiah(500_000) }));
    expect(problemIn('id', couponProblem(hemat, { subtotal: 499_999, now }))).toBe(id('storefront.errors.couponMinSpend', { code: 'HEMAT50K', minSpend: 'Rp\u00a0500.000' }));
    expect(problemIn('en', couponProblem(hemat, { subtotal: 500_000, now }, { usesSoFar: 2, usedByShopper: false }))).toBe(en('storefront.errors.couponUsedUp', { code: 'HEMAT50K' }));
    expect(couponProblem(hemat, { subtotal: 500_000, now }, { usesSoFar: 1, usedByShopper: true })).toBeNull();
    expect(problemIn('en', couponProblem(welcome, { subtotal: 1, now }, { usesSoFar: 9, usedByShopper: true }))).toBe(en('storefront.errors.couponAlreadyUsed', { code: WELCOME_COUPON_CODE }));
  });
  it('reads codes without case or spaces', () => {
    expect(normalizeCouponCode(`  ${WELCOME_COUPON_CODE.toLowerCase()} `)).toBe(WELCOME_COUPON_CODE);
  });
});
