/** Reads of the storefront checkout (decision 018): rates, coupons, members, orders and their answer shape. */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CheckoutDefaults, ShopOrder } from '#domain/storefront/api/checkout.ts';
import type { CouponRule, CouponKind } from '#domain/storefront/coupons.ts';
import { REWARD_POINTS } from '#domain/loyalty/programme.ts';
import type { DeliveryOption, OrderStatus } from '#domain/storefront/checkout.ts';
import type { Executor } from '../../platform/db/client.ts';
import { toOrderLines } from './my-orders.ts';
import {
  loyaltyContacts,
  loyaltyMemberCurrencies,
  loyaltyMembers,
  loyaltyTiers,
  orderLines,
  orders,
  shopCoupons,
  shopDeliveryRates,
} from '../../platform/db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type CouponRow = typeof shopCoupons.$inferSelect;

export async function deliveryOptions(db: Executor): Promise<DeliveryOption[]> {
  const rows = await db.select().from(shopDeliveryRates).where(eq(shopDeliveryRates.active, true)).orderBy(asc(shopDeliveryRates.position));
  return rows.map((r) => ({ code: r.code, label: r.label, fee: r.feeIdr, estimate: r.estimate, pickup: r.pickup }));
}

export function couponRuleOf(row: CouponRow): CouponRule {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind as CouponKind,
    value: row.value,
    minSpend: row.minSpendIdr,
    maxDiscount: row.maxDiscountIdr,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    oncePerShopper: row.oncePerShopper,
    totalUses: row.totalUses,
  };
}

export async function findCoupon(db: Executor, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(shopCoupons).where(eq(shopCoupons.code, code));
  return row ?? null;
}

/** The key a once-per-shopper coupon is counted by: the contact e-mail, lower case. */
export const shopperKeyOf = (email: string) => `email:${email.trim().toLowerCase()}`;

export interface OnlineMember {
  memberId: string;
  membershipNumber: string;
  firstName: string;
  email: string;
  tierName: string;
  pointsBalance: number;
}

export async function onlineMember(db: Executor, membershipNumber: string): Promise<OnlineMember | null> {
  const [row] = await db
    .select({
      memberId: loyaltyMembers.id,
      membershipNumber: loyaltyMembers.membershipNumber,
      firstName: loyaltyContacts.firstName,
      email: loyaltyContacts.email,
      tierName: loyaltyTiers.name,
      pointsBalance: loyaltyMemberCurrencies.pointsBalance,
      memberStatus: loyaltyMembers.memberStatus,
    })
    .from(loyaltyMembers)
    .innerJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
    .innerJoin(loyaltyTiers, eq(loyaltyTiers.id, loyaltyMembers.tierId))
    .innerJoin(
      loyaltyMemberCurrencies,
      and(eq(loyaltyMemberCurrencies.memberId, loyaltyMembers.id), eq(loyaltyMemberCurrencies.currencyName, REWARD_POINTS)),
    )
    .where(eq(loyaltyMembers.membershipNumber, membershipNumber));
  if (!row || row.memberStatus !== 'Active') return null;
  return { memberId: row.memberId, membershipNumber: row.membershipNumber, firstName: row.firstName, email: row.email, tierName: row.tierName, pointsBalance: Number(row.pointsBalance) };
}

/** The signed-in shopper's last order with a delivery address (and the last contact). */
export async function lastContactAndAddress(db: Executor, shopperSub: string): Promise<Pick<CheckoutDefaults, 'contact' | 'address'>> {
  const [last] = await db
    .select({ name: orders.contactName, email: orders.contactEmail, phone: orders.contactPhone, address: orders.address })
    .from(orders)
    .where(and(eq(orders.shopperSub, shopperSub), isNotNull(orders.contactEmail)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const [withAddress] = await db
    .select({ address: orders.address })
    .from(orders)
    .where(and(eq(orders.shopperSub, shopperSub), isNotNull(orders.address)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return {
    contact: last ? { name: last.name ?? '', email: last.email ?? '', phone: last.phone ?? '' } : null,
    address: withAddress?.address ?? null,
  };
}

// ---------------------------------------------------------------- orders

function toShopOrder(row: OrderRow, lines: OrderLineRow[]): ShopOrder {
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber ?? '',
    status: row.status,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    contact: { name: row.contactName ?? '', email: row.contactEmail ?? '', phone: row.contactPhone ?? '' },
    address: row.address ?? null,
    delivery: { code: row.deliveryCode ?? '', label: row.deliveryLabel ?? '', estimate: row.deliveryEstimate ?? '', fee: row.deliveryFeeIdr },
    lines: toOrderLines(lines),
    subtotal: row.subtotalIdr,
    couponCode: row.couponCode,
    couponDiscount: row.couponDiscountIdr,
    ppn: row.ppnIdr,
    ppnIncluded: row.ppnIncluded,
    deliveryFee: row.deliveryFeeIdr,
    membershipNumber: row.membershipNumber,
    pointsRedeemed: row.pointsRedeemed,
    pointsEarned: row.pointsEarned,
    total: row.totalIdr,
    payment: {
      method: row.paymentMethod ?? 'qris',
      provider: row.paymentProvider ?? '',
      expiresAt: (row.paymentExpiresAt ?? row.createdAt).toISOString(),
      instructions: row.paymentInstructions ?? null,
      payUrl: row.paymentProvider === 'embedded' && row.paymentReference ? `/pay/${encodeURIComponent(row.paymentReference)}` : null,
      paidAt: row.paidAt?.toISOString() ?? null,
    },
    shipment:
      row.shippedAt && row.courier && row.trackingNumber
        ? { courier: row.courier, trackingNumber: row.trackingNumber, shippedAt: row.shippedAt.toISOString() }
        : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export async function linesOf(db: Executor, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(sql`${orderLines.orderId}, ${orderLines.position}`);
}

export async function orderByNumber(db: Executor, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row ?? null;
}

export async function shopOrderOf(db: Executor, row: OrderRow): Promise<ShopOrder> {
  return toShopOrder(row, await linesOf(db, [row.orderId]));
}

export async function listCheckoutOrders(db: Executor, status: OrderStatus | undefined, limit = 200): Promise<ShopOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    // Orders from before the checkout (no number) stay out, whatever the status (docs/decisions/028-typed-order-columns.md).
    .where(and(isNotNull(orders.orderNumber), status ? eq(orders.status, status) : undefined))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  const lines = await linesOf(db, rows.map((r) => r.orderId));
  return rows.map((row) => toShopOrder(row, lines.filter((l) => l.orderId === row.orderId)));
}
