import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's exact text, kept by `keepRawJsonBody` for a signature over it. */
    rawBody?: string;
  }
}

/**
 * Webhooks sign the exact bytes they send (the embedded gateway, WhatsApp's X-Hub-Signature-256): inside
 * `instance` (an encapsulated plugin), JSON bodies are kept as text on `request.rawBody` as well as parsed.
 */
export function keepRawJsonBody(instance: FastifyInstance): void {
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = new Error('The body is not valid JSON.') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}

/** Hex HMAC-SHA256 of a raw body with a shared secret: what both webhooks sign. */
export function hmacSha256Hex(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Two hex digests compared in constant time (case-insensitive). */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
