import fs from 'node:fs';
import type { Plugin } from 'vite';
import { compileCatalogue, type SourceTree } from '../../domain/texts/compile.ts';

const CATALOGUE = /[\\/]domain[\\/]texts[\\/](?:id|en)[\\/][A-Za-z]+\.json$/;

/**
 * The message catalogues, compiled ahead of time (decision 029): the browser gets each ICU message as a
 * small array (icu-minify) and use-intl formats it with a 1 KiB runtime instead of shipping an ICU
 * parser. A message that does not parse fails the build.
 */
export function precompiledTexts(): Plugin {
  return {
    name: 'lumbung:precompiled-texts',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? '';
      if (!CATALOGUE.test(file)) return null;
      // A context's e-mails (its `mail` texts) are the server's alone: not shipped to the browser.
      const { mail: _serverOnly, ...forBrowser } = JSON.parse(fs.readFileSync(file, 'utf8')) as SourceTree;
      const compiled = compileCatalogue(forBrowser);
      // Still JSON: Vite's JSON plugin makes the module (JSON.parse for a large one: faster to start).
      return JSON.stringify(compiled);
    },
  };
}

/** use-intl formats precompiled messages with its format-only entry: no intl-messageformat in the bundle. */
export const formatOnly = {
  find: /^use-intl\/format-message$/,
  replacement: 'use-intl/format-message/format-only',
};
