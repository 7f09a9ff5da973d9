/**
 * The back office's orders (decision 024): statuses of both channels and the moves staff make. The
 * storefront order's status form is domain/storefront/fulfilment.ts.
 */
import { ORDER_STATUSES } from '../storefront/checkout.ts';
import type { TextKey } from '../texts/index.ts';

export const ORDER_CHANNELS = ['storefront', 'pos'] as const;

/** A POS sale has no workflow: it is completed, or has had one or more returns. */
export const POS_ORDER_STATUSES = ['completed', 'returned'] as const;
export const ADMIN_ORDER_STATUSES = [...ORDER_STATUSES, ...POS_ORDER_STATUSES] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** The moves staff make on a storefront order (the payment makes the others). */
export const STAFF_ORDER_MOVES = ['packed', 'shipped', 'delivered', 'cancelled'] as const;
export type StaffOrderMove = (typeof STAFF_ORDER_MOVES)[number];

/**
 * How an order's payment reads (backOffice.orders.payment.*): a storefront order's method code, or the
 * POS tender the till recorded ('Cash', 'QRIS'). A value neither names stays as it is.
 */
const PAYMENT_KEYS: Readonly<Record<string, TextKey>> = {
  qris: 'backOffice.orders.payment.qris',
  bank_va: 'backOffice.orders.payment.bankVa',
  ewallet: 'backOffice.orders.payment.ewallet',
  QRIS: 'backOffice.orders.payment.qris',
  Cash: 'backOffice.orders.payment.cash',
  Debit: 'backOffice.orders.payment.debit',
  'Credit Card': 'backOffice.orders.payment.creditCard',
};

export const paymentText = (payment: string): TextKey | null => (Object.hasOwn(PAYMENT_KEYS, payment) ? PAYMENT_KEYS[payment]! : null);
