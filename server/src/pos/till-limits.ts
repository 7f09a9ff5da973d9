import { eq, inArray } from 'drizzle-orm';
import type { PosOrderInput } from '#domain/pos/api/sales.ts';
import { lineSubtotal, lineTax } from '#domain/pos/pricing.ts';
import { DEFAULT_TILL_LIMITS, tillLimitProblem } from '#domain/pos/till-limits.ts';
import type { Executor } from '../platform/db/client.ts';
import { posProducts, shopSettings } from '../platform/db/schema/index.ts';
import { InvalidInput } from '../platform/errors.ts';

/**
 * The till's limits (domain/pos/till-limits.ts) for a sale the hosted service books (decision 012): the
 * embedded engine checks them in checkOrder, the hosted service knows nothing of them, so the edge does,
 * pricing each line from our POS product list (the line's own price for a product we do not list).
 */
export async function refusePastTillLimits(db: Executor, order: PosOrderInput): Promise<void> {
  const codes = [...new Set(order.line_items.map((item) => item.productCode))];
  const [[settings], products] = await Promise.all([
    db.select({ tillMaxLineQuantity: shopSettings.tillMaxLineQuantity, tillMaxSaleRupiah: shopSettings.tillMaxSaleRupiah }).from(shopSettings).where(eq(shopSettings.id, 1)),
    codes.length > 0 ? db.select({ productCode: posProducts.productCode, name: posProducts.name, price: posProducts.price }).from(posProducts).where(inArray(posProducts.productCode, codes)) : [],
  ]);
  const lines = order.line_items.map((item) => {
    const product = products.find((p) => p.productCode === item.productCode);
    return { name: product?.name ?? item.productCode, quantity: item.quantity, price: product?.price ?? item.price ?? 0 };
  });
  const value = lines.reduce((sum, line) => sum + lineSubtotal(line) + lineTax(line), 0);
  const problem = tillLimitProblem({ lines, value }, settings ?? DEFAULT_TILL_LIMITS);
  if (problem) throw new InvalidInput(problem);
}
