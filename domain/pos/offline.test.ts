import { describe, expect, it } from 'vitest';
import type { Text } from '../texts/index.ts';
import { translate } from '../texts/catalogues.ts';
import { isDeviceReceiptNumber, OFFLINE_TENDERS, offlineReceiptNumber, offlineSaleProblem } from './offline.ts';

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
});
