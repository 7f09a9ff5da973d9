/**
 * What the till caches to sell offline (docs/decisions/030-offline-till.md).
 *
 *   GET /api/pos/offline-policy?store=STORE-001   STAFF offlinePolicyQuery -> offlinePolicyResponse
 */
import { z } from 'zod';

export const offlinePolicyQuery = z.object({
  /** The store's id ('STORE-001'). */
  store: z.string().trim().min(1, 'pos.validation.chooseStore').max(32),
});

/**
 * PBKDF2-SHA-256 of the manager's PIN (its UTF-8 digits) with `salt`, `iterations` rounds, 32 bytes;
 * salt and hash in lowercase hex. The till derives the same bits with WebCrypto and compares.
 */
const pinCheck = z.object({ salt: z.string(), iterations: z.number(), hash: z.string() });
export type PinCheck = z.infer<typeof pinCheck>;

export const offlinePolicyResponse = z.object({
  storeId: z.string(),
  /** Longest time the till may sell offline before a manager's PIN is needed. */
  offlineMaxHours: z.number(),
  /** Largest offline sale (total, rupiah) without a manager's PIN. */
  offlineMaxSaleRupiah: z.number(),
  /**
   * The till's limits (domain/pos/till-limits.ts), checked before a sale is sent or queued; the server
   * checks them again. Optional: a policy the service worker cached before they existed lacks them.
   */
  tillMaxLineQuantity: z.number().optional(),
  tillMaxSaleRupiah: z.number().optional(),
  /** The managers whose approval counts at this store and whose PIN the server has seen since it was set. */
  managers: z.array(z.object({ userId: z.string(), name: z.string(), pinCheck })),
});
export type OfflinePolicy = z.infer<typeof offlinePolicyResponse>;
