import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { IdentityConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/client.ts';
import { customClaims } from '../claims.ts';
import { AccountService, type AccountRow } from './accounts.ts';
import { databaseAdapter } from './adapter.ts';
import { allowInlineScript, escapeHtml, page } from './html.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { registerPasswordGrant } from './password-grant.ts';
import type { ProviderSecrets, ServerClientSecrets } from './secrets.ts';
import type { Language } from '#domain/platform/language.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { askedLanguage, translate } from '../../platform/texts.ts';

/** Mount path of the embedded provider; the issuer is PUBLIC_URL + IDP_PREFIX + '/'. */
export const IDP_PREFIX = '/idp';

/** Scopes on Auth0's Management API audience: what a shopper's own token may do, and the server's. */
const MANAGEMENT_SCOPES = {
  currentUser: 'read:current_user update:current_user_metadata',
  server: 'read:users update:users',
} as const;

/**
 * Scopes of our own API: a signed-in shopper reads and changes their own data. Like Auth0, the OpenID
 * scopes granted count for the API too, so its access tokens say `scope: "openid profile email …"` and
 * reach /userinfo (decision 037).
 */
const API_SCOPES = 'openid profile email offline_access read:current_user update:current_user_metadata';

/**
 * Auth0's refusal of an audience (403 access_denied): one it does not know ("Service not found"), or
 * one the machine-to-machine client has no client grant for.
 */
function audienceRefused(description: string): Error {
  return Object.assign(new errors.CustomOIDCProviderError('access_denied', description), { status: 403, statusCode: 403 });
}

function serviceNotFound(audience: string): Error {
  return audienceRefused(`Service not found: ${audience}`);
}

/** The scopes a client was granted on an audience: what client credentials without `scope` get (decision 037). */
export function grantedScopes(identity: IdentityConfig, clientId: string, audience: string): string | null {
  if (clientId !== identity.serverClient.clientId) return null;
  return audience === identity.managementAudience ? MANAGEMENT_SCOPES.server : null;
}

export interface ProviderDeps {
  identity: IdentityConfig;
  publicUrl: string;
  /** The shop's default language, for its pages when the visitor chose none (decision 029). */
  shopLanguage: () => Language;
  db: Database;
  secrets: ProviderSecrets;
  /** The machine-to-machine client's secret, read at each use (rotation, AUTH0_M2M_CLIENT_SECRET). */
  serverSecrets: ServerClientSecrets;
  throttle: LoginThrottle;
  log: FastifyBaseLogger;
}

function accountClaims(row: AccountRow) {
  return {
    sub: row.userId,
    email: row.email,
    email_verified: row.emailVerified,
    name: row.name,
    nickname: row.nickname,
    updated_at: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/**
 * oidc-provider configured to look like an Auth0 tenant to @auth0/auth0-spa-js and to our server:
 * Auth0's paths, `audience` for resource indicators, JWT access tokens, web_message silent renewal,
 * /v2/logout without a confirmation page, refresh tokens without a consent screen, and the password
 * grant. ../shared/prototypes/identity/FINDINGS.md explains why each setting is needed.
 */
export function createProvider(deps: ProviderDeps): Provider {
  const { identity, publicUrl, db, secrets, log } = deps;
  /** The provider's own pages speak the visitor's language: `?lang=`, the `lang` cookie, else the shop's. */
  const wording = (ctx: { query: unknown; get(header: string): string }) => {
    const language = askedLanguage(ctx.query, ctx.get('cookie') || undefined) ?? deps.shopLanguage();
    return { language, t: translate(language) };
  };
  const backToShop = (t: Translate) => `<p><a href="${escapeHtml(publicUrl)}/">${escapeHtml(t('identity.provider.backToShop'))}</a></p>`;
  const accounts = new AccountService(db);
  const claimsOf = customClaims(identity.claimNamespace);
  const isServerClient = (clientId: string | undefined) => clientId === identity.serverClient.clientId;
  /** The APIs of the tenant, as Auth0 defines them for each client (decision 037). */
  const resourceServerInfo = (resource: string, clientId: string, grantType: string | undefined) => {
    const jwt = { accessTokenFormat: 'jwt' as const, jwt: { sign: { alg: 'RS256' as const } } };
    if (resource === identity.apiAudience) {
      // The shop's API speaks for a signed-in person; the machine client has no client grant for it.
      if (grantType === 'client_credentials') {
        throw audienceRefused(`Client is not authorized to access "${resource}". You need to create a "client-grant" associated to this API.`);
      }
      return { scope: API_SCOPES, audience: identity.apiAudience, accessTokenTTL: 3600, ...jwt };
    }
    if (resource === identity.managementAudience) {
      const scope = isServerClient(clientId) ? MANAGEMENT_SCOPES.server : MANAGEMENT_SCOPES.currentUser;
      return { scope, audience: identity.managementAudience, accessTokenTTL: 600, ...jwt };
    }
    throw serviceNotFound(resource);
  };

  const configuration: Configuration = {
    // The machine-to-machine client is read through the adapter at each use, with its current secret:
    // a rotation in the back office holds at once in every server process (decision 037).
    adapter: databaseAdapter(db, async (clientId) =>
      isServerClient(clientId)
        ? {
            client_id: identity.serverClient.clientId,
            client_secret: (await deps.serverSecrets.current()).secret,
            client_name: 'Lumbung server',
            token_endpoint_auth_method: 'client_secret_post',
            grant_types: ['client_credentials', 'password'],
            response_types: [],
            redirect_uris: [],
          }
        : undefined,
    ),
    clients: [
      {
        client_id: identity.spaClientId,
        client_name: 'Lumbung web shop',
        application_type: 'web',
        token_endpoint_auth_method: 'none', // a public client: PKCE required
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // auth0-spa-js sends window.location.origin unless told otherwise; the web app uses /callback.
        redirect_uris: [publicUrl, `${publicUrl}/`, `${publicUrl}/callback`],
        post_logout_redirect_uris: [publicUrl, `${publicUrl}/`],
      },
    ],
    jwks: { keys: [secrets.signingKey as never] },
    cookies: { keys: secrets.cookieKeys },
    async findAccount(_ctx, sub) {
      const row = await accounts.findById(sub);
      // A blocked account is no account to the provider (decision 034): its session asks for a sign-in
      // (prompt=none: login_required) and its codes and refresh tokens answer invalid_grant.
      if (!row || row.blocked) return undefined;
      return { accountId: row.userId, claims: async () => accountClaims(row) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname', 'updated_at'],
    },
    // Auth0 puts the profile and e-mail claims in the ID token, which getUser() reads.
    conformIdTokenClaims: false,
    // Auth0 names the API `audience`; oidc-provider speaks RFC 8707 `resource` (see defaultResource).
    extraParams: ['audience', 'screen_hint'],
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
      end_session: '/v2/logout',
      revocation: '/oauth/revoke',
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The sign-in screens are the web app's /login and /registration (interactions.ts sends them there).
    interactions: { url: (_ctx, interaction) => `${IDP_PREFIX}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      clientCredentials: { enabled: true },
      // auth0-spa-js renews silently with prompt=none&response_mode=web_message in a hidden frame.
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        // Auth0's /v2/logout signs out at once: submit the confirmation form automatically.
        async logoutSource(ctx, form) {
          const script = allowInlineScript(ctx.res, "document.getElementById('op.logoutForm').submit();");
          const { language, t } = wording(ctx);
          ctx.body = page(
            t('identity.provider.signingOut'),
            `<h1>${escapeHtml(t('identity.provider.signingOut'))}</h1>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}<script>${script}</script>`,
            language,
          );
        },
        async postLogoutSuccessSource(ctx) {
          const { language, t } = wording(ctx);
          ctx.body = page(t('identity.provider.signedOutTitle'), `<h1>${escapeHtml(t('identity.provider.signedOut'))}</h1>${backToShop(t)}`, language);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource(ctx, client, oneOf) {
          if (oneOf) return oneOf;
          const audience = ctx.oidc.params?.audience;
          if (typeof audience === 'string' && audience) return audience;
          // The server's client only ever needs the Management API.
          return isServerClient(client.clientId) && ctx.oidc.route === 'token' ? identity.managementAudience : undefined;
        },
        // Without this an `openid` request gets an opaque userinfo token instead of the API's JWT.
        useGrantedResource: () => true,
        getResourceServerInfo(ctx, resource, client) {
          return resourceServerInfo(resource, client.clientId, (ctx.oidc.params as { grant_type?: string } | undefined)?.grant_type);
        },
      },
    },
    // Our own client never sees a consent screen: grant the requested scopes and APIs as asked
    // (this also lets prompt=none ask for a new audience).
    async loadExistingGrant(ctx) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await provider.Grant.find(grantId) : undefined) ??
        new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      for (const [indicator, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        if (server.scope) grant.addResourceScope(indicator, server.scope);
      }
      await grant.save();
      return grant;
    },
    // oidc-provider drops offline_access without prompt=consent; Auth0 does not. These refresh
    // tokens expire with the session, so signing out ends them.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !('accountId' in token) || !token.accountId) return undefined;
      if (token.resourceServer?.audience !== identity.apiAudience) return undefined;
      const row = await accounts.findById(token.accountId);
      if (!row) return undefined;
      return {
        [claimsOf.roles]: row.roles,
        [claimsOf.email]: row.email,
        [claimsOf.emailVerified]: row.emailVerified,
        [claimsOf.name]: row.name,
        // The verifier refuses the token once the account's generation moves on (decision 034).
        [claimsOf.generation]: row.tokenGeneration,
      };
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      ClientCredentials: 600,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    async renderError(ctx, out, error) {
      log.warn({ err: error, out }, 'identity provider error page');
      ctx.type = 'html';
      const { language, t } = wording(ctx);
      // The protocol's own description (an OAuth error code's English text) is what a developer needs; the heading and link are the visitor's.
      const message = out.error_description ?? out.error ?? t('errors.platform.internal');
      ctx.body = page(
        t('identity.provider.problem'),
        `<h1>${escapeHtml(t('identity.provider.problem'))}</h1><p id="op-error">${escapeHtml(String(message))}</p>${backToShop(t)}`,
        language,
      );
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  provider.proxy = true; // like Fastify's trustProxy: https and client addresses from X-Forwarded-*
  registerPasswordGrant(provider, {
    accounts,
    throttle: deps.throttle,
    resourceServer: (audience, clientId) => new provider.ResourceServer(audience, resourceServerInfo(audience, clientId, 'password')),
  });
  // Auth0 answers an unknown path in JSON (decision 037): oidc-provider's own 404 is plain text.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { statusCode: 404, error: 'Not Found', message: 'Not Found' };
    }
  });

  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) => log.error({ err: error }, 'identity provider error'));
  const refused = (event: string) => (_ctx: KoaContextWithOIDC, error: Error & { error_description?: string }) =>
    log.info({ event, error: error.message, description: error.error_description }, 'identity provider refused a request');
  provider.on('grant.error', refused('grant.error'));
  provider.on('authorization.error', refused('authorization.error'));
  provider.on('end_session.error', refused('end_session.error'));
  return provider;
}
