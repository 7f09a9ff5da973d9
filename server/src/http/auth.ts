import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Access } from '#domain/endpoints/endpoint.ts';
import { CASHIER_ROLE, hasStaffRole, type StaffRole } from '#domain/roles.ts';
import { Forbidden, Unauthorized } from '../errors.ts';

/** Who is calling: taken from a verified bearer access token, or null for an anonymous call. */
export interface Principal {
  /** The identity provider's user id (`sub`), e.g. 'auth0|8f2c…'. */
  sub: string;
  email: string | null;
  name: string | null;
  roles: string[];
}

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

const ROLE_REFUSALS: Record<StaffRole, string> = {
  cashier: 'Only cashier accounts can use the POS.',
  manager: 'Only a manager may do this.',
  admin: 'Only an administrator may do this.',
};

/** A signed-in account holding `role` or a higher one (admin ⊃ manager ⊃ cashier). */
export function requireRole(request: FastifyRequest, role: StaffRole): Principal {
  const principal = requireShopper(request);
  if (!hasStaffRole(principal.roles, role)) throw new Forbidden(ROLE_REFUSALS[role]);
  return principal;
}

export function requireStaff(request: FastifyRequest): Principal {
  return requireRole(request, CASHIER_ROLE);
}

/**
 * For `memberOwner` endpoints: whether the signed-in principal owns the membership the request is
 * about. Staff (cashiers and up) pass without it.
 */
export type OwnerCheck = (request: FastifyRequest, principal: Principal) => Promise<boolean>;

/** The `onRequest` check of an access level, or null for anonymous endpoints. */
export function requireAccess(access: Access, owner?: OwnerCheck): onRequestAsyncHookHandler | null {
  switch (access) {
    case 'anonymous':
      return null;
    case 'shopper':
      return async (request) => {
        requireShopper(request);
      };
    case 'cashier':
    case 'manager':
    case 'admin':
      return async (request) => {
        requireRole(request, access);
      };
    case 'memberOwner': {
      if (!owner) throw new Error('a memberOwner endpoint needs an owner check');
      return async (request) => {
        const principal = requireShopper(request);
        if (hasStaffRole(principal.roles, CASHIER_ROLE)) return;
        if (!(await owner(request, principal))) throw new Forbidden('This membership belongs to another account.');
      };
    }
    case 'managementToken':
      // The identity provider's Management API checks its own audience and scopes (identity/embedded/management-routes.ts).
      return null;
  }
}
