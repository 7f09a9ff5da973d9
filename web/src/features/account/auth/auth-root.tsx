import { lazy, Suspense, useEffect, useState } from 'react';
import type { PublicIdentityConfig } from '#domain/api.ts';
import * as platform from '#domain/endpoints/platform.ts';
import { ApiError } from '../../../api/client.ts';
import { initialPublicConfig } from '../../../api/public-config.ts';
import { queryClient } from '../../../api/query-client.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { onAuthRuntimeRequested, publishAuthActions, publishAuthState } from './auth-store.ts';

let configPromise: Promise<PublicIdentityConfig> | null = null;

/** The public identity settings of this deployment (served by our server; no secrets). */
export function loadIdentityConfig(): Promise<PublicIdentityConfig> {
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

/** At most this long after the load event the SDK waits for the first screen's data (a request that hangs). */
const AUTH_SCREEN_WAIT_MS = 5000;
/**
 * Calls `start` once the first screen is on the page: after the load event (main.tsx renders only once
 * the screen's code is in), once no query is fetching (the screen's data has arrived and rendered),
 * after the next paint. The SDK's 55 KiB then load and run after the largest paint
 * (issue 14: loaded beside the home page, its work came before the banner's paint on a simulated phone).
 */
function afterFirstScreen(start: () => void): () => void {
  let frame: number | undefined;
  let cap: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  let done = false;
  const whenSettled = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(cap);
    // After the next paint: the frame that shows the screen's data, then a task of its own.
    frame = requestAnimationFrame(() => (cap = setTimeout(start, 0)));
  };
  const whenLoaded = () => {
    if (queryClient.isFetching() === 0) return whenSettled();
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) whenSettled();
    });
    cap = setTimeout(whenSettled, AUTH_SCREEN_WAIT_MS);
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    done = true;
    window.removeEventListener('load', whenLoaded);
    unsubscribe();
    clearTimeout(cap);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

/**
 * Mounted once beside the router; renders nothing visible. The SDK loads once the first screen is on
 * the page, or at once when something asks for it (a protected page, a sign-in click).
 */
export function AuthRoot({ navigate }: AuthRootProps) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => setStarted(true);
    const stopWaiting = afterFirstScreen(start);
    const stopListening = onAuthRuntimeRequested(start);
    return () => {
      stopWaiting();
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
