import type { FastifyPluginAsync } from 'fastify';
import type { M2mClient, M2mClientSecret } from '#domain/identity/api/m2m-client.ts';
import * as m2mEndpoints from '#domain/identity/endpoints/account.ts';
import { backOfficeWrite } from '../../platform/audit.ts';
import type { IdentityConfig } from '../../platform/config.ts';
import { Conflict } from '../../platform/errors.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import type { ServerClientSecret, ServerClientSecrets } from './secrets.ts';

interface M2mClientDeps {
  identity: IdentityConfig;
  serverSecrets: ServerClientSecrets;
}

/**
 * The back office's view of the machine-to-machine client (decision 037): an integrator needs its id
 * and secret to use Auth0's SDKs against the embedded provider. Showing the secret and rotating it are
 * admin-only and recorded in the audit log (never the secret itself).
 */
export const m2mClientRoutes: FastifyPluginAsync<M2mClientDeps> = async (app, { identity, serverSecrets }) => {
  const describe = (current: ServerClientSecret): M2mClient => ({
    clientId: identity.serverClient.clientId,
    domain: identity.domainUrl,
    managementAudience: identity.managementAudience,
    source: current.source,
    since: current.since?.toISOString() ?? null,
  });
  const withSecret = (current: ServerClientSecret): M2mClientSecret => ({ ...describe(current), clientSecret: current.secret });
  const auditEntry = (action: string, current: ServerClientSecret) => ({
    action,
    entity: 'identity-client',
    entityId: identity.serverClient.clientId,
    before: null,
    after: { source: current.source, since: current.since?.toISOString() ?? null },
  });

  route(app, m2mEndpoints.getM2mClient, async () => describe(await serverSecrets.current()));

  route(app, m2mEndpoints.revealM2mSecret, async (request) => {
    const current = await serverSecrets.current();
    // A secret the operator set lives in the server's environment only (ARCHITECTURE "Secrets"): never sent to a browser.
    if (current.source === 'configuration') throw new Conflict({ key: 'identity.errors.m2mSecretNotShown' });
    await backOfficeWrite(app.db, requireShopper(request), async () => ({ result: null, audit: auditEntry('identity-client.secret-read', current) }));
    return withSecret(current);
  });

  route(app, m2mEndpoints.rotateM2mSecret, async (request) => {
    const before = await serverSecrets.current();
    if (before.source === 'configuration') throw new Conflict({ key: 'identity.errors.m2mSecretConfigured' });
    const rotated = await serverSecrets.rotate();
    if (!rotated) throw new Conflict({ key: 'identity.errors.m2mSecretConfigured' });
    await backOfficeWrite(app.db, requireShopper(request), async () => ({
      result: null,
      audit: { ...auditEntry('identity-client.secret-rotate', rotated), before: { source: before.source, since: before.since?.toISOString() ?? null } },
    }));
    return withSecret(rotated);
  });
};
