import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Order, ShopOrderRequest } from '#domain/storefront/api/content.ts';
import { lineTotal, orderTotal } from '#domain/storefront/cart.ts';
import { parseRupiah } from '#domain/platform/money.ts';
import { type Database, type Executor, withTransactionRetry } from '../../platform/db/client.ts';
import { orderLines, orders, products } from '../../platform/db/schema/index.ts';
import { Conflict, InvalidInput } from '../../platform/errors.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

export interface PlacedOrder {
  order: Order;
  /** False when the same order id was placed before (a retry): nothing new was written. */
  created: boolean;
}

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
    status: row.status === 'legacy' ? null : row.status,
    createdAt: row.createdAt.toISOString(),
    total: row.totalIdr,
    lines: toOrderLines(lines),
  };
}

const sameLines = (order: Order, request: ShopOrderRequest): boolean =>
  order.lines.length === request.lines.length &&
  order.lines.every((l, i) => l.productId === request.lines[i]?.productId && l.quantity === request.lines[i]?.quantity);

async function loadOrder(db: Executor, orderId: string): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  if (!row) return null;
  return toOrder(row, await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)));
}

/**
 * Storefront checkout (storefront.md §4 + the lead's order rules): the server prices every line from
 * the catalogue (the discount price is what the shopper pays), writes the order and its lines in one
 * transaction, and treats a second call with the same order id as a retry of the first.
 */
export async function placeShopOrder(db: Database, request: ShopOrderRequest, shopperSub: string | null): Promise<PlacedOrder> {
  const ids = request.lines.map((l) => l.productId);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new InvalidInput(`Product '${duplicate}' appears on two lines; send one line with the total quantity.`);

  return withTransactionRetry(db, async (tx) => {
    // Only the columns an order needs (PGlite's cost grows with the columns read).
    const rows = await tx
      .select({
        productId: products.productId,
        productName: products.productName,
        imageUrl: products.imageUrl,
        discountPriceIdr: products.discountPriceIdr,
        status: products.status,
      })
      .from(products)
      .where(inArray(products.productId, ids));
    const byId = new Map(rows.map((r) => [r.productId, r]));
    const unknown = ids.filter((id) => byId.get(id)?.status !== 'Active');
    if (unknown.length > 0) {
      throw new InvalidInput(`Unknown product${unknown.length > 1 ? 's' : ''}: ${unknown.map((id) => `'${id}'`).join(', ')}.`);
    }

    const lines = request.lines.map((line, position) => {
      const p = byId.get(line.productId)!;
      // What the shopper pays: the discount price (domain/storefront/catalog.ts productSellingPrice).
      const unitPrice = parseRupiah(p.discountPriceIdr);
      return {
        orderId: request.orderId,
        position,
        productId: line.productId,
        productName: p.productName,
        imageUrl: p.imageUrl,
        unitPriceIdr: unitPrice,
        quantity: line.quantity,
        lineTotalIdr: lineTotal({ unitPrice, quantity: line.quantity }),
      };
    });
    const total = orderTotal(lines.map((l) => ({ unitPrice: l.unitPriceIdr, quantity: l.quantity })));

    // A concurrent or repeated call with the same id waits on the primary key, then inserts nothing.
    const [inserted] = await tx
      .insert(orders)
      .values({ orderId: request.orderId, shopperSub, totalIdr: total })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const existing = await loadOrder(tx, request.orderId);
      if (!existing || !sameLines(existing, request)) {
        throw new Conflict('This order id was already used for a different order. Start a new checkout.');
      }
      return { order: existing, created: false };
    }
    await tx.insert(orderLines).values(lines);
    return { order: toOrder(inserted, lines), created: true };
  });
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
