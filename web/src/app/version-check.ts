import * as platform from '#domain/platform/endpoints/platform.ts';
import { api } from '../api/client.ts';

/** Compares dotted numeric versions: positive when a is newer than b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const RELOADED_FOR_KEY = 'lumbung:reloaded-for-version';

/**
 * storefront.md §4 "App start": if a newer version has been published, clear the browser caches and
 * reload. A failure is logged and the app continues as up to date (§8). Reloads once per version, so
 * a server that keeps announcing a version the build does not have cannot loop the page.
 */
export async function checkForNewVersion(currentVersion: string = __APP_VERSION__): Promise<void> {
  try {
    const { version } = await api.call(platform.meta, {}, { anonymous: true });
    if (typeof version !== 'string') throw new Error(`${platform.meta.path} has no version`);
    if (compareVersions(version, currentVersion) <= 0) return;
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === version) return;
    sessionStorage.setItem(RELOADED_FOR_KEY, version);
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
    window.location.reload();
  } catch (error) {
    console.warn('Version check failed; continuing with this version.', error);
  }
}
