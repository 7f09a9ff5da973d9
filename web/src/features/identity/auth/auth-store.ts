import { useEffect, useSyncExternalStore } from 'react';

/**
 * The authentication state (storefront.md §3, §4) as the rest of the app sees it, without loading
 * the Auth0 SDK: auth-runtime.tsx (loaded after the first paint) publishes into this store, and the
 * header, protected pages and the API client read it.
 */
export interface AuthUser {
  sub?: string;
  name?: string;
  nickname?: string;
  email?: string;
}

export interface AuthState {
  /** True until the session check or the redirect callback has finished (§3: initially true). */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | null;
  error: Error | null;
}

interface LoginOptions {
  /** Same-site path (and query) to come back to after signing in. */
  returnTo?: string;
  /** Open the sign-up screen instead of sign-in. */
  signup?: boolean;
}

export interface AuthActions {
  login(options?: LoginOptions): Promise<void>;
  /** Signs out at the provider and returns to our own origin (§2). */
  logout(): Promise<void>;
  /** An access token for our API; `fresh` asks the provider again (e.g. after a profile change). */
  getAccessToken(options?: { fresh?: boolean }): Promise<string | undefined>;
}

let state: AuthState = { isLoading: true, isAuthenticated: false, user: null, error: null };
let runtime: AuthActions | null = null;
let pending: Array<(actions: AuthActions) => void> = [];
const listeners = new Set<() => void>();

export function publishAuthState(next: AuthState): void {
  if (
    next.isLoading === state.isLoading &&
    next.isAuthenticated === state.isAuthenticated &&
    next.user === state.user &&
    next.error === state.error
  ) {
    return;
  }
  state = next;
  for (const listener of listeners) listener();
}

export function publishAuthActions(actions: AuthActions): void {
  runtime = actions;
  const waiting = pending;
  pending = [];
  for (const resolve of waiting) resolve(actions);
}

let runtimeRequested = false;
const requestListeners = new Set<() => void>();

/**
 * Asks for the SDK now. It otherwise loads once the first screen is on the page (auth-root.tsx),
 * so that on a storefront page it does not compete with the first screen; a protected page, a sign-in
 * click or anything else that needs it asks at once.
 */
function requestAuthRuntime(): void {
  if (runtimeRequested) return;
  runtimeRequested = true;
  for (const listener of requestListeners) listener();
}

/** Calls `listener` once the SDK has been asked for (at once if it already has). */
export function onAuthRuntimeRequested(listener: () => void): () => void {
  if (runtimeRequested) {
    listener();
    return () => {};
  }
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** The SDK's actions once it has loaded (a click during the first moments asks for it and waits). */
function whenReady(): Promise<AuthActions> {
  if (runtime) return Promise.resolve(runtime);
  requestAuthRuntime();
  return new Promise((resolve) => pending.push(resolve));
}

export const authActions: AuthActions = {
  login: async (options) => (await whenReady()).login(options),
  logout: async () => (await whenReady()).logout(),
  getAccessToken: async (options) => (await whenReady()).getAccessToken(options),
};

export function authSnapshot(): AuthState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The sign-in state and actions. A screen that reads them needs the session, so the SDK is asked for
 * at once; the header's control passes `{ passive: true }`: it shows its spinner until the SDK has
 * loaded in its own time.
 */
export function useAuth({ passive = false }: { passive?: boolean } = {}): AuthState & AuthActions {
  const current = useSyncExternalStore(subscribe, authSnapshot, authSnapshot);
  useEffect(() => {
    if (!passive) requestAuthRuntime();
  }, [passive]);
  return { ...current, ...authActions };
}
