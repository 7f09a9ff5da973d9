import { describe, expect, it } from 'vitest';
import { canMoveOrder, computeShopCheckout, onlineRewardPoints, orderNumberFrom, paymentExpiry } from './checkout.ts';
import { checkoutFieldProblems, EMPTY_ADDRESS } from './address.ts';

const phone = { productId: '1', name: 'Xiaomi Redmi 13C 4/128GB', unitPrice: 1_399_000, quantity: 1 };
const buds = { productId: '7', name: 'Xiaomi Redmi Buds 5', unitPrice: 349_000, quantity: 2 };

describe('computeShopCheckout (decision 038: shelf prices include PPN)', () => {
  it('Redmi Buds 5 at Rp 349.000 with the 20% coupon: pays Rp 279.200, of which PPN Rp 27.668 (279.200 x 11/111)', () => {
    const totals = computeShopCheckout({ lines: [{ ...buds, quantity: 1 }], coupon: { kind: 'percent', value: 20, maxDiscount: null }, deliveryFee: 0, day: '2026-11-23' });
    expect(totals).toMatchObject({ subtotal: 349_000, couponDiscount: 69_800, ppn: 27_668, deliveryFee: 0, amountDueBeforePoints: 279_200, pointsRedeemed: 0, total: 279_200 });
    expect(totals.lines.map((l) => [l.lineTotal, l.couponShare, l.lineTax])).toEqual([[349_000, 69_800, 27_668]]);
    // The old rule added 11% of 349.000 (Rp 38.390) on top, taxing the coupon too.
    expect(totals.ppn).not.toBe(38_390);
  });

  it('shares the coupon by line (largest remainder), takes the tax contained in each rest, adds delivery, then takes points', () => {
    const totals = computeShopCheckout({
      lines: [phone, buds],
      coupon: { kind: 'percent', value: 20, maxDiscount: 100_000 },
      deliveryFee: 18_000,
      pointsToRedeem: 5_000,
      day: '2026-11-23',
    });
    // 100.000 x 1.399.000 / 2.097.000 = 66.714,35 and x 698.000 / 2.097.000 = 33.285,65: the last rupiah to the larger remainder.
    expect(totals.lines.map((l) => [l.lineTotal, l.couponShare, l.lineTax])).toEqual([
      [1_399_000, 66_714, 132_028], // 1.332.286 x 11/111 = 132.028,34
      [698_000, 33_286, 65_873], // 664.714 x 11/111 = 65.872,56
    ]);
    expect(totals).toMatchObject({
      subtotal: 2_097_000,
      couponDiscount: 100_000,
      ppn: 197_901,
      deliveryFee: 18_000,
      amountDueBeforePoints: 2_015_000,
      pointsRedeemed: 5_000,
      total: 2_010_000,
    });
  });

  it('lets points pay at most the amount due, in whole points, and leaves the PPN alone', () => {
    const totals = computeShopCheckout({ lines: [buds], deliveryFee: 0, pointsToRedeem: 10_000_000.7, day: '2026-11-23' });
    expect(totals.pointsRedeemed).toBe(698_000);
    expect(totals.total).toBe(0);
    expect(totals.ppn).toBe(69_171); // 698.000 x 11/111 = 69.171,17
    expect(computeShopCheckout({ lines: [buds], deliveryFee: 0, pointsToRedeem: 12.9 }).pointsRedeemed).toBe(12);
  });

  it('contains 12/112 of a luxury price since 2025, 11/111 before', () => {
    const watch = { productId: 'L1', name: 'Jam tangan', unitPrice: 11_200_000, quantity: 1, taxClass: 'luxury' as const };
    expect(computeShopCheckout({ lines: [watch], deliveryFee: 0, day: '2025-01-01' }).ppn).toBe(1_200_000);
    expect(computeShopCheckout({ lines: [watch], deliveryFee: 0, day: '2024-12-31' }).ppn).toBe(1_109_910); // 11.200.000 x 11/111 = 1.109.909,91
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
