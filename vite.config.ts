import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { endpointsForBrowser } from './web/vite/endpoints-for-browser.ts';
import { precompress } from './web/vite/precompress.ts';

const { version } = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
// `npm run dev`: the API server listens here and Vite proxies the server's paths to it.
const apiTarget = process.env.DEV_API_URL ?? 'http://localhost:3001';
const serverPaths = ['/api', '/idp', '/healthz', '/meta.json', '/config.json'];

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [endpointsForBrowser(), react(), tailwindcss(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser we support has <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
