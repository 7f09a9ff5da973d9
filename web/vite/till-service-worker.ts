import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The till's service worker (decision 030): it lets /pos/{store} open and sell after a reload with no
 * network. It lives at /pos/sw.js with scope /pos/, so only the till's pages are ever controlled by it:
 * the storefront and the back office load exactly as before. The till registers it itself (nothing is
 * injected into index.html, so the home page's JavaScript stays as it is).
 *
 * - The built code and styles are precached: every screen's chunk, since a lazily loaded one the
 *   cashier had not opened yet (the receipt, the payment step) must still load offline.
 * - The till's page, the shop's configuration and the answers the till needs to sell (store list,
 *   product grid, the open shift, the offline policy) go to the network first and fall back to the last
 *   answer kept; the network wins whenever it answers, so prices and the shift are never older than
 *   the last time the link was up.
 */
const networkFirst = (cacheName: string) => ({
  handler: 'NetworkFirst' as const,
  options: {
    cacheName,
    // A link that hangs (not one that is cut) is given up after 4 s for the copy kept.
    networkTimeoutSeconds: 4,
    // index.html and the API answers say `Vary: cookie`; the copy kept is for this device anyway.
    matchOptions: { ignoreVary: true },
    cacheableResponse: { statuses: [200] },
  },
});

export const tillServiceWorker: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  filename: 'pos/sw.js',
  scope: '/pos/',
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['assets/**/*.{js,css,woff2}', 'favicon.svg'],
    // The precompressed copies are the same files for the browser; the server picks one per request.
    globIgnores: ['**/*.br', '**/*.gz'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // The worker sits in /pos/; the files it keeps are at the site's root.
    modifyURLPrefix: { '': '/' },
    // Navigations are handled below (network first), not answered from a precached index.html: the
    // server words the page in the visitor's language (decision 029).
    navigateFallback: null,
    inlineWorkboxRuntime: true,
    clientsClaim: true,
    skipWaiting: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/pos/'),
        ...networkFirst('till-pages'),
      },
      {
        urlPattern: ({ url }) =>
          url.pathname === '/config.json' ||
          url.pathname === '/meta.json' ||
          ['/api/pos/stores', '/api/pos/products', '/api/pos/shifts/current', '/api/pos/offline-policy'].includes(url.pathname),
        ...networkFirst('till-data'),
      },
      {
        // The product pictures: the same name is the same picture (web/public/images), so the copy kept
        // answers at once and is refreshed behind it.
        urlPattern: ({ url }) => url.pathname.startsWith('/images/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'till-images', expiration: { maxEntries: 300 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
};
