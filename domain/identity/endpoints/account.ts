/**
 * Sign-in and the shopper's account (storefront.md §7, §8): the signed-in shopper's /api/me calls, the
 * embedded identity provider's sign-in screens (/idp/interaction), and the Auth0-compatible endpoints
 * our server (or an Auth0 SDK) calls on it. The provider's OpenID endpoints themselves (/idp/authorize,
 * /idp/oauth/token, /idp/.well-known/…) are oidc-provider's, described by its discovery document.
 */
import { auth0ChangePassword, auth0Signup, auth0SignupResponse, auth0User, auth0UserParams, auth0UserPatch, devMailboxResponse, interactionParams, interactionRedirect, languageChoice, loginSubmission, messageResponse, passwordChange, passwordResetCompletion, passwordResetRequest, profile, profileUpdate, signupConfirmQuery, signupSent, signupSubmission, socialLoginSubmission } from '../api/account.ts';
import { m2mClient, m2mClientSecret } from '../api/m2m-client.ts';
import { userinfoClaims } from '../api/userinfo.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Identity');

// ---------------------------------------------------------------- the signed-in shopper

export const getMyProfile = endpoint({
  method: 'GET',
  path: '/api/me/profile',
  access: 'shopper',
  summary: "The signed-in shopper's profile (My Profile).",
  responses: { 200: profile },
  errors: { 502: "The identity provider's Management API failed." },
});

export const updateMyProfile = endpoint({
  method: 'PATCH',
  path: '/api/me/profile',
  access: 'shopper',
  summary: 'Change name and nickname, through the identity provider with the server’s own credential.',
  body: profileUpdate,
  responses: { 200: profile },
  errors: { 403: 'Accounts that sign in with a social provider cannot change their name here.' },
});

export const setMyLanguage = endpoint({
  method: 'PUT',
  path: '/api/me/language',
  access: 'shopper',
  summary: "Remember the signed-in account's language (user_metadata.language): its screens and e-mails follow it.",
  body: languageChoice,
  responses: { 200: languageChoice },
});

export const changeMyPassword = endpoint({
  method: 'POST',
  path: '/api/me/password',
  access: 'shopper',
  summary: 'Change the password; the current one is checked first.',
  body: passwordChange,
  responses: { 200: messageResponse },
  errors: { 400: "'Current password is incorrect', or the new password breaks a rule (named).", 403: 'Social accounts have no password here.' },
});

export const requestMyPasswordReset = endpoint({
  method: 'POST',
  path: '/api/me/password-reset',
  access: 'shopper',
  summary: 'E-mail the signed-in shopper a password reset link.',
  responses: { 200: messageResponse },
});

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/password-reset',
  access: 'anonymous',
  summary: 'Forgot password: e-mail a reset link; the answer is the same whether or not the address has an account.',
  body: passwordResetRequest,
  responses: { 200: messageResponse },
});

// ---------------------------------------------------------------- the embedded provider's sign-in screens

export const startInteraction = endpoint({
  method: 'GET',
  path: '/idp/interaction/:uid',
  access: 'anonymous',
  summary: "Where the provider sends the browser to sign in: it forwards to the shop's /login or /registration screen.",
  params: interactionParams,
  responses: { 303: null },
});

export const submitLogin = endpoint({
  method: 'POST',
  path: '/idp/interaction/:uid/login',
  access: 'anonymous',
  summary: 'Sign in with e-mail and password; the answer says where the browser goes to finish.',
  description: 'Failed sign-ins are throttled per (account, client address) with growing delays, per account across addresses and per address (docs/decisions/010-hardening.md).',
  params: interactionParams,
  body: loginSubmission,
  responses: { 200: interactionRedirect },
  errors: { 400: 'This sign-in page has expired.', 403: 'Wrong email or password, or the account is blocked.', 429: 'Too many failed sign-ins.' },
});

export const submitSignup = endpoint({
  method: 'POST',
  path: '/idp/interaction/:uid/signup',
  access: 'anonymous',
  summary: 'Sign up: checks the form and e-mails the address; the e-mail link creates the account.',
  description:
    'The same answer whether or not the e-mail has an account (nobody learns which addresses do): a new address gets a link that ' +
    'creates the account and finishes the sign-in; an address with an account gets "someone tried to sign up with your address".',
  params: interactionParams,
  body: signupSubmission,
  responses: { 200: signupSent },
  errors: { 400: 'A rule of the password or the e-mail is broken (named).' },
});

export const confirmSignup = endpoint({
  method: 'GET',
  path: '/idp/interaction/:uid/signup/confirm',
  access: 'anonymous',
  summary: "The link of a sign-up e-mail: creates the account (e-mail verified), then finishes the browser's sign-in, or sends it to sign in.",
  params: interactionParams,
  query: signupConfirmQuery,
  responses: { 303: null },
  errors: { 400: 'The link is used, expired, or its address has an account already (an HTML page saying so).' },
});

