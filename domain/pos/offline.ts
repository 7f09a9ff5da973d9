/**
 * Selling while the till is offline (docs/decisions/030-offline-till.md): what an offline sale may
 * carry, the limits an owner sets, and what the server records when a queued sale meets a world that
 * changed meanwhile. Pure rules shared by the till and the server.
 */
import type { Text } from '../texts/index.ts';
import type { TenderKind } from './tenders.ts';

/** Tenders that need no server: cash, and cards on a standalone terminal. No QRIS (it is dynamic). */
export const OFFLINE_TENDERS: readonly TenderKind[] = ['Cash', 'Debit', 'Credit Card'];

/** Whether every tender of a sale can be taken with the link down. */
export const canSellOffline = <T extends { kind: TenderKind }>(tenders: readonly T[]) => tenders.every((tender) => OFFLINE_TENDERS.includes(tender.kind));

/** Why a manager let an offline sale through: past the longest time offline, or above the largest sale. */
export const OFFLINE_OVERRIDE_REASONS = ['offlineTooLong', 'saleTooLarge'] as const;
export type OfflineOverrideReason = (typeof OFFLINE_OVERRIDE_REASONS)[number];

/**
 * What the server found when it booked a queued sale; the sale is booked anyway (decision 030):
 * - productInactive: the product was deactivated since; booked at the till's price.
 * - outOfStock: no stock left (kept for when POS products count stock; none do yet).
 * - memberBlocked / memberUnknown: booked without the member, so nothing is earned.
 * - shiftClosed: the shift was closed meanwhile; booked into it, its Z-report was frozen without it.
 * - priceChanged: the till sold at a price the server no longer has; booked at what the customer paid.
 * - overLimit: above the owner's largest offline sale with no manager of the store approving it.
 * - overTillLimit: past the till's limits (domain/pos/till-limits.ts), which refuse such a sale online;
 *   offline it already happened, so it is booked and shown to the back office.
 */
export const SYNC_CONFLICT_KINDS = ['productInactive', 'outOfStock', 'memberBlocked', 'memberUnknown', 'shiftClosed', 'priceChanged', 'overLimit', 'overTillLimit'] as const;
export type SyncConflictKind = (typeof SYNC_CONFLICT_KINDS)[number];

/** The owner's limits when the back office has not set them (the issue: 24 hours, Rp 5.000.000). */
export const DEFAULT_OFFLINE_LIMITS = { offlineMaxHours: 24, offlineMaxSaleRupiah: 5_000_000 } as const;

/**
 * PBKDF2-SHA-256 rounds of the manager's PIN check value the till caches (decision 030): OWASP's 2023
 * figure for PBKDF2-HMAC-SHA256 is 600.000; a fifth of a second on a till's browser is the ceiling we
 * accept at the approval, and a 4-digit PIN falls to any count anyway (the decision says why that is acceptable).
 */
export const PIN_CHECK_ITERATIONS = 210_000;

/** The device id: what the receipt series is named after ('T{deviceId}-{n}'). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** The receipt number of a device's n-th offline sale. */
export function offlineReceiptNumber(deviceId: string, n: number): string {
  return `T${deviceId}-${n}`;
}

/** True when `receiptNumber` belongs to the device's own series ('T{deviceId}-{n}', n from 1). */
export function isDeviceReceiptNumber(deviceId: string, receiptNumber: string): boolean {
  const prefix = `T${deviceId}-`;
  return receiptNumber.startsWith(prefix) && /^[1-9]\d{0,9}$/.test(receiptNumber.slice(prefix.length));
}

/** What an offline sale carries that needs the server: the first one found, as the text the till shows. */
export function offlineSaleProblem(order: {
  tenders?: readonly { kind: TenderKind }[] | undefined;
  payment_gateway_names?: readonly TenderKind[] | undefined;
  discount_codes?: readonly unknown[] | undefined;
  pointsRedemption?: { points: number } | null | undefined;
}): Text | null {
  const kinds = [...(order.tenders ?? []).map((tender) => tender.kind), ...(order.payment_gateway_names ?? [])];
  const online = kinds.find((kind) => !OFFLINE_TENDERS.includes(kind));
  if (online) return { key: 'pos.offlineSale.tenderNeedsServer', values: { tender: online } };
  if ((order.discount_codes?.length ?? 0) > 0) return { key: 'pos.offlineSale.voucherNeedsServer' };
  if ((order.pointsRedemption?.points ?? 0) > 0) return { key: 'pos.offlineSale.pointsNeedServer' };
  return null;
}

/**
 * Which of the owner's limits an offline sale is past, in OFFLINE_OVERRIDE_REASONS order: the till has
 * been offline longer than `offlineMaxHours`, or the sale's total is above `offlineMaxSaleRupiah`. Past
 * either, a manager's PIN lets it through (decision 030).
 */
export function offlineLimitsPassed(
  sale: { total: number; offlineSince: Date; now: Date },
  limits: { offlineMaxHours: number; offlineMaxSaleRupiah: number },
): OfflineOverrideReason[] {
  const hoursOffline = (sale.now.getTime() - sale.offlineSince.getTime()) / 3_600_000;
  return OFFLINE_OVERRIDE_REASONS.filter((reason) =>
    reason === 'offlineTooLong' ? hoursOffline > limits.offlineMaxHours : sale.total > limits.offlineMaxSaleRupiah,
  );
}
