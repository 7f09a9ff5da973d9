import * as jose from 'jose';
import type { IdentityConfig } from '../config.ts';
import { Unauthorized } from '../errors.ts';
import type { AccessTokenVerifier, Principal } from '../http/auth.ts';
import { customClaims } from './claims.ts';

const EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function stringClaim(payload: jose.JWTPayload, ...names: string[]): string | null {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/**
 * Verifies the access tokens our API receives: RS256 JWTs from our issuer for our API audience. The
 * keys are the embedded provider's own (no network) or, for an Auth0 tenant, its JWKS (fetched and
 * cached by jose). Roles come from the namespaced claim, which an Auth0 tenant adds with an Action.
 */
export function createTokenVerifier(identity: IdentityConfig, keys: jose.JSONWebKeySet | null): AccessTokenVerifier {
  const keySet = keys
    ? jose.createLocalJWKSet(keys)
    : jose.createRemoteJWKSet(new URL(`${identity.domainUrl}/.well-known/jwks.json`));
  const claims = customClaims(identity.claimNamespace);
  return {
    async verify(token: string): Promise<Principal> {
      let payload: jose.JWTPayload;
      try {
        ({ payload } = await jose.jwtVerify(token, keySet, {
          issuer: identity.issuer,
          audience: identity.apiAudience,
          algorithms: ['RS256'],
          clockTolerance: 60,
        }));
      } catch {
        throw new Unauthorized(EXPIRED_MESSAGE);
      }
      if (!payload.sub) throw new Unauthorized(EXPIRED_MESSAGE);
      const roles = payload[claims.roles];
      const emailVerified = payload[claims.emailVerified] ?? payload.email_verified;
      return {
        sub: payload.sub,
        email: stringClaim(payload, claims.email, 'email'),
        emailVerified: emailVerified === true,
        name: stringClaim(payload, claims.name, 'name'),
        roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
      };
    },
  };
}
