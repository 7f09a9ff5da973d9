/** The benchmark's reference routes (BENCH_ROUTES=true only; never in a normal start). */
import { z } from 'zod';

export const benchRowParams = z.object({ id: z.string().max(64) });
export const benchRow = z.object({ productId: z.string(), stock: z.string() });

export const loyaltyFixturesRequest = z.object({
  members: z.number().int().min(1).max(10_000),
  vouchersPerMember: z.number().int().min(1).max(50_000),
  points: z.number().int().min(0).max(1_000_000_000),
  voucherDefinition: z.string().default('DISC10'),
  /**
   * Member confirmations (decision 039) the orders spend, one per order: order i's is member (i mod
   * members) + 1's, given at this store to this cashier, with the id bench/pos-order.ts benchConfirmationId computes.
   */
  confirmations: z.object({ count: z.number().int().min(1).max(500_000), storeId: z.string().max(64), cashierId: z.string().max(200) }).optional(),
});
export const loyaltyFixturesResponse = z.object({ prefix: z.string(), members: z.number(), vouchersPerMember: z.number() });

/** Shelves the storefront-order scenarios cannot empty: every order reserves its units (the checkout). */
export const shopStockRequest = z.object({
  productIds: z.array(z.string().max(64)).min(1).max(50),
  units: z.number().int().min(0).max(1_000_000_000),
});
export const shopStockResponse = z.object({ products: z.number() });

/** One run of the order-expiry job over every unpaid order, made due first (`npm run bench:expiry`). */
export const orderExpiryRunResponse = z.object({
  /** Unpaid orders made due before the run. */
  due: z.number(),
  expired: z.number(),
  paid: z.number(),
  /** Still due after the run (0: the run cleared them). */
  left: z.number(),
  milliseconds: z.number(),
});
