import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { endpointsForBrowser } from './web/vite/endpoints-for-browser.ts';
import { precompress } from './web/vite/precompress.ts';
import { formatOnly, precompiledTexts } from './web/vite/texts.ts';
import { tillServiceWorker } from './web/vite/till-service-worker.ts';

const { version } = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
// `npm run dev`: the API server listens here and Vite proxies the server's paths to it.
const apiTarget = process.env.DEV_API_URL ?? 'http://localhost:3001';
const serverPaths = ['/api', '/idp', '/healthz', '/meta.json', '/config.json'];

/**
 * The browser runs Preact behind its React-compatible layer (decision 013): the same components, a
 * runtime a sixth the size of react-dom. Types still come from React's.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  root: 'web',
  resolve: { alias: [...preactCompat, formatOnly] },
  publicDir: 'public',
  // Fast Refresh is React's own: under Preact a change in `npm run dev` reloads the page instead.
  plugins: [endpointsForBrowser(), precompiledTexts(), react({ refreshExclude: /./ }), tailwindcss(), VitePWA(tillServiceWorker), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser we support has <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes out in the entry's own file. Left to itself the
          // bundler cut it into eight files (Preact, its JSX runtime, React Router's client, the cart,
          // money…) because the lazy screens import them too: eight requests where one does, and each
          // file boundary costs bytes (decision 013).
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The icons the entry does not use, in one file (5.7 KiB gzipped): left to itself the bundler
            // gave each icon that two screens share a file of its own, eight of the home page's twelve
            // requests after the entry, each about 1 KiB (decision 013).
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 1 },
            // The form kit the checkout, the account screens and the back office share, in one file: left
            // to itself the bundler cut it by which screens use which part, each file a name more in the
            // entry's list of lazy screens' files (decision 013).
            { name: 'form', test: /web[\\/]src[\\/]ui[\\/]form[\\/]/, priority: 1 },
            // Likewise the account screens' shared parts: their card, the password rules and their list.
            { name: 'account', test: /web[\\/]src[\\/]features[\\/]identity[\\/](auth-card|password-requirements)\.tsx$|domain[\\/]identity[\\/]password\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
