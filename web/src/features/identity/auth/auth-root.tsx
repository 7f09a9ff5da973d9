import { lazy, Suspense, useEffect, useState } from 'react';
import type { PublicIdentityConfig } from '#domain/platform/api/platform.ts';
import * as platform from '#domain/platform/endpoints/platform.ts';
import { ApiError } from '../../../api/client.ts';
import { initialPublicConfig } from '../../../api/public-config.ts';
import { firstScreenShown } from '../../../ui/first-screen.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { onAuthRuntimeRequested, publishAuthActions, publishAuthState } from './auth-store.ts';

let configPromise: Promise<PublicIdentityConfig> | null = null;

/** The public identity settings of this deployment (served by our server; no secrets). */
function loadIdentityConfig(): Promise<PublicIdentityConfig> {
  configPromise ??= initialPublicConfig().catch((error: unknown) => {
    const why = error instanceof ApiError && error.status > 0 ? `GET ${platform.identityConfig.path} answered ${error.status}` : errorMessage(error);
    throw new Error(`Sign-in is unavailable (${why}).`);
  });
  return configPromise;
}

interface AuthRootProps {
  navigate(to: string): void;
}

/** Sign-in cannot start (settings or SDK failed to load): the shop still works, signed out. */
function SignInUnavailable({ error }: { error: Error }) {
  useEffect(() => {
    console.warn('Sign-in is unavailable.', error);
    const unavailable = async (): Promise<never> => {
      throw error;
    };
    publishAuthActions({ login: unavailable, logout: unavailable, getAccessToken: unavailable });
    publishAuthState({ isLoading: false, isAuthenticated: false, user: null, error });
  }, [error]);
  return null;
}

// The SDK and its settings load together, when AuthRoot mounts the runtime.
const LazyRuntime = lazy(async () => {
  try {
    const [{ AuthRuntime }, config] = await Promise.all([import('./auth-runtime.tsx'), loadIdentityConfig()]);
    return { default: ({ navigate }: AuthRootProps) => <AuthRuntime config={config} navigate={navigate} /> };
  } catch (error) {
    return { default: () => <SignInUnavailable error={error as Error} /> };
  }
});

/**
 * Mounted once beside the router; renders nothing visible. The SDK loads once the first screen is on
 * the page, or at once when something asks for it (a protected page, a sign-in click).
 */
export function AuthRoot({ navigate }: AuthRootProps) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let mounted = true;
    const start = () => {
      if (mounted) setStarted(true);
    };
    // The SDK's 55 KiB load and run after the largest paint (decision 013: loaded beside the home page,
    // its work came before the banner's paint on a simulated phone).
    void firstScreenShown().then(start);
    const stopListening = onAuthRuntimeRequested(start);
    return () => {
      mounted = false;
      stopListening();
    };
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <LazyRuntime navigate={navigate} />
    </Suspense>
  );
}
