import * as catalog from '#domain/storefront/endpoints/catalog.ts';
import * as storefront from '#domain/storefront/endpoints/content.ts';
import { SCREENS } from '../../../web/vite/manifest.ts';
import type { CatalogueCache } from '../platform/cache.ts';
import { cachedProducts, type ProductCatalog } from './catalog/products.ts';
import type { PagePreloads, Preload } from '../platform/http/spa.ts';
import { cachedHome, type StorefrontContent } from './content/content.ts';
import type { ScreenModules } from './screen-modules.ts';

/** Where the storefront's pages read from: the same cached reads as their API answers. */
export interface StorefrontReads {
  cache: CatalogueCache;
  content: StorefrontContent;
  products: ProductCatalog;
}

/** An API answer the page's script will fetch. */
const answer = (href: string): Preload => ({ href, as: 'fetch' });

/** The files of the screen's code (after the data and the picture: the picture is the largest paint). */
const code = (files: readonly string[]): Preload[] => files.map((href) => ({ href, as: 'module' }));

/** The page's largest paint, ahead of the other pictures (none when the list is empty). */
const largestPaint = (href: string | undefined): Preload[] => (href ? [{ href, as: 'image', highPriority: true }] : []);

/**
 * The preloads of the storefront pages whose largest paint is a picture from their data (decision 013):
 * the data, that picture and the screen's code. Without them the browser finds the screen's code only
 * once the entry has run, and the picture only once the data has arrived; with them all of it
 * downloads beside the entry. The picture is the one the page puts first, read through the catalogue
 * cache, so an edit shows in the next page load:
 * - `/`: the home content, the first banner slide, the home screen's code;
 * - `/all-products`: the product list, the first product's picture, the list's code.
 * The promo list was measured with its first promo named too and painted no earlier (decision 013).
 */
export function storefrontPagePreloads(reads: StorefrontReads, screenModules: ScreenModules): PagePreloads {
  return async (pathname) => {
    switch (pathname) {
      case '/':
        return [
          answer(storefront.getHomeContent.path),
          ...largestPaint((await cachedHome(reads.cache, reads.content)).slides[0]?.cover),
          ...code(screenModules(SCREENS.home)),
        ];
      case '/all-products':
        return [
          answer(catalog.listProducts.path),
          ...largestPaint((await cachedProducts(reads.cache, reads.products))[0]?.['Image Url']),
          ...code(screenModules(SCREENS.allProducts)),
        ];
      default:
        return [];
    }
  };
}
