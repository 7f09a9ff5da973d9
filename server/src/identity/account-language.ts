import { isLanguage, type Language } from '#domain/platform/language.ts';

/** The language an account chose (decision 029), kept like Auth0 keeps a user's own settings: user_metadata.language. */
export function languageOf(userMetadata: Record<string, unknown> | null | undefined): Language | undefined {
  const language = userMetadata?.['language'];
  return isLanguage(language) ? language : undefined;
}
