/**
 * Every catalogue, compiled, and a translator per language: for the server (server/src/platform/texts.ts),
 * the catalogue check (scripts/check-texts.ts) and tests. Never for browser code: it holds every text of
 * every language (the browser loads a screen's namespaces one by one: web/src/texts/texts.tsx).
 */
import type { Language } from '../platform/language.ts';
import { compileCatalogue, type SourceTree } from './compile.ts';
import type { Namespace } from './index.ts';
import { createTranslate, type Translate } from './translate.ts';
import enBackOffice from './en/backOffice.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import enIdentity from './en/identity.json' with { type: 'json' };
import enLoyalty from './en/loyalty.json' with { type: 'json' };
import enNotifications from './en/notifications.json' with { type: 'json' };
import enPos from './en/pos.json' with { type: 'json' };
import enShop from './en/shop.json' with { type: 'json' };
import enStorefront from './en/storefront.json' with { type: 'json' };
import idBackOffice from './id/backOffice.json' with { type: 'json' };
import idCommon from './id/common.json' with { type: 'json' };
import idErrors from './id/errors.json' with { type: 'json' };
import idIdentity from './id/identity.json' with { type: 'json' };
import idLoyalty from './id/loyalty.json' with { type: 'json' };
import idNotifications from './id/notifications.json' with { type: 'json' };
import idPos from './id/pos.json' with { type: 'json' };
import idShop from './id/shop.json' with { type: 'json' };
import idStorefront from './id/storefront.json' with { type: 'json' };

/** The catalogues as translators edit them. */
export const SOURCES: Record<Language, Record<Namespace, SourceTree>> = {
  id: { common: idCommon, shop: idShop, storefront: idStorefront, loyalty: idLoyalty, pos: idPos, backOffice: idBackOffice, identity: idIdentity, notifications: idNotifications, errors: idErrors },
  en: { common: enCommon, shop: enShop, storefront: enStorefront, loyalty: enLoyalty, pos: enPos, backOffice: enBackOffice, identity: enIdentity, notifications: enNotifications, errors: enErrors },
};

function translatorIn(language: Language): Translate {
  const compiled = Object.fromEntries(Object.entries(SOURCES[language]).map(([namespace, source]) => [namespace, compileCatalogue(source, namespace)]));
  // Code names only keys that exist (typecheck) in every language (lint): a missing one is a bug, not a text.
  return createTranslate(language, compiled, (key) => {
    throw new Error(`No ${language} text for ${key}`);
  });
}

const translators: Partial<Record<Language, Translate>> = {};

/** The translator of a language, its catalogues compiled on first use. */
export const translate = (language: Language): Translate => (translators[language] ??= translatorIn(language));
