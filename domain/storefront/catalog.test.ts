import { describe, expect, it } from 'vitest';
import type { Product } from './api/catalog.ts';
import { discountGroupProducts, hasDiscount, inDiscountGroup, productPercentOff, productSellingPrice, specValue } from './catalog.ts';

const base: Product = {
  'Product ID': '1',
  'Product Name': 'Phone',
  'Image Url': '/images/products/1.svg',
  Category: 'smartphones',
  Subcategory: 'Smartphone',
  'Price (IDR)': '1000000',
  'Discount Price (IDR)': '750000',
  Stock: '3',
  SKU: '1',
  Barcode: '',
  Brand: 'Xiaomi',
  Description: '',
  'Battery Capacity (mAh)': '0.0',
  Processor: '',
  'RAM (GB)': '0.0',
  'Storage (GB)': '0.0',
  Connectivity: '',
  'Warranty (Months)': '12',
  'Launch Year': '2024',
  'Color/Variant': '',
  'Arrival Date': '01-Jan-2024',
  Status: 'Active',
  'Weight (g)': '0.0',
  'Screen Size (inches)': '0.0',
};
const make = (overrides: Partial<Product>): Product => ({ ...base, ...overrides });

describe('catalogue prices', () => {
  it('the shopper pays the discount price; percent off is rounded (storefront.md §9)', () => {
    expect(productSellingPrice(base)).toBe(750_000);
    expect(productPercentOff(make({ 'Price (IDR)': '1699000', 'Discount Price (IDR)': '1399000' }))).toBe(18);
    expect(productPercentOff(make({ 'Price (IDR)': '1500000.0', 'Discount Price (IDR)': '1500000.0' }))).toBe(0);
  });

  it('a discount badge only when the two prices differ', () => {
    expect(hasDiscount(base)).toBe(true);
    expect(hasDiscount(make({ 'Discount Price (IDR)': '1000000.0' }))).toBe(false);
  });
});

describe('specValue', () => {
  it('hides the 0.0 placeholders and empty values, keeps real ones', () => {
    expect(specValue('0.0')).toBeNull();
    expect(specValue('0')).toBeNull();
    expect(specValue('  ')).toBeNull();
    expect(specValue('6.7')).toBe('6.7');
    expect(specValue('5G, Wi-Fi 6')).toBe('5G, Wi-Fi 6');
  });
});

describe('discount groups (/discount-products/{name})', () => {
  const samsung = make({ 'Product ID': 's', Brand: 'Samsung', 'Discount Price (IDR)': '900000' });
  const samsungBig = make({ 'Product ID': 'sb', Brand: 'Samsung', 'Discount Price (IDR)': '500000' });
  const samsungFull = make({ 'Product ID': 'sf', Brand: 'Samsung', 'Discount Price (IDR)': '1000000' });
  const aiPhone = make({ 'Product ID': 'ai', Category: 'ai phones' });
  const cable = make({ 'Product ID': 'c', Subcategory: 'General Accessories' });

  it('matches brand, category or a subcategory word, case-insensitively, and only discounted items', () => {
    expect(inDiscountGroup(samsung, 'samsung')).toBe(true);
    expect(inDiscountGroup(samsungFull, 'Samsung')).toBe(false);
    expect(inDiscountGroup(aiPhone, 'AI Phones')).toBe(true);
    expect(inDiscountGroup(cable, 'Accessories')).toBe(true);
    expect(inDiscountGroup(cable, '')).toBe(false);
  });

  it('lists the biggest saving first', () => {
    expect(discountGroupProducts([samsung, samsungFull, samsungBig, cable], 'Samsung').map((p) => p['Product ID'])).toEqual(['sb', 's']);
  });
});
