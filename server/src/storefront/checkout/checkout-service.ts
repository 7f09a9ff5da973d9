/**
 * The storefront checkout (decision 018): place an order (priced by domain/storefront/checkout.ts, stock reserved,
 * coupon and points used, all in one transaction), start its payment, apply payment notifications,
 * expire unpaid orders and move orders through fulfilment. Choices: docs/decisions/018-shop-checkout.md.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { CheckoutDefaults, ShopOrder, placeCheckoutRequest } from '#domain/storefront/api/checkout.ts';
import type { z } from 'zod';
import { couponProblem, couponText, normalizeCouponCode, type CouponRule } from '#domain/storefront/coupons.ts';
import { parseRupiah } from '#domain/platform/money.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { pointsToRedeemProblem } from '#domain/pos/pricing.ts';
import {
  canMoveOrder,
  computeShopCheckout,
  orderNumberFrom,
  paymentExpiry,
  releasesOnCancel,
  type OrderStatus,
} from '#domain/storefront/checkout.ts';
import { backOfficeWrite } from '../../platform/audit.ts';
import { type Database, type Executor, type Transaction, withTransactionRetry } from '../../platform/db/client.ts';
import { orderLines, orders, products, shopPaymentEvents } from '../../platform/db/schema/index.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import { membershipOf } from '../../loyalty/index.ts';
import type { ChargeState } from './payments/provider.ts';
import { chargeItemsOf } from './payments/charge-items.ts';
import {
  couponRuleOf,
  deliveryOptions,
  findCoupon,
  lastContactAndAddress,
  linesOf,
  onlineMember,
  orderByNumber,
  shopOrderOf,
  shopperKeyOf,
  type OrderRow,
} from './checkout-data.ts';
import { claimCoupon, creditOrderPoints, redeemPoints, releaseCoupon, releaseStock, reserveStock, returnPoints } from './order-ledger.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { refundLatePayment, takeLatePayment, type LatePaymentTaken } from './late-payments.ts';
import type { Language } from '#domain/platform/language.ts';
import type { Text } from '#domain/texts/index.ts';

type PlaceCheckoutInput = z.output<typeof placeCheckoutRequest>;

export type { CheckoutDeps } from './checkout-deps.ts';

export interface Shopper {
  sub: string;
}

const NOT_FOUND: Text = { key: 'storefront.errors.orderNotFound' };

// ---------------------------------------------------------------- reads

export async function checkoutDefaults(deps: CheckoutDeps, shopper: Shopper): Promise<CheckoutDefaults> {
  const { contact, address } = await lastContactAndAddress(deps.db, shopper.sub);
  const membership = await membershipOf(deps.db, shopper.sub);
  const member = deps.engine && membership.membershipNumber ? await onlineMember(deps.db, membership.membershipNumber) : null;
  return {
    contact,
    address,
    member: member ? { membershipNumber: member.membershipNumber, firstName: member.firstName, tierName: member.tierName, pointsBalance: member.pointsBalance } : null,
  };
}

/** A coupon's rules when it applies to this subtotal (and e-mail); the reason otherwise. */
export async function checkCoupon(deps: CheckoutDeps, input: { code: string; subtotal: number; email?: string | undefined }): Promise<CouponRule> {
  const code = normalizeCouponCode(input.code);
  const row = await findCoupon(deps.db, code);
  if (!row) throw new NotFound(couponText.unknown(code));
  const rule = couponRuleOf(row);
  const usedByShopper = input.email ? await couponUsedBy(deps.db, code, shopperKeyOf(input.email)) : false;
  const problem = couponProblem(rule, { subtotal: input.subtotal, now: deps.clock.now() }, { usesSoFar: row.usesCount, usedByShopper });
  if (problem) throw new InvalidInput(problem, { couponCode: problem });
  return rule;
}

