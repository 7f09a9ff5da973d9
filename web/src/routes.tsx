import { matchRoutes, Navigate, Route, Routes } from 'react-router';
import { BareLayout, StoreLayout } from './layouts.tsx';
import { screen, toRoute, type ScreenRoute } from './app/screen.tsx';
import { queryClient } from './api/query-client.ts';
import { productQuery, productsQuery } from './features/storefront/catalog/api.ts';
import { homeContentQuery } from './features/storefront/home/api.ts';
import { promosQuery } from './features/storefront/promos/api.ts';
import { paths } from './paths.ts';

/**
 * The route table of both specs (storefront.md §2, loyalty-pos.md §2), in one place. Every screen
 * is code-split: the home page ships only what it needs. The router runs in declarative mode
 * (<Routes>, React.lazy): the data router (createBrowserRouter) costs 19 KiB more gzipped on every
 * page and nothing here uses loaders or actions (decision 013).
 */
const ADMIN_ROUTES_PATTERN = `${paths.admin.pattern}/*`;

const prefetchPromos = () => void queryClient.prefetchQuery(promosQuery());

const storeRoutes: ScreenRoute[] = [
  {
    path: paths.home.pattern,
    Component: screen(() => import('./features/storefront/home/home-page.tsx'), 'HomePage', ['shop']),
    prefetch: () => void queryClient.prefetchQuery(homeContentQuery()),
  },
  { path: paths.cart.pattern, Component: screen(() => import('./features/storefront/cart/cart-page.tsx'), 'CartPage', ['storefront', 'shop']) },
  { path: paths.checkout.pattern, Component: screen(() => import('./features/storefront/checkout/checkout-page.tsx'), 'CheckoutPage', ['storefront', 'errors']) },
  { path: paths.orderStatus.pattern, Component: screen(() => import('./features/storefront/checkout/order-status-page.tsx'), 'OrderStatusPage', ['storefront']) },
  { path: paths.trackOrder.pattern, Component: screen(() => import('./features/storefront/checkout/track-order-page.tsx'), 'TrackOrderPage', ['storefront']) },
  { path: paths.paySimulator.pattern, Component: screen(() => import('./features/storefront/checkout/pay-simulator-page.tsx'), 'PaySimulatorPage', ['storefront']) },
  { path: paths.login.pattern, Component: screen(() => import('./features/identity/login-page.tsx'), 'LoginPage', ['identity']) },
  { path: paths.registration.pattern, Component: screen(() => import('./features/identity/registration-page.tsx'), 'RegistrationPage', ['identity']) },
  { path: paths.forgotPassword.pattern, Component: screen(() => import('./features/identity/forgot-password-page.tsx'), 'ForgotPasswordPage', ['identity']) },
  { path: paths.resetPassword.pattern, Component: screen(() => import('./features/identity/reset-password-page.tsx'), 'ResetPasswordPage', ['identity']) },
  { path: paths.authCallback.pattern, Component: screen(() => import('./features/identity/callback-page.tsx'), 'CallbackPage', ['identity']) },
  { path: paths.profile.pattern, Component: screen(() => import('./features/identity/profile-page.tsx'), 'ProfilePage', ['identity']) },
  { path: paths.orders.pattern, Component: screen(() => import('./features/storefront/orders/orders-page.tsx'), 'OrdersPage', ['storefront']) },
  { path: paths.helpCenter.pattern, Component: screen(() => import('./features/storefront/help/help-center-page.tsx'), 'HelpCenterPage', ['storefront']) },
  { path: paths.terms.pattern, Component: screen(() => import('./features/storefront/terms/terms-page.tsx'), 'TermsPage', ['storefront']) },
  // The Sign Up page links to /termsNconditions (storefront.md §2); it shows the same terms.
  { path: paths.legacyTerms.pattern, element: <Navigate to={paths.terms.href()} replace /> },
  {
    path: paths.allProducts.pattern,
    Component: screen(() => import('./features/storefront/catalog/all-products-page.tsx'), 'AllProductsPage', ['shop']),
    prefetch: () => void queryClient.prefetchQuery(productsQuery()),
  },
  {
    path: paths.allProductsDiscount.pattern,
    Component: screen(() => import('./features/storefront/catalog/all-products-discount-page.tsx'), 'AllProductsDiscountPage', ['shop']),
  },
  {
    path: paths.product.pattern,
    Component: screen(() => import('./features/storefront/catalog/product-detail-page.tsx'), 'ProductDetailPage', ['shop']),
    prefetch: ({ id }) => void (id && queryClient.prefetchQuery(productQuery(id))),
  },
  { path: paths.flashDeals.pattern, Component: screen(() => import('./features/storefront/catalog/flash-deals-page.tsx'), 'FlashDealsPage', ['shop']) },
  {
    path: paths.discountProducts.pattern,
    Component: screen(() => import('./features/storefront/catalog/discount-products-page.tsx'), 'DiscountProductsPage', ['shop']),
  },
  { path: paths.search.pattern, Component: screen(() => import('./features/storefront/catalog/search-page.tsx'), 'SearchPage', ['shop']) },
  {
    path: paths.promoHome.pattern,
    Component: screen(() => import('./features/storefront/promos/promo-home-page.tsx'), 'PromoHomePage', ['storefront']),
    prefetch: prefetchPromos,
  },
  {
    path: paths.promos.pattern,
    Component: screen(() => import('./features/storefront/promos/promo-list-page.tsx'), 'PromoListPage', ['storefront']),
    prefetch: prefetchPromos,
  },
  // The id is optional: /promo-news falls back to promo 1 (storefront.md §2).
  { path: paths.promoDetail.pattern, Component: screen(() => import('./features/storefront/promos/promo-detail-page.tsx'), 'PromoDetailPage', ['storefront']) },
  { path: paths.loyalty.pattern, Component: screen(() => import('./features/loyalty/loyalty-dashboard-page.tsx'), 'LoyaltyDashboardPage', ['loyalty']) },
  { path: paths.rewards.pattern, Component: screen(() => import('./features/loyalty/rewards-page.tsx'), 'RewardsPage', ['loyalty']) },
  { path: paths.memberVouchers.pattern, Component: screen(() => import('./features/loyalty/member-vouchers-page.tsx'), 'MemberVouchersPage', ['loyalty']) },
  { path: paths.pointsHistory.pattern, Component: screen(() => import('./features/loyalty/points-history-page.tsx'), 'PointsHistoryPage', ['loyalty']) },
  { path: paths.referral.pattern, Component: screen(() => import('./features/loyalty/referral-link-page.tsx'), 'ReferralLinkPage', ['loyalty']) },
  { path: paths.stopMessages.pattern, Component: screen(() => import('./features/loyalty/stop-messages-page.tsx'), 'StopMessagesPage', ['loyalty']) },
  { path: paths.notFound.pattern, Component: screen(() => import('./app/not-found-page.tsx'), 'NotFoundPage') },
];

