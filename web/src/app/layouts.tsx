import { Outlet, useNavigate } from 'react-router';
import { UserControl } from '../features/account/index.ts';
import { distinctLineCount, useCartLines } from '../features/cart/index.ts';
import { paths } from '../paths.ts';
import { Footer } from '../ui/footer.tsx';
import { Header } from '../ui/header.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

const SEARCH_CATEGORIES = ['smartphones', 'ai phones'] as const;

/** Storefront pages: header (with the cart) and footer around the screen. */
export function StoreLayout() {
  const lines = useCartLines();
  const navigate = useNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <NavigationProgress />
      <Header
        cartLineCount={distinctLineCount(lines)}
        searchCategories={SEARCH_CATEGORIES}
        onSearch={(q, category) => void navigate(paths.search(q, category))}
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
