import { describe, expect, it } from 'vitest';
import type { Text } from '../texts/index.ts';
import { translate } from '../texts/catalogues.ts';
import { DEFAULT_OFFLINE_LIMITS, isDeviceReceiptNumber, offlineLimitsPassed, OFFLINE_TENDERS, offlineReceiptNumber, offlineSaleProblem } from './offline.ts';

const en = translate('en');
const said = (text: Text | null) => text && en(text.key, text.values);

describe('offline sales (decision 030)', () => {
  it("numbers a device's receipts T{device}-{n} from 1 and knows its own series", () => {
    expect(offlineReceiptNumber('KASIR-1', 1)).toBe('TKASIR-1-1');
    expect(isDeviceReceiptNumber('KASIR-1', 'TKASIR-1-1')).toBe(true);
    expect(isDeviceReceiptNumber('KASIR-1', 'TKASIR-1-42')).toBe(true);
    expect(isDeviceReceiptNumber('KASIR-1', 'TKASIR-1-0')).toBe(false);
    expect(isDeviceReceiptNumber('KASIR-1', 'TKASIR-2-1')).toBe(false);
    expect(isDeviceReceiptNumber('KASIR-1', 'TKASIR-1-1a')).toBe(false);
  });

  it('sells offline with cash, debit and credit card only; no voucher, no points', () => {
    expect(OFFLINE_TENDERS).toEqual(['Cash', 'Debit', 'Credit Card']);
    expect(offlineSaleProblem({ payment_gateway_names: ['Cash'] })).toBeNull();
    expect(offlineSaleProblem({ tenders: [{ kind: 'Debit' }, { kind: 'Cash' }], pointsRedemption: { points: 0 } })).toBeNull();
    expect(said(offlineSaleProblem({ tenders: [{ kind: 'Cash' }, { kind: 'QRIS' }] }))).toBe('QRIS needs the server: offline, pay by cash, debit or credit card');
    expect(said(offlineSaleProblem({ payment_gateway_names: ['Cash'], discount_codes: [{ code: 'X' }] }))).toBe('Vouchers need the server: they cannot be used offline');
    expect(said(offlineSaleProblem({ payment_gateway_names: ['Cash'], pointsRedemption: { points: 5 } }))).toBe('Redeeming points needs the server: it cannot be done offline');
  });

  it("needs a manager past the owner's limits: 24 hours offline, a sale above Rp 5.000.000", () => {
    const since = new Date('2026-11-26T01:00:00.000Z');
    const at = (hours: number) => new Date(since.getTime() + hours * 3_600_000);
    expect(offlineLimitsPassed({ total: 5_000_000, offlineSince: since, now: at(24) }, DEFAULT_OFFLINE_LIMITS)).toEqual([]);
    expect(offlineLimitsPassed({ total: 5_000_001, offlineSince: since, now: at(1) }, DEFAULT_OFFLINE_LIMITS)).toEqual(['saleTooLarge']);
    expect(offlineLimitsPassed({ total: 10_000, offlineSince: since, now: at(24.01) }, DEFAULT_OFFLINE_LIMITS)).toEqual(['offlineTooLong']);
    expect(offlineLimitsPassed({ total: 6_000_000, offlineSince: since, now: at(30) }, { offlineMaxHours: 8, offlineMaxSaleRupiah: 2_500_000 })).toEqual([
      'offlineTooLong',
      'saleTooLarge',
    ]);
  });
});
