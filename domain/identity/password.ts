/**
 * Profile and password rules of the storefront's My Profile page (storefront.md §2, §5, §8, §9).
 * The browser checks them before calling the server; the server checks them again. Their problems are
 * catalogue texts (decision 029), worded in the reader's language where they are shown.
 */
import type { Text } from '../texts/index.ts';

/** storefront.md §9. */
export const MIN_PASSWORD_LENGTH = 8;


// The character classes of Auth0's password policy (a-z, A-Z, 0-9 and ASCII punctuation or space as
// "special"), so the embedded identity provider and a real Auth0 tenant accept the same passwords.
const LOWERCASE = /[a-z]/;
const UPPERCASE = /[A-Z]/;
const NUMBER = /[0-9]/;
const SPECIAL = /[ !"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

/** The strength rules, in the spec's order; the screens word them from identity.password.* (decision 029). */
const PASSWORD_RULES = ['tooShort', 'noLowercase', 'noUppercase', 'noNumber', 'noSpecial'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/**
 * storefront.md §5 password strength: every rule the password breaks, in the spec's order. Length is
 * counted like the inputs' minlength attribute (UTF-16 code units).
 */
export function passwordWeaknesses(password: string): PasswordRule[] {
  const broken: Record<PasswordRule, boolean> = {
    tooShort: password.length < MIN_PASSWORD_LENGTH,
    noLowercase: !LOWERCASE.test(password),
    noUppercase: !UPPERCASE.test(password),
    noNumber: !NUMBER.test(password),
    noSpecial: !SPECIAL.test(password),
  };
  return PASSWORD_RULES.filter((rule) => broken[rule]);
}

/** storefront.md §5: 'Password validation failed: ' and the broken rules; null for a strong password. */
export function passwordProblem(password: string): Text | null {
  const weaknesses = passwordWeaknesses(password);
  if (weaknesses.length === 0) return null;
  const rules = weaknesses.map((rule): Text => ({ key: `identity.password.rule.${rule}`, values: { min: MIN_PASSWORD_LENGTH } }));
  return { key: 'identity.password.validationFailed', values: { rules } };
}

/** The requirements list shown next to a new password (storefront.md §2 Password & Security), rule by rule. */
export function passwordRequirements(password: string): Array<{ rule: PasswordRule; met: boolean }> {
  const weaknesses = passwordWeaknesses(password);
  return PASSWORD_RULES.map((rule) => ({ rule, met: !weaknesses.includes(rule) }));
}

/**
 * storefront.md §5 password change form, checked in this order: all three fields present, new and
 * confirmation equal, new password long enough. Null when the form may be sent. Passwords are not
 * trimmed: spaces are legitimate characters.
 */
export function validatePasswordChange(fields: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Text | null {
  if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword) return { key: 'identity.password.fieldsRequired' };
  if (fields.newPassword !== fields.confirmPassword) return { key: 'identity.password.mismatch' };
  if (fields.newPassword.length < MIN_PASSWORD_LENGTH) return { key: 'identity.password.newTooShort', values: { min: MIN_PASSWORD_LENGTH } };
  return null;
}

export type ProfileUpdateResult = { ok: true; name: string; nickname: string } | { ok: false; message: Text };

/** storefront.md §5 profile save: name and nickname are trimmed; the name is required. */
export function validateProfileUpdate(fields: { name: string; nickname?: string | null }): ProfileUpdateResult {
  const name = fields.name.trim();
  if (!name) return { ok: false, message: { key: 'identity.profile.information.nameRequired' } };
  return { ok: true, name, nickname: (fields.nickname ?? '').trim() };
}

/** storefront.md §1. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Their names as the screens show them (brand names: the same in every language). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
};

/**
 * storefront.md §2 My Profile: a social-login account is one whose user id contains a provider name.
 * Only the connection part before the first '|' is searched ('google-oauth2|1234'), so a database
 * account whose random id happens to contain such a word is not mistaken for one. Case-insensitive.
 */
export function socialProviderOf(userId: string): SocialProvider | null {
  const connection = (userId.split('|')[0] ?? '').toLowerCase();
  return SOCIAL_PROVIDERS.find((provider) => connection.includes(provider)) ?? null;
}

export function isSocialAccount(userId: string): boolean {
  return socialProviderOf(userId) !== null;
}
