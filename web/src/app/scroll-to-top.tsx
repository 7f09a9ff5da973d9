import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** storefront.md §2: every route change scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
