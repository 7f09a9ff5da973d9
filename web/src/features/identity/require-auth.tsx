import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { useAuth } from './auth/auth-store.ts';
import { errorMessage } from '../../ui/error-message.ts';
import { notify } from '../../ui/notify.ts';
import { useT } from '../../texts/texts.tsx';

export function RedirectingToLogin() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 py-24 text-slate-700">
      <Spinner size={28} label={t('common.account.redirecting')} />
      <p>{t('common.account.redirectingToLogin')}</p>
    </div>
  );
}

/**
 * storefront.md §4: a protected page with a visitor who is not loading and not authenticated starts
 * the login redirect with a return-to path of the current path and query. While authentication is
 * still loading it shows a spinner; once signed in, the page itself.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useT();
  const { isLoading, isAuthenticated, error, login } = useAuth();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  // After a failed sign-in (or when sign-in cannot load) say so instead of redirecting in a loop.
  const mustSignIn = !isLoading && !isAuthenticated && !error;

  useEffect(() => {
    if (mustSignIn) void login({ returnTo });
  }, [mustSignIn, login, returnTo]);

  if (isAuthenticated) return <>{children}</>;
  if (mustSignIn) return <RedirectingToLogin />;
  if (error && !isLoading) {
    return (
      <div role="alert" className="mx-auto my-16 max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">{t('common.account.loginFailed')}</p>
        <p className="mt-1 text-sm">{errorMessage(error)}</p>
        <button
          type="button"
          onClick={() => login({ returnTo }).catch(() => notify.error(t('common.account.loginFailed')))}
          className="mt-4 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          {t('common.account.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div className="grid place-items-center px-4 py-24">
      <Spinner size={32} label={t('common.account.checking')} />
    </div>
  );
}
