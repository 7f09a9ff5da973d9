import { describe, expect, it, vi } from 'vitest';
import { authActions, authSnapshot, onAuthRuntimeRequested, publishAuthActions, publishAuthState } from './auth-store.ts';

describe('auth store', () => {
  it('starts loading (storefront.md §3) and publishes new states', () => {
    expect(authSnapshot()).toEqual({ isLoading: true, isAuthenticated: false, user: null, error: null });
    const user = { name: 'Dewi Lestari' };
    publishAuthState({ isLoading: false, isAuthenticated: true, user, error: null });
    expect(authSnapshot()).toMatchObject({ isLoading: false, isAuthenticated: true, user });
  });

  it('an action asked for before the SDK has loaded asks for the SDK, and runs once it has loaded', async () => {
    const requested = vi.fn();
    onAuthRuntimeRequested(requested);
    expect(requested).not.toHaveBeenCalled(); // the SDK waits for the first screen
    const login = vi.fn(async () => undefined);
    const pending = authActions.login({ returnTo: '/profile' });
    expect(requested).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
    publishAuthActions({ login, logout: vi.fn(), getAccessToken: vi.fn() });
    await pending;
    expect(login).toHaveBeenCalledWith({ returnTo: '/profile' });
    // Once asked for, a later listener hears it at once; the first is not told twice.
    const late = vi.fn();
    onAuthRuntimeRequested(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(requested).toHaveBeenCalledTimes(1);
  });
});
