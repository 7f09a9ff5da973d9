/**
 * The shape of Lumbung's message catalogues (decision 029). Every text a
 * person reads comes from `<language>/<namespace>.json`: ICU messages (plurals, numbers, dates) a
 * translator edits as plain JSON. Indonesian is the source catalogue; English mirrors its keys, and
 * `npm run lint` (scripts/check-texts.ts) fails on a key missing from either, a key no code uses, or a
 * message that does not parse. Shop data (product names, promo copy) is not here: it stays as entered.
 */
import type backOffice from './id/backOffice.json';
import type common from './id/common.json';
import type errors from './id/errors.json';
import type identity from './id/identity.json';
import type loyalty from './id/loyalty.json';
import type notifications from './id/notifications.json';
import type pos from './id/pos.json';
import type shop from './id/shop.json';
import type storefront from './id/storefront.json';

/**
 * The catalogues: one file per namespace and language, a namespace per context (`common`: the shell on
 * every page; `shop`: the shop window the home page and product lists paint, apart from `storefront` so
 * the home page loads only those; `errors`: the platform's own errors; `notifications`: the members' messages, which only the server words). A context's e-mails sit under its `mail` key, which
 * only the server reads (the browser build leaves it out). The browser loads only what a screen needs.
 */
export interface Messages {
  common: typeof common;
  shop: typeof shop;
  storefront: typeof storefront;
  loyalty: typeof loyalty;
  pos: typeof pos;
  backOffice: typeof backOffice;
  identity: typeof identity;
  notifications: typeof notifications;
  errors: typeof errors;
}
export type Namespace = keyof Messages;
export const NAMESPACES = ['common', 'shop', 'storefront', 'loyalty', 'pos', 'backOffice', 'identity', 'notifications', 'errors'] as const satisfies readonly Namespace[];

/** Dotted paths to every message: 'common.nav.home', … */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<Messages>;

/**
 * A text to show later, in the reader's language: a catalogue key and the values its message needs.
 * The server's errors carry one; the language they are shown in is chosen where they are shown.
 */
export interface Text {
  key: TextKey;
  /** A list of texts is worded item by item in the same language and joined with commas. */
  values?: Record<string, string | number | Date | readonly Text[]>;
}
