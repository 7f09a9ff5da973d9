/**
 * Payments that arrive after their order expired (docs/decisions/036-late-payments.md). The shopper paid,
 * so the payment is never ignored: the order is revived and paid when everything it had taken can be
 * taken again (its stock, its coupon, the points it spent), in a savepoint of the payment's transaction;
 * otherwise the money goes back through the gateway's refund API (or by hand, where the gateway has none)
 * and the back office lists it. Every case is logged at warn.
 */
import { desc, eq, inArray, lt, and } from 'drizzle-orm';
import type { LatePaymentReason } from '#domain/storefront/late-payments.ts';
import type { LatePayment } from '#domain/back-office/api/orders.ts';
import type { Executor, Transaction } from '../../platform/db/client.ts';
import { orders, shopLatePayments } from '../../platform/db/schema/index.ts';
import { DomainError } from '../../platform/errors.ts';
import { englishMessage } from '../../platform/texts.ts';
import { linesOf, onlineMember, orderByNumber, shopperKeyOf, findCoupon, type OrderRow } from './checkout-data.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { claimCoupon, creditOrderPoints, redeemPoints, reserveStock } from './order-ledger.ts';

/** A refund the gateway keeps refusing is left to a person after this many tries (the back office shows it). */
const MAX_REFUND_ATTEMPTS = 10;

export interface LatePaymentTaken {
  outcome: string;
  /** The revived order, now paid (its mail leaves after the commit). */
  paid: OrderRow | null;
  /** A refund to ask the gateway for after the commit. */
  refund: boolean;
}

/**
 * The paid event of an expired order, in the payment's transaction: claims the order's late payment
 * (one per order: another event of the same charge finds it taken), then revives the order or marks
 * the payment for a refund.
 */
export async function takeLatePayment(
  deps: CheckoutDeps,
  tx: Transaction,
  order: OrderRow,
  payment: { provider: string; chargeReference: string; amount: number },
): Promise<LatePaymentTaken> {
  const orderNumber = order.orderNumber ?? '';
  const [claimed] = await tx
    .insert(shopLatePayments)
    .values({ orderNumber, provider: payment.provider, chargeReference: payment.chargeReference, amountIdr: payment.amount, outcome: 'refunding', receivedAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ orderNumber: shopLatePayments.orderNumber });
  if (!claimed) return { outcome: 'ignored: the late payment was taken before', paid: null, refund: false };

  const revival = await revive(deps, tx, order);
  if ('paid' in revival) {
    await tx.update(shopLatePayments).set({ outcome: 'revived' }).where(eq(shopLatePayments.orderNumber, orderNumber));
    deps.log?.warn({ orderNumber, amount: payment.amount }, 'late payment: the order had expired; revived and paid');
    return { outcome: 'paid (late: revived)', paid: revival.paid, refund: false };
  }
  await tx.update(shopLatePayments).set({ reason: revival.reason, refundKey: `late-${orderNumber}` }).where(eq(shopLatePayments.orderNumber, orderNumber));
  deps.log?.warn({ orderNumber, amount: payment.amount, reason: revival.reason }, 'late payment: the order had expired and cannot be revived; refunding');
  return { outcome: `late: refunding (${revival.reason})`, paid: null, refund: true };
}

