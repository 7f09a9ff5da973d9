import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Order } from '#domain/storefront/api/content.ts';
import type { Database } from '../../platform/db/client.ts';
import { orderLines, orders } from '../../platform/db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** An order's stored lines as the API answers them, in the order they were placed. */
export function toOrderLines(lines: readonly OrderLineRow[]): Order['lines'] {
  return [...lines]
    .sort((a, b) => a.position - b.position)
    .map((l) => ({
      productId: l.productId,
      productName: l.productName,
      imageUrl: l.imageUrl,
      unitPrice: l.unitPriceIdr,
      quantity: l.quantity,
      lineTotal: l.lineTotalIdr,
    }));
}

function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    total: row.totalIdr,
    lines: toOrderLines(lines),
  };
}

/** "My Orders": the shopper's orders, newest first. */
export async function ordersOfShopper(db: Database, shopperSub: string, limit = 50): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.shopperSub, shopperSub))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((r) => r.orderId)))
    .orderBy(sql`${orderLines.orderId}, ${orderLines.position}`);
  return rows.map((row) => toOrder(row, lines.filter((l) => l.orderId === row.orderId)));
}
