/**
 * The till's limits (the owner sets them in the back office, next to the offline limits of decision
 * 030): the largest quantity of one line and the largest sale. A sale past either is refused before
 * anything is booked; the cashier reads which limit and by how much, and a manager may raise it.
 * Pure rules shared by the till and the server, which refuses what they refuse.
 */
import { formatRupiah } from '../platform/format.ts';
import type { Text } from '../texts/index.ts';

export interface TillLimits {
  /** The most units of one product on one line. */
  tillMaxLineQuantity: number;
  /** The largest sale, in rupiah: subtotal plus tax, before a voucher or points pay part of it. */
  tillMaxSaleRupiah: number;
}

/**
 * The limits before the back office sets them: 999 is the most a line's quantity could ever be
 * (domain/pos/api/sales.ts), Rp 100.000.000 is far above any sale of the shop's stores.
 */
export const DEFAULT_TILL_LIMITS = { tillMaxLineQuantity: 999, tillMaxSaleRupiah: 100_000_000 } as const satisfies TillLimits;

/** What the back office may set: a line's quantity up to the order schema's 999, a sale up to Rp 1 trillion. */
export const TILL_LIMIT_RANGES = { tillMaxLineQuantity: { min: 1, max: 999 }, tillMaxSaleRupiah: { min: 1, max: 1_000_000_000_000 } } as const;

/**
 * The first limit a sale is past, as the text the cashier reads: a line above the largest quantity (in
 * the order of the lines), else a sale whose value (subtotal plus tax) is above the largest sale.
 */
export function tillLimitProblem(
  sale: { lines: readonly { name: string; quantity: number }[]; value: number },
  limits: TillLimits,
): Text | null {
  const line = sale.lines.find((l) => l.quantity > limits.tillMaxLineQuantity);
  if (line) return { key: 'pos.limits.lineQuantity', values: { product: line.name, quantity: line.quantity, max: limits.tillMaxLineQuantity } };
  if (sale.value > limits.tillMaxSaleRupiah) {
    return { key: 'pos.limits.saleTotal', values: { total: formatRupiah(sale.value), max: formatRupiah(limits.tillMaxSaleRupiah) } };
  }
  return null;
}
