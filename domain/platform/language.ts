/**
 * The languages Lumbung speaks (decision 029): Indonesian first, English by choice. How a screen's
 * language is chosen: `?lang=`, then the visitor's `lang` cookie (and a signed-in account's choice),
 * then the shop's DEFAULT_LANGUAGE. The texts themselves are in domain/texts/.
 */
export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language when nothing else chooses one (the shop's DEFAULT_LANGUAGE defaults to it too). */
export const FALLBACK_LANGUAGE: Language = 'id';

/** The cookie that carries a visitor's choice, so the pages the server renders follow it too. */
export const LANGUAGE_COOKIE = 'lang';

/** The query parameter that chooses a language on any URL, the same way as the top bar's control. */
export const LANGUAGE_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a `Cookie` header (or `document.cookie`) carries, if any. */
export function languageInCookies(cookies: string | undefined): Language | undefined {
  const match = cookies ? new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies) : null;
  return isLanguage(match?.[1]) ? match[1] : undefined;
}

/** The cookie that remembers a choice for a year, as the server's Set-Cookie and the browser's document.cookie write it. */
export const languageCookie = (language: Language): string => `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;

/** Each language's name in itself, for the language control. */
export const LANGUAGE_NAMES: Record<Language, string> = { id: 'Bahasa Indonesia', en: 'English' };
