import { roundRupiah } from '../platform/money.ts';

/**
 * The storefront cart's rules (storefront.md §4); its messages are catalogue texts
 * (`storefront.cart.*`). The cart lives in the browser; the server prices the same lines again at
 * checkout with the same `orderTotals`.
 */
export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** Line total in integer rupiah. */
export const lineTotal = (line: PricedLine): number => roundRupiah(line.unitPrice * line.quantity);

/** The total of a cart or order: the sum of its line totals. */
export const orderTotal = (lines: readonly PricedLine[]): number => lines.reduce((sum, line) => sum + lineTotal(line), 0);
