import type { CartLine } from './cart-store.ts';

/**
 * The cart's lines against the catalogue's stock now, by product id (storefront.md §4 Cart): each line
 * learns the stock, and a line holding more than is in stock is lowered to it (a sold-out one stays at 1
 * for the shopper to remove; placing the order names it). `lowered` lists the lines it lowered, with
 * their new quantity; `lines` is the same array when nothing changed. Only the cart page needs it, so it
 * stays out of the cart store the header loads with every page.
 */
export function capToStock(lines: CartLine[], stocks: ReadonlyMap<string, number>): { lines: CartLine[]; lowered: CartLine[] } {
  const lowered: CartLine[] = [];
  let changed = false;
  const next = lines.map((line) => {
    const stock = stocks.get(line.productId);
    if (stock === undefined || (stock === line.stock && line.qty <= Math.max(stock, 1))) return line;
    changed = true;
    const capped = { ...line, stock, qty: Math.min(line.qty, Math.max(stock, 1)) };
    if (capped.qty < line.qty) lowered.push(capped);
    return capped;
  });
  return { lines: changed ? next : lines, lowered };
}
