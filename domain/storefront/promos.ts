import type { Promo } from './api/content.ts';
import { PROMO_CATEGORIES, type PromoCategory } from './promo-categories.ts';

/**
 * The code the promo popup promises (storefront.md §5), seeded as 20% off once per shopper (the
 * checkout's coupon rules are coupons.ts). Here, beside the popup, so the home page needs nothing else.
 */
export const WELCOME_COUPON_CODE = 'WELCOME20';

/** Promo rules (storefront.md §2 All promos, Promo detail; §4 Promo list, Promo popup; §9). */
export const DEFAULT_PROMO_ID = 1;
const OTHER_PROMOS_SHOWN = 2;
export const ALL_PROMO_CATEGORIES = 'all';

export const PROMO_POPUP = {
  firstDelayMs: 3000,
  intervalMs: 30000,
  code: WELCOME_COUPON_CODE,
} as const;

/** Query appended to promo card links (storefront.md §2). */
export const PROMO_CARD_UTM = { utm_source: 'web', utm_campaign: 'promo' } as const;

export interface PromoFilter {
  category: PromoCategory | typeof ALL_PROMO_CATEGORIES;
  search: string;
}

export const DEFAULT_PROMO_FILTER: PromoFilter = { category: ALL_PROMO_CATEGORIES, search: '' };

/** Keyword search over title and description, case-insensitive, within the chosen category. */
export function filterPromos(promos: readonly Promo[], filter: PromoFilter): Promo[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return promos.filter(
    (p) =>
      (filter.category === ALL_PROMO_CATEGORIES || p.category === filter.category) &&
      (needle === '' || p.title.toLocaleLowerCase().includes(needle) || p.description.toLocaleLowerCase().includes(needle)),
  );
}

/** Counts for the category dropdown: 'all' plus each promo category in the spec's order. */
export function promoCategoryCounts(promos: readonly Promo[]): { category: PromoFilter['category']; count: number }[] {
  return [
    { category: ALL_PROMO_CATEGORIES, count: promos.length },
    ...PROMO_CATEGORIES.map((category) => ({ category, count: promos.filter((p) => p.category === category).length })),
  ];
}

/** Parses a promo id from the route; anything else falls back to the default promo. */
export function promoIdOrDefault(raw: string | undefined): number {
  const id = raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_PROMO_ID;
}

/** The promos shown under a promo's detail: the next ones in order, wrapping around. */
export function otherPromos(promos: readonly Promo[], currentId: number, count = OTHER_PROMOS_SHOWN): Promo[] {
  const index = promos.findIndex((p) => p.id === currentId);
  const rest = [...promos.slice(index + 1), ...promos.slice(0, Math.max(index, 0))].filter((p) => p.id !== currentId);
  return rest.slice(0, count);
}
