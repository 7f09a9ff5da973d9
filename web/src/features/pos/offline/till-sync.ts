import { useSyncExternalStore } from 'react';
import * as pos from '#domain/pos/endpoints/sales.ts';
import { api, ApiError } from '../../../api/client.ts';
import { allSales, askPersistentStorage, type OfflineOrderRequest, type QueuedSale } from './queue.ts';
import { backoffDelay, isRetryable, syncRound, type SendOutcome } from './sync.ts';

/**
 * What the till's status line shows (decision 030): whether the link is up, since when it is down, the
 * sales on this device and whether a sync is running. One store per page, fed by the browser's
 * online/offline events, by the till's own requests (a failed one means the link is down even when the
 * browser thinks it is online) and by the queue, which other tabs announce changes to on a
 * BroadcastChannel.
 */
export interface TillStatus {
  online: boolean;
  /** When the link went down (ISO); null while online. */
  offlineSince: string | null;
  sales: readonly QueuedSale[];
  syncing: boolean;
}

/** Since when the link is down, kept across a reload offline (the cashier reads the time the link went, not the reload's). */
const OFFLINE_SINCE_KEY = 'lumbung.tillOfflineSince';
const storage = () => globalThis.localStorage as Storage | undefined;

let status: TillStatus = { online: typeof navigator === 'undefined' || navigator.onLine, offlineSince: null, sales: [], syncing: false };
if (!status.online) status = { ...status, offlineSince: storage()?.getItem(OFFLINE_SINCE_KEY) ?? new Date().toISOString() };
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let started = 0;

function set(next: Partial<TillStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

/** The till saw the link up (an answer came) or down (no answer, or the browser went offline). */
export function reportLink(up: boolean): void {
  if (up === status.online) return;
  const since = up ? null : new Date().toISOString();
  if (since) storage()?.setItem(OFFLINE_SINCE_KEY, since);
  else storage()?.removeItem(OFFLINE_SINCE_KEY);
  set({ online: up, offlineSince: since });
  if (up) requestSync();
  else scheduleRetry();
}

/** Whether the till should sell offline now. */
export const isOffline = () => !status.online;

async function refresh(): Promise<void> {
  set({ sales: await allSales().catch(() => status.sales) });
}

/** Re-reads the queue here and tells the other tabs to. */
export async function queueChanged(): Promise<void> {
  await refresh();
  channel?.postMessage('changed');
}

async function send(body: OfflineOrderRequest): Promise<SendOutcome> {
  try {
    // Not behind the global loading indicator: the cashier keeps selling while the queue drains.
    const response = await api.call(pos.placeOrder, { body });
    const [placed] = response.orders;
    return { kind: 'booked', orderName: placed?.order.name ?? '', conflicts: placed?.conflicts ?? [] };
  } catch (error) {
    if (error instanceof ApiError && !isRetryable(error.status)) return { kind: 'refused', message: error.message };
    return { kind: 'unreachable' };
  }
}

function scheduleRetry(delay = backoffDelay(++failures)): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void (status.online ? requestSync() : probe()), delay);
}

/** With the link down and nothing queued, a light request tells when it is back. */
async function probe(): Promise<void> {
  if (!navigator.onLine) return; // the 'online' event will say
  const up = await fetch('/healthz', { cache: 'no-store' }).then((r) => r.ok, () => false);
  if (up) reportLink(true);
  else scheduleRetry();
}

let running: Promise<void> | null = null;

/** Starts a sync round unless one runs in this tab; a failed round retries with backoff. */
export function requestSync(): void {
  if (running || !navigator.onLine) return;
  running = (async () => {
    set({ syncing: status.sales.some((s) => s.status === 'queued') });
    let answered = false;
    const round = await syncRound(send, () => {
      answered = true;
      void queueChanged();
    }).catch(() => 'unreachable' as const);
    set({ syncing: false });
    await queueChanged();
    if (round === 'unreachable') {
      // Going offline schedules the retry itself; scheduling it again would count the failure twice.
      if (status.online) reportLink(false);
      else scheduleRetry();
    } else if (round === 'busy') {
      scheduleRetry(15_000); // another tab syncs; look again later in case it closes
    } else {
      failures = 0;
      // Only the server's answer says the link is up: a round with nothing to send heard nothing, and
      // the link may have dropped (the 'offline' event) while it read the queue.
      if (answered && navigator.onLine && !status.online) reportLink(true);
    }
  })().finally(() => {
    running = null;
  });
}

/** Starts watching the link and syncing for as long as a till screen is open. */
export function startTillSync(): () => void {
  if (started++ === 0) {
    const online = () => {
      failures = 0;
      void probe();
    };
    const offline = () => reportLink(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('lumbung-till');
    if (channel) channel.onmessage = () => void refresh();
    void askPersistentStorage().catch(() => undefined);
    void refresh().then(requestSync);
    stop = () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      channel?.close();
      channel = null;
      clearTimeout(retryTimer);
    };
  }
  return () => {
    if (--started === 0) stop();
  };
}
let stop = () => {};

export function useTillStatus(): TillStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}