/** Takes again, in a savepoint, what the order took when it was placed; what cannot be taken names the reason. */
async function revive(deps: CheckoutDeps, tx: Transaction, order: OrderRow): Promise<{ paid: OrderRow } | { reason: LatePaymentReason }> {
  let stage: LatePaymentReason = 'stock';
  try {
    return await tx.transaction(async (savepoint) => {
      const now = deps.clock.now();
      const [row] = await savepoint
        .update(orders)
        .set({ status: 'paid', paidAt: now, closedAt: null })
        .where(and(eq(orders.orderId, order.orderId), eq(orders.status, 'expired')))
        .returning();
      if (!row) throw new NotRevivable();
      await reserveStock(savepoint, (await linesOf(savepoint, [row.orderId])).map((l) => ({ productId: l.productId, productName: l.productName, quantity: l.quantity })));
      stage = 'coupon';
      if (row.couponCode) {
        const coupon = await findCoupon(savepoint, row.couponCode);
        if (!coupon) throw new NotRevivable();
        await claimCoupon(savepoint, { code: row.couponCode, shopperKey: shopperKeyOf(row.contactEmail ?? ''), orderId: row.orderId, oncePerShopper: coupon.oncePerShopper });
      }
      stage = 'points';
      const member = row.membershipNumber && deps.engine ? await onlineMember(savepoint, row.membershipNumber) : null;
      if (row.pointsRedeemed > 0) {
        if (!member || !deps.engine) throw new NotRevivable();
        await redeemPoints(savepoint, deps.engine, { memberId: member.memberId, points: row.pointsRedeemed, orderNumber: row.orderNumber ?? '', at: now });
      }
      return { paid: await creditOrderPoints(savepoint, deps, member, row, now) };
    });
  } catch (error) {
    // A shelf, coupon or balance that says no (a domain refusal) means a refund; anything else is the
    // database's, and the payment's transaction is retried whole.
    if (error instanceof DomainError || error instanceof NotRevivable) return { reason: stage };
    throw error;
  }
}

class NotRevivable extends Error {}

/**
 * Asks the gateway to give a late payment back (after the commit that marked it; again from the expiry
 * job while it refuses). Idempotent: the same refund key every time, and a refunded payment is not asked again.
 */
export async function refundLatePayment(deps: CheckoutDeps, orderNumber: string): Promise<void> {
  const [row] = await deps.db.select().from(shopLatePayments).where(eq(shopLatePayments.orderNumber, orderNumber));
  if (!row || !row.refundKey || (row.outcome !== 'refunding' && row.outcome !== 'refundFailed')) return;
  const order = await orderByNumber(deps.db, orderNumber);
  if (!order || row.provider !== deps.provider.name) return;
  try {
    const done = await deps.provider.refund({ orderNumber, amount: row.amountIdr, method: order.paymentMethod ?? 'qris', refundKey: row.refundKey, reason: 'Paid after the order expired' });
    await deps.db
      .update(shopLatePayments)
      .set(done === 'refunded' ? { outcome: 'refunded', refundedAt: deps.clock.now(), attempts: row.attempts + 1, detail: null } : { outcome: 'refundByHand', attempts: row.attempts + 1 })
      .where(eq(shopLatePayments.orderNumber, orderNumber));
    deps.log?.warn({ orderNumber, amount: row.amountIdr }, done === 'refunded' ? 'late payment: refunded through the gateway' : 'late payment: the gateway has no refund for this method; refund it by hand');
  } catch (error) {
    // The gateway's own words when it gave a reason (the back office quotes them); otherwise ours, for the log.
    const reason = error instanceof DomainError ? error.text?.values?.reason : undefined;
    const detail = typeof reason === 'string' ? reason : error instanceof Error ? englishMessage(error) : String(error);
    await deps.db.update(shopLatePayments).set({ outcome: 'refundFailed', attempts: row.attempts + 1, detail }).where(eq(shopLatePayments.orderNumber, orderNumber));
    deps.log?.warn({ err: error, orderNumber, amount: row.amountIdr }, 'late payment: the refund was refused or could not be asked; tried again later');
  }
}

/** The expiry job's follow-up: refunds still owed, tried again until MAX_REFUND_ATTEMPTS. */
export async function retryLateRefunds(deps: CheckoutDeps): Promise<number> {
  const owed = await deps.db
    .select({ orderNumber: shopLatePayments.orderNumber })
    .from(shopLatePayments)
    .where(and(inArray(shopLatePayments.outcome, ['refunding', 'refundFailed']), lt(shopLatePayments.attempts, MAX_REFUND_ATTEMPTS)))
    .limit(100);
  for (const { orderNumber } of owed) await refundLatePayment(deps, orderNumber);
  return owed.length;
}

/** The back office's list: newest first. */
export async function listLatePayments(db: Executor, limit = 200): Promise<LatePayment[]> {
  const rows = await db.select().from(shopLatePayments).orderBy(desc(shopLatePayments.receivedAt)).limit(limit);
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    provider: row.provider,
    chargeReference: row.chargeReference,
    amount: row.amountIdr,
    outcome: row.outcome,
    reason: row.reason,
    detail: row.detail,
    attempts: row.attempts,
    receivedAt: row.receivedAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  }));
}
