import { describe, expect, it, vi } from 'vitest';
import { authActions, authSnapshot, publishAuthActions, publishAuthState } from './auth-store.ts';

describe('auth store', () => {
  it('starts loading (storefront.md §3) and publishes new states', () => {
    expect(authSnapshot()).toEqual({ isLoading: true, isAuthenticated: false, user: null, error: null });
    const user = { name: 'Dewi Lestari' };
    publishAuthState({ isLoading: false, isAuthenticated: true, user, error: null });
    expect(authSnapshot()).toMatchObject({ isLoading: false, isAuthenticated: true, user });
  });

  it('an action asked for before the SDK has loaded runs once it has', async () => {
    const login = vi.fn(async () => undefined);
    const pending = authActions.login({ returnTo: '/profile' });
    expect(login).not.toHaveBeenCalled();
    publishAuthActions({ login, logout: vi.fn(), getAccessToken: vi.fn() });
    await pending;
    expect(login).toHaveBeenCalledWith({ returnTo: '/profile' });
  });
});
