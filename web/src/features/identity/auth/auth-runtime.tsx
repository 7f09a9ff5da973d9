import { Auth0Provider, useAuth0, type AppState } from '@auth0/auth0-react';
import { useEffect } from 'react';
import type { PublicIdentityConfig } from '#domain/platform/api/platform.ts';
import { safeReturnTo } from '#domain/identity/account.ts';
import { setAccessTokenProvider } from '../../../api/client.ts';
import { paths } from '../../../paths.ts';
import { authSnapshot, publishAuthActions, publishAuthState, type AuthUser } from './auth-store.ts';

/** storefront.md §6: the scopes asked for at sign-in (the SDK adds openid, and offline_access for refresh tokens). */
const LOGIN_SCOPE = 'openid profile email read:current_user update:current_user_metadata update:users';

/** Sign-in screens are never a place to come back to after signing in. */
const SIGN_IN_SCREENS: readonly string[] = [
  paths.login.href(),
  paths.registration.href(),
  paths.authCallback.href(),
  paths.forgotPassword.href(),
  paths.resetPassword.href(),
];

function returnPath(candidate: string | undefined): string {
  const safe = safeReturnTo(candidate);
  return SIGN_IN_SCREENS.includes(safe.split('?')[0] ?? '') ? paths.home.href() : safe;
}

interface AuthRuntimeProps {
  config: PublicIdentityConfig;
  navigate(to: string): void;
}

/** Mirrors the SDK's state and actions into auth-store.ts, and gives the API client its tokens. */
function AuthBridge() {
  const { isLoading, isAuthenticated, user, error, loginWithRedirect, logout, getAccessTokenSilently } = useAuth0();

  useEffect(() => {
    publishAuthActions({
      async login({ returnTo, signup } = {}) {
        const here = `${window.location.pathname}${window.location.search}`;
        await loginWithRedirect({
          appState: { returnTo: returnPath(returnTo ?? here) },
          authorizationParams: signup ? { screen_hint: 'signup' } : {},
        });
      },
      async logout() {
        await logout({ logoutParams: { returnTo: window.location.origin } });
      },
      getAccessToken: ({ fresh } = {}) => (fresh ? getAccessTokenSilently({ cacheMode: 'off' }) : getAccessTokenSilently()),
    });
    setAccessTokenProvider(async ({ fresh } = {}) => {
      if (!authSnapshot().isAuthenticated) return undefined;
      return fresh ? getAccessTokenSilently({ cacheMode: 'off' }) : getAccessTokenSilently();
    });
    return () => setAccessTokenProvider(null);
  }, [loginWithRedirect, logout, getAccessTokenSilently]);

  useEffect(() => {
    publishAuthState({ isLoading, isAuthenticated, user: (user as AuthUser | undefined) ?? null, error: error ?? null });
  }, [isLoading, isAuthenticated, user, error]);

  return null;
}

/**
 * The Auth0 SDK, configured at run time from /config.json: the same build signs in against the
 * embedded provider or an Auth0 tenant. Tokens are kept in localStorage with rotating refresh
 * tokens, so a reload (or a tenant on another domain with third-party cookies blocked) keeps the
 * session; without a refresh token the SDK falls back to silent renewal in a hidden frame.
 */
export function AuthRuntime({ config, navigate }: AuthRuntimeProps) {
  return (
    <Auth0Provider
      domain={config.domain}
      {...(config.issuer ? { issuer: config.issuer } : {})}
      clientId={config.clientId}
      authorizationParams={{
        redirect_uri: `${window.location.origin}${paths.authCallback.href()}`,
        audience: config.audience,
        scope: LOGIN_SCOPE,
      }}
      useRefreshTokens
      useRefreshTokensFallback
      cacheLocation="localstorage"
      onRedirectCallback={(appState?: AppState) => navigate(returnPath(appState?.returnTo as string | undefined))}
    >
      <AuthBridge />
    </Auth0Provider>
  );
}
