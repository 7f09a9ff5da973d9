import { forwardRef, useCallback } from 'react';
import { Link, useLocation, useNavigate, type LinkProps, type NavigateOptions } from 'react-router';

/**
 * storefront.md §2 / loyalty-pos.md §2: "The query string is carried along on navigation."
 * The current query parameters are kept; the target's own parameters win.
 */
export function carryQuery(target: string, currentSearch: string, drop: readonly string[] = []): string {
  const [pathAndQuery = '', hash] = target.split('#', 2);
  const [pathname = '', targetSearch = ''] = pathAndQuery.split('?', 2);
  const merged = new URLSearchParams(currentSearch);
  for (const key of drop) merged.delete(key);
  for (const [key, value] of new URLSearchParams(targetSearch)) merged.set(key, value);
  const qs = merged.toString();
  return `${pathname}${qs ? `?${qs}` : ''}${hash ? `#${hash}` : ''}`;
}

type QueryLinkProps = Omit<LinkProps, 'to'> & {
  to: string;
  /** Current query keys not to carry (e.g. 'number' on a link to one's own member area). */
  drop?: readonly string[];
};

export const QueryLink = forwardRef<HTMLAnchorElement, QueryLinkProps>(function QueryLink({ to, drop, ...rest }, ref) {
  const { search } = useLocation();
  return <Link ref={ref} to={carryQuery(to, search, drop)} {...rest} />;
});

export function useQueryNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback((to, options) => void navigate(carryQuery(to, search), options), [navigate, search]);
}
