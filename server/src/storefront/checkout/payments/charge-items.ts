import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { orderLines, type orders } from '../../../platform/db/schema/index.ts';
import { render } from '../../../platform/texts.ts';
import type { ChargeItem } from './provider.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * What a charge is for, line by line, as a gateway lists it (Midtrans' item_details): the order's lines,
 * then PPN (only on orders from before decision 038, where it was added on top: prices now include
 * it) and the delivery fee as positive items, the coupon and the points as negative ones, in the
 * shopper's language and whole rupiah. Their price × quantity add up to the order's total, which is what
 * the gateway checks: should a future change of the totals leave a difference, one adjustment item
 * makes up for it, so a payment is never refused over the list.
 */
export async function chargeItemsOf(db: Database, order: OrderRow): Promise<ChargeItem[]> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId)).orderBy(asc(orderLines.position));
  const t = (key: Parameters<typeof render>[0]['key'], values?: Record<string, string>) => render({ key, ...(values ? { values } : {}) }, order.language);
  const items: ChargeItem[] = lines.map((line) =>
    line.unitPriceIdr * line.quantity === line.lineTotalIdr
      ? { id: line.productId, name: line.productName, price: line.unitPriceIdr, quantity: line.quantity }
      : { id: line.productId, name: `${line.quantity} × ${line.productName}`, price: line.lineTotalIdr, quantity: 1 },
  );
  const extras: [id: string, name: string, amount: number][] = [
    ['PPN', t('storefront.summary.ppn'), order.ppnIncluded ? 0 : order.ppnIdr],
    ['DELIVERY', t('storefront.summary.delivery'), order.deliveryFeeIdr],
    ['COUPON', t('storefront.summary.coupon', { code: order.couponCode ?? '' }), -order.couponDiscountIdr],
    ['POINTS', t('storefront.summary.points'), -order.pointsRedeemed],
  ];
  for (const [id, name, amount] of extras) if (amount !== 0) items.push({ id, name, price: amount, quantity: 1 });
  const difference = order.totalIdr - items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  if (difference !== 0) items.push({ id: 'ADJUSTMENT', name: t('storefront.summary.adjustment'), price: difference, quantity: 1 });
  return items;
}
