import type { FastifyInstance } from 'fastify';
import { publicIdentityConfig, type PublicIdentityConfig } from '#domain/platform/api/platform.ts';
import * as platform from '#domain/platform/endpoints/platform.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { route } from '../platform/http/endpoint.ts';
import { customClaims } from './claims.ts';
import { createEmbeddedIdentity } from './embedded/index.ts';
import { httpTransport, IdentityManagementClient } from './management-client.ts';
import { profileRoutes } from './profile-routes.ts';
import { createTokenVerifier } from './verifier.ts';
import type { Identity } from './contract.ts';

/**
 * What both identity providers share lives here: the token verifier, the Management API client, the
 * shopper's /api/me routes and /config.json. The embedded provider (oidc-provider, its accounts,
 * sign-in screens and Auth0-compatible endpoints) lives in embedded/.
 */
/**
 * Sign-in for the whole system. Embedded (default): oidc-provider under /idp with its accounts,
 * sessions and keys in our database; the server reaches its Management API in-process through
 * app.inject, i.e. through the very handlers a browser or an Auth0 client would hit. Auth0: the
 * tenant does all of that; we verify its tokens and call its Management API over HTTPS. The embedded
 * provider's e-mails (sign-up links, password resets) go through the server's one mailer.
 */
export async function createIdentity(config: Config, db: Database, mailer: Mailer): Promise<Identity> {
  const { identity } = config;
  const publicSettings: Omit<PublicIdentityConfig, 'shop'> = publicIdentityConfig.omit({ shop: true }).parse({
    provider: identity.kind,
    // The embedded provider's /idp mount is the web app's own origin; its issuer may be IDP_ORIGIN's (decision 037).
    domain: identity.webDomainUrl,
    ...(identity.webDomainUrl === identity.domainUrl ? {} : { issuer: identity.issuer }),
    clientId: identity.spaClientId,
    audience: identity.apiAudience,
    managementAudience: identity.managementAudience,
    rolesClaim: customClaims(identity.claimNamespace).roles,
    devSocialLogin: identity.devTools,
    receipts: config.salesforce === null,
  });
  const registerConfigRoute = (app: FastifyInstance) =>
    // The shop's identity is the back office's setting over SHOP_* (decision 023): read per request
    // through its short cache; no-cache with an ETag (platform/http/compression.ts) makes browsers revalidate.
    route(app, platform.identityConfig, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send({ ...publicSettings, shop: await app.shopIdentity.current() }),
    );

  if (identity.kind === 'auth0') {
    const management = new IdentityManagementClient(identity, httpTransport(identity.domainUrl), async () => identity.serverClient.clientSecret ?? '');
    return {
      verifier: createTokenVerifier(identity, null),
      async register(app) {
        registerConfigRoute(app);
        await app.register(profileRoutes, { management });
      },
    };
  }

  return createEmbeddedIdentity(config, db, mailer, { registerConfigRoute, profileRoutes });
}
