import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeContent, ProductSearchResponse, PromoDetail, PromoList } from '#domain/storefront/api/content.ts';
import type { Product } from '#domain/storefront/api/catalog.ts';
import { PRODUCT_CATEGORIES, hasDiscount, productPercentOff } from '#domain/storefront/catalog.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translate } from '../../src/platform/texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = async <T>(url: string): Promise<{ status: number; body: T }> => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
};
const names = (r: { products: Product[] }) => r.products.map((p) => p['Product Name']);

describe('the seeded catalogue', () => {
  it('has 40+ products in the spec shape: strings, Active, stock 1-33, SKU = id, numeric and code ids', async () => {
    const { body } = await get<{ products: Product[] }>('/api/products');
    expect(body.products.length).toBeGreaterThanOrEqual(40);
    for (const p of body.products) {
      for (const value of Object.values(p)) expect(typeof value).toBe('string');
      expect(p.Status).toBe('Active');
      expect(p.SKU).toBe(p['Product ID']);
      expect(Number(p.Stock)).toBeGreaterThanOrEqual(1);
      expect(Number(p.Stock)).toBeLessThanOrEqual(33);
      expect(['12', '24']).toContain(p['Warranty (Months)']);
      expect(p['Arrival Date']).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
      expect(PRODUCT_CATEGORIES).toContain(p.Category);
      expect(['Smartphone', 'General Accessories']).toContain(p.Subcategory);
      expect(p['Image Url']).toMatch(/^\/images\/products\/[a-z0-9-]+\.webp$/);
    }
    const ids = body.products.map((p) => p['Product ID']);
    expect(ids).toContain('HAP-IP-14PL-CON');
    expect(ids).toContain('1001');
    for (const brand of ['Xiaomi', 'Samsung', 'Asus', 'Apple']) expect(body.products.some((p) => p.Brand === brand)).toBe(true);
    expect(body.products.some((p) => p['Discount Price (IDR)'] === p['Price (IDR)'])).toBe(true);
  });

  it('reads one product by a code-style id and answers 404 with a message for an unknown id', async () => {
    const { body } = await get<Product>('/api/products/HAP-IP-14PL-CON');
    expect(body['Product Name']).toBe('Apple iPhone 14 Plus Silicone Case with MagSafe');
    const missing = await get<{ error: { message: string } }>('/api/products/NOPE-1');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("No product with id 'NOPE-1'.");
  });
});

