import { describe, expect, it } from 'vitest';
import { voucherLabel } from './receipt-text.ts';
import {
  formatReceiptDateTime,
  maskMembershipNumber,
  receiptMoney,
  receiptTax,
  receiptUrl,
  whatsappShareUrl,
} from './receipt.ts';
import { computeCheckout } from './pricing.ts';
import { ppnRuleOn } from '../platform/tax.ts';
import { translate } from '../texts/catalogues.ts';

describe('receiptTax (INDONESIA.md "Tax": PPN 12% on 11/12 of the price since 2025)', () => {
  it('states a 2026 sale of Rp 113.500 as DPP Nilai Lain Rp 104.042 and PPN 12% Rp 12.485, the spec’s 11% to the rupiah', () => {
    const cart = computeCheckout({
      lines: [
        { productCode: 'GL-FRU-001', name: 'Cavendish Bananas 1 kg', category: 'Fruits', price: 22_000, quantity: 2 },
        { productCode: 'GL-MLK-001', name: 'Whole Milk 1 L', category: 'Milk', price: 21_000, quantity: 3 },
        { productCode: 'GL-MLK-005', name: 'Chocolate Milk 200 ml', category: 'Milk', price: 6_500, quantity: 1 },
      ],
    });
    expect(cart.subtotal).toBe(113_500);
    expect(cart.tax).toBe(12_485);
    expect(receiptTax({ taxableAmount: cart.subtotal, ppn: cart.tax, day: '2026-11-23' })).toEqual({
      taxableAmount: 113_500,
      taxBase: 104_042,
      ratePercent: 12,
      baseLabel: 'DPP Nilai Lain 11/12',
      ppn: 12_485,
    });
    // 12% of the base is the same PPN, to the rupiah.
    expect(Math.round(104_042 * 0.12)).toBe(12_485);
  });

  it('rounds the base once, halves away from zero: Rp 6 -> Rp 6 (5,5), Rp 1.000 -> Rp 917', () => {
    expect(receiptTax({ taxableAmount: 6, ppn: 1, day: '2025-01-01' }).taxBase).toBe(6);
    expect(receiptTax({ taxableAmount: 1_000, ppn: 110, day: '2025-01-01' }).taxBase).toBe(917);
    expect(receiptTax({ taxableAmount: 15_000_000, ppn: 1_650_000, day: '2026-01-01' }).taxBase).toBe(13_750_000);
  });

  it('is date-effective: until 31 December 2024 PPN was 11% on the full price', () => {
    expect(receiptTax({ taxableAmount: 113_500, ppn: 12_485, day: '2024-12-31' })).toEqual({
      taxableAmount: 113_500,
      taxBase: 113_500,
      ratePercent: 11,
      baseLabel: 'DPP',
      ppn: 12_485,
    });
    expect(ppnRuleOn('2025-01-01').ratePercent).toBe(12);
  });

  it('taxes luxury goods at 12% of the full price since 2025', () => {
    expect(ppnRuleOn('2026-11-23', 'luxury')).toMatchObject({ ratePercent: 12, base: { numerator: 1, denominator: 1 }, baseLabel: 'DPP' });
    expect(receiptTax({ taxableAmount: 1_000_000, ppn: 120_000, day: '2026-11-23', taxClass: 'luxury' }).taxBase).toBe(1_000_000);
  });

  it('has no rule before PPN 11% began', () => {
    expect(() => ppnRuleOn('2022-03-31')).toThrow('No PPN rule for ordinary goods on 2022-03-31');
  });
});

describe('receipt wording', () => {
  it('prints the Jakarta date and time of the sale (WIB), the next day after 17:00 UTC', () => {
    expect(formatReceiptDateTime('2026-11-23T04:07:31Z', 'en')).toBe('23 Nov 2026 11:07 WIB');
    expect(formatReceiptDateTime('2026-12-31T17:30:00Z', 'en')).toBe('1 Jan 2027 00:30 WIB');
    expect(formatReceiptDateTime('2026-11-23T04:07:31Z', 'id')).toBe('23 Nov 2026 11.07 WIB');
  });

  it('prints a store’s own zone when it is not WIB', () => {
    expect(formatReceiptDateTime('2026-11-23T04:07:31Z', 'id', 'Asia/Makassar')).toBe('23 Nov 2026 12.07 WITA');
  });

  it('prints money without decimals', () => {
    expect(receiptMoney(117_035)).toBe('Rp\u00a0117.035');
  });

  it('hides all but the end of the membership number', () => {
    expect(maskMembershipNumber('1003')).toBe('••03');
    expect(maskMembershipNumber('TA1B2C3D4E5')).toBe('••••D4E5');
  });

  it('links the e-receipt page at the public origin', () => {
    expect(receiptUrl('https://shop.example/', '0123456789abcdef0123456789abcdef')).toBe('https://shop.example/receipt/0123456789abcdef0123456789abcdef');
  });

  it('shares by WhatsApp with a short text and the link, to a chosen chat', () => {
    // The receipt panel words the message from the catalogue (decision 029), here in English.
    const en = translate('en');
    const text = en('pos.receipt.panel.whatsappText', { shop: 'PT Lumbung Ritel Nusantara', order: '#1042', total: 'Rp 117.035', url: 'https://shop.example/receipt/abc' });
    expect(text).toBe('Thank you for shopping at PT Lumbung Ritel Nusantara. Your receipt #1042 (Rp 117.035): https://shop.example/receipt/abc');
    expect(whatsappShareUrl('Hi & bye')).toBe('https://wa.me/?text=Hi%20%26%20bye');
    expect(whatsappShareUrl('Hi', '6281234567801')).toBe('https://wa.me/6281234567801?text=Hi');
  });
});

describe('the voucher line', () => {
  it('does not say "Voucher" twice', () => {
    expect(voucherLabel(translate('id'), 'Voucher Belanja Rp 5.000')).toBe('Voucher Belanja Rp 5.000');
    expect(voucherLabel(translate('en'), 'Diskon 10%')).toBe('Voucher Diskon 10%');
  });
});
