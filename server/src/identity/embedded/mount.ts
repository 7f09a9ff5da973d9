import { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { IDP_PREFIX } from './provider.ts';

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Auth0's /v2/logout names the return address `returnTo`; OpenID Connect says `post_logout_redirect_uri`. */
function auth0LogoutQuery(url: URL): void {
  const returnTo = url.searchParams.get('returnTo');
  if (url.pathname === '/v2/logout' && returnTo && !url.searchParams.has('post_logout_redirect_uri')) {
    url.searchParams.set('post_logout_redirect_uri', returnTo);
    url.searchParams.delete('returnTo');
  }
  url.searchParams.delete('federated'); // Auth0 only: sign out of the social provider too
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Auth0 also takes JSON on /oauth/token; oidc-provider takes forms only. The JSON is re-encoded as
 * a form in a fresh request object that carries the same socket, headers and URL.
 */
async function jsonTokenRequestAsForm(req: IncomingMessage): Promise<IncomingMessage> {
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
  } catch {
    fields = {};
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.set(key, String(value));
  const body = form.toString();
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = { ...req.headers, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) };
  copy.complete = true; // otherwise its end counts as an abort, which destroys the shared socket
  copy.push(body);
  copy.push(null);
  return copy;
}

/**
 * Hands every /idp/* request that no Fastify route of ours claims (the interaction, management and
 * development routes are more specific and win) to oidc-provider, before Fastify reads the body.
 * The prefix is stripped from `url` and kept in `originalUrl`, from which oidc-provider derives its
 * mount path; both are rewritten together so its forms post back to the right place.
 */
export function mountProvider(app: FastifyInstance, provider: Provider): void {
  const callback = provider.callback();
  app.route({
    method: [...ALL_METHODS],
    url: `${IDP_PREFIX}/*`,
    async onRequest(request, reply) {
      reply.hijack();
      let req = request.raw;
      const url = new URL((req.url ?? '/').slice(IDP_PREFIX.length) || '/', 'http://idp.invalid');
      auth0LogoutQuery(url);
      if (req.method === 'POST' && url.pathname === '/oauth/token' && /^application\/json/i.test(req.headers['content-type'] ?? '')) {
        req = await jsonTokenRequestAsForm(req);
      }
      const relative = `${url.pathname}${url.search}`;
      Object.assign(req, { url: relative, originalUrl: `${IDP_PREFIX}${relative}` });
      await callback(req, reply.raw);
    },
    handler: async () => undefined, // never reached: the request was handed over above
  });
}
