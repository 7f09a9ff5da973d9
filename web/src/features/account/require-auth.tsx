import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { useAuth } from './auth/auth-store.ts';

export function RedirectingToLogin() {
  return (
    <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 py-24 text-slate-700">
      <Spinner size={28} label="Redirecting" />
      <p>Redirecting to login...</p>
    </div>
  );
}

/**
 * storefront.md §4: a protected page with a visitor who is not loading and not authenticated starts
 * the login redirect with a return-to path of the current path and query. While authentication is
 * still loading it shows a spinner; once signed in, the page itself.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, login } = useAuth();
  const { pathname, search } = useLocation();
  const mustSignIn = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (mustSignIn) void login({ returnTo: `${pathname}${search}` });
  }, [mustSignIn, login, pathname, search]);

  if (isAuthenticated) return <>{children}</>;
  if (mustSignIn) return <RedirectingToLogin />;
  return (
    <div className="grid place-items-center px-4 py-24">
      <Spinner size={32} label="Checking sign-in" />
    </div>
  );
}
