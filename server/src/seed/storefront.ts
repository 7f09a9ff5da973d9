import { discountGroupProducts, productSellingPrice } from '#domain/storefront/catalog.ts';
import type { Transaction } from '../platform/db/client.ts';
import { productLists, promos, storefrontContent } from '../platform/db/schema/index.ts';
import { seedProducts } from './data/products.ts';
import { seedPromos } from './data/promos.ts';
import * as content from './data/storefront.ts';
import { PRODUCT_LISTS, type ContentSection } from '#domain/storefront/content.ts';

function discountItems() {
  return content.discountGroups.map((group) => {
    const matches = discountGroupProducts(seedProducts, group.name);
    if (matches.length === 0) throw new Error(`Huge Discounts '${group.name}' has no discounted product`);
    return { ...group, price: Math.min(...matches.map(productSellingPrice)) };
  });
}

export async function seedStorefront(tx: Transaction): Promise<void> {
  const sections: Record<ContentSection, unknown[]> = {
    categories: content.sidebarCategories,
    slides: content.slides,
    topCategories: content.topCategories,
    discounts: discountItems(),
    newArrivals: content.newArrivals,
    brands: content.brands,
    banners: content.banners,
  };
  const rows = Object.entries(sections).flatMap(([section, items]) =>
    items.map((item, position) => ({ section, position, item })),
  );
  await tx.insert(storefrontContent).values(rows).onConflictDoNothing();

  const lists = [
    ...content.flashDealIds.map((productId, position) => ({ list: PRODUCT_LISTS.flashDeals, position, productId })),
    ...content.shopItemIds.map((productId, position) => ({ list: PRODUCT_LISTS.shop, position, productId })),
  ];
  await tx.insert(productLists).values(lists).onConflictDoNothing();
  await tx.insert(promos).values(seedPromos).onConflictDoNothing();
}
