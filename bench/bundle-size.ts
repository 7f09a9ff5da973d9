import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = 'web/dist';
/** The home screen's own module: the router loads it (and what it imports) when / opens. */
const HOME_SCREEN = 'src/features/home/home-page.tsx';

function collect(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(manifest, dep, seen);
}

/** Gzipped bytes of the JavaScript the home page loads: the entry, the home screen, their imports. */
export function homePageJsGzipBytes(): { files: string[]; bytes: number } {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const keys = new Set<string>();
  collect(manifest, entry, keys);
  collect(manifest, HOME_SCREEN, keys);
  const files = [...keys].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f?.endsWith('.js')));
  const bytes = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(DIST, f)), { level: 9 }).length, 0);
  return { files, bytes };
}
