import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_PARAM, languageInCookies, type Language } from '#domain/platform/language.ts';
import { translate } from '#domain/texts/catalogues.ts';
import type { Text } from '#domain/texts/index.ts';

/**
 * The server's texts (decision 029): a translator per language (domain/texts/catalogues.ts), and the
 * language of a request — `?lang=`, then the `lang` cookie, then the shop's default — for the errors,
 * e-mails, receipts and pages the server words itself.
 */
export { translate };

/** A deferred text in a language: the server's errors and messages carry these. */
export const render = (text: Text, language: Language): string => translate(language)(text.key, text.values);

/** An error's message in English, for the compatible surfaces, which keep the originals' language. */
export const englishMessage = (error: { text?: Text; message: string }): string => (error.text ? render(error.text, 'en') : error.message);

/** The language `?lang=` or else the `lang` cookie asks for, or undefined to take the shop's default. */
export function askedLanguage(query: unknown, cookieHeader: string | undefined): Language | undefined {
  const fromQuery = (query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  if (isLanguage(fromQuery)) return fromQuery;
  return languageInCookies(cookieHeader);
}

/** The language a request asks for, or undefined to take the shop's default. */
export const requestedLanguage = (request: FastifyRequest): Language | undefined => askedLanguage(request.query, request.headers.cookie);

/** The shop's default language now: the back office's setting over DEFAULT_LANGUAGE (decision 029). */
export const shopLanguage = (app: FastifyInstance): Language => app.shopIdentity.language(app.config.defaultLanguage);

/** The language to word an answer, an e-mail or a page in: the request's choice, else the shop's default. */
export const readerLanguage = (request: FastifyRequest): Language => requestedLanguage(request) ?? shopLanguage(request.server);
