import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SyncConflictsResponse } from '#domain/back-office/api/orders.ts';
import type { Database } from '../../platform/db/client.ts';
import { posOrders, posStores, posSyncConflicts } from '../../platform/db/schema/index.ts';
import type { StoreScope } from '../../identity/index.ts';

const LATEST = 200;

/**
 * The offline sync report (docs/decisions/030-offline-till.md): what had changed when tills synced
 * sales made offline, counted per store and device, and the latest ones with the order each was booked
 * as. `stores`: the manager's store scope (null: every store).
 */
export async function listSyncConflicts(db: Database, filters: { storeId?: string | undefined; deviceId?: string | undefined; stores: StoreScope }): Promise<SyncConflictsResponse> {
  const conditions: (SQL | undefined)[] = [
    filters.stores ? inArray(posSyncConflicts.storeId, filters.stores) : undefined,
    filters.storeId ? eq(posSyncConflicts.storeId, filters.storeId) : undefined,
    filters.deviceId ? eq(posSyncConflicts.deviceId, filters.deviceId) : undefined,
  ];
  const where = and(...conditions);
  const [devices, latest] = await Promise.all([
    db
      .select({ storeId: posSyncConflicts.storeId, storeName: posStores.name, deviceId: posSyncConflicts.deviceId, conflicts: count() })
      .from(posSyncConflicts)
      .leftJoin(posStores, eq(posStores.storeId, posSyncConflicts.storeId))
      .where(where)
      .groupBy(posSyncConflicts.storeId, posStores.name, posSyncConflicts.deviceId)
      .orderBy(asc(posSyncConflicts.storeId), asc(posSyncConflicts.deviceId)),
    db
      .select({
        id: posSyncConflicts.id,
        storeId: posSyncConflicts.storeId,
        storeName: posStores.name,
        deviceId: posSyncConflicts.deviceId,
        kind: posSyncConflicts.kind,
        detail: posSyncConflicts.detail,
        orderNumber: posOrders.orderNumber,
        transactionNumber: posOrders.externalTransactionNumber,
        receiptNumber: posOrders.offlineReceiptNumber,
        soldAt: posOrders.soldAt,
        syncedAt: posSyncConflicts.createdAt,
      })
      .from(posSyncConflicts)
      .innerJoin(posOrders, eq(posOrders.id, posSyncConflicts.orderId))
      .leftJoin(posStores, eq(posStores.storeId, posSyncConflicts.storeId))
      .where(where)
      .orderBy(desc(posSyncConflicts.createdAt), desc(posSyncConflicts.id))
      .limit(LATEST),
  ]);
  return {
    devices,
    conflicts: latest.map(({ orderNumber, soldAt, syncedAt, ...row }) => ({
      ...row,
      orderName: `#${orderNumber}`,
      soldAt: soldAt?.toISOString() ?? null,
      syncedAt: syncedAt.toISOString(),
    })),
  };
}
