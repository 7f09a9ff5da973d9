import { describe, expect, it } from 'vitest';
import type { Promo } from './api/content.ts';
import { filterPromos, otherPromos, promoCategoryCounts, promoIdOrDefault } from './promos.ts';

const promo = (id: number, title: string, description: string, category: Promo['category']): Promo => ({
  id,
  title,
  description,
  category,
  image: '',
  startDate: '',
  endDate: '',
  featured: id === 1,
  discount: '10',
  content: [],
});
const promos = [
  promo(1, 'Mega Sale Elektronik', 'Smartphone dan earbuds', 'Electronics'),
  promo(2, 'Fashion Week', 'Sepatu dan tas', 'Fashion'),
  promo(3, 'Promo Sehat', 'Vitamin dan TENSIMETER', 'Healthcare'),
  promo(4, 'Gadget Fest', 'Aksesori elektronik', 'Electronics'),
];

describe('filterPromos', () => {
  it('searches title and description case-insensitively within the category', () => {
    expect(filterPromos(promos, { category: 'all', search: 'ELEKTRONIK' }).map((p) => p.id)).toEqual([1, 4]);
    expect(filterPromos(promos, { category: 'all', search: 'tensimeter' }).map((p) => p.id)).toEqual([3]);
    expect(filterPromos(promos, { category: 'Electronics', search: '' }).map((p) => p.id)).toEqual([1, 4]);
    expect(filterPromos(promos, { category: 'Fashion', search: 'vitamin' })).toEqual([]);
    expect(filterPromos(promos, { category: 'all', search: '  ' })).toHaveLength(4);
  });
});

describe('promoCategoryCounts', () => {
  it("counts 'all' and each category in the spec's order", () => {
    expect(promoCategoryCounts(promos)).toEqual([
      { category: 'all', count: 4 },
      { category: 'Electronics', count: 2 },
      { category: 'Fashion', count: 1 },
      { category: 'Healthcare', count: 1 },
      { category: 'Beauty', count: 0 },
      { category: 'Home & Living', count: 0 },
      { category: 'Food & Beverage', count: 0 },
    ]);
  });
});

describe('promo detail', () => {
  it('an unknown or malformed id falls back to promo 1', () => {
    expect(promoIdOrDefault('3')).toBe(3);
    expect(promoIdOrDefault(undefined)).toBe(1);
    expect(promoIdOrDefault('abc')).toBe(1);
    expect(promoIdOrDefault('0')).toBe(1);
    expect(promoIdOrDefault('1e3')).toBe(1);
  });

  it('shows the next two promos, wrapping around', () => {
    expect(otherPromos(promos, 1).map((p) => p.id)).toEqual([2, 3]);
    expect(otherPromos(promos, 4).map((p) => p.id)).toEqual([1, 2]);
    expect(otherPromos(promos, 99).map((p) => p.id)).toEqual([1, 2]);
  });
});
