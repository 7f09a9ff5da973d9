/**
 * A payment that arrives after its order expired (docs/decisions/036-late-payments.md): the shopper
 * paid, so it is never ignored. The order is revived and paid when everything it had taken can be
 * taken again (stock, its coupon, points spent); otherwise the money goes back through the gateway's
 * refund API, or by hand where the gateway has none (a bank transfer), and the back office lists each.
 */

export const LATE_PAYMENT_OUTCOMES = ['revived', 'refunding', 'refunded', 'refundFailed', 'refundByHand'] as const;
export type LatePaymentOutcome = (typeof LATE_PAYMENT_OUTCOMES)[number];

/** Why an order could not be revived: what it had taken is no longer there. */
export const LATE_PAYMENT_REASONS = ['stock', 'coupon', 'points'] as const;
export type LatePaymentReason = (typeof LATE_PAYMENT_REASONS)[number];

/** The outcomes a person must still act on: a refund the gateway refused, or one only a person can make. */
export const needsAction = (outcome: LatePaymentOutcome): boolean => outcome === 'refundFailed' || outcome === 'refundByHand';
