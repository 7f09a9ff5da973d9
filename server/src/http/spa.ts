import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler.ts';

/** Paths the server owns: never answered with the SPA's index.html. */
const SERVER_PREFIXES = ['/api/', '/idp/', '/healthz', '/meta.json', '/config.json'];

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and a
 * history fallback so a deep link such as /pos/grandlucky or /promo-news/3 loads the app.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // @fastify/static 10 hands over the Fastify reply here.
      setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
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