async function couponUsedBy(db: Executor, code: string, shopperKey: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from shop_coupon_redemptions where coupon_code = ${code} and shopper_key = ${shopperKey} limit 1`);
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return Array.isArray(rows) && rows.length > 0;
}

/** An order by number and e-mail (any case); while it waits for payment, the gateway is asked too. */
export async function findOrder(deps: CheckoutDeps, input: { orderNumber: string; email: string }): Promise<ShopOrder> {
  const orderNumber = input.orderNumber.trim().toUpperCase();
  let row = await orderByNumber(deps.db, orderNumber);
  if (!row || (row.contactEmail ?? '').toLowerCase() !== input.email.trim().toLowerCase()) throw new NotFound(NOT_FOUND);
  if (row.status === 'pending_payment' && row.paymentProvider === deps.provider.name) {
    const charge = await deps.provider.chargeStatus(orderNumber).catch(() => null);
    if (charge && charge.state === 'paid') {
      await applyPayment(deps, { provider: deps.provider.name, eventKey: charge.eventKey, chargeReference: charge.reference, orderNumber, state: 'paid', amount: charge.amount, payload: { source: 'status poll' } });
      row = (await orderByNumber(deps.db, orderNumber)) ?? row;
    }
  }
  return shopOrderOf(deps.db, row);
}

// ---------------------------------------------------------------- placing

/**
 * Places the order in one transaction (order row first, so a retry with the same order id waits and
 * then answers the first order), then asks the gateway for the charge and sends the placement e-mail.
 * A total of Rp 0 (points paid everything) is paid at once.
 */
export async function placeCheckout(
  deps: CheckoutDeps,
  input: PlaceCheckoutInput,
  shopper: Shopper | null,
  language: Language,
): Promise<{ order: ShopOrder; created: boolean }> {
  const ids = input.lines.map((l) => l.productId);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new InvalidInput({ key: 'storefront.errors.duplicateLine', values: { product: duplicate } });

  const existing = await existingOrder(deps.db, input.orderId, input);
  if (existing) return { order: await ensureCharge(deps, existing), created: false };

  const rates = await deliveryOptions(deps.db);
  const delivery = rates.find((r) => r.code === input.deliveryCode);
  if (!delivery) throw new InvalidInput({ key: 'storefront.errors.deliveryUnknown' }, { deliveryCode: { key: 'storefront.errors.deliveryUnknown' } });
  if (delivery.pickup !== input.pickup) throw new InvalidInput({ key: 'storefront.errors.deliveryChanged' }, { deliveryCode: { key: 'storefront.errors.deliveryAgain' } });

  const membership = shopper ? await membershipOf(deps.db, shopper.sub) : null;
  const member = deps.engine && membership?.membershipNumber ? await onlineMember(deps.db, membership.membershipNumber) : null;
  if (input.pointsToRedeem > 0 && !member) {
    throw new InvalidInput({ key: 'storefront.errors.pointsNeedMember' }, { pointsToRedeem: { key: 'storefront.errors.pointsNeedMember' } });
  }

  const now = deps.clock.now();
  const orderNumber = orderNumberFrom(randomBytes(8));
  const shopperKey = shopperKeyOf(input.contact.email);
  const couponCode = input.couponCode.trim() ? normalizeCouponCode(input.couponCode) : null;

  const row = await withTransactionRetry(deps.db, async (tx) => {
    const found = await tx
      .select({ productId: products.productId, productName: products.productName, imageUrl: products.imageUrl, price: products.discountPriceIdr, status: products.status })
      .from(products)
      .where(inArray(products.productId, ids));
    const byId = new Map(found.map((p) => [p.productId, p]));
    const unknown = ids.filter((id) => byId.get(id)?.status !== 'Active');
    if (unknown.length > 0) throw new InvalidInput({ key: 'storefront.errors.unknownProducts', values: { count: unknown.length, products: unknown.map((id) => `'${id}'`).join(', ') } });
    const lines = input.lines.map((l) => {
      const p = byId.get(l.productId)!;
      return { productId: l.productId, name: p.productName, imageUrl: p.imageUrl, unitPrice: parseRupiah(p.price), quantity: l.quantity };
    });

    let coupon: CouponRule | null = null;
    if (couponCode) {
      const couponRow = await findCoupon(tx, couponCode);
      if (!couponRow) throw new InvalidInput(couponText.unknown(couponCode), { couponCode: couponText.unknown(couponCode) });
      coupon = couponRuleOf(couponRow);
      const subtotal = computeShopCheckout({ lines, deliveryFee: 0 }).subtotal;
      const problem = couponProblem(coupon, { subtotal, now });
      if (problem) throw new InvalidInput(problem, { couponCode: problem });
    }
    // Shelf prices include PPN; the rule is the one in force on the order's day (decision 038).
    const totals = computeShopCheckout({ lines, coupon, deliveryFee: delivery.fee, pointsToRedeem: input.pointsToRedeem, day: jakartaDayOfInstant(now) });
    if (member) {
      const problem = pointsToRedeemProblem(input.pointsToRedeem, { balance: member.pointsBalance, amountDue: totals.amountDueBeforePoints });
      if (problem) throw new InvalidInput(problem, { pointsToRedeem: problem });
    }
    const paidNow = totals.total === 0;

    const [inserted] = await tx
      .insert(orders)
      .values({
        orderId: input.orderId,
        orderNumber,
        // The order's e-mails are written in the language the shopper checked out in (decision 029).
        language,
        shopperSub: shopper?.sub ?? null,
        status: paidNow ? 'paid' : 'pending_payment',
        totalIdr: totals.total,
        createdAt: now,
        contactName: input.contact.name.trim(),
        contactEmail: input.contact.email.trim(),
        contactPhone: input.contact.phone.trim(),
        address: delivery.pickup || !input.address ? null : trimAddress(input.address),
        deliveryCode: delivery.code,
        deliveryLabel: delivery.label,
        deliveryEstimate: delivery.estimate,
        deliveryFeeIdr: totals.deliveryFee,
        subtotalIdr: totals.subtotal,
        couponCode: coupon?.code ?? null,
        couponDiscountIdr: totals.couponDiscount,
        ppnIdr: totals.ppn,
        ppnIncluded: true,
        membershipNumber: member?.membershipNumber ?? null,
        pointsRedeemed: totals.pointsRedeemed,
        paymentMethod: input.paymentMethod,
        paymentProvider: paidNow ? 'points' : deps.provider.name,
        paymentExpiresAt: paymentExpiry(now, deps.paymentWindowMinutes),
        paidAt: paidNow ? now : null,
      })
      .onConflictDoNothing({ target: orders.orderId })
      .returning();
    if (!inserted) return null; // a concurrent retry of the same checkout won: answer its order below
    await tx.insert(orderLines).values(
      totals.lines.map((l, position) => ({
        orderId: input.orderId,
        position,
        productId: l.productId,
        productName: l.name,
        imageUrl: lines[position]!.imageUrl,
        unitPriceIdr: l.unitPrice,
        quantity: l.quantity,
        lineTotalIdr: l.lineTotal,
      })),
    );
    await reserveStock(tx, totals.lines.map((l) => ({ productId: l.productId, productName: l.name, quantity: l.quantity })));
    if (coupon) await claimCoupon(tx, { code: coupon.code, shopperKey, orderId: input.orderId, oncePerShopper: coupon.oncePerShopper });
    if (member && deps.engine && totals.pointsRedeemed > 0) {
      await redeemPoints(tx, deps.engine, { memberId: member.memberId, points: totals.pointsRedeemed, orderNumber, at: now });
    }
    return paidNow ? creditOrderPoints(tx, deps, member, inserted, now) : inserted;
  });

  if (!row) {
    const again = await existingOrder(deps.db, input.orderId, input);
    if (!again) throw new Conflict({ key: 'storefront.errors.checkoutInProgress' });
    return { order: await ensureCharge(deps, again), created: false };
  }
  const order = await ensureCharge(deps, row);
  await deps.mail.placed(order);
  if (order.status === 'paid') await deps.mail.paid(order);
  return { order, created: true };
}

const trimAddress = (a: NonNullable<PlaceCheckoutInput['address']>) => ({
  street: a.street.trim(),
  kelurahan: a.kelurahan.trim(),
  kecamatan: a.kecamatan.trim(),
  city: a.city.trim(),
  province: a.province,
  postalCode: a.postalCode.trim(),
});

async function existingOrder(db: Database, orderId: string, input: PlaceCheckoutInput): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) return null;
  const lines = await linesOf(db, [orderId]);
  const same = lines.length === input.lines.length && lines.every((l, i) => l.productId === input.lines[i]?.productId && l.quantity === input.lines[i]?.quantity);
  if (!same || !row.orderNumber) throw new Conflict({ key: 'storefront.errors.orderIdReused' });
  return row;
}

/**
 * The order with its charge: started at the gateway when it has none yet (first placement, or a retry
 * after the gateway failed). If the gateway refuses, the order is cancelled at once (stock, coupon and
 * points back) and the shopper is told to try again.
 */
async function ensureCharge(deps: CheckoutDeps, row: OrderRow): Promise<ShopOrder> {
  if (row.status !== 'pending_payment' || row.paymentInstructions) return shopOrderOf(deps.db, row);
  try {
    const charge = await deps.provider.createCharge({
      orderNumber: row.orderNumber ?? '',
      amount: row.totalIdr,
      method: row.paymentMethod ?? 'qris',
      expiresAt: row.paymentExpiresAt ?? paymentExpiry(row.createdAt, deps.paymentWindowMinutes),
      customer: { name: row.contactName ?? '', email: row.contactEmail ?? '', phone: row.contactPhone ?? '' },
      items: await chargeItemsOf(deps.db, row),
    });
    const [updated] = await deps.db
      .update(orders)
      .set({ paymentReference: charge.reference, paymentInstructions: charge.instructions })
      .where(eq(orders.orderId, row.orderId))
      .returning();
    return shopOrderOf(deps.db, updated ?? row);
  } catch (error) {
    await closeOrder(deps, row.orderNumber ?? '', 'cancelled');
    throw error;
  }
}

// ---------------------------------------------------------------- payment

export interface PaymentEvent {
  provider: string;
  eventKey: string;
  orderNumber: string;
  state: ChargeState;
  amount: number;
  payload: unknown;
  /** The gateway's id of the charge, when the event names it (a late payment keeps it for the refund). */
  chargeReference?: string;
}

/**
 * A gateway's word on a payment, applied once: the event is recorded by (provider, event key), so a
 * replay answers 'duplicate' and changes nothing; the order moves pending_payment → paid only with the
 * order's exact amount, and a paid order earns its member's points in the same transaction.
 */
export async function applyPayment(deps: CheckoutDeps, event: PaymentEvent): Promise<string> {
  const result = await withTransactionRetry(deps.db, async (tx) => {
    const [recorded] = await tx
      .insert(shopPaymentEvents)
      .values({ provider: event.provider, eventKey: event.eventKey, orderNumber: event.orderNumber, status: event.state, payload: event.payload ?? {}, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ eventKey: shopPaymentEvents.eventKey });
    if (!recorded) return { outcome: 'duplicate', paid: null, refund: false };
    const outcome = await applyState(deps, tx, event);
    await tx
      .update(shopPaymentEvents)
      .set({ outcome: outcome.outcome })
      .where(and(eq(shopPaymentEvents.provider, event.provider), eq(shopPaymentEvents.eventKey, event.eventKey)));
    return outcome;
  });
  if (result.paid) await deps.mail.paid(await shopOrderOf(deps.db, result.paid));
  if (result.refund) await refundLatePayment(deps, event.orderNumber);
  if (result.outcome === 'expired' || result.outcome === 'cancelled') await closeOrder(deps, event.orderNumber, result.outcome);
  return result.outcome;
}

async function applyState(deps: CheckoutDeps, tx: Transaction, event: PaymentEvent): Promise<LatePaymentTaken> {
  const ignored = (outcome: string): LatePaymentTaken => ({ outcome, paid: null, refund: false });
  const order = await orderByNumber(tx, event.orderNumber);
  if (!order) return ignored('ignored: unknown order');
  if (event.state === 'expired' || event.state === 'failed') {
    return order.status === 'pending_payment' ? ignored(event.state === 'expired' ? 'expired' : 'cancelled') : ignored(`ignored: order is ${order.status}`);
  }
  if (event.state !== 'paid') return ignored('ignored: still pending');
  if (event.amount !== order.totalIdr) return ignored(`ignored: amount ${event.amount} is not the order total ${order.totalIdr}`);
  // Paid after the order expired: never ignored (decision 036).
  if (order.status === 'expired') return takeLatePayment(deps, tx, order, { provider: event.provider, chargeReference: event.chargeReference ?? event.eventKey, amount: event.amount });
  const now = deps.clock.now();
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(orders.orderId, order.orderId), eq(orders.status, 'pending_payment')))
    .returning();
  if (!paid) return ignored(`ignored: order is ${order.status}`);
  const member = paid.membershipNumber && deps.engine ? await onlineMember(tx, paid.membershipNumber) : null;
  return { outcome: 'paid', paid: await creditOrderPoints(tx, deps, member, paid, now), refund: false };
}

// ---------------------------------------------------------------- closing, expiry, fulfilment

/**
 * Cancels or expires an order and gives back what it took (stock, coupon, points), exactly once: the
 * status moves with a conditional update, and only the transaction that moved it releases.
 */
export async function closeOrder(deps: CheckoutDeps, orderNumber: string, to: 'cancelled' | 'expired'): Promise<OrderRow | null> {
  return withTransactionRetry(deps.db, (tx) => closeOrderIn(deps, tx, orderNumber, to));
}

/** closeOrder's work inside the caller's transaction (the back office's cancel, with its audit entry). */
async function closeOrderIn(deps: CheckoutDeps, tx: Transaction, orderNumber: string, to: 'cancelled' | 'expired'): Promise<OrderRow | null> {
  const releasable: OrderStatus[] = to === 'expired' ? ['pending_payment'] : ['pending_payment', 'paid', 'packed'];
  const now = deps.clock.now();
  const [closed] = await tx
    .update(orders)
    .set({ status: to, closedAt: now })
    .where(and(eq(orders.orderNumber, orderNumber), inArray(orders.status, releasable)))
    .returning();
  if (!closed) return null;
  await releaseStock(tx, await linesOf(tx, [closed.orderId]));
  await releaseCoupon(tx, closed.orderId);
  // A paid order also holds Tier Points (not on the order row: the ledger knows them).
  if (closed.membershipNumber && deps.engine && (closed.pointsRedeemed > 0 || closed.paidAt !== null)) {
    const member = await onlineMember(tx, closed.membershipNumber);
    if (member) {
      await returnPoints(tx, deps.engine, { memberId: member.memberId, redeemed: closed.pointsRedeemed, earned: closed.pointsEarned, orderNumber, at: now });
    }
  }
  return closed;
}

/** How long past its window an order waits for a gateway that cannot be asked before it expires unasked. */
const UNASKED_GRACE_MS = 30 * 60_000;

/**
 * The background job: every unpaid order past its payment window expires, but only after the gateway
 * was asked (its status API, or the simulator's own record): a payment it holds is booked instead, so a
 * shopper who paid while the notification was lost is never expired. A gateway that cannot be asked
 * leaves the order for the next run, for UNASKED_GRACE_MS at most. Due orders are worked through in
 * batches until none is left or the run's time budget is spent, so a backlog clears in one run.
 */
export async function expireUnpaidOrders(
  deps: CheckoutDeps,
  { batch = 100, budgetMs = 20_000, concurrency = 4 }: { batch?: number; budgetMs?: number; concurrency?: number } = {},
): Promise<{ expired: number; paid: number }> {
  const started = Date.now();
  const counts = { expired: 0, paid: 0 };
  const askLater = new Set<string>();
  for (;;) {
    const now = deps.clock.now();
    const due = await deps.db
      .select({ orderNumber: orders.orderNumber, provider: orders.paymentProvider, expiresAt: orders.paymentExpiresAt })
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), lte(orders.paymentExpiresAt, now), askLater.size > 0 ? notInArray(orders.orderNumber, [...askLater]) : undefined))
      .limit(batch);
    if (due.length === 0) break;
    // A few orders at a time: each waits mostly on the gateway and the database, and orders share no
    // rows but their products', which every closing locks in one order (no deadlock).
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < due.length; i = next++) {
        const { orderNumber, provider, expiresAt } = due[i]!;
        if (!orderNumber) continue;
        const outcome = await expireOrBook(deps, orderNumber, provider === deps.provider.name, expiresAt);
        if (outcome === 'ask later') askLater.add(orderNumber);
        else if (outcome) counts[outcome] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    if (Date.now() - started >= budgetMs) break;
  }
  return counts;
}

async function expireOrBook(deps: CheckoutDeps, orderNumber: string, askGateway: boolean, expiresAt: Date | null): Promise<'expired' | 'paid' | 'ask later' | null> {
  if (askGateway) {
    let charge: Awaited<ReturnType<CheckoutDeps['provider']['chargeStatus']>> = null;
    try {
      charge = await deps.provider.chargeStatus(orderNumber);
    } catch (error) {
      const overdue = expiresAt ? deps.clock.now().getTime() - expiresAt.getTime() : Infinity;
      deps.log?.warn({ err: error, orderNumber }, 'order expiry: the payment gateway could not be asked');
      if (overdue < UNASKED_GRACE_MS) return 'ask later';
    }
    if (charge?.state === 'paid') {
      const outcome = await applyPayment(deps, { provider: deps.provider.name, eventKey: charge.eventKey, chargeReference: charge.reference, orderNumber, state: 'paid', amount: charge.amount, payload: { source: 'asked before expiry' } });
      if (outcome === 'paid') {
        deps.log?.warn({ orderNumber }, 'order expiry: the gateway holds a payment whose notification never arrived; booked it');
        return 'paid';
      }
    }
  }
  const closed = await closeOrder(deps, orderNumber, 'expired');
  if (!closed) return null;
  await deps.mail.expired(await shopOrderOf(deps.db, closed));
  return 'expired';
}

/**
 * Staff move an order along: paid → packed → shipped → delivered, or cancel it. The move and its audit
 * entry (entity 'order', the order number) are one back-office write (platform/audit.ts); the e-mail
 * leaves after the commit.
 */
export async function moveOrder(
  deps: CheckoutDeps,
  actor: Principal,
  orderNumber: string,
  move: { status: 'packed' | 'delivered' | 'cancelled' } | { status: 'shipped'; courier: string; trackingNumber: string },
): Promise<ShopOrder> {
  const row = await orderByNumber(deps.db, orderNumber);
  if (!row || !row.orderNumber) throw new NotFound({ key: 'storefront.errors.noOrder', values: { number: orderNumber } });
  const from = row.status;
  if (!canMoveOrder(from, move.status)) throw new Conflict({ key: 'storefront.errors.cannotMove', values: { from, to: move.status } });
  if (move.status === 'cancelled' && !releasesOnCancel(from)) throw new Conflict({ key: 'storefront.errors.cannotCancel', values: { from } });
  const now = deps.clock.now();
  const shipment = move.status === 'shipped' ? { courier: move.courier.trim(), trackingNumber: move.trackingNumber.trim() } : {};
  const moved = await backOfficeWrite(deps.db, actor, async (tx) => {
    let result: OrderRow | null | undefined;
    if (move.status === 'cancelled') {
      result = await closeOrderIn(deps, tx, row.orderNumber ?? orderNumber, 'cancelled');
    } else {
      const changes: Partial<OrderRow> =
        move.status === 'packed'
          ? { status: 'packed', packedAt: now }
          : move.status === 'shipped'
            ? { status: 'shipped', shippedAt: now, ...shipment }
            : { status: 'delivered', deliveredAt: now };
      [result] = await tx
        .update(orders)
        .set(changes)
        .where(and(eq(orders.orderId, row.orderId), eq(orders.status, from)))
        .returning();
    }
    if (!result) throw new Conflict({ key: 'storefront.errors.orderChanged' });
    return {
      result,
      audit: { action: 'order.status', entity: 'order', entityId: row.orderNumber ?? orderNumber, before: { status: from }, after: { status: move.status, ...shipment } },
    };
  });
  const order = await shopOrderOf(deps.db, moved);
  if (move.status === 'cancelled') await deps.mail.cancelled(order);
  if (move.status === 'shipped') await deps.mail.shipped(order);
  return order;
}
