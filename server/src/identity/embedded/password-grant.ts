import type Provider from 'oidc-provider';
import type { ResourceServerInstance } from 'oidc-provider';
import type { AccountService } from './accounts.ts';
import { LoginThrottled, type LoginThrottle } from './login-throttle.ts';

const OIDC_SCOPES = new Set(['openid', 'profile', 'email']);

interface PasswordGrantDeps {
  accounts: AccountService;
  throttle: LoginThrottle;
  /** The API an `audience` names, for this client; throws Auth0's access_denied for one it may not have. */
  resourceServer(audience: string, clientId: string): ResourceServerInstance;
}

/**
 * Auth0's Resource Owner Password grant (storefront.md §7: the current password is verified this
 * way before a change). Only the server's confidential client may use it. Like Auth0 it answers
 * 403 invalid_grant "Wrong email or password." and 429 too_many_attempts when throttled; failures
 * count against the account and the pair (account, our server): every call comes from our own server,
 * so the client's address is not known here (login-throttle.ts).
 */
export function registerPasswordGrant(provider: Provider, { accounts, throttle, resourceServer }: PasswordGrantDeps): void {
  provider.registerGrantType(
    'password',
    async (ctx) => {
      const params = ctx.oidc.params as Record<string, string | undefined>;
      const username = params.username ?? '';
      const client = ctx.oidc.client!;
      // Like Auth0: with an `audience` the access token is that API's JWT (decision 037); without, an
      // opaque token for /userinfo. An audience the client may not have is refused before any password check.
      const audience = params.audience || params.resource;
      const server = audience ? resourceServer(audience, client.clientId) : undefined;
      try {
        await throttle.assertAllowed(username, null);
      } catch (error) {
        if (!(error instanceof LoginThrottled)) throw error;
        ctx.status = 429;
        ctx.set('retry-after', String(error.retryAfterSeconds));
        ctx.body = { error: 'too_many_attempts', error_description: error.message };
        return;
      }
      const account = await accounts.authenticate(username, params.password ?? '');
      if (!account) {
        await throttle.recordFailure(username, null);
        ctx.status = 403;
        ctx.body = { error: 'invalid_grant', error_description: 'Wrong email or password.' };
        return;
      }
      await throttle.recordSuccess(username, null);
      if (account.blocked) {
        // Auth0's answer for a blocked user (decision 034).
        ctx.status = 401;
        ctx.body = { error: 'unauthorized', error_description: 'user is blocked' };
        return;
      }

      const requested = (params.scope ?? 'openid').split(' ');
      const scope = requested.filter((s) => OIDC_SCOPES.has(s)).join(' ') || 'openid';
      const grant = new provider.Grant({ clientId: client.clientId, accountId: account.userId });
      grant.addOIDCScope(scope);
      // The API's token carries the requested scopes it defines (the OpenID ones included, as Auth0's do).
      const apiScope = server ? requested.filter((s) => server.scopes.has(s)).join(' ') : scope;
      if (server && audience) grant.addResourceScope(audience, apiScope);
      await grant.save();
      const accessToken = new provider.AccessToken({ accountId: account.userId, client, grantId: grant.jti, scope: apiScope, gty: 'password' });
      if (server) accessToken.resourceServer = server;
      const value = await accessToken.save();
      const idToken = new provider.IdToken(
        { sub: account.userId, email: account.email, email_verified: account.emailVerified, name: account.name, nickname: account.nickname },
        { ctx },
      );
      (idToken as unknown as { scope: string }).scope = scope; // which claims the ID token carries
      idToken.set('at_hash', value);
      ctx.body = {
        access_token: value,
        id_token: await idToken.issue({ use: 'idtoken' }),
        scope: apiScope || scope,
        expires_in: accessToken.expiration,
        token_type: 'Bearer',
      };
    },
    ['username', 'password', 'scope', 'audience', 'realm', 'resource'],
  );
}
