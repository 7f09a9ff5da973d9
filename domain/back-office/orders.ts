/**
 * The back office's orders (decision 024): statuses of both channels and the moves staff make. The
 * storefront order's status form is domain/storefront/fulfilment.ts.
 */
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../storefront/checkout.ts';

export const ORDER_CHANNELS = ['storefront', 'pos'] as const;

/** A POS sale has no workflow: it is completed, or has had one or more returns. */
export const POS_ORDER_STATUSES = ['completed', 'returned'] as const;
export const ADMIN_ORDER_STATUSES = [...ORDER_STATUSES, ...POS_ORDER_STATUSES] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export const ADMIN_ORDER_STATUS_LABELS: Record<AdminOrderStatus, string> = {
  ...ORDER_STATUS_LABELS,
  completed: 'Completed',
  returned: 'Has returns',
};

/** The moves staff make on a storefront order (the payment makes the others). */
export const STAFF_ORDER_MOVES = ['packed', 'shipped', 'delivered', 'cancelled'] as const;
export type StaffOrderMove = (typeof STAFF_ORDER_MOVES)[number];

export const STAFF_ORDER_MOVE_LABELS: Record<StaffOrderMove, string> = {
  packed: 'Mark packed',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};
