// The account feature's public API: the header's user control, protected pages and the sign-in
// state. The Auth0 SDK itself loads lazily (auth/auth-root.tsx), after the first paint.
export { AuthRoot } from './auth/auth-root.tsx';
export { useAuth, authActions, type AuthState, type AuthUser } from './auth/auth-store.ts';
export { RequireAuth, RedirectingToLogin } from './require-auth.tsx';
export { UserControl } from './user-control.tsx';
export { rememberAccountLanguage, useAccountLanguage } from './account-language.ts';
