import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './cache.ts';

describe('the catalogue cache', () => {
  it('loads once, serves the same value until the TTL passes, then loads again', async () => {
    let now = 1_000;
    let loads = 0;
    const cache = new CatalogueCache(5_000, () => now);
    const load = async () => `products v${++loads}`;
    expect(await Promise.all([cache.get('products', load), cache.get('products', load)])).toEqual(['products v1', 'products v1']);
    now += 4_999;
    expect(await cache.get('products', load)).toBe('products v1');
    now += 1;
    expect(await cache.get('products', load)).toBe('products v2');
  });

  it('invalidate() makes the next read load again', async () => {
    let loads = 0;
    const cache = new CatalogueCache(60_000);
    const load = async () => ++loads;
    expect(await cache.get('home', load)).toBe(1);
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(await cache.get('home', load)).toBe(2);
  });

  it('a failed load is not kept: the next read tries again', async () => {
    const cache = new CatalogueCache(60_000);
    await expect(cache.get('promos', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await cache.get('promos', async () => ['promo 1'])).toEqual(['promo 1']);
  });
});
