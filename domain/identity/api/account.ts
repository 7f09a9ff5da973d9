/**
 * Identity contract (storefront.md §3 Profile, §7 sign-in and profile calls): the web app's
 * /config.json, the embedded provider's sign-in screens, and the signed-in shopper's /api/me calls.
 */
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../password.ts';
import { LANGUAGES } from '../../platform/language.ts';

const email = z.string().max(254);
// No minimum here: the rules of domain/identity/password.ts answer with the spec's own messages.
const password = z.string().max(128);

// ---------------------------------------------------------------- embedded provider screens
export const interactionParams = z.object({ uid: z.string().min(1).max(64) });
export const loginSubmission = z.object({ email, password });
export const signupSubmission = z.object({ name: z.string().max(100), email, password });
export const socialLoginSubmission = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });
/** The answer to every accepted sign-up, whether or not the e-mail has an account: "we sent an e-mail". */
export const signupSent = z.object({ message: z.string() });
/** The link of a sign-up e-mail. */
export const signupConfirmQuery = z.object({ ticket: z.string().min(1).max(200) });
/** Where the browser goes next to finish signing in. */
export const interactionRedirect = z.object({ redirectTo: z.string() });
export type LoginSubmission = z.infer<typeof loginSubmission>;
export type SignupSubmission = z.infer<typeof signupSubmission>;
export type InteractionRedirect = z.infer<typeof interactionRedirect>;

/** The form behind a password reset e-mail's link. */
export const passwordResetCompletion = z.object({ ticket: z.string().min(1).max(200), newPassword: password });
export type PasswordResetCompletion = z.infer<typeof passwordResetCompletion>;

// ---------------------------------------------------------------- Auth0 Management API user
export const auth0User = z.object({
  user_id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string(),
  nickname: z.string(),
  user_metadata: z.record(z.string(), z.unknown()),
  app_metadata: z.record(z.string(), z.unknown()).optional(),
  identities: z.array(z.object({ connection: z.string(), provider: z.string(), user_id: z.string(), isSocial: z.boolean() })),
  /** Auth0 shows it only while the user is blocked. */
  blocked: z.boolean().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Auth0User = z.infer<typeof auth0User>;

export const auth0UserParams = z.object({ id: z.string().min(1).max(200) });

/** Auth0's PATCH /api/v2/users/{id} attributes we support; anything else is refused as Auth0 does. */
export const auth0UserPatch = z
  .object({
    name: z.string().max(100).optional(),
    nickname: z.string().max(100).optional(),
    user_metadata: z.record(z.string(), z.unknown()).optional(),
    password: z.string().max(128).optional(),
    email_verified: z.boolean().optional(),
    /** Blocking ends the user's sessions at once (docs/decisions/034-session-revocation.md). */
    blocked: z.boolean().optional(),
    connection: z.string().optional(),
  })
  .strict();

/** Auth0's database sign-up (`/dbconnections/signup`). */
export const auth0Signup = z.object({
  client_id: z.string(),
  email: z.string().max(254),
  password: z.string().max(128),
  connection: z.string().optional(),
  name: z.string().max(100).optional(),
  nickname: z.string().max(100).optional(),
});
export const auth0SignupResponse = z.object({
  _id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string(),
  nickname: z.string(),
});

/** Auth0's reset-password request (`/dbconnections/change_password`); it answers with a sentence in plain text. */
export const auth0ChangePassword = z.object({ client_id: z.string(), email: z.string().max(254), connection: z.string().optional() });

// ---------------------------------------------------------------- development mailbox (IDENTITY_DEV_TOOLS)
export const devMailboxResponse = z.object({
  messages: z.array(
    z.object({ to: z.string(), subject: z.string(), body: z.string(), link: z.string().nullable(), createdAt: z.string() }),
  ),
});

// ---------------------------------------------------------------- /api/me
/** storefront.md §3 Profile: what My Profile shows. Dates are ISO strings, null when unknown. */
export const profile = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  name: z.string(),
  nickname: z.string(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  user_metadata: z.record(z.string(), z.unknown()),
});
export type Profile = z.infer<typeof profile>;

export const profileUpdate = z.object({ name: z.string().max(100), nickname: z.string().max(100).optional() });
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** The language the account reads the shop in (decision 029), kept in its user_metadata.language. */
export const languageChoice = z.object({ language: z.enum(LANGUAGES) });

export const passwordChange = z.object({ currentPassword: password, newPassword: password, confirmPassword: password });
export type PasswordChange = z.infer<typeof passwordChange>;

export const passwordResetRequest = z.object({ email });

export const messageResponse = z.object({ message: z.string() });
