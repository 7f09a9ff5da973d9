/** storefront.md §9: the promo categories, in the spec's order (no zod here: the browser imports it). */
export const PROMO_CATEGORIES = ['Electronics', 'Fashion', 'Healthcare', 'Beauty', 'Home & Living', 'Food & Beverage'] as const;
export type PromoCategory = (typeof PROMO_CATEGORIES)[number];
