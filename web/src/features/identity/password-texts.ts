import { MIN_PASSWORD_LENGTH, type PasswordRule } from '#domain/identity/password.ts';
import type { Translate } from '#domain/texts/translate.ts';

/** storefront.md §5 'Password validation failed: ' and the broken rules, in the screen's language. */
export function passwordProblem(t: Translate, weaknesses: readonly PasswordRule[]): string {
  const rules = weaknesses.map((rule) => t(`identity.password.rule.${rule}`, { min: MIN_PASSWORD_LENGTH })).join(', ');
  return t('identity.password.validationFailed', { rules });
}
