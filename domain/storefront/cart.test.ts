import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, lineTotal, orderTotal } from './cart.ts';
import { formatRupiah } from '../platform/money.ts';

describe('cart totals', () => {
  it('sums the line totals in integer rupiah', () => {
    const lines = [
      { unitPrice: 1_399_000, quantity: 2 },
      { unitPrice: 899_000, quantity: 1 },
    ];
    expect(lineTotal(lines[0]!)).toBe(2_798_000);
    expect(orderTotal(lines)).toBe(3_697_000);
    expect(formatRupiah(orderTotal(lines))).toBe('Rp\u00a03.697.000');
    expect(orderTotal([])).toBe(0);
  });
});

describe('cart messages (storefront.md §4)', () => {
  it('are the spec texts', () => {
    expect(CART_MESSAGES).toEqual({
      added: 'Item added to cart',
      increased: 'Item quantity increased',
      decreased: 'Item quantity decreased',
      removed: 'Item removed from cart',
      confirmRemove: 'Are you sure you want to remove this item from the cart?',
      empty: 'There are no items in the cart.',
      checkoutEmpty: 'Add an item in the cart to checkout',
      confirmCheckout: 'Are you sure you want to order all these products?',
      orderPlaced: 'Order placed, Thanks!!',
    });
  });
});
