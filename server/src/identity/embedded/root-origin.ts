import type { IncomingMessage } from 'node:http';
import type { IdentityConfig } from '../../platform/config.ts';
import { IDP_PREFIX } from './provider.ts';

/**
 * Paths of the provider's own origin that stay what they are: the /idp mount itself (the sign-in
 * screens post to /idp/interaction/…) and the web app's sign-in screens with what they load, so a
 * browser signing in at IDP_ORIGIN keeps its interaction cookie on that one host. Everything else
 * there is the provider at the root, as at an Auth0 tenant (`/authorize`, `/oauth/token`,
 * `/api/v2/…`, `/.well-known/…`); an unknown path answers Auth0's JSON 404.
 */
const KEPT = /^\/(?:idp(?:\/|$|\?)|login(?:\/|$|\?)|registration(?:\/|$|\?)|reset-password(?:\/|$|\?)|assets\/|config\.json|favicon|api\/(?!v2(?:\/|$|\?)))/;

/** The request's host as the client named it: the proxy's X-Forwarded-Host, else Host. */
function requestHost(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-host'];
  const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || req.headers.host || '';
  return value.toLowerCase();
}

/**
 * Fastify's `rewriteUrl` for IDP_ORIGIN (decision 037): a request to that host (its TLS proxy sends it
 * here, naming it in Host or X-Forwarded-Host) is routed to the /idp mount, whose handler then mounts
 * oidc-provider at the root, so Auth0's SDKs take the bare host as their `domain`. Any other request,
 * and every request when IDP_ORIGIN is unset, keeps its URL. Trusting the header is harmless: the
 * same provider, with the same issuer, answers at /idp anyway.
 */
export function identityRootRewrite(identity: IdentityConfig): ((req: IncomingMessage) => string) | undefined {
  if (identity.kind !== 'embedded' || !identity.rootOrigin) return undefined;
  const url = new URL(identity.rootOrigin);
  const hosts = new Set([url.host.toLowerCase(), url.port ? '' : `${url.hostname.toLowerCase()}:443`].filter(Boolean));
  return (req) => {
    const path = req.url ?? '/';
    if (!hosts.has(requestHost(req)) || KEPT.test(path)) return path;
    return `${IDP_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  };
}
