import { describe, expect, it } from 'vitest';
import type { MemberProfile, MemberVoucher } from '../loyalty/api/members.ts';
import type { CheckoutLine, CheckoutVoucher } from './pricing.ts';
import {
  allocateDiscount,
  buildPlaceOrderRequest,
  checkoutMember,
  newExternalTransactionNumber,
  orderIdFor,
  parseServiceMessage,
  type PosOrderDraft,
} from './order.ts';
import { computeCheckout } from './pricing.ts';

const milkBundle: CheckoutLine = { productCode: 'GL-MLK-006', name: 'Milk Bundle', category: 'Milk', price: 67_000, quantity: 2 };
const apples: CheckoutLine = { productCode: 'GL-FRU-001', name: 'Apel Fuji', category: 'Fruits', price: 25_000, quantity: 1 };
const disc10: CheckoutVoucher = {
  voucherCode: 'DISC10-AB12',
  voucherDefinition: 'Diskon 10%',
  type: 'DiscountPercentage',
  faceValue: null,
  discountPercent: 10,
  expirationDate: '2026-12-31',
};

const draft = (overrides: Partial<PosOrderDraft> = {}): PosOrderDraft => ({
  externalTransactionNumber: 'POS-TEST-1',
  store: { storeId: 'STORE-003', name: 'Grand Lucky Kemang' },
  membershipNumber: '1003',
  lines: [milkBundle, apples],
  voucher: disc10,
  eligibility: { ExcludedProducts: [], EligibleProducts: [], EligibleCategories: [] },
  pointsToRedeem: 1_000,
  paymentMethod: 'QRIS',
  createdAt: new Date('2026-11-22T03:00:00Z'),
  ...overrides,
});

describe('buildPlaceOrderRequest (loyalty-pos.md §3 "Order payload")', () => {
  it('posts the Shopify-like order with PPN per line and the totals the server recomputes', () => {
    const [entry] = buildPlaceOrderRequest(draft()).orders;
    expect(entry).toMatchObject({ requestType: 'placeOrder', newExternalTransactionNumber: 'POS-TEST-1' });
    const order = entry!.order;
    // 2 x 67,000 + 25,000 = 159,000; 10% = 15,900 (under the 25,000 cap) shared 13,400 / 2,500;
    // PPN after the shares (decision 038): 11% of 120,600 + 11% of 22,500 = 13,266 + 2,475 = 15,741; 1,000 points.
    expect(order).toMatchObject({
      name: '#1001',
      order_number: 1001,
      storeId: 'STORE-003',
      loyaltyProgramName: 'Lumbung Rewards',
      membershipNumber: '1003',
      client_details: { businessName: 'Grand Lucky Kemang' },
      currency: 'IDR',
      financial_status: 'paid',
      payment_gateway_names: ['QRIS'],
      pointsRedemption: { points: 1_000, programCurrencyName: 'Reward Points' },
      discount_codes: [{ code: 'DISC10-AB12', amount: '15900.00', type: 'percentage' }],
      subtotal_price: '159000.00',
      total_tax: '15741.00',
      total_discounts: '15900.00',
      total_price: '157841.00',
    });
    expect(order.line_items).toEqual([
      expect.objectContaining({
        productCode: 'GL-MLK-006',
        quantity: 2,
        price: '67000.00',
        grams: 1500,
        requires_shipping: false,
        total_discount: '13400.00',
        tax_lines: [expect.objectContaining({ title: 'PPN', rate: 0.11, price: '13266.00' })],
      }),
      expect.objectContaining({ productCode: 'GL-FRU-001', quantity: 1, total_discount: '2500.00', tax_lines: [expect.objectContaining({ price: '2475.00' })] }),
    ]);
  });

  it('a sale without a member redeems nothing and names no member', () => {
    const order = buildPlaceOrderRequest(draft({ membershipNumber: null, voucher: null, eligibility: null, pointsToRedeem: 5_000 })).orders[0]!.order;
    expect(order.membershipNumber).toBeNull();
    expect(order).not.toHaveProperty('pointsRedemption');
    expect(order).not.toHaveProperty('discount_codes');
    expect(order).toMatchObject({ total_discounts: '0.00', total_price: '176490.00' });
  });

  it('the same checkout posts the same order id: a retry is the same order', () => {
    expect(orderIdFor('POS-TEST-1')).toBe(orderIdFor('POS-TEST-1'));
    expect(String(orderIdFor('POS-TEST-1'))).toMatch(/^\d{8}$/);
    expect(buildPlaceOrderRequest(draft())).toEqual(buildPlaceOrderRequest(draft()));
  });

  it('a new checkout gets a new transaction number', () => {
    const numbers = new Set(Array.from({ length: 50 }, () => newExternalTransactionNumber()));
    expect(numbers.size).toBe(50);
    expect([...numbers][0]).toMatch(/^POS-[0-9A-Z]+-[0-9A-F]{8}$/);
  });
});

