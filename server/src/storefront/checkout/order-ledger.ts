/**
 * What an online order does to stock, coupons and Reward Points, always inside the order's
 * transaction. Lock order (docs/decisions/010-hardening.md, 018): the order row, then products by id,
 * then the coupon, then the member's points, so two checkouts or a checkout and an expiry never wait
 * on each other in a cycle.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ACCRUAL_JOURNAL_TYPE, BUSINESS_NAME_ATTRIBUTE, PURCHASE_SUBTYPE, REDEEM_POINTS_SUBTYPE, REDEMPTION_JOURNAL_TYPE } from '#domain/loyalty/programme.ts';
import { couponText } from '#domain/storefront/coupons.ts';
import { ONLINE_BUSINESS_NAME, onlineRewardPoints, onlineTierPoints } from '#domain/storefront/checkout.ts';
import type { Executor, Transaction } from '../../platform/db/client.ts';
import { orders, products, shopCouponRedemptions, shopCoupons } from '../../platform/db/schema/index.ts';
import { Conflict, InsufficientPoints, InvalidInput } from '../../platform/errors.ts';
import type { JournalEntry, LoyaltyEngine } from '../../loyalty/index.ts';
import { cancelSalePoints, postPurchase, postRewardPoints, tierPointsOfPurchase } from '../../loyalty/index.ts';
import { queueNotification, tierChangeNotice } from '../../notifications/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import type { OnlineMember, OrderRow } from './checkout-data.ts';

/** Sub-type of the journal that gives points back when an online order is cancelled or expires. */
const POINTS_RETURNED_SUBTYPE = 'Points Returned';
/** Sub-type of the journal that takes back points earned on an order cancelled after payment. */
const POINTS_REVERSED_SUBTYPE = 'Points Reversed';

const online = { [BUSINESS_NAME_ATTRIBUTE]: ONLINE_BUSINESS_NAME };

// ---------------------------------------------------------------- stock

/** Takes the units off the shelf, product by product in id order; never below zero; only of active products. */
export async function reserveStock(tx: Executor, lines: { productId: string; productName: string; quantity: number }[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [left] = await tx
      .update(products)
      .set({ stockAvailable: sql`${products.stockAvailable} - ${line.quantity}`, stock: sql`(${products.stockAvailable} - ${line.quantity})::text` })
      .where(and(eq(products.productId, line.productId), eq(products.status, 'Active'), sql`${products.stockAvailable} >= ${line.quantity}`))
      .returning({ stockAvailable: products.stockAvailable });
    if (left) continue;
    const [now] = await tx.select({ stockAvailable: products.stockAvailable, status: products.status }).from(products).where(eq(products.productId, line.productId));
    if (now && now.status !== 'Active') throw new Conflict({ key: 'storefront.errors.noLongerSold', values: { product: line.productName } });
    const available = now?.stockAvailable ?? 0;
    throw new Conflict(
      available === 0
        ? { key: 'storefront.errors.soldOut', values: { product: line.productName } }
        : { key: 'storefront.errors.onlyLeft', values: { product: line.productName, count: available } },
    );
  }
}

export async function releaseStock(tx: Executor, lines: { productId: string; quantity: number }[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    await tx
      .update(products)
      .set({ stockAvailable: sql`${products.stockAvailable} + ${line.quantity}`, stock: sql`(${products.stockAvailable} + ${line.quantity})::text` })
      .where(eq(products.productId, line.productId));
  }
}

// ---------------------------------------------------------------- coupons

/**
 * One use of a coupon: the counter goes up only below its limit (a conditional update, so 50 racing
 * checkouts for the last use give one order), and the redemption row's key (code + shopper) stops a
 * second use by the same shopper.
 */
export async function claimCoupon(tx: Executor, claim: { code: string; shopperKey: string; orderId: string; oncePerShopper: boolean }): Promise<void> {
  const [counted] = await tx
    .update(shopCoupons)
    .set({ usesCount: sql`${shopCoupons.usesCount} + 1` })
    .where(and(eq(shopCoupons.code, claim.code), sql`(${shopCoupons.totalUses} is null or ${shopCoupons.usesCount} < ${shopCoupons.totalUses})`))
    .returning({ code: shopCoupons.code });
  if (!counted) throw new Conflict(couponText.usedUp(claim.code));
  const [redeemed] = await tx
    .insert(shopCouponRedemptions)
    .values({ couponCode: claim.code, shopperKey: claim.oncePerShopper ? claim.shopperKey : `order:${claim.orderId}`, orderId: claim.orderId })
    .onConflictDoNothing()
    .returning({ orderId: shopCouponRedemptions.orderId });
  if (!redeemed) throw new InvalidInput(couponText.alreadyUsed(claim.code), { couponCode: couponText.alreadyUsed(claim.code) });
}

