import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_PARAM, languageInCookies, LANGUAGES, type Language } from '#domain/platform/language.ts';
import { NAMESPACES, type Text } from '#domain/texts/index.ts';
import { compileCatalogue, type SourceTree } from '#domain/texts/compile.ts';
import { createTranslate, type CompiledCatalogues, type Translate } from '#domain/texts/translate.ts';

/**
 * The server's texts (decision 029): every catalogue compiled once at start, a translator per
 * language, and the language of a request — `?lang=`, then the `lang` cookie, then the shop's default —
 * for the errors, e-mails, receipts and pages the server words itself.
 */
const TEXTS_DIR = new URL('../../../domain/texts/', import.meta.url);

function loadLanguage(language: Language): CompiledCatalogues {
  return Object.fromEntries(
    NAMESPACES.map((namespace) => {
      const source = JSON.parse(fs.readFileSync(new URL(`${language}/${namespace}.json`, TEXTS_DIR), 'utf8')) as SourceTree;
      return [namespace, compileCatalogue(source, namespace)];
    }),
  );
}

const translators = Object.fromEntries(
  LANGUAGES.map((language) => [language, createTranslate(language, loadLanguage(language), (key) => {
    throw new Error(`No ${language} text for ${key}`);
  })]),
) as Record<Language, Translate>;

export const translate = (language: Language): Translate => translators[language];

/** A deferred text in a language: the server's errors and messages carry these. */
export const render = (text: Text, language: Language): string => translators[language](text.key, text.values);

/** An error's message in English, for the compatible surfaces, which keep the originals' language. */
export const englishMessage = (error: { text?: Text; message: string }): string => (error.text ? render(error.text, 'en') : error.message);

/** The language a request asks for, or undefined to take the shop's default. */
export function requestedLanguage(request: FastifyRequest): Language | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  if (isLanguage(fromQuery)) return fromQuery;
  return languageInCookies(request.headers.cookie);
}
