import type { PlacedOrderResult } from '#domain/pos/api/sales.ts';
import { retryTransientConflicts, sqlStateOf } from '../../platform/db/client.ts';
import { Conflict } from '../../platform/errors.ts';
import type { LoyaltyEngine } from '../engine.ts';
import { readOrderContext } from './context.ts';
import { offlineFindings, refuseWhatNeedsTheServer, writeOfflineOrderPlan } from './offline.ts';
import { writeOrderPlan } from './order-plan.ts';
import { planOrder, type OrderRequest } from './plan.ts';
import type { Text } from '#domain/texts/index.ts';

/** SQLSTATEs raised by loyalty_place_order when the state the plan was computed from has moved on. */
const STATE_MOVED_ON = new Set(['LBSTL', 'LBPTS', 'LBVCH']);
const MAX_ATTEMPTS = 4;
/** Raised by loyalty_place_order when the cashier has no open shift at the store (or it just closed). */
const NO_OPEN_SHIFT = 'LBSHF';

export function noOpenShiftMessage(store: string): Text {
  return { key: 'pos.errors.noOpenShift', values: { store } };
}

/**
 * loyalty-pos.md §7 createOrder, ARCHITECTURE "The loyalty engine": one read (store, products, member,
 * voucher, an earlier answer), the amounts computed in TypeScript, one write (loyalty_place_order) that
 * books the order, its lines, the voucher, the points (redeemed oldest first, earned into a new
 * bucket), the tier, a spin and the journey event atomically. Two round trips, no explicit BEGIN.
 *
 * Retry safety: the same external transaction number always gets the first answer (`replayed`), even
 * when 20 copies arrive at once. When the voucher, the balance or the tier changed between the read and
 * the write, the order is read and computed again, so the cashier gets the precise reason (e.g. 'Voucher
 * … has already been used') and never a half-written order. A deadlock or serialization failure on
 * PostgreSQL writes the same plan again (retryTransientConflicts): the failed call wrote nothing, and
 * the function checks the state the plan was computed from anyway.
 */
export async function placeOrder(engine: LoyaltyEngine, request: OrderRequest): Promise<{ replayed: boolean; response: PlacedOrderResult }> {
  const reference = await engine.reference();
  const { offline } = request.order;
  if (offline) refuseWhatNeedsTheServer(request.order);
  for (let attempt = 1; ; attempt += 1) {
    const syncedAt = engine.now();
    // An offline sale happened when the cashier sold it (decision 030): its order, ledger and spin carry that time.
    const now = offline ? new Date(offline.soldAt) : syncedAt;
    const today = engine.today();
    const { order } = request;
    const read = await readOrderContext(engine.db, {
      externalTransactionNumber: request.externalTransactionNumber,
      storeId: order.storeId,
      productCodes: [...new Set(order.line_items.map((item) => item.productCode))],
      membershipNumber: order.membershipNumber ?? null,
      voucherCode: order.discount_codes?.[0]?.code ?? null,
      today,
    });
    if (read.existing) return { replayed: true, response: read.existing };
    const findings = offline ? offlineFindings(order, read) : { order, context: read, conflicts: [] };
    const { context } = findings;

    const plan = planOrder({ ...request, order: findings.order }, context, {
      now,
      today,
      programName: reference.programName,
      uuid: () => engine.random.uuid(),
      tierByName: (name) => reference.tierByName(name),
      earning: reference.earning,
      thresholds: reference.thresholds,
      orderEventDefinitionKey: engine.settings.orderEventDefinitionKey,
      cashRoundingUnit: engine.settings.cashRoundingUnit,
    });
    try {
      if (offline) {
        const sale = { offline, conflicts: findings.conflicts, syncedAt, storeName: context.store?.name ?? order.storeId, uuid: () => engine.random.uuid() };
        return await writeOfflineOrderPlan(engine.db, plan, sale);
      }
      return await retryTransientConflicts(() => writeOrderPlan(engine.db, plan));
    } catch (error) {
      const state = sqlStateOf(error);
      if (state === NO_OPEN_SHIFT) throw new Conflict(noOpenShiftMessage(context.store?.name ?? order.storeId));
      if (!state || !STATE_MOVED_ON.has(state)) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        throw new Conflict({ key: 'loyalty.errors.orderRaced' });
      }
    }
  }
}
