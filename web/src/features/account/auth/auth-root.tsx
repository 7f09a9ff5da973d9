import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { PublicIdentityConfig } from '../../../../../domain/api.ts';
import { publishAuthState } from './auth-store.ts';

let configPromise: Promise<PublicIdentityConfig> | null = null;

/** The public identity settings of this deployment (served by our server; no secrets). */
export function loadIdentityConfig(): Promise<PublicIdentityConfig> {
  configPromise ??= fetch('/config.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`Sign-in is unavailable (GET /config.json answered ${response.status}).`);
    return response.json() as Promise<PublicIdentityConfig>;
  });
  return configPromise;
}

interface AuthRootProps {
  navigate(to: string): void;
}

// The SDK and its settings load together, after the first paint: the home page does not wait.
const LazyRuntime = lazy(async () => {
  const [{ AuthRuntime }, config] = await Promise.all([import('./auth-runtime.tsx'), loadIdentityConfig()]);
  return { default: ({ navigate }: AuthRootProps) => <AuthRuntime config={config} navigate={navigate} /> };
});

/** Sign-in cannot start (settings or SDK failed to load): the shop still works, signed out. */
class AuthFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn('Sign-in is unavailable.', error);
    publishAuthState({ isLoading: false, isAuthenticated: false, user: null, error });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounted once beside the router; renders nothing visible. */
export function AuthRoot({ navigate }: AuthRootProps) {
  return (
    <AuthFailure>
      <Suspense fallback={null}>
        <LazyRuntime navigate={navigate} />
      </Suspense>
    </AuthFailure>
  );
}