export async function releaseCoupon(tx: Executor, orderId: string): Promise<void> {
  const [released] = await tx.delete(shopCouponRedemptions).where(eq(shopCouponRedemptions.orderId, orderId)).returning({ code: shopCouponRedemptions.couponCode });
  if (released) {
    await tx.update(shopCoupons).set({ usesCount: sql`greatest(${shopCoupons.usesCount} - 1, 0)` }).where(eq(shopCoupons.code, released.code));
  }
}

// ---------------------------------------------------------------- points

export async function redeemPoints(tx: Executor, engine: LoyaltyEngine, entry: { memberId: string; points: number; orderNumber: string; at: Date }): Promise<void> {
  const posted = await postRewardPoints(tx, engine, {
    memberId: entry.memberId,
    journalTypeName: REDEMPTION_JOURNAL_TYPE,
    journalSubTypeName: REDEEM_POINTS_SUBTYPE,
    activityDate: entry.at,
    externalTransactionNumber: entry.orderNumber,
    transactionAmount: entry.points,
    attributes: online,
    change: -entry.points,
  });
  if (!posted) throw new InsufficientPoints({ key: 'storefront.errors.pointsGone' });
}

/**
 * A paid order's points for its member (none without the embedded engine or a member), recorded on the
 * order: its Reward Points and, like a till sale, its Tier Points, and the tier they reach (decision 031),
 * the member's message about it queued in the same transaction.
 */
export async function creditOrderPoints(
  tx: Transaction,
  deps: Pick<CheckoutDeps, 'engine' | 'notifier'>,
  member: OnlineMember | null,
  paid: OrderRow,
  at: Date,
): Promise<OrderRow> {
  const { engine } = deps;
  if (!engine || !member) return paid;
  const totals = { total: paid.totalIdr, deliveryFee: paid.deliveryFeeIdr };
  const earned = onlineRewardPoints(totals, member.tierName, (await engine.reference(tx)).earning);
  const orderNumber = paid.orderNumber ?? '';
  const { upgrade } = await postPurchase(tx, engine, {
    memberId: member.memberId,
    journalTypeName: ACCRUAL_JOURNAL_TYPE,
    journalSubTypeName: PURCHASE_SUBTYPE,
    activityDate: at,
    externalTransactionNumber: orderNumber,
    transactionAmount: paid.totalIdr,
    attributes: online,
    rewardPoints: earned,
    tierPoints: onlineTierPoints(totals),
  });
  if (upgrade && deps.notifier) {
    // Sent by the mail job once this commits (and WhatsApp by its own); a replayed payment finds the key claimed.
    await queueNotification(
      tx,
      deps.notifier.deps,
      tierChangeNotice({ membershipNumber: member.membershipNumber, name: member.firstName, email: member.email, tier: upgrade.toTier, direction: 'up', date: upgrade.effectiveDate, cause: orderNumber }),
    );
  }
  if (earned === 0) return paid;
  const [withPoints] = await tx.update(orders).set({ pointsEarned: earned }).where(eq(orders.orderId, paid.orderId)).returning();
  return withPoints ?? paid;
}

/**
 * Undoes what a cancelled or expired order did to its member's points, as a till return does
 * (docs/decisions/016-returns.md): redeemed points come back, and the Reward and Tier Points it earned
 * go (the Reward Points balance may go below zero, paid back from the next points earned), together
 * with a tier upgrade the order caused (decision 031).
 */
export async function returnPoints(tx: Executor, engine: LoyaltyEngine, entry: { memberId: string; redeemed: number; earned: number; orderNumber: string; at: Date }): Promise<void> {
  const tierPoints = await tierPointsOfPurchase(tx, entry.memberId, entry.orderNumber);
  const journal = (journalTypeName: string, journalSubTypeName: string, transactionAmount: number): JournalEntry => ({
    memberId: entry.memberId,
    journalTypeName,
    journalSubTypeName,
    activityDate: entry.at,
    externalTransactionNumber: entry.orderNumber,
    transactionAmount,
    attributes: online,
  });
  await cancelSalePoints(tx, engine, {
    memberId: entry.memberId,
    saleTransactionNumber: entry.orderNumber,
    redemption: entry.redeemed > 0 ? { journal: journal(ACCRUAL_JOURNAL_TYPE, POINTS_RETURNED_SUBTYPE, entry.redeemed), points: entry.redeemed } : null,
    accrual:
      entry.earned > 0 || tierPoints > 0
        ? { journal: journal(REDEMPTION_JOURNAL_TYPE, POINTS_REVERSED_SUBTYPE, entry.earned), rewardPoints: entry.earned, tierPoints }
        : null,
  });
}
