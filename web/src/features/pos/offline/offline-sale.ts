import type { Receipt } from '#domain/pos/api/receipts.ts';
import type { PlaceOrderRequest, PosStore } from '#domain/pos/api/sales.ts';
import type { ShopIdentity } from '#domain/platform/api/platform.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import type { CheckoutTotals } from '#domain/pos/pricing.ts';
import { maskMembershipNumber, receiptTax } from '#domain/pos/receipt.ts';
import { CASH, type TenderInput } from '#domain/pos/tenders.ts';
import type { OfflineBlock, OfflineOrderRequest } from './queue.ts';

/**
 * What a sale needs when the till has no link (decision 030): the tenders a standalone terminal or the
 * drawer takes, the order with its offline block, and the receipt the till prints itself.
 */

/** Today's order with the offline block in it. */
export function withOfflineBlock(request: PlaceOrderRequest, offline: OfflineBlock): OfflineOrderRequest {
  const [entry] = request.orders;
  return { orders: [{ ...entry!, order: { ...entry!.order, offline } }] };
}

interface OfflineReceiptInput {
  shop: ShopIdentity | undefined;
  store: Pick<PosStore, 'storeId' | 'name'>;
  transactionNumber: string;
  receiptNumber: string;
  soldAt: string;
  totals: CheckoutTotals;
  tenders: readonly TenderInput[];
  change: number;
  cashRounding: number;
  membershipNumber: string | null;
}

/**
 * The receipt of an offline sale, in the model the server's receipts use (decision 015), from what the
 * till priced: its number is the device's (`T{device}-{n}`), there is no e-receipt link yet, and a
 * member's points show as earned at sync.
 */
export function offlineReceipt(input: OfflineReceiptInput): Receipt {
  const { totals } = input;
  const soldAt = new Date(input.soldAt);
  // PPN is on the lines after the voucher (decision 038), the same pricing.ts the server books it with.
  const tax = receiptTax({ taxableAmount: totals.subtotal - totals.voucherDiscount, ppn: totals.tax, day: jakartaDayOfInstant(soldAt) });
  return {
    shop: { name: input.shop?.name ?? '', address: input.shop?.address ?? '', npwp: input.shop?.npwp ?? '', phone: input.shop?.phone ?? '', email: input.shop?.email ?? '' },
    store: { storeId: input.store.storeId, name: input.store.name },
    cashier: null,
    transactionNumber: input.transactionNumber,
    orderName: input.receiptNumber,
    issuedAt: input.soldAt,
    issuedAtText: '',
    lines: totals.lines.map((line) => ({
      productCode: line.productCode,
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.price,
      amount: line.lineSubtotal,
      discount: line.voucherShare,
    })),
    itemCount: totals.lines.reduce((n, line) => n + line.quantity, 0),
    subtotal: totals.subtotal,
    voucher: null,
    pointsRedeemed: 0,
    tax,
    total: totals.total,
    tenders: input.tenders.map((t) => ({ method: t.kind, amount: t.amount, tendered: t.kind === CASH ? (t.tendered ?? t.amount) : null })),
    change: input.change,
    cashRounding: input.cashRounding,
    member: input.membershipNumber ? { membershipNumber: maskMembershipNumber(input.membershipNumber), name: '', pointsEarned: 0, pointsRedeemed: 0, newBalance: null } : null,
    returns: [],
    url: '',
  };
}
