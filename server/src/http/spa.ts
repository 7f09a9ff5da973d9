import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler.ts';

/** Paths the server owns: never answered with the SPA's index.html. */
const SERVER_PREFIXES = ['/api/', '/idp/', '/services/', '/healthz', '/meta.json', '/config.json'];

/** How long a browser may keep each kind of built file (issue 14). */
function cacheControlFor(filePath: string): string {
  // Content-hashed names change with their content: keep them for a year, never revalidate.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // index.html names the current assets: always revalidated (ETag), so a deploy shows at once.
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  // Public files (favicon, product images) keep their names: a day, then revalidated.
  return 'public, max-age=86400';
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated, and a
 * history fallback so a deep link such as /pos/grandlucky or /promo-news/3 loads the app. The
 * build writes a brotli and a gzip copy of every text file (web/vite/precompress.ts); the one the
 * browser accepts goes out with its `Content-Encoding` and `Vary: Accept-Encoding`.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // @fastify/static 10 hands over the Fastify reply here.
      setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const serverPath = SERVER_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !serverPath;
    if (wantsPage && hasBuild) {
      const pathname = url.split('?')[0] ?? '/';
      // A missing asset file is a real 404, not the app.
      if (path.extname(pathname) === '' || pathname.endsWith('.html')) {
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      }
    }
    return reply.status(404).send(apiNotFound(request.method, url));
  });
}
