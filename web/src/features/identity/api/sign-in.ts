import { useMutation } from '@tanstack/react-query';
import type { InteractionRedirect, LoginSubmission, PasswordResetCompletion, SignupSubmission } from '#domain/identity/api/account.ts';
import * as identity from '#domain/identity/endpoints/account.ts';
import type { SocialProvider } from '#domain/identity/password.ts';
import { api } from '../../../api/client.ts';

/** The embedded provider's sign-in endpoints take the interaction's id (it comes in /login?interaction=…). */
const interaction = (uid: string) => ({ uid });
/** Sign-in calls carry no bearer token: nobody is signed in yet. */
const signedOut = { anonymous: true };

/** On success the browser leaves for the provider, which finishes the sign-in and returns to the shop. */
const continueSignIn = ({ redirectTo }: InteractionRedirect) => window.location.assign(redirectTo);

export function useLoginSubmit(uid: string) {
  return useMutation({
    mutationFn: (body: LoginSubmission) => api.call(identity.submitLogin, { params: interaction(uid), body }, signedOut),
    onSuccess: continueSignIn,
  });
}

/** Sign-up answers "we sent an e-mail" (whether or not the address has an account); its link finishes it. */
export function useSignupSubmit(uid: string) {
  return useMutation({
    mutationFn: (body: SignupSubmission) => api.call(identity.submitSignup, { params: interaction(uid), body }, signedOut),
  });
}

/** Development and tests only: the demo social accounts of the embedded provider. */
export function useSocialLoginSubmit(uid: string) {
  return useMutation({
    mutationFn: (provider: SocialProvider) => api.call(identity.submitSocialLogin, { params: interaction(uid), body: { provider } }, signedOut),
    onSuccess: continueSignIn,
  });
}

/** storefront.md §7 password reset request (the server forwards it to the provider). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.call(identity.requestPasswordReset, { body: { email } }, signedOut),
  });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetCompletion) => api.call(identity.completePasswordReset, { body }, signedOut),
  });
}
