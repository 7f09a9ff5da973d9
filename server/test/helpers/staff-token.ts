import * as jose from 'jose';
import { CASHIER_ROLE } from '#domain/identity/roles.ts';
import { customClaims } from '../../src/identity/claims.ts';
import { loadProviderSecrets } from '../../src/identity/embedded/secrets.ts';
import type { TestApp } from './test-app.ts';

/**
 * An API access token as the embedded provider issues it after a cashier signs in: RS256, signed with
 * the provider's own key from the test database, our issuer and API audience, the roles claim. The
 * server's real verifier checks it, so the staff guard runs as in production; tests that are about
 * signing in itself (pos-staff-guard.test.ts) get their tokens through the real sign-in instead.
 */
export async function accessTokenFor(t: TestApp, roles: string[] = [CASHIER_ROLE], sub = 'auth0|test-cashier'): Promise<string> {
  return signAccessToken(t, sub, (claims) => ({ [claims.roles]: roles }));
}

/** Signs an access token for `sub` with the claims `extra` names (given the deployment's claim names). */
async function signAccessToken(t: TestApp, sub: string, extra: (claims: ReturnType<typeof customClaims>) => Record<string, unknown>): Promise<string> {
  const { signingKey } = await loadProviderSecrets(t.database.db);
  const key = await jose.importJWK(signingKey, 'RS256');
  const { issuer, apiAudience, claimNamespace } = t.config.identity;
  return new jose.SignJWT({ ...extra(customClaims(claimNamespace)), scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'at+jwt' })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience(apiAudience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

/** `authorization` header of a signed-in cashier, for the POS's staff-only routes. */
export async function cashierHeaders(t: TestApp): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await accessTokenFor(t)}` };
}

export interface ShopperIdentity {
  sub: string;
  email?: string;
  /** The provider's `…email_verified` claim (what links a membership by e-mail). */
  emailVerified?: boolean;
}

/** `authorization` header of a signed-in shopper (no role), with the e-mail claims our provider adds. */
export async function shopperHeaders(t: TestApp, shopper: ShopperIdentity): Promise<{ authorization: string }> {
  const token = await signAccessToken(t, shopper.sub, (claims) => ({
    [claims.roles]: [],
    ...(shopper.email ? { [claims.email]: shopper.email, [claims.emailVerified]: shopper.emailVerified ?? false } : {}),
  }));
  return { authorization: `Bearer ${token}` };
}

/** `authorization` header of a signed-in cashier whose token carries a display name (receipts, shifts print it). */
export async function namedCashierHeaders(t: TestApp, name: string, sub = 'auth0|receipt-cashier'): Promise<{ authorization: string }> {
  const token = await signAccessToken(t, sub, (claims) => ({ [claims.roles]: [CASHIER_ROLE], [claims.name]: name }));
  return { authorization: `Bearer ${token}` };
}
