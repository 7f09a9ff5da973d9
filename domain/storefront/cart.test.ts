import { describe, expect, it } from 'vitest';
import { lineTotal, orderTotal } from './cart.ts';
import { formatRupiah } from '../platform/format.ts';

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
