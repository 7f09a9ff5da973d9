import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ROLE } from '#domain/pos-order.ts';
import { Forbidden, Unauthorized } from '../errors.ts';

/** Who is calling: taken from a verified bearer access token, or null for an anonymous call. */
export interface Principal {
  /** The identity provider's user id (`sub`), e.g. 'auth0|8f2c…'. */
  sub: string;
  email: string | null;
  name: string | null;
  roles: string[];
}

export { STAFF_ROLE };

/** Checks a bearer access token; the identity module provides the real one. */
export interface AccessTokenVerifier {
  /** Resolves the caller, or throws Unauthorized with a message a person can act on. */
  verify(token: string): Promise<Principal>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * Reads `Authorization: Bearer …` on every request outside /idp. No header: anonymous. A header with a bad or
 * expired token: 401 (a caller who sent one expects it to count). Without a verifier every call is
 * anonymous.
 */
export function registerAuthentication(app: FastifyInstance, verifier: AccessTokenVerifier | null): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    // The embedded identity provider (/idp) checks its own tokens (e.g. Management API audience).
    if (request.url.startsWith('/idp/')) return;
    const header = request.headers.authorization;
    if (!header || !verifier) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new Unauthorized('The Authorization header must be "Bearer <access token>".');
    request.principal = await verifier.verify(match[1]);
  });
}

export function requireShopper(request: FastifyRequest): Principal {
  if (!request.principal) throw new Unauthorized('Please sign in first.');
  return request.principal;
}

export function requireStaff(request: FastifyRequest): Principal {
  const principal = requireShopper(request);
  if (!principal.roles.includes(STAFF_ROLE)) throw new Forbidden('Only cashier accounts can use the POS.');
  return principal;
}
