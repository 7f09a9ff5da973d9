import type Provider from 'oidc-provider';
import type { AccountService } from './accounts.ts';
import { LoginThrottled, type LoginThrottle } from './login-throttle.ts';

const OIDC_SCOPES = new Set(['openid', 'profile', 'email']);

interface PasswordGrantDeps {
  accounts: AccountService;
  throttle: LoginThrottle;
  isServerClient(clientId: string): boolean;
}

/**
 * Auth0's Resource Owner Password grant (storefront.md §7: the current password is verified this
 * way before a change). Only the server's confidential client may use it. Like Auth0 it answers
 * 403 invalid_grant "Wrong email or password." and 429 too_many_attempts when throttled; failures
 * count against the account and the pair (account, our server): every call comes from our own server,
 * so the client's address is not known here (login-throttle.ts).
 */
export function registerPasswordGrant(provider: Provider, { accounts, throttle }: PasswordGrantDeps): void {
  provider.registerGrantType(
    'password',
    async (ctx) => {
      const params = ctx.oidc.params as Record<string, string | undefined>;
      const username = params.username ?? '';
      const client = ctx.oidc.client!;
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

      const scope = (params.scope ?? 'openid').split(' ').filter((s) => OIDC_SCOPES.has(s)).join(' ') || 'openid';
      const grant = new provider.Grant({ clientId: client.clientId, accountId: account.userId });
      grant.addOIDCScope(scope);
      await grant.save();
      const accessToken = new provider.AccessToken({ accountId: account.userId, client, grantId: grant.jti, scope, gty: 'password' });
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
        scope,
        expires_in: accessToken.expiration,
        token_type: 'Bearer',
      };
    },
    ['username', 'password', 'scope', 'audience', 'realm'],
  );
}