describe('allocateDiscount', () => {
  it('puts the discount on the eligible lines only, adding up to the order discount', () => {
    const eligibility = { ExcludedProducts: [], EligibleProducts: [], EligibleCategories: [{ Name: 'Fruits' }] };
    const totals = computeCheckout({ lines: [milkBundle, apples], voucher: disc10, eligibility });
    expect(totals.voucherDiscount).toBe(2_500);
    expect(allocateDiscount(totals, new Set(['GL-FRU-001']))).toEqual([0, 2_500]);
    expect(totals.lines.map((line) => line.voucherShare)).toEqual([0, 2_500]);
  });

  it('gives the rupiah left over to the largest remainder, the shares the PPN was computed after', () => {
    const totals = computeCheckout({ lines: [milkBundle, apples, apples], voucher: { ...disc10, type: 'FixedValue', faceValue: 10_000, discountPercent: null } });
    // 10,000 over 134,000 / 25,000 / 25,000: 7,282.61 / 1,358.70 / 1,358.70 -> the 2 rupiah left go to the .70s.
    expect(allocateDiscount(totals, null)).toEqual([7_282, 1_359, 1_359]);
    expect(totals.lines.map((line) => line.voucherShare)).toEqual([7_282, 1_359, 1_359]);
  });
});

describe('checkoutMember (loyalty-pos.md §3 Member, client-side)', () => {
  it("takes the name, e-mail, birth date and the 'Reward Points' currency; keeps Issued vouchers", () => {
    const profile = {
      membershipNumber: 'T123',
      associatedContact: { contactId: 'c', firstName: 'Wati', lastName: '', email: 'wati@example.com', birthDate: null },
      memberCurrencies: [
        { loyaltyMemberCurrencyName: 'Reward Points', loyaltyProgramCurrencyId: 'pc1', memberCurrencyId: 'mc1', pointsBalance: 1_200 },
        { loyaltyMemberCurrencyName: 'Tier Points', loyaltyProgramCurrencyId: 'pc2', memberCurrencyId: 'mc2', pointsBalance: 9_000 },
      ],
    } as unknown as MemberProfile;
    const issued = { voucherCode: 'A', voucherStatus: 'Issued' } as MemberVoucher;
    const used = { voucherCode: 'B', voucherStatus: 'Redeemed' } as MemberVoucher;
    expect(checkoutMember(profile, [issued, used])).toEqual({
      number: 'T123',
      name: 'Wati',
      email: 'wati@example.com',
      dob: '',
      points: { loyaltyProgramCurrencyId: 'pc1', memberCurrencyId: 'mc1', loyaltyMemberCurrencyName: 'Reward Points', pointsBalance: 1_200 },
      vouchers: [issued],
    });
  });

  it('marks a membership the back office blocked, so the till can say it earns and redeems nothing', () => {
    const profile = { membershipNumber: '1001', memberStatus: 'Blocked', associatedContact: { firstName: 'Budi', lastName: 'S', email: 'b@example.com' }, memberCurrencies: [] };
    expect(checkoutMember(profile as unknown as MemberProfile, []).blocked).toBe(true);
    expect(checkoutMember({ ...profile, memberStatus: 'Active' } as unknown as MemberProfile, [])).not.toHaveProperty('blocked');
  });
});

describe('parseServiceMessage (loyalty-pos.md §8)', () => {
  it("takes the first item's message of the JSON array in a hosted error, else the text itself", () => {
    expect(parseServiceMessage('Failed to enroll member [{"errorCode":"DUPLICATE","message":"Membership number already exists"}]')).toBe(
      'Membership number already exists',
    );
    expect(parseServiceMessage('Membership number T1 is already taken.')).toBe('Membership number T1 is already taken.');
    expect(parseServiceMessage('odd [not json]')).toBe('odd [not json]');
  });
});
