/**
 * A staff member's move of a storefront order (packed, shipped with its courier and tracking number,
 * delivered, cancelled): the back office's form and the server's request body, one schema.
 */
import { z } from 'zod';

export const fulfilmentForm = z.discriminatedUnion('status', [
  z.object({ status: z.literal('packed') }),
  z.object({
    status: z.literal('shipped'),
    courier: z.string().trim().min(1).max(60),
    trackingNumber: z.string().trim().min(1).max(60),
  }),
  z.object({ status: z.literal('delivered') }),
  z.object({ status: z.literal('cancelled') }),
]);
export type FulfilmentForm = z.input<typeof fulfilmentForm>;
