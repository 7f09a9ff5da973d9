/**
 * Turns a catalogue key and its values into the text a person reads (decision 029). The messages are
 * ICU MessageFormat, compiled ahead of time by icu-minify (the browser build compiles them in
 * web/vite/texts.ts, the server when it loads them) and formatted by its 1 KiB runtime, the same on
 * both sides. A missing key shows as the key and is reported: `npm run lint` keeps that from happening.
 */
import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import { intlFormatters, localeOf } from '../platform/format.ts';
import { JAKARTA_TIME_ZONE } from '../platform/time-zone.ts';
import type { Language } from '../platform/language.ts';
import type { Namespace, Text, TextKey } from './index.ts';

export type CompiledTree = { [key: string]: CompiledMessage | CompiledTree };
/** The compiled catalogues of one language, by namespace (those loaded so far). */
export type CompiledCatalogues = Partial<Record<Namespace, CompiledTree>>;

/** A value may be a list of texts (a password's broken rules): each worded, then joined with commas. */
type TextValues = Record<string, string | number | Date | readonly Text[]>;

export interface Translate {
  (key: TextKey, values?: TextValues): string;
  /** A message with tags (`Read the <terms>terms</terms>`): each tag's function wraps its text. */
  rich<T>(key: TextKey, values: FormatValues<T>): string | T | Array<string | T>;
  /** Whether the catalogue has this key (a schema's message may be a key or, for zod's own, plain text). */
  has(key: string): key is TextKey;
  readonly language: Language;
}

const isTextList = (value: TextValues[string]): value is readonly Text[] => Array.isArray(value);

function lookup(catalogues: CompiledCatalogues, key: string): CompiledMessage | undefined {
  let node: CompiledMessage | CompiledTree | undefined = catalogues as CompiledTree;
  for (const step of key.split('.')) {
    if (node === undefined || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as CompiledTree)[step];
  }
  return typeof node === 'string' || Array.isArray(node) ? node : undefined;
}

export function createTranslate(
  language: Language,
  catalogues: CompiledCatalogues,
  onMissing: (key: string) => void = () => undefined,
): Translate {
  const locale = localeOf(language);
  const options = { formatters: intlFormatters, timeZone: JAKARTA_TIME_ZONE };
  function run<T>(key: TextKey, values: FormatValues<T> | undefined) {
    const message = lookup(catalogues, key);
    if (message === undefined) {
      onMissing(key);
      return key;
    }
    return format<T>(message, locale, values, options);
  }
  const worded = (values: TextValues | undefined): FormatValues<string> | undefined =>
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]): [string, string | number | Date] => [name, isTextList(value) ? value.map((item) => t(item.key, item.values)).join(', ') : value]),
    );
  const t = (key: TextKey, values?: TextValues): string => {
    const text = run<string>(key, worded(values));
    return Array.isArray(text) ? text.join('') : text;
  };
  const has = (key: string): key is TextKey => lookup(catalogues, key) !== undefined;
  return Object.assign(t, { rich: run, has, language });
}
