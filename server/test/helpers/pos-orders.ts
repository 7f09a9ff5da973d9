import { randomBytes } from 'node:crypto';
import type { PlaceOrderRequest } from '#domain/pos/api/sales.ts';
import { LOYALTY_PROGRAM_NAME, REWARD_POINTS } from '#domain/loyalty/programme.ts';
import type { TenderInput, TenderKind } from '#domain/pos/tenders.ts';

export function newTransactionNumber(): string {
  return `POS-${Date.now()}-${randomBytes(4).toString('hex')}`;
}

export interface OrderOptions {
  externalTransactionNumber?: string;
  storeId?: string;
  membershipNumber?: string | null;
  lines?: { productCode: string; quantity: number; price?: number }[];
  voucherCode?: string | null;
  points?: number;
  /** The spec's single payment method (default QRIS); left out when `tenders` are given. */
  paymentMethod?: TenderKind;
  /** Split tender (decision 014). */
  tenders?: TenderInput[];
  totals?: { subtotal_price?: string | number; total_tax?: string | number; total_discounts?: string | number; total_price?: string | number };
}

/** A POS order body shaped like loyalty-pos.md §3 "Order payload" (Shopify-like). */
export function orderBody(options: OrderOptions = {}): PlaceOrderRequest {
  const externalTransactionNumber = options.externalTransactionNumber ?? newTransactionNumber();
  const lines = options.lines ?? [{ productCode: 'GL-MLK-006', quantity: 1 }];
  return {
    orders: [
      {
        requestType: 'placeOrder',
        newExternalTransactionNumber: externalTransactionNumber,
        order: {
          id: 12_345_678,
          name: '#1001',
          order_number: 1001,
          storeId: options.storeId ?? 'STORE-001',
          loyaltyProgramName: LOYALTY_PROGRAM_NAME,
          membershipNumber: options.membershipNumber ?? null,
          client_details: { businessName: 'Grand Lucky Kemang' },
          currency: 'IDR',
          financial_status: 'paid',
          ...(options.tenders ? { tenders: options.tenders } : { payment_gateway_names: [options.paymentMethod ?? 'QRIS'] }),
          line_items: lines.map((line) => ({
            productCode: line.productCode,
            quantity: line.quantity,
            ...(line.price === undefined ? {} : { price: String(line.price) }),
            grams: 1500,
            requires_shipping: false,
            tax_lines: [{ title: 'PPN', rate: 0.11 }],
          })),
          ...(options.voucherCode ? { discount_codes: [{ code: options.voucherCode, type: 'fixed_amount' }] } : {}),
          ...(options.points !== undefined
            ? { pointsRedemption: { points: options.points, additionalNotes: 'POS redemption', programCurrencyName: REWARD_POINTS } }
            : {}),
          ...options.totals,
        },
      },
    ],
  };
}
