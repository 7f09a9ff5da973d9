/**
 * Every route of both specs, as typed builders. Links, navigation and the Playwright tests use these;
 * route strings are not written anywhere else. `routes.tsx` maps each pattern to its screen.
 */
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  home: () => '/',
  cart: () => '/cart',
  login: () => '/login',
  registration: () => '/registration',
  forgotPassword: () => '/forgot-password',
  /** The form a password reset e-mail links to (embedded identity provider). */
  resetPassword: (ticket?: string) => withQuery('/reset-password', { ticket }),
  /** Where the identity provider sends the browser back after sign-in. */
  authCallback: () => '/callback',
  helpCenter: () => '/servicepage',
  terms: () => '/terms-and-conditions',
  /** The Sign Up page's terms link (storefront.md §2) points here; it shows the terms. */
  legacyTerms: () => '/termsNconditions',
  allProducts: () => '/all-products',
  allProductsDiscount: () => '/all-products-discount',
  product: (id: string) => `/all-products/${encodeURIComponent(id)}`,
  flashDeals: () => '/flash-deals',
  discountProducts: (name: string) => `/discount-products/${encodeURIComponent(name)}`,
  search: (q: string, category?: string) => withQuery('/search', { q, category }),
  profile: () => '/profile',
  orders: () => '/orders',
  promoHome: () => '/promo-home',
  promos: () => '/promo',
  promoDetail: (id?: number | string, query: Record<string, string | undefined> = {}) =>
    withQuery(id === undefined ? '/promo-news' : `/promo-news/${id}`, query),
  loyalty: (membershipNumber?: string) => withQuery('/loyalty', { number: membershipNumber }),
  memberVouchers: (membershipNumber: string) => withQuery('/my-voucher', { number: membershipNumber }),
  pointsHistory: (membershipNumber: string) => withQuery('/poin-history', { number: membershipNumber }),
  pos: (store: string) => `/pos/${encodeURIComponent(store)}`,
} as const;

/** Route patterns for the router, kept next to the builders so the two cannot drift apart. */
export const routePatterns = {
  home: '/',
  cart: '/cart',
  login: '/login',
  registration: '/registration',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authCallback: '/callback',
  helpCenter: '/servicepage',
  terms: '/terms-and-conditions',
  legacyTerms: '/termsNconditions',
  allProducts: '/all-products',
  allProductsDiscount: '/all-products-discount',
  product: '/all-products/:id',
  flashDeals: '/flash-deals',
  discountProducts: '/discount-products/:name',
  search: '/search',
  profile: '/profile',
  orders: '/orders',
  promoHome: '/promo-home',
  promos: '/promo',
  promoDetail: '/promo-news/:id',
  promoDefault: '/promo-news',
  loyalty: '/loyalty',
  memberVouchers: '/my-voucher',
  pointsHistory: '/poin-history',
  pos: '/pos/:store',
  notFound: '*',
} as const;
