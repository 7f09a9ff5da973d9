import { computeCheckout, parsePointsInput, POINTS_NOT_WHOLE, pointsToRedeemProblem, type CheckoutTotals, type CheckoutVoucher } from '#domain/pos/pricing.ts';
import type { Text } from '#domain/texts/index.ts';
import { asCheckoutVoucher } from '#domain/pos/order.ts';
import { checkoutLines, type CheckoutState } from './checkout-state.ts';

export interface CheckoutView {
  totals: CheckoutTotals;
  voucher: CheckoutVoucher | null;
  /** The points the cashier typed, when they are a whole number within the limits. */
  pointsToRedeem: number;
  /** Why the typed points cannot be redeemed; null when they can (or nothing is typed). */
  pointsError: Text | null;
}

/**
 * The summary panel's numbers (loyalty-pos.md §2, §9), from domain/pos/pricing.ts: the server prices the
 * order with the same function and refuses one whose totals disagree.
 */
export function checkoutView(state: CheckoutState): CheckoutView {
  const lines = checkoutLines(state.cart);
  const selected = state.member && state.voucherIndex >= 0 ? state.member.vouchers[state.voucherIndex] : undefined;
  const voucher = selected ? asCheckoutVoucher(selected) : null;
  const base = { lines, voucher, eligibility: voucher ? state.eligibility : null };

  let pointsToRedeem = 0;
  let pointsError: Text | null = null;
  if (state.member) {
    const typed = parsePointsInput(state.pointsText);
    const amountDue = computeCheckout(base).amountDueBeforePoints;
    pointsError = typed === null ? POINTS_NOT_WHOLE : pointsToRedeemProblem(typed, { balance: state.member.points.pointsBalance, amountDue });
    if (typed !== null && pointsError === null) pointsToRedeem = typed;
  }
  return { totals: computeCheckout({ ...base, pointsToRedeem }), voucher, pointsToRedeem, pointsError };
}
