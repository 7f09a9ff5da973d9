import { describe, expect, it } from 'vitest';
import { computeCheckout } from '#domain/pos/pricing.ts';
import { buildPlaceOrderRequest } from '#domain/pos/order.ts';
import { canSellOffline } from '#domain/pos/offline.ts';
import { offlineReceipt, withOfflineBlock } from './offline-sale.ts';

const store = { storeId: 'STORE-008', name: 'Grand Lucky Cibubur' };
const lines = [{ productCode: 'GL-MLK-001', name: 'Whole Milk 1 L', category: 'Milk', price: 21_000, quantity: 2 }];

describe('offline sale', () => {
  it('takes cash, debit and credit card; QRIS needs the server', () => {
    expect(canSellOffline([{ kind: 'Cash', amount: 1 }, { kind: 'Debit', amount: 1 }, { kind: 'Credit Card', amount: 1 }])).toBe(true);
    expect(canSellOffline([{ kind: 'Cash', amount: 1 }, { kind: 'QRIS', amount: 1 }])).toBe(false);
  });

  it('puts the offline block in the order and keeps the rest of the request as it is', () => {
    const request = buildPlaceOrderRequest({
      externalTransactionNumber: 'POS-1',
      store,
      membershipNumber: '1001',
      lines,
      voucher: null,
      eligibility: null,
      pointsToRedeem: 0,
      tenders: [{ kind: 'Cash', amount: 46_620 }],
      createdAt: new Date('2026-11-27T02:00:00Z'),
    });
    const offline = { deviceId: 'V7KKUS', receiptNumber: 'TV7KKUS-3', soldAt: '2026-11-27T02:00:00.000Z', shiftId: '00000000-0000-4000-8000-000000000001' };
    const body = withOfflineBlock(request, offline);
    expect(body.orders[0].order.offline).toEqual(offline);
    expect({ ...body.orders[0].order, offline: undefined }).toEqual({ ...request.orders[0]!.order, offline: undefined });
    expect(body.orders[0].newExternalTransactionNumber).toBe('POS-1');
  });

  it("builds the receipt from the till's prices: the device's number, no e-receipt link, points at sync", () => {
    const totals = computeCheckout({ lines, voucher: null, eligibility: null, pointsToRedeem: 0 });
    const receipt = offlineReceipt({
      shop: undefined,
      store,
      transactionNumber: 'POS-1',
      receiptNumber: 'TV7KKUS-3',
      soldAt: '2026-11-27T02:00:00.000Z',
      totals,
      tenders: [{ kind: 'Cash', amount: 46_600, tendered: 50_000 }],
      change: 3_400,
      cashRounding: 20,
      membershipNumber: 'OFF123456',
    });
    expect(receipt.orderName).toBe('TV7KKUS-3');
    expect(receipt.url).toBe('');
    expect(receipt.total).toBe(46_620);
    expect(receipt.tax).toMatchObject({ taxableAmount: 42_000, ppn: 4_620, ratePercent: 12 });
    expect(receipt.tenders).toEqual([{ method: 'Cash', amount: 46_600, tendered: 50_000 }]);
    expect(receipt.member).toEqual({ membershipNumber: '••••3456', name: '', pointsEarned: 0, pointsRedeemed: 0, newBalance: null });
  });
});
