import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnTo } from '#domain/identity/account.ts';
import { useAuth } from './auth/auth-store.ts';
import { RedirectingToLogin } from './require-auth.tsx';

/**
 * /login or /registration opened directly (not by the identity provider): start the sign-in flow,
 * which comes back here with an interaction id (embedded provider) or hands over to the tenant's
 * Universal Login (Auth0). A signed-in visitor goes straight on.
 */
export function StartSignIn({ signup = false }: { signup?: boolean }) {
  const { isLoading, isAuthenticated, login } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'));

  useEffect(() => {
    if (isLoading) return;
    if (isAuthenticated) void navigate(returnTo, { replace: true });
    else void login({ returnTo, signup });
  }, [isLoading, isAuthenticated, login, navigate, returnTo, signup]);

  return <RedirectingToLogin />;
}
