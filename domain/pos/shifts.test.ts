import { describe, expect, it } from 'vitest';
import { buildZReport, cashDifference, expectedCashOf, parseCashAmount, signedRupiah, zReportName, type ShiftFacts } from './shifts.ts';

const facts: ShiftFacts = {
  shift: { id: 's1', storeId: 'STORE-001', storeName: 'Grand Lucky Kemang', cashierName: 'Kasir Demo', openingFloat: 200_000, openedAt: '2026-11-23T01:00:00.000Z' },
  zNumber: 7,
  closedAt: '2026-11-23T10:00:00.000Z',
  countedCash: 224_000,
  sales: { count: 2, subtotal: 112_000, tax: 12_320, voucherDiscount: 10_000, vouchersUsed: 1, pointsRedeemed: 500, total: 113_820, cashRounding: 20 },
  saleTenders: [
    { kind: 'Debit', count: 1, amount: 50_000, tendered: 0, change: 0 },
    { kind: 'Cash', count: 2, amount: 24_300, tendered: 30_000, change: 5_700 },
    { kind: 'QRIS', count: 1, amount: 39_500, tendered: 0, change: 0 },
  ],
  returns: { count: 0, total: 0, tenders: [] },
};

describe('Z-report', () => {
  it('lists every tender, expected cash = float + cash sales, and the difference to the blind count', () => {
    expect(buildZReport(facts)).toEqual({
      zNumber: 7,
      shiftId: 's1',
      storeId: 'STORE-001',
      storeName: 'Grand Lucky Kemang',
      cashierName: 'Kasir Demo',
      openedAt: '2026-11-23T01:00:00.000Z',
      closedAt: '2026-11-23T10:00:00.000Z',
      openingFloat: 200_000,
      sales: {
        count: 2,
        subtotal: 112_000,
        tax: 12_320,
        voucherDiscount: 10_000,
        vouchersUsed: 1,
        pointsRedeemed: 500,
        total: 113_820,
        cashRounding: 20,
        tenders: [
          { kind: 'Cash', count: 2, amount: 24_300 },
          { kind: 'Debit', count: 1, amount: 50_000 },
          { kind: 'Credit Card', count: 0, amount: 0 },
          { kind: 'QRIS', count: 1, amount: 39_500 },
        ],
        cashTendered: 30_000,
        changeGiven: 5_700,
      },
      returns: {
        count: 0,
        total: 0,
        tenders: [
          { kind: 'Cash', count: 0, amount: 0 },
          { kind: 'Debit', count: 0, amount: 0 },
          { kind: 'Credit Card', count: 0, amount: 0 },
          { kind: 'QRIS', count: 0, amount: 0 },
        ],
      },
      expectedCash: 224_300,
      countedCash: 224_000,
      difference: -300,
    });
  });

  it('takes cash refunds out of the drawer', () => {
    const report = buildZReport({ ...facts, countedCash: 214_300, returns: { count: 1, total: 10_000, tenders: [{ kind: 'Cash', count: 1, amount: 10_000 }] } });
    expect(report).toMatchObject({ expectedCash: 214_300, difference: 0 });
  });

  it('names reports Z-0001, Z-0042', () => {
    expect(zReportName(1)).toBe('Z-0001');
    expect(zReportName(42)).toBe('Z-0042');
  });
});

describe('cash difference at the close', () => {
  it('is counted - expected: short below, over above, even when equal', () => {
    expect(cashDifference(65_735, 0)).toEqual({ difference: -65_735, outcome: 'short' });
    expect(cashDifference(223_300, 223_500)).toEqual({ difference: 200, outcome: 'over' });
    expect(cashDifference(200_000, 200_000)).toEqual({ difference: 0, outcome: 'even' });
  });

  it('expects the float plus cash sales less cash refunds', () => {
    const refunded = { ...facts, returns: { count: 1, total: 4_300, tenders: [{ kind: 'Cash' as const, count: 1, amount: 4_300 }] } };
    expect(expectedCashOf(refunded)).toBe(200_000 + 24_300 - 4_300);
  });
});

describe('cash typed at the till', () => {
  it('reads whole rupiah, refuses a blank field as missing (zero is typed) and anything else as invalid', () => {
    expect(parseCashAmount('200000')).toBe(200_000);
    expect(parseCashAmount(' 200.000 ')).toBe(200_000);
    expect(parseCashAmount('0')).toBe(0);
    expect(parseCashAmount('')).toBe('missing');
    expect(parseCashAmount('   ')).toBe('missing');
    expect(parseCashAmount('abc')).toBe('invalid');
    expect(parseCashAmount('10,5')).toBe('invalid');
    expect(parseCashAmount('-5')).toBe('invalid');
  });

  it('signs a difference', () => {
    expect(signedRupiah(-65_735)).toBe('-Rp\u00a065.735');
    expect(signedRupiah(200)).toBe('+Rp\u00a0200');
    expect(signedRupiah(0)).toBe('Rp\u00a00');
  });
});
