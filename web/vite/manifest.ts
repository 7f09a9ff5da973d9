import fs from 'node:fs';
import path from 'node:path';

/**
 * The build's Vite manifest (`build.manifest`, `<dist>/.vite/manifest.json`): which files each source
 * module became and what they import statically. Read by the JavaScript budget (bench/bundle-size.ts)
 * and by the server, which names a page's screen code in its HTML (server/src/storefront/page-preloads.ts).
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The screen modules the router loads for the main pages (web/src/routes.tsx), as the manifest names them. */
export const SCREENS = {
  home: 'src/features/storefront/home/home-page.tsx',
  allProducts: 'src/features/storefront/catalog/all-products-page.tsx',
  loyalty: 'src/features/loyalty/loyalty-dashboard-page.tsx',
  pos: 'src/features/pos/pos-page.tsx',
} as const;

/** The manifest of the build in `dist`, or undefined when there is none (no build, or a test's). */
export function readManifest(dist: string): Manifest | undefined {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest key of the entry chunk. */
export function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  return entry;
}

/** `key` and every chunk it imports statically, transitively (manifest keys, `key` first). */
export function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest (renamed? update web/vite/manifest.ts)`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticImports(manifest, dep, seen);
  return seen;
}

/** The JavaScript files of `keys`, as paths inside the build (`assets/…js`). */
export function scriptFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f?.endsWith('.js')));
}