export const submitSocialLogin = endpoint({
  method: 'POST',
  path: '/idp/interaction/:uid/social',
  access: 'anonymous',
  summary: 'Development and tests (IDENTITY_DEV_TOOLS): sign in as a seeded demo social account.',
  params: interactionParams,
  body: socialLoginSubmission,
  responses: { 200: interactionRedirect },
  internal: true,
});

export const completePasswordReset = endpoint({
  method: 'POST',
  path: '/idp/password-reset',
  access: 'anonymous',
  summary: 'Set a new password with the ticket of a reset e-mail.',
  body: passwordResetCompletion,
  responses: { 200: messageResponse },
  errors: { 400: 'The ticket expired or was used, or the password breaks a rule.' },
});

// ---------------------------------------------------------------- Auth0-compatible endpoints of the embedded provider

export const getUser = endpoint({
  method: 'GET',
  path: '/idp/api/v2/users/:id',
  access: 'managementToken',
  summary: "Auth0 Management API: read a user (scope read:users, or read:current_user for one's own id).",
  params: auth0UserParams,
  responses: { 200: auth0User },
});

export const updateUser = endpoint({
  method: 'PATCH',
  path: '/idp/api/v2/users/:id',
  access: 'managementToken',
  summary: "Auth0 Management API: update a user (scope update:users; update:current_user_metadata for one's own user_metadata).",
  params: auth0UserParams,
  body: auth0UserPatch,
  responses: { 200: auth0User },
});

const userinfo = (method: 'GET' | 'POST') =>
  endpoint({
    method,
    path: '/idp/userinfo',
    access: 'identityToken',
    summary: "OpenID Connect userinfo as Auth0 serves it: the claims of the token's scopes.",
    responses: { 200: userinfoClaims },
    errors: { 401: 'No token, or one the provider did not issue (with WWW-Authenticate).', 403: 'The openid scope was not granted.' },
  });
export const userinfoGet = userinfo('GET');
export const userinfoPost = userinfo('POST');

export const signup = endpoint({
  method: 'POST',
  path: '/idp/dbconnections/signup',
  access: 'anonymous',
  summary: "Development and tests (IDENTITY_DEV_TOOLS): Auth0's database sign-up, for the shop's own client id. It answers 409 for a known e-mail, so it is off in production.",
  body: auth0Signup,
  responses: { 200: auth0SignupResponse },
  internal: true,
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/idp/dbconnections/change_password',
  access: 'anonymous',
  summary: "Auth0's reset-password request, for the shop's own client id; answers a sentence in plain text.",
  body: auth0ChangePassword,
  responses: { 200: null },
});

// ---------------------------------------------------------------- development tools (IDENTITY_DEV_TOOLS)

export const devMailbox = endpoint({
  method: 'GET',
  path: '/idp/dev/mailbox.json',
  access: 'anonymous',
  summary: 'Development and tests: the e-mails the provider sent, with their links.',
  responses: { 200: devMailboxResponse },
  internal: true,
});

export const devMailboxPage = endpoint({
  method: 'GET',
  path: '/idp/dev/mailbox',
  access: 'anonymous',
  summary: 'Development: the same mailbox as a page.',
  responses: { 200: null },
  internal: true,
});

// ---------------------------------------------------------------- the machine-to-machine client in the back office (decision 037, admins only)

const backOfficeEndpoint = declareEndpoints('Back office');

export const getM2mClient = backOfficeEndpoint({
  method: 'GET',
  path: '/api/admin/identity/m2m-client',
  access: 'admin',
  summary: "The embedded provider's machine-to-machine client: id, domain, Management API audience, where its secret comes from.",
  responses: { 200: m2mClient },
});

export const revealM2mSecret = backOfficeEndpoint({
  method: 'POST',
  path: '/api/admin/identity/m2m-client/secret',
  access: 'admin',
  summary: "Shows the machine-to-machine client's generated secret; recorded in the audit log.",
  responses: { 200: m2mClientSecret },
  errors: { 409: "The secret is set in the server's configuration: it is not shown." },
});

export const rotateM2mSecret = backOfficeEndpoint({
  method: 'POST',
  path: '/api/admin/identity/m2m-client/rotate',
  access: 'admin',
  summary: 'Replaces the generated secret with a new one; the old one stops working at once (tokens already issued run out). Recorded in the audit log.',
  responses: { 200: m2mClientSecret },
  errors: { 409: 'The secret is set by AUTH0_M2M_CLIENT_SECRET: change it there.' },
});