const bareRoutes: ScreenRoute[] = [
  { path: paths.pos.pattern, Component: screen(() => import('./features/pos/pos-page.tsx'), 'PosPage', ['pos', 'errors']) },
  { path: paths.posReturns.pattern, Component: screen(() => import('./features/pos/returns/returns-page.tsx'), 'ReturnsPage', ['pos', 'errors']) },
  { path: paths.posZReports.pattern, Component: screen(() => import('./features/pos/z-report-page.tsx'), 'ZReportListPage', ['pos']) },
  { path: paths.posZReport.pattern, Component: screen(() => import('./features/pos/z-report-page.tsx'), 'ZReportPage', ['pos']) },
  { path: paths.eReceipt.pattern, Component: screen(() => import('./features/pos/receipts/e-receipt-page.tsx'), 'EReceiptPage', ['pos']) },
  // The back office (decision 017): one entry here; its own route table, layout and screens load only
  // under /admin (features/back-office/admin-routes.tsx), so the storefront carries none of them.
  { path: ADMIN_ROUTES_PATTERN, Component: screen(() => import('./features/back-office/admin-routes.tsx'), 'AdminRoutes', ['backOffice']) },
];

/**
 * Loads the code of the screen at `pathname` and starts its first request at the same time (nothing
 * if none matches, e.g. a redirect).
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const match = matchRoutes([...storeRoutes, ...bareRoutes], pathname)?.at(-1);
  const route = match?.route as ScreenRoute | undefined;
  if (match) route?.prefetch?.(match.params);
  await route?.Component?.preload();
  if (route?.path === ADMIN_ROUTES_PATTERN) await (await import('./features/back-office/admin-routes.tsx')).preloadAdminScreen(pathname);
}

/** Every screen inside its layout; mounted once inside <BrowserRouter> (main.tsx). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<StoreLayout />}>{storeRoutes.map(toRoute)}</Route>
      <Route element={<BareLayout />}>{bareRoutes.map(toRoute)}</Route>
    </Routes>
  );
}
