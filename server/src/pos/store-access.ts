import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../platform/db/client.ts';
import { posOrders, posShifts } from '../platform/db/schema/index.ts';
import { Forbidden } from '../platform/errors.ts';
import { requireStaff } from '../platform/http/auth.ts';
import { inScope, storeScopeOf } from '../identity/index.ts';

/**
 * The till applies the back office's store scope (docs/decisions/017-back-office.md "Managers' stores"):
 * staff with stores assigned sell, close shifts, read Z-reports, receipts and sales, and book returns
 * at those stores only; an admin, and staff with none assigned (head office), at every store.
 */
export async function requireStoreAccess(db: Executor, request: FastifyRequest, storeId: string): Promise<void> {
  if (!inScope(await storeScopeOf(db, requireStaff(request)), storeId)) {
    throw new Forbidden({ key: 'pos.errors.outsideStores', values: { store: storeId } });
  }
}

/** The store of a sale, by transaction number; null when there is no such sale (the caller answers 404 as before). */
export async function storeOfSale(db: Executor, transactionNumber: string): Promise<string | null> {
  const [row] = await db.select({ storeId: posOrders.storeId }).from(posOrders).where(eq(posOrders.externalTransactionNumber, transactionNumber));
  return row?.storeId ?? null;
}

/** The store of a shift; null when there is no such shift. */
export async function storeOfShift(db: Executor, shiftId: string): Promise<string | null> {
  const [row] = await db.select({ storeId: posShifts.storeId }).from(posShifts).where(eq(posShifts.id, shiftId));
  return row?.storeId ?? null;
}
