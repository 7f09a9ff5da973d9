import * as storefront from '#domain/endpoints/storefront.ts';
import type { CatalogueCache } from '../catalog/cache.ts';
import type { PagePreloads, Preload } from '../http/spa.ts';
import { cachedHome, type StorefrontContent } from './content.ts';

/**
 * The home page's preloads (issue 14): its content and the first banner picture, its largest paint.
 * Without them the browser finds the picture only after the app's script has run and the content has
 * arrived; with them both download beside the script. The banner comes from the catalogue cache, so a
 * content edit shows in the next page load.
 */
export function storefrontPagePreloads(cache: CatalogueCache, content: StorefrontContent): PagePreloads {
  return async (pathname) => {
    if (pathname !== '/') return [];
    const banner = (await cachedHome(cache, content)).slides[0]?.cover;
    const preloads: Preload[] = [{ href: storefront.getHomeContent.path, as: 'fetch' }];
    if (banner) preloads.push({ href: banner, as: 'image', highPriority: true });
    return preloads;
  };
}
