/**
 * Compiles a catalogue's ICU messages ahead of time (decision 029): for the browser build
 * (web/vite/texts.ts) and the server when it loads the catalogues. A message that does not parse throws
 * with its key. Never imported by browser code: the parser stays out of the bundle.
 */
import compile from 'icu-minify/compile';
import type { CompiledTree } from './translate.ts';

export type SourceTree = { [key: string]: string | SourceTree };

export function compileCatalogue(tree: SourceTree, path = ''): CompiledTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const at = path ? `${path}.${key}` : key;
      if (typeof value !== 'string') return [key, compileCatalogue(value, at)];
      try {
        return [key, compile(value)];
      } catch (error) {
        throw new Error(`${at}: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}
