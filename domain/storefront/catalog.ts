import type { Product } from './api/catalog.ts';
import { parseRupiah, percentOff } from '../platform/money.ts';

/**
 * Catalogue rules shared by the browser and the server (storefront.md §2, §3, §9). Prices in the
 * Product entity are strings; these helpers are the one place they become integer rupiah.
 */

/** The Category values of the catalogue (storefront.md §3): the header search's category filter. */
export const PRODUCT_CATEGORIES = ['smartphones', 'ai phones'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Each category's name in the catalogues (common.search.categoryNames.*): the value is the data's, the label the reader's. */
export const PRODUCT_CATEGORY_NAMES = { smartphones: 'smartphones', 'ai phones': 'aiPhones' } as const satisfies Record<ProductCategory, string>;

export const isProductCategory = (value: string): value is ProductCategory => (PRODUCT_CATEGORIES as readonly string[]).includes(value);

export const productPrice = (p: Product): number => parseRupiah(p['Price (IDR)']);

/** What the shopper pays: the discount price (it may equal the price). */
export const productSellingPrice = (p: Product): number => parseRupiah(p['Discount Price (IDR)']);

export const productPercentOff = (p: Product): number => percentOff(productPrice(p), productSellingPrice(p));

/** storefront.md §2 All Products: the percent-off badge only when the two prices differ. */
export const hasDiscount = (p: Product): boolean => productSellingPrice(p) !== productPrice(p);

/** A spec value worth showing: not empty and not the '0.0' placeholder of missing numeric specs. */
export function specValue(value: string): string | null {
  const text = value.trim();
  if (text === '' || /^0+(\.0+)?$/.test(text)) return null;
  return text;
}

/**
 * /discount-products/{name} (storefront.md §2, the target of the Huge Discounts cards): the
 * discounted products whose brand or category is the name, or whose subcategory contains it
 * ('Accessories' -> 'General Accessories'), case-insensitively.
 */
export function inDiscountGroup(p: Product, name: string): boolean {
  const needle = name.trim().toLocaleLowerCase();
  if (needle === '' || !hasDiscount(p)) return false;
  return (
    p.Brand.toLocaleLowerCase() === needle ||
    p.Category.toLocaleLowerCase() === needle ||
    p.Subcategory.toLocaleLowerCase().includes(needle)
  );
}

/** Biggest saving first, then the catalogue's order. */
export function discountGroupProducts(products: readonly Product[], name: string): Product[] {
  return products
    .map((p, index) => ({ p, index, off: productPercentOff(p) }))
    .filter(({ p }) => inDiscountGroup(p, name))
    .sort((a, b) => b.off - a.off || a.index - b.index)
    .map(({ p }) => p);
}
