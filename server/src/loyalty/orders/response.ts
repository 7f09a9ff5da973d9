import type { PlacedOrderResult } from '#domain/pos/api/sales.ts';
import type { CheckedOrder } from './checks.ts';
import type { OrderLedgerEntries } from './order-plan.ts';

/**
 * The cashier's answer (loyalty-pos.md §7 createOrder) as far as the plan knows it. loyalty_place_order
 * fills in what only the locked rows tell: the order number and name, the shift, the balances before
 * and after, the Tier Points and the tier.
 */
export function orderResponse(
  externalTransactionNumber: string,
  checked: CheckedOrder,
  placed: { orderId: string; now: Date; entries: OrderLedgerEntries; spinId: string | null },
): PlacedOrderResult {
  const { store, member, voucher, totals, settlement, paymentMethod } = checked;
  return {
    requestType: 'placeOrder',
    externalTransactionNumber,
    status: 'Success',
    order: {
      id: placed.orderId,
      orderNumber: 0, // set by loyalty_place_order
      name: '',
      externalTransactionNumber,
      createdAt: placed.now.toISOString(),
      storeId: store.storeId,
      businessName: store.name,
      membershipNumber: member?.membershipNumber ?? null,
      paymentMethod,
      tenders: settlement.tenders,
      cashRounding: settlement.cashRounding,
      change: settlement.change,
      shiftId: null, // set by loyalty_place_order
      currency: 'IDR',
      financialStatus: 'paid',
      lineItems: totals.lines.map((line) => ({
        productCode: line.productCode,
        name: line.name,
        category: line.category,
        price: line.price,
        quantity: line.quantity,
        lineSubtotal: line.lineSubtotal,
        lineTax: line.lineTax,
      })),
      subtotal: totals.subtotal,
      totalTax: totals.tax,
      voucherCode: voucher?.voucherCode ?? null,
      voucherDiscount: totals.voucherDiscount,
      pointsRedeemed: totals.pointsRedeemed,
      total: totals.total,
    },
    loyalty: member
      ? {
          membershipNumber: member.membershipNumber,
          pointsUsed: totals.pointsRedeemed,
          pointsEarned: placed.entries.pointsEarned,
          tierPointsEarned: placed.entries.tierPointsEarned,
          // The balances and tier are set by loyalty_place_order from the locked rows.
          previousPointsBalance: 0,
          newPointsBalance: 0,
          tierPoints: 0,
          memberTier: member.tierName,
          tierUpgraded: false,
          gameParticipantRewardId: placed.spinId,
        }
      : null,
  };
}