describe('GET /api/products/search', () => {
  it('matches the name, the brand and the category, case-insensitively', async () => {
    const byName = (await get<ProductSearchResponse>('/api/products/search?q=zenfone')).body;
    expect(names(byName)).toEqual(['Asus Zenfone 11 Ultra 12/256GB']);
    const byBrand = (await get<ProductSearchResponse>('/api/products/search?q=ASUS')).body;
    expect(byBrand.products.length).toBe(4);
    expect(byBrand.products.every((p) => p.Brand === 'Asus')).toBe(true);
    const byCategory = (await get<ProductSearchResponse>('/api/products/search?q=ai%20phones')).body;
    expect(byCategory.products.length).toBeGreaterThan(3);
    expect(byCategory.products.every((p) => p.Category === 'ai phones')).toBe(true);
  });

  it('narrows to one category, and an empty query with a category lists that category', async () => {
    const samsungAi = (await get<ProductSearchResponse>('/api/products/search?q=samsung&category=ai%20phones')).body;
    expect(names(samsungAi)).toEqual(['Samsung Galaxy S24 Ultra 12/256GB', 'Samsung Galaxy S24 8/256GB']);
    expect(samsungAi.category).toBe('ai phones');
    const all = (await get<ProductSearchResponse>('/api/products/search?q=&category=ai%20phones')).body;
    const catalogue = (await get<{ products: Product[] }>('/api/products')).body.products;
    expect(all.products.map((p) => p['Product ID'])).toEqual(
      catalogue.filter((p) => p.Category === 'ai phones').map((p) => p['Product ID']),
    );
    expect(all.products.length).toBe(8);
  });

  it('treats LIKE wildcards literally and answers no match with an empty list', async () => {
    expect((await get<ProductSearchResponse>('/api/products/search?q=%25')).body.products).toEqual([]);
    expect((await get<ProductSearchResponse>('/api/products/search?q=_')).body.products).toEqual([]);
    expect((await get<ProductSearchResponse>('/api/products/search?q=nokia')).body.products).toEqual([]);
  });

  it('refuses an over-long query with a message', async () => {
    const res = await get<{ error: { message: string } }>(`/api/products/search?q=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(translate('en')('errors.validation.atMostCharacters', { count: 100 }));
  });
});

describe('GET /api/discount-products/:name', () => {
  it('lists the discounted products of a brand, biggest saving first', async () => {
    const { body } = await get<{ products: Product[] }>('/api/discount-products/Samsung');
    expect(body.products.length).toBeGreaterThan(3);
    expect(body.products.every((p) => p.Brand === 'Samsung' && hasDiscount(p))).toBe(true);
    const offs = body.products.map(productPercentOff);
    expect(offs).toEqual([...offs].sort((a, b) => b - a));
  });

  it('matches a subcategory word and answers an empty list for an unknown name', async () => {
    const acc = (await get<{ products: Product[] }>('/api/discount-products/Accessories')).body;
    expect(acc.products.every((p) => p.Subcategory === 'General Accessories')).toBe(true);
    expect(acc.products.length).toBeGreaterThan(5);
    expect((await get<{ products: Product[] }>('/api/discount-products/Nokia')).body.products).toEqual([]);
  });
});

describe('GET /api/storefront/home', () => {
  it('serves every home section from the database', async () => {
    const { body } = await get<HomeContent>('/api/storefront/home');
    expect(body.categories.map((c) => c.name)).toEqual([
      'Fashion', 'Electronic', 'Cars', 'Garden', 'Gifts', 'Music', 'Health', 'Pets', 'Baby', 'Groceries', 'Books',
    ]);
    expect(body.slides).toHaveLength(3);
    expect(body.slides[0]?.title).toBe('50% Off On Your First Shopping');
    expect(body.topCategories.map((c) => c.name)).toEqual(['Headphones', 'Watches', 'Sunglasses']);
    expect(body.newArrivals).toHaveLength(6);
    expect(body.brands.map((b) => b.name)).toEqual(['Apple', 'Samsung', 'Oppo', 'Vivo', 'Redmi', 'Sony']);
    expect(body.banners).toHaveLength(3);
    expect(body.shopItems.map((s) => s.id)).toEqual(['7', '8', '9', '10', '11', '12', '13', '14', '15']);
  });

  it('prices card items from the catalogue: price paid and percent off', async () => {
    const { body } = await get<HomeContent>('/api/storefront/home');
    // Product 1: Rp 1.699.000 -> Rp 1.399.000 = 18% off.
    expect(body.flashDeals[0]).toEqual({ id: '1', name: 'Xiaomi Redmi 13C 4/128GB', img: '/images/products/1.webp', price: 1399000, discount: 18 });
    // Product 10 has no discount: '0' as text.
    expect(body.shopItems.find((s) => s.id === '10')).toMatchObject({ price: 9999000, discount: '0' });
    const samsung = body.discounts.find((d) => d.name === 'Samsung');
    expect(samsung?.price).toBe(229000); // the cheapest discounted Samsung product
  });
});

describe('promos', () => {
  it('lists six promos with the spec discounts and only promo 1 featured', async () => {
    const { body } = await get<PromoList>('/api/promos');
    expect(body.promos.map((p) => p.discount)).toEqual(['30', '70', '50', '40', '35', '25']);
    expect(body.promos.filter((p) => p.featured).map((p) => p.id)).toEqual([1]);
    expect(body.promos.every((p) => p.content.length >= 3)).toBe(true);
  });

  it('shows a promo with two others; an unknown or malformed id falls back to promo 1', async () => {
    const three = (await get<PromoDetail>('/api/promos/3')).body;
    expect(three.promo.id).toBe(3);
    expect(three.others.map((p) => p.id)).toEqual([4, 5]);
    const six = (await get<PromoDetail>('/api/promos/6')).body;
    expect(six.others.map((p) => p.id)).toEqual([1, 2]);
    for (const id of ['99', 'abc', '0']) {
      const res = await get<PromoDetail>(`/api/promos/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.promo.id).toBe(1);
      expect(res.body.others.map((p) => p.id)).toEqual([2, 3]);
    }
  });
});
