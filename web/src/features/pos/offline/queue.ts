import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineSaleInput, PlaceOrderRequest, SyncConflict } from '#domain/pos/api/sales.ts';
import { offlineReceiptNumber } from '#domain/pos/offline.ts';

/**
 * The till's durable queue of offline sales (decision 030), in IndexedDB: a sale made with the link down
 * waits here, through a reload, a crash or the browser being closed, until it reaches the server. Synced
 * sales stay a while so the cashier can see their server numbers; one the server refused stays marked
 * for attention. Nothing is ever dropped from here but the oldest synced ones.
 */

/** The block an offline sale carries in its order: the server's own schema (decision 030). */
export type OfflineBlock = OfflineSaleInput;

/** The body the till posts for an offline sale: today's order plus the offline block. */
export type OfflineOrderRequest = PlaceOrderRequest & { orders: [PlaceOrderRequest['orders'][number] & { order: { offline: OfflineBlock } }] };

type QueuedSaleStatus = 'queued' | 'synced' | 'attention';

export interface QueuedSale {
  /** The order the sales were made in (IndexedDB's own counter): they sync in this order. */
  seq?: number;
  transactionNumber: string;
  receiptNumber: string;
  storeId: string;
  shiftId: string;
  soldAt: string;
  total: number;
  membershipNumber: string | null;
  body: OfflineOrderRequest;
  status: QueuedSaleStatus;
  attempts: number;
  /** The server's order name once synced ('#1042'). */
  orderName?: string;
  syncedAt?: string;
  /** What the server found changed when it booked the sale (it is booked all the same). */
  conflicts?: SyncConflict[];
  /** Why the server refused it (its message), for a sale marked for attention. */
  problem?: string;
}

interface TillDb extends DBSchema {
  sales: { key: number; value: QueuedSale; indexes: { transactionNumber: string } };
  device: { key: string; value: string | number | boolean };
}

const SYNCED_KEPT = 20;
let opened: Promise<IDBPDatabase<TillDb>> | null = null;

function db(): Promise<IDBPDatabase<TillDb>> {
  opened ??= openDB<TillDb>('lumbung-till', 1, {
    upgrade(database) {
      const sales = database.createObjectStore('sales', { keyPath: 'seq', autoIncrement: true });
      sales.createIndex('transactionNumber', 'transactionNumber', { unique: true });
      database.createObjectStore('device');
    },
  });
  return opened;
}

const DEVICE_KEY = 'lumbung.tillDevice';

/** A short id for this device: 6 characters from an alphabet without look-alikes (0/O, 1/I). */
function newDeviceId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The device's id, made once and kept in IndexedDB (and mirrored in localStorage, so a wiped database
 * does not start a second series under a new id while the old one's receipts are still in drawers).
 */
export async function deviceId(): Promise<string> {
  const database = await db();
  const tx = database.transaction('device', 'readwrite');
  let id = (await tx.store.get('deviceId')) as string | undefined;
  if (!id) {
    id = globalThis.localStorage?.getItem(DEVICE_KEY) ?? newDeviceId();
    await tx.store.put(id, 'deviceId');
  }
  await tx.done;
  globalThis.localStorage?.setItem(DEVICE_KEY, id);
  return id;
}

/** The next number of the device's receipt series, `T{device}-{n}` from 1; one transaction, so two tabs never share one. */
export async function nextReceiptNumber(): Promise<string> {
  const id = await deviceId();
  const database = await db();
  const tx = database.transaction('device', 'readwrite');
  const last = Number((await tx.store.get('lastReceipt')) ?? 0);
  await tx.store.put(last + 1, 'lastReceipt');
  await tx.done;
  return offlineReceiptNumber(id, last + 1);
}

/** Asks once per device that the browser keep the queue under storage pressure (it may still say no). */
export async function askPersistentStorage(): Promise<void> {
  const database = await db();
  if (await database.get('device', 'persistAsked')) return;
  await database.put('device', true, 'persistAsked');
  await navigator.storage?.persist?.().catch(() => false);
}

/** Queues a sale; queuing the same transaction number twice keeps the first. */
export async function enqueue(sale: Omit<QueuedSale, 'seq' | 'status' | 'attempts'>): Promise<void> {
  const database = await db();
  const tx = database.transaction('sales', 'readwrite');
  if (!(await tx.store.index('transactionNumber').getKey(sale.transactionNumber))) {
    await tx.store.add({ ...sale, status: 'queued', attempts: 0 });
  }
  await tx.done;
}

/** Every sale kept on the device, oldest first. */
export async function allSales(): Promise<QueuedSale[]> {
  return (await db()).getAll('sales');
}

/** The oldest sale still waiting to sync. */
export async function nextQueued(): Promise<QueuedSale | undefined> {
  return (await allSales()).find((sale) => sale.status === 'queued');
}

export async function updateSale(sale: QueuedSale): Promise<void> {
  const database = await db();
  await database.put('sales', sale);
  if (sale.status === 'synced') {
    const synced = (await database.getAll('sales')).filter((s) => s.status === 'synced');
    const tx = database.transaction('sales', 'readwrite');
    await Promise.all(synced.slice(0, Math.max(0, synced.length - SYNCED_KEPT)).map((s) => tx.store.delete(s.seq!)));
    await tx.done;
  }
}
