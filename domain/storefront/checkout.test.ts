import { describe, expect, it } from 'vitest';
import { canMoveOrder, computeShopCheckout, onlineRewardPoints, orderNumberFrom, paymentExpiry } from './checkout.ts';
import { checkoutFieldProblems, EMPTY_ADDRESS } from './address.ts';

const phone = { productId: '1', name: 'Xiaomi Redmi 13C 4/128GB', unitPrice: 1_399_000, quantity: 1 };
const buds = { productId: '7', name: 'Xiaomi Redmi Buds 5', unitPrice: 349_000, quantity: 2 };

describe('computeShopCheckout', () => {
  it('adds PPN per line before the coupon, then delivery, then takes points', () => {
    const totals = computeShopCheckout({ lines: [phone, buds], coupon: { kind: 'percent', value: 20, maxDiscount: 100_000 }, deliveryFee: 18_000, pointsToRedeem: 5_000 });
    expect(totals).toMatchObject({
      subtotal: 2_097_000,
      couponDiscount: 100_000,
      ppn: 153_890 + 76_780,
      deliveryFee: 18_000,
      amountDueBeforePoints: 2_097_000 - 100_000 + 230_670 + 18_000,
      pointsRedeemed: 5_000,
      total: 2_240_670,
    });
    expect(totals.lines.map((l) => [l.lineTotal, l.lineTax])).toEqual([
      [1_399_000, 153_890],
      [698_000, 76_780],
    ]);
  });
  it('lets points pay at most the amount due, in whole points', () => {
    const totals = computeShopCheckout({ lines: [buds], deliveryFee: 0, pointsToRedeem: 10_000_000.7 });
    expect(totals.pointsRedeemed).toBe(774_780);
    expect(totals.total).toBe(0);
    expect(computeShopCheckout({ lines: [buds], deliveryFee: 0, pointsToRedeem: 12.9 }).pointsRedeemed).toBe(12);
  });
});

describe('online rules', () => {
  it('earns points on the amount paid for goods, by tier', () => {
    expect(onlineRewardPoints({ total: 1_549_890, deliveryFee: 0 }, 'Co-Pilot')).toBe(1_936);
    expect(onlineRewardPoints({ total: 1_567_890, deliveryFee: 18_000 }, 'Crew')).toBe(1_549);
    expect(onlineRewardPoints({ total: 10_000, deliveryFee: 18_000 }, 'Pilot')).toBe(0);
  });
  it('moves orders only forward', () => {
    expect(canMoveOrder('pending_payment', 'paid')).toBe(true);
    expect(canMoveOrder('paid', 'shipped')).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('expired', 'paid')).toBe(false);
  });
  it('gives the shopper an hour to pay, and an order number to read out', () => {
    expect(paymentExpiry(new Date('2026-11-23T05:00:00Z')).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(orderNumberFrom(new Uint8Array([0, 1, 2, 3, 31, 32, 33, 255]))).toBe('LMB-ABCD9AB9');
  });
});

describe('checkoutFieldProblems', () => {
  const contact = { name: 'Ani', email: 'ani@example.com', phone: '+62 812 3456 7890' };
  it('needs the whole address unless the order is picked up', () => {
    expect(checkoutFieldProblems({ contact, address: EMPTY_ADDRESS, pickup: true })).toEqual({});
    expect(checkoutFieldProblems({ contact, address: EMPTY_ADDRESS, pickup: false })).toEqual({
      street: 'storefront.errors.streetRequired',
      kelurahan: 'storefront.errors.kelurahanRequired',
      kecamatan: 'storefront.errors.kecamatanRequired',
      city: 'storefront.errors.cityRequired',
      province: 'storefront.errors.provinceRequired',
      postalCode: 'storefront.errors.postalCodeInvalid',
    });
  });
  it('checks the contact', () => {
    expect(checkoutFieldProblems({ contact: { name: '', email: 'x', phone: 'abc' }, address: null, pickup: true })).toEqual({
      name: 'storefront.errors.nameRequired',
      email: 'storefront.errors.emailInvalid',
      phone: 'storefront.errors.phoneInvalid',
    });
  });
});
