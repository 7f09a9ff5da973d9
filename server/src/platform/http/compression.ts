import { createHash } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/**
 * Answers smaller than this go out as they are: for a few hundred bytes the encoding costs more
 * CPU and latency than the bytes it saves (the hot paths — /meta.json, a member's profile, a POS
 * order — are all below it).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Constant JSON documents the browser revalidates (no-cache): they get an ETag and a 304. */
const REVALIDATED_PATHS = new Set(['/config.json', '/api/openapi.json']);

/** A strong validator for a serialized body: the same bytes, the same tag. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

const etagHook: onSendHookHandler = async (request, reply, payload) => {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) {
    reply.code(304);
    return '';
  }
  return payload;
};

/**
 * Compression of dynamic answers (decision 013): JSON above the threshold is compressed per request
 * (brotli at a fast level, or gzip), with `Vary: Accept-Encoding`. The web build's files are
 * compressed once at build time (web/vite/precompress.ts) and sent as they are (spa.ts), so this
 * never compresses them again. Must be registered before the routes: it attaches itself to each
 * route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (routeOptions) => {
    // Compressed request bodies are not accepted: no endpoint needs them, and inflating them
    // would let a small upload grow past the body limit.
    routeOptions.decompress ??= false;
    const path = routeOptions.url ?? routeOptions.path;
    if (REVALIDATED_PATHS.has(path) && routeOptions.method === 'GET') {
      // Runs before the compression hook, which the plugin appends after this one.
      const existing = routeOptions.onSend;
      routeOptions.onSend = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), etagHook];
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
