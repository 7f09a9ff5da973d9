import { eq, sql } from 'drizzle-orm';
import type { OfflineSaleInput, PlacedOrderResult, PosOrderInput, SyncConflict } from '#domain/pos/api/sales.ts';
import { isBlockedStatus } from '#domain/loyalty/member-status.ts';
import { DEFAULT_OFFLINE_LIMITS, offlineSaleProblem } from '#domain/pos/offline.ts';
import { withTransactionRetry, type Database } from '../../platform/db/client.ts';
import { posOrders, posShifts, posSyncConflicts, shopSettings } from '../../platform/db/schema/index.ts';
import { InvalidInput } from '../../platform/errors.ts';
import { lineSubtotal, lineTax } from '#domain/pos/pricing.ts';
import { tillLimitProblem } from '#domain/pos/till-limits.ts';
import type { OrderContext } from './context.ts';
import { writeOrderPlan, type OrderPlan } from './order-plan.ts';

/**
 * A sale the till made offline and posts from its queue (docs/decisions/030-offline-till.md). It is
 * booked even when the world changed meanwhile; each change is a conflict, recorded and answered:
 * - a product since deactivated: booked at the till's price (productInactive);
 * - a price changed since: booked at the till's price, which the customer paid (priceChanged);
 * - a member since blocked, or one not known here: booked without the member, so nothing is earned
 *   (memberBlocked, memberUnknown);
 * - the shift closed meanwhile: booked into it all the same; its Z-report was frozen without it (shiftClosed);
 * - above the owner's largest offline sale with no approval by a manager of the store (overLimit);
 * - past the till's limits, which refuse such a sale online (overTillLimit).
 * POS products keep no stock count, so 'outOfStock' cannot arise from a till sale yet.
 * What needs the server (QRIS, a voucher, points redeemed) is refused with 400 before anything is read.
 */
export function refuseWhatNeedsTheServer(order: PosOrderInput): void {
  const problem = offlineSaleProblem(order);
  if (problem) throw new InvalidInput(problem);
}

/**
 * The order and context to plan the offline sale from, and what had changed since it was sold. What the
 * customer paid stands: a line the till priced differently is booked at the till's price (priceChanged),
 * a member since blocked or not known here is dropped, so nothing is earned (memberBlocked, memberUnknown).
 * A sale past the till's limits is booked all the same (overTillLimit): the context's limits are dropped.
 */
export function offlineFindings(order: PosOrderInput, context: OrderContext): { order: PosOrderInput; context: OrderContext; conflicts: SyncConflict[] } {
  const conflicts: SyncConflict[] = [];
  const tillPrices = new Map(order.line_items.flatMap((item) => (item.price === undefined ? [] : [[item.productCode, item.price] as const])));
  const products = context.products.map((product) => {
    if (product.status !== 'active') conflicts.push({ kind: 'productInactive', detail: product.productCode });
    const tillPrice = tillPrices.get(product.productCode);
    if (tillPrice === undefined || tillPrice === product.price) return product;
    conflicts.push({ kind: 'priceChanged', detail: product.productCode });
    return { ...product, price: tillPrice };
  });
  if (context.tillLimits) {
    const lines = order.line_items.map((item) => {
      const product = products.find((p) => p.productCode === item.productCode);
      return { name: product?.name ?? item.productCode, quantity: item.quantity, price: product?.price ?? 0 };
    });
    const value = lines.reduce((sum, line) => sum + lineSubtotal(line) + lineTax(line), 0);
    if (tillLimitProblem({ lines, value }, context.tillLimits)) conflicts.push({ kind: 'overTillLimit', detail: order.offline?.receiptNumber ?? '' });
  }
  const withoutMember = (kind: 'memberBlocked' | 'memberUnknown') => {
    conflicts.push({ kind, detail: order.membershipNumber! });
    return { order: { ...order, membershipNumber: null }, context: { ...context, products, member: null, tillLimits: null }, conflicts };
  };
  if (order.membershipNumber && !context.member) return withoutMember('memberUnknown');
  if (order.membershipNumber && context.member && isBlockedStatus(context.member.memberStatus)) return withoutMember('memberBlocked');
  return { order, context: { ...context, products, tillLimits: null }, conflicts };
}

/**
 * Writes an offline sale's plan in one transaction: the same per-transaction-number lock as
 * loyalty_place_order (taken first, so a duplicate waits and then replays), the offline block's shift
 * held FOR SHARE (a close waits and counts the sale, as for a sale online), the plan written by
 * loyalty_place_order without a till, then the sale's shift, its offline columns and its conflicts.
 */
export async function writeOfflineOrderPlan(
  db: Database,
  plan: OrderPlan,
  sale: { offline: OfflineSaleInput; conflicts: SyncConflict[]; syncedAt: Date; storeName: string; uuid: () => string },
): Promise<{ replayed: boolean; response: PlacedOrderResult }> {
  const { offline, syncedAt } = sale;
  return withTransactionRetry(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pos_order:${plan.externalTransactionNumber}`}, 0))`);
    const [shift] = await tx
      .select({ storeId: posShifts.storeId, closedAt: posShifts.closedAt })
      .from(posShifts)
      .where(eq(posShifts.id, offline.shiftId))
      .for('share');
    if (!shift || shift.storeId !== plan.storeId) throw new InvalidInput({ key: 'pos.offlineSale.unknownShift', values: { store: sale.storeName } });

    const written = await writeOrderPlan(tx, { ...plan, till: null });
    if (written.replayed) return written;

    const [limits] = await tx.select({ maxSale: shopSettings.offlineMaxSaleRupiah }).from(shopSettings).where(eq(shopSettings.id, 1));
    const maxSale = limits?.maxSale ?? DEFAULT_OFFLINE_LIMITS.offlineMaxSaleRupiah;
    const conflicts: SyncConflict[] = [
      ...sale.conflicts,
      ...(shift.closedAt ? [{ kind: 'shiftClosed' as const, detail: offline.shiftId }] : []),
      ...(written.response.order.total > maxSale && !offline.override ? [{ kind: 'overLimit' as const, detail: offline.receiptNumber }] : []),
    ];
    const response: PlacedOrderResult = {
      ...written.response,
      order: {
        ...written.response.order,
        shiftId: offline.shiftId,
        offline: { deviceId: offline.deviceId, receiptNumber: offline.receiptNumber, soldAt: plan.activityDate, syncedAt: syncedAt.toISOString() },
      },
      conflicts,
    };
    await tx
      .update(posOrders)
      .set({
        shiftId: offline.shiftId,
        offlineDeviceId: offline.deviceId,
        offlineReceiptNumber: offline.receiptNumber,
        soldAt: new Date(plan.activityDate),
        syncedAt,
        offlineOverrideBy: offline.override?.managerUserId ?? null,
        offlineOverrideReason: offline.override?.reason ?? null,
        response,
      })
      .where(eq(posOrders.id, plan.orderId));
    if (conflicts.length > 0) {
      await tx.insert(posSyncConflicts).values(
        conflicts.map((conflict) => ({
          id: sale.uuid(),
          orderId: plan.orderId,
          storeId: plan.storeId,
          deviceId: offline.deviceId,
          kind: conflict.kind,
          detail: conflict.detail,
          createdAt: syncedAt,
        })),
      );
    }
    return { replayed: false, response };
  });
}
