import * as jose from 'jose';
import type { IdentityConfig } from '../platform/config.ts';
import { Unauthorized } from '../platform/errors.ts';
import type { AccessTokenVerifier, Principal } from '../platform/http/auth.ts';
import { customClaims } from './claims.ts';

const EXPIRED_MESSAGE = { key: 'identity.errors.sessionExpired' } as const;

function stringClaim(payload: jose.JWTPayload, ...names: string[]): string | null {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/**
 * Where an account's access stands now (decision 034): the generation its tokens must carry at least,
 * and whether it is blocked; null for an account the provider does not know.
 */
export type AccountAccessLookup = (sub: string) => Promise<{ generation: number; blocked: boolean } | null>;

/** How long a verified token is remembered at most (its own expiry comes first), and how many are. */
const VERIFIED_TOKEN_CACHE = { maxAgeMs: 5 * 60_000, maxEntries: 10_000 } as const;

/**
 * Verifies the access tokens our API receives: RS256 JWTs from our issuer for our API audience. The
 * keys are the embedded provider's own (no network) or, for an Auth0 tenant, its JWKS (fetched and
 * cached by jose). Roles come from the namespaced claim, which an Auth0 tenant adds with an Action.
 */
export function createTokenVerifier(identity: IdentityConfig, keys: jose.JSONWebKeySet | null, accountAccess: AccountAccessLookup | null = null): AccessTokenVerifier {
  const keySet = keys
    ? jose.createLocalJWKSet(keys)
    : jose.createRemoteJWKSet(new URL(`${identity.domainUrl}/.well-known/jwks.json`));
  const claims = customClaims(identity.claimNamespace);
  // The RSA signature check was a sixth of a POS order's CPU (decision 019). A token that verified once is
  // remembered (as the principal it named) until it expires, at most VERIFIED_TOKEN_CACHE.maxAgeMs; a
  // token that failed is checked again every time. A key taken out of the JWKS stops its tokens within
  // maxAgeMs.
  const verified = new Map<string, { principal: Principal; generation: number; until: number }>();
  // Sessions end when access ends (decision 034): what the cache remembers is the signature check only.
  // Every request reads the account's current generation from the database (shared by every process),
  // so a removed role, a block or a password reset refuses older tokens at the next request, anywhere.
  // A token without the claim (issued before generations existed) counts as generation 0; an account
  // the provider does not know has nothing to revoke.
  const assertCurrent = async (principal: Principal, generation: number) => {
    if (!accountAccess) return;
    const access = await accountAccess(principal.sub);
    if (access && (access.blocked || generation < access.generation)) throw new Unauthorized(EXPIRED_MESSAGE);
  };
  const remember = (token: string, principal: Principal, generation: number, exp: number | undefined) => {
    const now = Date.now();
    const until = Math.min(now + VERIFIED_TOKEN_CACHE.maxAgeMs, exp === undefined ? now : exp * 1000);
    if (until <= now) return;
    if (verified.size >= VERIFIED_TOKEN_CACHE.maxEntries) {
      // Forget the oldest entry (a Map keeps insertion order).
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { principal, generation, until });
  };
  return {
    async verify(token: string): Promise<Principal> {
      const hit = verified.get(token);
      if (hit) {
        if (Date.now() < hit.until) {
          await assertCurrent(hit.principal, hit.generation);
          return { ...hit.principal, roles: [...hit.principal.roles] };
        }
        verified.delete(token);
      }
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
      const principal: Principal = {
        sub: payload.sub,
        email: stringClaim(payload, claims.email, 'email'),
        emailVerified: emailVerified === true,
        name: stringClaim(payload, claims.name, 'name'),
        roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
      };
      const generation = payload[claims.generation];
      const tokenGeneration = typeof generation === 'number' && Number.isInteger(generation) ? generation : 0;
      remember(token, principal, tokenGeneration, payload.exp);
      await assertCurrent(principal, tokenGeneration);
      return { ...principal, roles: [...principal.roles] };
    },
  };
}
