import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  InteractionRedirect,
  LoginSubmission,
  MessageResponse,
  PasswordResetCompletion,
  SignupSubmission,
} from '#domain/api.ts';
import type { SocialProvider } from '#domain/password.ts';
import { api } from '../../../api/client.ts';
import { loadIdentityConfig } from '../auth/auth-root.tsx';

/** The embedded provider's sign-in endpoints for one interaction (its id comes in /login?interaction=…). */
const interactionPath = (uid: string, action: 'login' | 'signup' | 'social') => `/idp/interaction/${encodeURIComponent(uid)}/${action}`;

/** On success the browser leaves for the provider, which finishes the sign-in and returns to the shop. */
const continueSignIn = ({ redirectTo }: InteractionRedirect) => window.location.assign(redirectTo);

export function useLoginSubmit(uid: string) {
  return useMutation({
    mutationFn: (body: LoginSubmission) => api.post<InteractionRedirect>(interactionPath(uid, 'login'), body, { anonymous: true }),
    onSuccess: continueSignIn,
  });
}

export function useSignupSubmit(uid: string) {
  return useMutation({
    mutationFn: (body: SignupSubmission) => api.post<InteractionRedirect>(interactionPath(uid, 'signup'), body, { anonymous: true }),
    onSuccess: continueSignIn,
  });
}

/** Development and tests only: the demo social accounts of the embedded provider. */
export function useSocialLoginSubmit(uid: string) {
  return useMutation({
    mutationFn: (provider: SocialProvider) =>
      api.post<InteractionRedirect>(interactionPath(uid, 'social'), { provider }, { anonymous: true }),
    onSuccess: continueSignIn,
  });
}

/** storefront.md §7 password reset request (the server forwards it to the provider). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post<MessageResponse>('/api/password-reset', { email }, { anonymous: true }),
  });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetCompletion) => api.post<MessageResponse>('/idp/password-reset', body, { anonymous: true }),
  });
}

/** The public identity settings (/config.json), e.g. whether the demo social sign-in is on. */
export function useIdentityConfig() {
  return useQuery({ queryKey: ['identity-config'], queryFn: loadIdentityConfig, staleTime: Infinity });
}
