import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { rememberAccountLanguage, UserControl } from './features/identity/index.ts';
import { distinctLineCount, useCartLines } from './features/storefront/cart/index.ts';
import { PRODUCT_CATEGORIES } from '#domain/storefront/catalog.ts';
import { paths } from './paths.ts';
import { afterPaint } from './ui/after-paint.tsx';
import { Header } from './ui/header.tsx';
import { NavigationProgress } from './app/navigation-progress.tsx';
import { RouteErrorBoundary } from './app/route-error.tsx';
import { ScrollToTop } from './app/scroll-to-top.tsx';

// Below the fold on every page: its code arrives after the first paint.
const Footer = afterPaint(async () => (await import('./ui/footer.tsx')).Footer);

/**
 * The current screen: an error in it shows RouteError until the path changes. Navigations are
 * transitions, so the previous screen stays until the next one's code has loaded.
 */
function Screen() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary path={pathname}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Storefront pages: header (with the cart) and footer around the screen. */
export function StoreLayout() {
  const lines = useCartLines();
  const navigate = useNavigate();
  const location = useLocation();
  // A deep link to the results page shows its query in the box.
  const searchParams = location.pathname === paths.search.pattern ? new URLSearchParams(location.search) : null;
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <NavigationProgress />
      <Header
        cartLineCount={distinctLineCount(lines)}
        searchCategories={PRODUCT_CATEGORIES}
        initialSearch={{ query: searchParams?.get('q') ?? '', category: searchParams?.get('category') ?? undefined }}
        onSearch={(q, category) => void navigate(paths.search.href({ q, category }))}
        userControl={<UserControl />}
        onLanguageChosen={rememberAccountLanguage}
      />
      {/* At least a screen high: the footer, which arrives after the first paint, starts below the fold
          and does not move in view as the screen's data loads (decision 013: CLS). */}
      <main id="main" className="min-h-svh flex-1">
        <Screen />
      </main>
      <Footer />
    </div>
  );
}

/** Full-screen tools (the cashier checkout) bring their own header. */
export function BareLayout() {
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <Screen />
    </>
  );
}
