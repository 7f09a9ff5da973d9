import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BareLayout, StoreLayout } from './app/layouts.tsx';
import { RouteError } from './app/route-error.tsx';
import { paths, routePatterns as r } from './paths.ts';

/**
 * The route table of both specs (storefront.md §2, loyalty-pos.md §2), in one place. Every screen
 * is code-split: the home page ships only what it needs.
 */
type Loader = () => Promise<Record<string, unknown>>;
const screen = (load: Loader, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
});

export const storeRoutes: RouteObject[] = [
  { path: r.home, ...screen(() => import('./features/home/home-page.tsx'), 'HomePage') },
  { path: r.cart, ...screen(() => import('./features/cart/cart-page.tsx'), 'CartPage') },
  { path: r.login, ...screen(() => import('./features/account/login-page.tsx'), 'LoginPage') },
  { path: r.registration, ...screen(() => import('./features/account/registration-page.tsx'), 'RegistrationPage') },
  { path: r.forgotPassword, ...screen(() => import('./features/account/forgot-password-page.tsx'), 'ForgotPasswordPage') },
  { path: r.resetPassword, ...screen(() => import('./features/account/reset-password-page.tsx'), 'ResetPasswordPage') },
  { path: r.authCallback, ...screen(() => import('./features/account/callback-page.tsx'), 'CallbackPage') },
  { path: r.profile, ...screen(() => import('./features/account/profile-page.tsx'), 'ProfilePage') },
  { path: r.orders, ...screen(() => import('./features/account/orders-page.tsx'), 'OrdersPage') },
  { path: r.helpCenter, ...screen(() => import('./features/help/help-center-page.tsx'), 'HelpCenterPage') },
  { path: r.terms, ...screen(() => import('./features/terms/terms-page.tsx'), 'TermsPage') },
  // The Sign Up page links to /termsNconditions (storefront.md §2); it shows the same terms.
  { path: r.legacyTerms, element: <Navigate to={paths.terms()} replace /> },
  { path: r.allProducts, ...screen(() => import('./features/catalog/all-products-page.tsx'), 'AllProductsPage') },
  {
    path: r.allProductsDiscount,
    ...screen(() => import('./features/catalog/all-products-discount-page.tsx'), 'AllProductsDiscountPage'),
  },
  { path: r.product, ...screen(() => import('./features/catalog/product-detail-page.tsx'), 'ProductDetailPage') },
  { path: r.flashDeals, ...screen(() => import('./features/catalog/flash-deals-page.tsx'), 'FlashDealsPage') },
  {
    path: r.discountProducts,
    ...screen(() => import('./features/catalog/discount-products-page.tsx'), 'DiscountProductsPage'),
  },
  { path: r.search, ...screen(() => import('./features/catalog/search-page.tsx'), 'SearchPage') },
  { path: r.promoHome, ...screen(() => import('./features/promos/promo-home-page.tsx'), 'PromoHomePage') },
  { path: r.promos, ...screen(() => import('./features/promos/promo-list-page.tsx'), 'PromoListPage') },
  { path: r.promoDetail, ...screen(() => import('./features/promos/promo-detail-page.tsx'), 'PromoDetailPage') },
  // /promo-news without an id falls back to promo 1 (storefront.md §2).
  { path: r.promoDefault, ...screen(() => import('./features/promos/promo-detail-page.tsx'), 'PromoDetailPage') },
  { path: r.loyalty, ...screen(() => import('./features/loyalty/loyalty-dashboard-page.tsx'), 'LoyaltyDashboardPage') },
  { path: r.memberVouchers, ...screen(() => import('./features/loyalty/member-vouchers-page.tsx'), 'MemberVouchersPage') },
  { path: r.pointsHistory, ...screen(() => import('./features/loyalty/points-history-page.tsx'), 'PointsHistoryPage') },
  { path: r.notFound, ...screen(() => import('./features/not-found/not-found-page.tsx'), 'NotFoundPage') },
];

export const bareRoutes: RouteObject[] = [
  { path: r.pos, ...screen(() => import('./features/pos/pos-page.tsx'), 'PosPage') },
];

export const router = createBrowserRouter([
  { element: <StoreLayout />, errorElement: <RouteError />, children: storeRoutes },
  { element: <BareLayout />, errorElement: <RouteError />, children: bareRoutes },
]);
