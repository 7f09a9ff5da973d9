import { describe, expect, it } from 'vitest';
import { translate } from '../texts/catalogues.ts';
import { DEFAULT_TILL_LIMITS, tillLimitProblem } from './till-limits.ts';

const limits = DEFAULT_TILL_LIMITS;
const id = translate('id');
const en = translate('en');

describe('the till limits', () => {
  it('lets a sale at both limits through', () => {
    expect(tillLimitProblem({ lines: [{ name: 'Kopi', quantity: 999 }], value: 100_000_000 }, limits)).toBeNull();
  });

  it('names the product, its quantity and the limit when a line is above it', () => {
    const problem = tillLimitProblem({ lines: [{ name: 'Kopi', quantity: 5 }, { name: 'Teh Botol', quantity: 1000 }], value: 1 }, limits);
    expect(problem).toEqual({ key: 'pos.limits.lineQuantity', values: { product: 'Teh Botol', quantity: 1000, max: 999 } });
    expect(id(problem!.key, problem!.values)).toContain('Jumlah Teh Botol (1.000) melebihi batas 999 per baris.');
    expect(en(problem!.key, problem!.values)).toContain('The quantity of Teh Botol (1,000) is above the limit of 999 per line.');
  });

  it('names the total and the limit in rupiah when the sale is above it', () => {
    const problem = tillLimitProblem({ lines: [{ name: 'Kopi', quantity: 1 }], value: 9_000_000_000_000_000 }, limits);
    expect(problem?.key).toBe('pos.limits.saleTotal');
    expect(id(problem!.key, problem!.values)).toMatch(/^Total penjualan Rp\s9\.000\.000\.000\.000\.000 melebihi batas Rp\s100\.000\.000 per transaksi\. Minta manajer menaikkan batas di back office\.$/);
  });

  it('follows the limits the owner set', () => {
    expect(tillLimitProblem({ lines: [{ name: 'Kopi', quantity: 11 }], value: 1 }, { tillMaxLineQuantity: 10, tillMaxSaleRupiah: 50_000 })?.key).toBe('pos.limits.lineQuantity');
    expect(tillLimitProblem({ lines: [{ name: 'Kopi', quantity: 10 }], value: 50_001 }, { tillMaxLineQuantity: 10, tillMaxSaleRupiah: 50_000 })?.key).toBe('pos.limits.saleTotal');
  });
});
