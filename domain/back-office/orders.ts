/**
 * The back office's orders (issue 16 §5): statuses of both channels, and the storefront order's status
 * form, which the server's endpoint (POST /api/back-office/shop-orders/:orderNumber/status) and the
 * /admin form validate with, so both give the same messages (decision 017: only /admin ships it).
 */
import { z } from 'zod';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../storefront/checkout.ts';

export const ORDER_CHANNELS = ['storefront', 'pos'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

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

export const fulfilmentForm = z.discriminatedUnion('status', [
  z.object({ status: z.literal('packed') }),
  z.object({
    status: z.literal('shipped'),
    courier: z.string().trim().min(1, 'Enter the courier.').max(60, 'A courier name has at most 60 characters.'),
    trackingNumber: z.string().trim().min(1, 'Enter the tracking number.').max(60, 'A tracking number has at most 60 characters.'),
  }),
  z.object({ status: z.literal('delivered') }),
  z.object({ status: z.literal('cancelled') }),
]);
export type FulfilmentForm = z.input<typeof fulfilmentForm>;
