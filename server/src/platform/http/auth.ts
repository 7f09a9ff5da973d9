import type { Text } from '#domain/texts/index.ts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Access } from '#domain/platform/endpoint.ts';
import { CASHIER_ROLE, hasStaffRole, type StaffRole } from '#domain/identity/roles.ts';
import { Forbidden, Unauthorized } from '../errors.ts';

/** Who is calling: taken from a verified bearer access token, or null for an anonymous call. */
export interface Principal {
  /** The identity provider's user id (`sub`), e.g. 'auth0|8f2c…'. */
  sub: string;
  email: string | null;
  /** The provider verified `email` (the custom claim `…email_verified`); absent or false: not verified. */
  emailVerified?: boolean;
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
 * Paths that check bearer tokens of their own, not the identity provider's: the embedded provider
 * (/idp, e.g. Management API audience) and the compatible surfaces of Salesforce (/services, its identity URL /id) and
 * Marketing Cloud (/v2/token, /interaction), whose client-credentials tokens the `sfCompatClient` and
 * `mcCompatClient` access levels check.
 */
const OWN_TOKEN_PREFIXES = ['/idp/', '/services/', '/id/', '/v2/token', '/interaction/'];

/**
 * Reads `Authorization: Bearer …` on every request to a route outside OWN_TOKEN_PREFIXES. No header: anonymous. A header with a bad or
 * expired token: 401 (a caller who sent one expects it to count). Without a verifier every call is
 * anonymous.
 */
export function registerAuthentication(app: FastifyInstance, verifier: AccessTokenVerifier | null): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    // A path no route serves is a 404 whatever the token (the not-found handlers answer it in each
    // surface's shape): a stale or foreign token must not turn a wrong URL into "session expired".
    if (request.is404) return;
    if (OWN_TOKEN_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const header = request.headers.authorization;
    if (!header || !verifier) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new Unauthorized({ key: 'errors.auth.bearerHeader' });
    request.principal = await verifier.verify(match[1]);
  });
}

export function requireShopper(request: FastifyRequest): Principal {
  if (!request.principal) throw new Unauthorized({ key: 'errors.auth.signInFirst' });
  return request.principal;
}

const ROLE_REFUSALS: Record<StaffRole, Text> = {
  cashier: { key: 'errors.auth.cashiersOnly' },
  manager: { key: 'errors.auth.managersOnly' },
  admin: { key: 'errors.auth.adminsOnly' },
};

/** A signed-in account holding `role` or a higher one (admin ⊃ manager ⊃ cashier). */
function requireRole(request: FastifyRequest, role: StaffRole): Principal {
  const principal = requireShopper(request);
  if (!hasStaffRole(principal.roles, role)) throw new Forbidden(ROLE_REFUSALS[role]);
  return principal;
}

export function requireStaff(request: FastifyRequest): Principal {
  return requireRole(request, CASHIER_ROLE);
}

/**
 * For `memberOwner` endpoints: whether the signed-in principal owns the membership with this number, the
 * one the request names where its declaration says (`membershipNumberAt`). Staff (cashiers and up) pass
 * without it: the till reads and spends any member.
 */
export type OwnerCheck = (membershipNumber: string, principal: Principal) => Promise<boolean>;

/** The membership number a validated request names, if it names one. */
export type MembershipNumberOf = (request: FastifyRequest) => string | undefined;

/**
 * For `sfCompatClient` and `mcCompatClient` endpoints: checks the request's bearer token of that
 * compatible surface (compat/client-tokens.ts) and throws Unauthorized when it is missing, bad or expired.
 */
export type ClientTokenCheck = (request: FastifyRequest) => Promise<void>;

/** What some access levels need from the routes that use them. */
export interface AccessChecks {
  owner?: OwnerCheck | undefined;
  membershipNumberOf?: MembershipNumberOf | undefined;
  clientToken?: ClientTokenCheck | undefined;
}

const NOT_YOUR_MEMBERSHIP: Text = { key: 'errors.auth.notYourMembership' };

/**
 * The checks of an access level: `onRequest` runs before the body is read (so an anonymous caller gets
 * 401 whatever it sent), `preHandler` after validation (the owner check needs the parsed request).
 */
export interface AccessHooks {
  onRequest?: onRequestAsyncHookHandler;
  preHandler?: preHandlerAsyncHookHandler;
}

export function requireAccess(access: Access, { owner, membershipNumberOf, clientToken }: AccessChecks = {}): AccessHooks {
  switch (access) {
    case 'anonymous':
      return {};
    case 'shopper':
      return {
        onRequest: async (request) => {
          requireShopper(request);
        },
      };
    case 'cashier':
    case 'manager':
    case 'admin':
      return {
        onRequest: async (request) => {
          requireRole(request, access);
        },
      };
    case 'memberOwner': {
      if (!owner) throw new Error('a memberOwner endpoint needs an owner check');
      if (!membershipNumberOf) throw new Error('a memberOwner endpoint declares where its membership number is');
      return {
        onRequest: async (request) => {
          requireShopper(request);
        },
        // After validation: the membership number is the schema's, trimmed and typed. A request that
        // names no member has no owner but staff.
        preHandler: async (request) => {
          const principal = requireShopper(request);
          if (hasStaffRole(principal.roles, CASHIER_ROLE)) return;
          const membershipNumber = membershipNumberOf(request);
          if (membershipNumber === undefined || !(await owner(membershipNumber, principal))) throw new Forbidden(NOT_YOUR_MEMBERSHIP);
        },
      };
    }
    case 'managementToken':
    case 'identityToken':
      // The identity provider checks its own tokens, audiences and scopes (identity/embedded/management-routes.ts).
      return {};
    case 'sfCompatClient':
    case 'mcCompatClient':
      if (!clientToken) throw new Error(`an ${access} endpoint needs a client token check`);
      return { onRequest: clientToken };
  }
}
