import { describe, expect, it } from 'vitest';
import { buildZReport, zReportName, type ShiftFacts } from './shifts.ts';

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
