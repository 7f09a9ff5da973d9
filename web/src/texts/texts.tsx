import { useSyncExternalStore } from 'react';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_PARAM, languageCookie, languageInCookies, type Language } from '#domain/platform/language.ts';
import { type Namespace } from '#domain/texts/index.ts';
import { createTranslate, type CompiledCatalogues, type CompiledTree, type Translate } from '#domain/texts/translate.ts';

/**
 * The screen's language and its texts (decision 029). The language comes from `?lang=`, then the
 * visitor's `lang` cookie, then the `<html lang>` the server rendered from the shop's default. The
 * catalogues are loaded per namespace as a screen needs them (the build precompiles their ICU messages:
 * web/vite/texts.ts); a screen renders only once its namespaces are here, so no key ever shows.
 */
const catalogueFiles = import.meta.glob<CompiledTree>('../../../domain/texts/*/*.json', { import: 'default' });

const cookieLanguage = () => languageInCookies(document.cookie);

function rememberLanguage(language: Language) {
  document.cookie = languageCookie(language);
  document.documentElement.lang = language;
}

/** Whether this browser chose a language (the cookie; ?lang= sets it too): a signed-in account's own language applies only when not. */
export function languageWasChosen(): boolean {
  return cookieLanguage() !== undefined;
}

/** ?lang= wins and is remembered like the control's choice; then the cookie; then the page's own lang. */
function startingLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isLanguage(fromQuery)) {
    rememberLanguage(fromQuery);
    return fromQuery;
  }
  const fromCookie = cookieLanguage();
  if (fromCookie) return fromCookie;
  const fromPage = document.documentElement.lang;
  return isLanguage(fromPage) ? fromPage : FALLBACK_LANGUAGE;
}

function reportMissing(key: string) {
  // A missing text is a bug `npm run lint` should have caught; say so where a developer looks.
  console.error(`No text for ${key}`);
}

interface State {
  language: Language;
  t: Translate;
}

const loaded: Record<Language, CompiledCatalogues> = { id: {}, en: {} };
const translateIn = (language: Language) => createTranslate(language, { ...loaded[language] }, reportMissing);
const initialLanguage = startingLanguage();
let state: State = { language: initialLanguage, t: translateIn(initialLanguage) };
document.documentElement.lang = initialLanguage;
const listeners = new Set<() => void>();

function publish(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

/** Loads what is not loaded yet; true if anything was. */
async function loadInto(language: Language, namespaces: readonly Namespace[]): Promise<boolean> {
  const missing = namespaces.filter((namespace) => !(namespace in loaded[language]));
  await Promise.all(
    missing.map(async (namespace) => {
      const load = catalogueFiles[`../../../domain/texts/${language}/${namespace}.json`];
      if (!load) throw new Error(`No ${language} catalogue for ${namespace}`);
      loaded[language][namespace] = await load();
    }),
  );
  return missing.length > 0;
}

/** Loads namespaces in the current language; resolves when a screen that needs them may render. */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  const { language } = state;
  const added = await loadInto(language, namespaces);
  if (added && state.language === language) publish({ language, t: translateIn(language) });
}

/** The visitor's choice: remembered in the cookie and the page's lang; the screen re-renders in it. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await loadInto(language, Object.keys(loaded[state.language]) as Namespace[]);
  const t = translateIn(language);
  document.title = t('common.meta.title');
  publish({ language, t });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

/** The screen's language, for formatting (domain/platform/format.ts) and the language control. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, snapshot).language;
}

/** The translator of every screen: full keys ('storefront.cart.added'), typed by the catalogue. */
export function useT(): Translate {
  return useSyncExternalStore(subscribe, snapshot).t;
}

