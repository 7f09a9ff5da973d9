import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Identity, SharedIdentityRoutes } from '../contract.ts';
import { IdentityManagementClient, type ProviderTransport } from '../management-client.ts';
import { createTokenVerifier } from '../verifier.ts';
import { accountAccessLookup } from './accounts.ts';
import { devRoutes } from './dev-routes.ts';
import { interactionRoutes } from './interactions.ts';
import { LoginThrottle } from './login-throttle.ts';
import { managementRoutes } from './management-routes.ts';
import { mountProvider } from './mount.ts';
import { PasswordResets } from './password-reset.ts';
import { Signups } from './signups.ts';
import { createProvider, grantedScopes, IDP_PREFIX } from './provider.ts';
import type { TokenRequestAdjuster } from './mount.ts';
import { m2mClientRoutes } from './m2m-client-routes.ts';
import { loadProviderSecrets, publicJwk, ServerClientSecrets } from './secrets.ts';
import { shopLanguage } from '../../platform/texts.ts';

/** The embedded provider, reached in-process through the same HTTP handlers a tenant's would be. */
function injectTransport(app: FastifyInstance): ProviderTransport {
  return async ({ method, path, headers, body }) => {
    const response = await app.inject({ method, url: `${IDP_PREFIX}${path}`, headers, payload: body });
    return { status: response.statusCode, statusText: response.statusMessage, body: response.body };
  };
}

/**
 * The embedded identity provider: oidc-provider under /idp with its accounts, sessions and keys in our
 * database, the shop's own sign-in screens as its interactions, and Auth0's management endpoints.
 * The server reaches that Management API in-process through app.inject, i.e. through the very
 * handlers an Auth0 client would hit.
 */
/**
 * Auth0's meaning of a client-credentials request (decision 037): `audience` names the API (RFC 8707's
 * `resource` to oidc-provider, which drops `audience` for this grant), and without `scope` the client
 * gets every scope it was granted on that API.
 */
function clientCredentialsAsAuth0(identity: Config['identity']): TokenRequestAdjuster {
  return (form, clientId) => {
    if (form.get('grant_type') !== 'client_credentials') return;
    const audience = form.get('audience');
    form.delete('audience');
    if (audience && !form.has('resource')) form.set('resource', audience);
    if (!form.get('scope') && clientId) {
      const scope = grantedScopes(identity, clientId, form.get('resource') ?? identity.managementAudience);
      if (scope) form.set('scope', scope);
    }
  };
}

export async function createEmbeddedIdentity(config: Config, db: Database, mailer: Mailer, shared: SharedIdentityRoutes): Promise<Identity> {
  const { identity } = config;
  const secrets = await loadProviderSecrets(db);
  const serverSecrets = new ServerClientSecrets(db, identity.serverClient.clientSecret);
  const keys = { keys: [publicJwk(secrets.signingKey)] };
  return {
    // Tokens of an account whose access ended are refused at the next request (decision 034).
    verifier: createTokenVerifier(identity, keys, accountAccessLookup(db)),
    async register(app) {
      const throttle = new LoginThrottle(db);
      const resets = new PasswordResets(db, mailer, throttle, config.publicUrl, () => shopLanguage(app));
      const provider = createProvider({ identity, publicUrl: config.publicUrl, db, secrets, serverSecrets, throttle, log: app.log, shopLanguage: () => shopLanguage(app) });
      const management = new IdentityManagementClient(identity, injectTransport(app), async () => (await serverSecrets.current()).secret);

      shared.registerConfigRoute(app);
      mountProvider(app, provider, clientCredentialsAsAuth0(identity));
      const signups = new Signups(db, mailer, config.publicUrl);
      await app.register(interactionRoutes, { provider, identity, throttle, resets, signups, publicUrl: config.publicUrl });
      await app.register(managementRoutes, { identity, keys, resets, provider });
      await app.register(m2mClientRoutes, { identity, serverSecrets });
      if (identity.devTools) await app.register(devRoutes, { mailer });
      await app.register(shared.profileRoutes, { management });
      // Expired sessions, codes, tokens and failed sign-ins are deleted by a background job
      // (embedded/housekeeping.ts, scheduled in platform/jobs/background-jobs.ts).
    },
  };
}
