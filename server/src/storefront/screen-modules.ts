import { entryKey, readManifest, scriptFiles, staticImports } from '../../../web/vite/manifest.ts';

/** The files of a screen's code that its page loads after the entry, as URLs; none without a build. */
export type ScreenModules = (screen: string) => readonly string[];

/**
 * Reads the build's Vite manifest once (web/vite/manifest.ts): for a screen module, its chunk and the
 * chunks it imports statically, less what the entry already brings. Those are the files the app asks
 * for only once the entry has run; named in the page's HTML, they download beside it (decision 013).
 * A build without a manifest (a test's) names none.
 */
export function screenModulesOf(dist: string): ScreenModules {
  const manifest = readManifest(dist);
  if (!manifest) return () => [];
  const entry = staticImports(manifest, entryKey(manifest));
  const byScreen = new Map<string, readonly string[]>();
  return (screen) => {
    let files = byScreen.get(screen);
    if (!files) {
      const own = [...staticImports(manifest, screen)].filter((key) => !entry.has(key));
      files = scriptFiles(manifest, own).map((file) => `/${file}`);
      byScreen.set(screen, files);
    }
    return files;
  };
}
