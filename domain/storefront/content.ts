/** The storefront's home content as stored (storefront.md §2 home sections): its sections and product lists. */
/** Home sections stored as ordered JSON items (storefront_content.section). */
export type ContentSection = 'categories' | 'slides' | 'topCategories' | 'discounts' | 'newArrivals' | 'brands' | 'banners';

export const PRODUCT_LISTS = { flashDeals: 'flash-deals', shop: 'shop' } as const;
