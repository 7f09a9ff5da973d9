import { describe, expect, it } from 'vitest';
import { translate } from '../texts/catalogues.ts';
import type { Text } from '../texts/index.ts';
import { newVoucherCode, voucherUseProblem, type IssuedVoucherFacts, type VoucherUseContext } from './vouchers.ts';

const voucher: IssuedVoucherFacts = {
  voucherCode: 'LR-ABCD-EFGH',
  membershipNumber: '1001',
  status: 'Issued',
  effectiveDate: '2026-11-01',
  expirationDate: '2026-11-30',
  storeBrand: null,
  minimumPurchase: 0,
};
const context: VoucherUseContext = {
  membershipNumber: '1001',
  store: { brand: 'grandlucky', name: 'Grand Lucky Kemang' },
  cartValue: 100_000,
  today: '2026-11-21',
};

/** What the cashier reads, in English (the till's alert words it in their language). */
const en = (text: Text | null) => (text ? translate('en')(text.key, text.values) : null);

describe('voucherUseProblem', () => {
  it('is null for an issued voucher of this member, in its dates, at any store', () => {
    expect(voucherUseProblem('LR-ABCD-EFGH', voucher, context)).toBeNull();
  });

  it('names the first problem a cashier would want to hear', () => {
    expect(en(voucherUseProblem('LR-NONE', null, context))).toBe('Voucher LR-NONE does not exist.');
    expect(en(voucherUseProblem('LR-ABCD-EFGH', { ...voucher, membershipNumber: '1002' }, context))).toBe('Voucher LR-ABCD-EFGH belongs to another member.');
    expect(en(voucherUseProblem('LR-ABCD-EFGH', { ...voucher, status: 'Redeemed' }, context))).toBe('Voucher LR-ABCD-EFGH has already been used.');
    expect(en(voucherUseProblem('LR-ABCD-EFGH', { ...voucher, status: 'Expired' }, context))).toBe('Voucher LR-ABCD-EFGH expired on 30 November 2026.');
    expect(en(voucherUseProblem('LR-ABCD-EFGH', { ...voucher, effectiveDate: '2026-12-01', expirationDate: '2026-12-31' }, context))).toBe(
      'Voucher LR-ABCD-EFGH can be used from 1 December 2026.',
    );
    expect(en(voucherUseProblem('LR-ABCD-EFGH', { ...voucher, storeBrand: 'erafone' }, context))).toBe('Voucher LR-ABCD-EFGH cannot be used at Grand Lucky Kemang.');
    expect(en(voucherUseProblem('LR-ABCD-EFGH', { ...voucher, minimumPurchase: 150_000 }, context))).toBe(
      'Voucher LR-ABCD-EFGH needs a purchase of at least Rp\u00a0150.000.',
    );
  });

  it('a voucher is usable through its last day and not after', () => {
    expect(voucherUseProblem('V', voucher, { ...context, today: '2026-11-30' })).toBeNull();
    expect(en(voucherUseProblem('V', voucher, { ...context, today: '2026-12-01' }))).toBe('Voucher V expired on 30 November 2026.');
    expect(voucherUseProblem('V', voucher, { ...context, today: '2026-11-01' })).toBeNull();
  });

  it('the minimum purchase is inclusive', () => {
    expect(voucherUseProblem('V', { ...voucher, minimumPurchase: 100_000 }, context)).toBeNull();
    expect(voucherUseProblem('V', { ...voucher, minimumPurchase: 100_001 }, context)).not.toBeNull();
  });
});

describe('newVoucherCode', () => {
  it('formats LR-XXXX-XXXX from letters and digits a cashier cannot confuse', () => {
    let i = 0;
    expect(newVoucherCode((n) => i++ % n)).toBe('LR-2345-6789');
    const codes = Array.from({ length: 200 }, () => newVoucherCode((n) => Math.floor(Math.random() * n)));
    for (const code of codes) expect(code).toMatch(/^LR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });
});
