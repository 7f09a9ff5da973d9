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

/** Changes a token request's fields the way Auth0 reads them (decision 037), given the client's id. */
export type TokenRequestAdjuster = (form: URLSearchParams, clientId: string | null) => void;

function basicClientId(authorization: string | undefined): string | null {
  const match = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const [id] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  return id ? decodeURIComponent(id) : null;
}

/**
 * Auth0 also takes JSON on /oauth/token; oidc-provider takes forms only. The body (JSON or form) is read,
 * adjusted to Auth0's meaning and re-encoded as a form in a fresh request object that carries the same
 * socket, headers and URL.
 */
async function auth0TokenRequest(req: IncomingMessage, adjust: TokenRequestAdjuster): Promise<IncomingMessage> {
  const raw = await readBody(req);
  const form = new URLSearchParams();
  if (/^application\/json/i.test(req.headers['content-type'] ?? '')) {
    let fields: Record<string, unknown>;
    try {
      fields = JSON.parse(raw || '{}') as Record<string, unknown>;
    } catch {
      fields = {};
    }
    for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.set(key, String(value));
  } else {
    for (const [key, value] of new URLSearchParams(raw)) form.append(key, value);
  }
  adjust(form, form.get('client_id') ?? basicClientId(req.headers.authorization));
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

/** RFC 8414's metadata document: the same as OpenID Connect discovery's. */
const OAUTH_METADATA = '/.well-known/oauth-authorization-server';

/**
 * Hands every /idp/* request that no Fastify route of ours claims (the interaction, management and
 * development routes are more specific and win) to oidc-provider, before Fastify reads the body.
 * The prefix is stripped from `url` and kept in `originalUrl`, from which oidc-provider derives its
 * mount path; both are rewritten together so its forms post back to the right place. A request that
 * came to the provider's own origin (IDP_ORIGIN, rewritten to /idp by root-origin.ts) is mounted at
 * its root, so discovery there names root URLs.
 */
export function mountProvider(app: FastifyInstance, provider: Provider, adjustTokenRequest: TokenRequestAdjuster): void {
  const callback = provider.callback();
  app.route({
    method: [...ALL_METHODS],
    url: `${IDP_PREFIX}/*`,
    async onRequest(request, reply) {
      reply.hijack();
      let req = request.raw;
      const atRoot = !request.originalUrl.startsWith(`${IDP_PREFIX}/`);
      const url = new URL((req.url ?? '/').slice(IDP_PREFIX.length) || '/', 'http://idp.invalid');
      auth0LogoutQuery(url);
      if (url.pathname === OAUTH_METADATA || url.pathname === `${OAUTH_METADATA}/`) url.pathname = '/.well-known/openid-configuration';
      if (req.method === 'POST' && url.pathname === '/oauth/token') req = await auth0TokenRequest(req, adjustTokenRequest);
      const relative = `${url.pathname}${url.search}`;
      Object.assign(req, { url: relative, originalUrl: atRoot ? relative : `${IDP_PREFIX}${relative}` });
      await callback(req, reply.raw);
    },
    handler: async () => undefined, // never reached: the request was handed over above
  });
  // RFC 8414 puts the metadata of issuer https://shop/idp/ at https://shop/.well-known/oauth-authorization-server/idp/.
  for (const url of [`${OAUTH_METADATA}${IDP_PREFIX}`, `${OAUTH_METADATA}${IDP_PREFIX}/`]) {
    app.route({
      method: ['GET', 'HEAD'],
      url,
      async onRequest(request, reply) {
        reply.hijack();
        Object.assign(request.raw, { url: '/.well-known/openid-configuration', originalUrl: `${IDP_PREFIX}/.well-known/openid-configuration` });
        await callback(request.raw, reply.raw);
      },
      handler: async () => undefined,
    });
  }
}
