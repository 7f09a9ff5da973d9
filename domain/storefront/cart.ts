import { roundRupiah } from '../platform/money.ts';

/**
 * The storefront cart's rules (storefront.md §4) and its exact messages. The cart lives in the
 * browser; the server prices the same lines again at checkout with the same `orderTotals`.
 */
export const CART_MESSAGES = {
  added: 'Item added to cart',
  increased: 'Item quantity increased',
  decreased: 'Item quantity decreased',
  removed: 'Item removed from cart',
  confirmRemove: 'Are you sure you want to remove this item from the cart?',
  empty: 'There are no items in the cart.',
  checkoutEmpty: 'Add an item in the cart to checkout',
  confirmCheckout: 'Are you sure you want to order all these products?',
  orderPlaced: 'Order placed, Thanks!!',
} as const;

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** Line total in integer rupiah. */
export const lineTotal = (line: PricedLine): number => roundRupiah(line.unitPrice * line.quantity);

/** The total of a cart or order: the sum of its line totals. */
export const orderTotal = (lines: readonly PricedLine[]): number => lines.reduce((sum, line) => sum + lineTotal(line), 0);
