import type { FastifyInstance } from 'fastify';
import { publicIdentityConfig, type PublicIdentityConfig } from '#domain/api.ts';
import * as platform from '#domain/endpoints/platform.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AccessTokenVerifier } from '../http/auth.ts';
import { route } from '../http/endpoint.ts';
import { devRoutes } from './dev-routes.ts';
import { interactionRoutes } from './interactions.ts';
import { LoginThrottle } from './login-throttle.ts';
import { Mailer } from './mail.ts';
import { httpTransport, IdentityManagementClient, type ProviderTransport } from './management-client.ts';
import { managementRoutes } from './management-routes.ts';
import { mountProvider } from './mount.ts';
import { PasswordResets } from './password-reset.ts';
import { profileRoutes } from './profile-routes.ts';
import { createProvider, customClaims, IDP_PREFIX } from './provider.ts';
import { loadProviderSecrets, publicJwk } from './secrets.ts';
import { createTokenVerifier } from './verifier.ts';

export interface Identity {
  /** Checks the bearer tokens of /api calls (http/auth.ts). */
  verifier: AccessTokenVerifier;
  /** Registers the provider (embedded only), /config.json and the /api/me routes. */
  register(app: FastifyInstance): Promise<void>;
}

/** The embedded provider, reached in-process through the same HTTP handlers a tenant's would be. */
function injectTransport(app: FastifyInstance): ProviderTransport {
  return async ({ method, path, headers, body }) => {
    const response = await app.inject({ method, url: `${IDP_PREFIX}${path}`, headers, payload: body });
    return { status: response.statusCode, statusText: response.statusMessage, body: response.body };
  };
}

/**
 * Sign-in for the whole system. Embedded (default): oidc-provider under /idp with its accounts,
 * sessions and keys in our database; the server reaches its Management API in-process through
 * app.inject, i.e. through the very handlers a browser or an Auth0 client would hit. Auth0: the
 * tenant does all of that; we verify its tokens and call its Management API over HTTPS.
 */
export async function createIdentity(config: Config, db: Database): Promise<Identity> {
  const { identity } = config;
  const publicSettings: PublicIdentityConfig = publicIdentityConfig.parse({
    provider: identity.kind,
    domain: identity.domainUrl,
    clientId: identity.spaClientId,
    audience: identity.apiAudience,
    managementAudience: identity.managementAudience,
    rolesClaim: customClaims(identity.claimNamespace).roles,
    devSocialLogin: identity.devTools,
  });
  const registerConfigRoute = (app: FastifyInstance) =>
    route(app, platform.identityConfig, async (_request, reply) => reply.header('cache-control', 'no-cache').send(publicSettings));

  if (identity.kind === 'auth0') {
    const management = new IdentityManagementClient(identity, httpTransport(identity.domainUrl), identity.serverClient.clientSecret ?? '');
    return {
      verifier: createTokenVerifier(identity, null),
      async register(app) {
        registerConfigRoute(app);
        await app.register(profileRoutes, { management });
      },
    };
  }

  const secrets = await loadProviderSecrets(db);
  const keys = { keys: [publicJwk(secrets.signingKey)] };
  return {
    verifier: createTokenVerifier(identity, keys),
    async register(app) {
      const throttle = new LoginThrottle(db);
      const mailer = new Mailer(db, config.mail, app.log);
      const resets = new PasswordResets(db, mailer, throttle, config.publicUrl);
      const provider = createProvider({ identity, publicUrl: config.publicUrl, db, secrets, throttle, log: app.log });
      const management = new IdentityManagementClient(identity, injectTransport(app), secrets.serverClientSecret);

      registerConfigRoute(app);
      mountProvider(app, provider);
      await app.register(interactionRoutes, { provider, identity, throttle, resets });
      await app.register(managementRoutes, { identity, keys, resets });
      if (identity.devTools) await app.register(devRoutes, { mailer });
      await app.register(profileRoutes, { management });
      // Expired sessions, codes, tokens and failed sign-ins are deleted by a background job
      // (identity/housekeeping.ts, scheduled in jobs/background-jobs.ts).
    },
  };
}
