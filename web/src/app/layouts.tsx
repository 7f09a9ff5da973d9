import { Outlet, useLocation, useNavigate } from 'react-router';
import { UserControl } from '../features/account/index.ts';
import { distinctLineCount, useCartLines } from '../features/cart/index.ts';
import { PRODUCT_CATEGORIES } from '#domain/catalog.ts';
import { paths } from '../paths.ts';
import { Footer } from '../ui/footer.tsx';
import { Header } from '../ui/header.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';


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
      />
      <main id="main" className="flex-1">
        <Outlet />
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
      <Outlet />
    </>
  );
}
