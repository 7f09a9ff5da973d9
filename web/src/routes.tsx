import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BareLayout, StoreLayout } from './app/layouts.tsx';
import { RouteError } from './app/route-error.tsx';
import { paths } from './paths.ts';

/**
 * The route table of both specs (storefront.md §2, loyalty-pos.md §2), in one place. Every screen
 * is code-split: the home page ships only what it needs.
 */
type Loader = () => Promise<Record<string, unknown>>;
const screen = (load: Loader, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
});

export const storeRoutes: RouteObject[] = [
  { path: paths.home.pattern, ...screen(() => import('./features/home/home-page.tsx'), 'HomePage') },
  { path: paths.cart.pattern, ...screen(() => import('./features/cart/cart-page.tsx'), 'CartPage') },
  { path: paths.login.pattern, ...screen(() => import('./features/account/login-page.tsx'), 'LoginPage') },
  { path: paths.registration.pattern, ...screen(() => import('./features/account/registration-page.tsx'), 'RegistrationPage') },
  { path: paths.forgotPassword.pattern, ...screen(() => import('./features/account/forgot-password-page.tsx'), 'ForgotPasswordPage') },
  { path: paths.resetPassword.pattern, ...screen(() => import('./features/account/reset-password-page.tsx'), 'ResetPasswordPage') },
  { path: paths.authCallback.pattern, ...screen(() => import('./features/account/callback-page.tsx'), 'CallbackPage') },
  { path: paths.profile.pattern, ...screen(() => import('./features/account/profile-page.tsx'), 'ProfilePage') },
  { path: paths.orders.pattern, ...screen(() => import('./features/account/orders-page.tsx'), 'OrdersPage') },
  { path: paths.helpCenter.pattern, ...screen(() => import('./features/help/help-center-page.tsx'), 'HelpCenterPage') },
  { path: paths.terms.pattern, ...screen(() => import('./features/terms/terms-page.tsx'), 'TermsPage') },
  // The Sign Up page links to /termsNconditions (storefront.md §2); it shows the same terms.
  { path: paths.legacyTerms.pattern, element: <Navigate to={paths.terms.href()} replace /> },
  { path: paths.allProducts.pattern, ...screen(() => import('./features/catalog/all-products-page.tsx'), 'AllProductsPage') },
  {
    path: paths.allProductsDiscount.pattern,
    ...screen(() => import('./features/catalog/all-products-discount-page.tsx'), 'AllProductsDiscountPage'),
  },
  { path: paths.product.pattern, ...screen(() => import('./features/catalog/product-detail-page.tsx'), 'ProductDetailPage') },
  { path: paths.flashDeals.pattern, ...screen(() => import('./features/catalog/flash-deals-page.tsx'), 'FlashDealsPage') },
  {
    path: paths.discountProducts.pattern,
    ...screen(() => import('./features/catalog/discount-products-page.tsx'), 'DiscountProductsPage'),
  },
  { path: paths.search.pattern, ...screen(() => import('./features/catalog/search-page.tsx'), 'SearchPage') },
  { path: paths.promoHome.pattern, ...screen(() => import('./features/promos/promo-home-page.tsx'), 'PromoHomePage') },
  { path: paths.promos.pattern, ...screen(() => import('./features/promos/promo-list-page.tsx'), 'PromoListPage') },
  // The id is optional: /promo-news falls back to promo 1 (storefront.md §2).
  { path: paths.promoDetail.pattern, ...screen(() => import('./features/promos/promo-detail-page.tsx'), 'PromoDetailPage') },
  { path: paths.loyalty.pattern, ...screen(() => import('./features/loyalty/loyalty-dashboard-page.tsx'), 'LoyaltyDashboardPage') },
  { path: paths.memberVouchers.pattern, ...screen(() => import('./features/loyalty/member-vouchers-page.tsx'), 'MemberVouchersPage') },
  { path: paths.pointsHistory.pattern, ...screen(() => import('./features/loyalty/points-history-page.tsx'), 'PointsHistoryPage') },
  { path: paths.notFound.pattern, ...screen(() => import('./features/not-found/not-found-page.tsx'), 'NotFoundPage') },
];

export const bareRoutes: RouteObject[] = [
  { path: paths.pos.pattern, ...screen(() => import('./features/pos/pos-page.tsx'), 'PosPage') },
];

export const router = createBrowserRouter([
  { element: <StoreLayout />, errorElement: <RouteError />, children: storeRoutes },
  { element: <BareLayout />, errorElement: <RouteError />, children: bareRoutes },
]);
