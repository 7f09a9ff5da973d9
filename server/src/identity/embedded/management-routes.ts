import type { FastifyError, FastifyReply, FastifyRequest, FastifyPluginAsync } from 'fastify';
import { englishMessage, requestedLanguage } from '../../platform/texts.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import * as jose from 'jose';
import type Provider from 'oidc-provider';
import * as identityEndpoints from '#domain/identity/endpoints/account.ts';
import type { IdentityConfig } from '../../platform/config.ts';
import { DomainError, Forbidden, InvalidInput, Unauthorized } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { AccountService, toAuth0User } from './accounts.ts';
import type { PasswordResets } from './password-reset.ts';

interface ManagementDeps {
  identity: IdentityConfig;
  keys: jose.JSONWebKeySet;
  resets: PasswordResets;
  /** oidc-provider: /userinfo looks up the opaque access tokens it issued. */
  provider: Provider;
}

/** The claims each OpenID scope releases (as provider.ts configures them). */
const SCOPE_CLAIMS: Record<string, string[]> = {
  profile: ['name', 'nickname', 'updated_at'],
  email: ['email', 'email_verified'],
};

const CHANGE_PASSWORD_SENT = "We've just sent you an email to reset your password.";

/** Every reset request is answered no sooner than this, account or not (the work takes a few ms). */
export const RESET_ANSWER_FLOOR_MS = 250;

/**
 * The Auth0-compatible endpoints of the embedded provider that our server calls (storefront.md §7):
 * the Management API's user read and update, the reset-password request and, with IDENTITY_DEV_TOOLS,
 * database sign-up (tests use it to make accounts).
 * Errors have Auth0's shape ({ statusCode, error, message }).
 */
export const managementRoutes: FastifyPluginAsync<ManagementDeps> = async (app, { identity, keys, resets, provider }) => {
  const accounts = new AccountService(app.db);
  const jwks = jose.createLocalJWKSet(keys);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error instanceof DomainError ? error.status : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'identity management error');
    const label = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' }[status] ?? 'Error';
    // Auth0's API speaks English: a catalogue error is worded in English, never shown as its key.
    const message = status >= 500 ? 'Internal error.' : englishMessage(error);
    return reply.status(status).send({ statusCode: status, error: label, message, error_description: message });
  });

  /** A Management API access token: our issuer, the Management API audience, RS256. */
  async function managementToken(request: FastifyRequest): Promise<{ sub: string; scopes: Set<string> }> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new Unauthorized('Missing authentication.');
    try {
      const { payload } = await jose.jwtVerify(match[1], jwks, {
        issuer: identity.issuer,
        audience: identity.managementAudience,
        algorithms: ['RS256'],
      });
      return { sub: String(payload.sub ?? ''), scopes: new Set(String(payload.scope ?? '').split(' ')) };
    } catch {
      throw new Unauthorized('Invalid token.');
    }
  }

  route(app, identityEndpoints.getUser, async (request) => {
    const token = await managementToken(request);
    const { id } = request.params;
    const allowed = token.scopes.has('read:users') || (token.scopes.has('read:current_user') && token.sub === id);
    if (!allowed) throw new Forbidden('Insufficient scope, expected any of: read:users, read:current_user.');
    return toAuth0User(await accounts.get(id));
  });

  route(app, identityEndpoints.updateUser, async (request) => {
    const token = await managementToken(request);
    const { id } = request.params;
    const body = request.body;
    // Like Auth0: a shopper's own token may change only their user_metadata; everything else
    // (name, nickname, password) needs the server's update:users, which is why profile changes
    // go through our server.
    const onlyMetadata = Object.keys(body).every((key) => key === 'user_metadata');
    const allowed =
      token.scopes.has('update:users') || (onlyMetadata && token.scopes.has('update:current_user_metadata') && token.sub === id);
    if (!allowed) throw new Forbidden('Insufficient scope, expected any of: update:users, update:current_user_metadata.');
    const row = await accounts.update(id, {
      name: body.name,
      nickname: body.nickname,
      userMetadata: body.user_metadata,
      password: body.password,
      emailVerified: body.email_verified,
      blocked: body.blocked,
    });
    return toAuth0User(row);
  });

  // Auth0's database sign-up creates the account at once and says 409 when the e-mail has one: it
  // would tell a stranger who has an account (decision 010). The shop signs up through its own screen
  // (signups.ts: the same answer either way, a link by e-mail), so this one is a development tool.
  if (identity.devTools) route(app, identityEndpoints.signup, async (request) => {
    if (request.body.client_id !== identity.spaClientId) throw new InvalidInput('Unknown client.');
    const row = await accounts.create({ ...request.body, name: request.body.name ?? request.body.email.split('@')[0] ?? '' });
    return { _id: row.userId.split('|')[1] ?? row.userId, email: row.email, email_verified: row.emailVerified, name: row.name, nickname: row.nickname };
  });

  /**
   * OpenID Connect's userinfo as Auth0 serves it (decision 037): an opaque token of the provider's, or a
   * JWT of ours whose audiences include the shop's API (or the userinfo URL) when `openid` was granted.
   * oidc-provider itself refuses every token that has an audience.
   */
  async function userinfoSubject(token: string): Promise<{ sub: string; scopes: Set<string> }> {
    if (token.split('.').length === 3) {
      const { payload } = await jose.jwtVerify(token, jwks, {
        issuer: identity.issuer,
        audience: [identity.apiAudience, `${identity.issuer}userinfo`],
        algorithms: ['RS256'],
      });
      return { sub: String(payload.sub ?? ''), scopes: new Set(String(payload.scope ?? '').split(' ')) };
    }
    const opaque = await provider.AccessToken.find(token);
    if (!opaque || opaque.isExpired || !opaque.accountId) throw new Error('unknown token');
    return { sub: opaque.accountId, scopes: new Set(String(opaque.scope ?? '').split(' ')) };
  }

  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const refuse = (description: string) =>
        reply
          .status(401)
          .header('www-authenticate', `Bearer realm="${identity.issuer}", error="invalid_token", error_description="${description}"`)
          .send({ error: 'invalid_token', error_description: description });
      if (!match?.[1]) return refuse('no access token provided');
      let subject;
      try {
        subject = await userinfoSubject(match[1]);
      } catch {
        return refuse('invalid token provided');
      }
      if (!subject.scopes.has('openid')) return reply.status(403).send({ error: 'insufficient_scope', error_description: 'the openid scope was not granted' });
      const row = await accounts.findById(subject.sub);
      if (!row || row.blocked) return refuse('invalid token provided');
      const user = toAuth0User(row) as unknown as Record<string, unknown>;
      const claims: Record<string, unknown> = { sub: row.userId };
      for (const [scope, names] of Object.entries(SCOPE_CLAIMS)) {
        if (!subject.scopes.has(scope)) continue;
        for (const name of names) claims[name] = name === 'updated_at' ? Math.floor(row.updatedAt.getTime() / 1000) : user[name];
      }
      return reply.header('cache-control', 'no-store').send(claims);
  };
  route(app, identityEndpoints.userinfoGet, userinfo);
  route(app, identityEndpoints.userinfoPost, userinfo);

  // Any client of the tenant may ask (Auth0 checks the client exists, not which one it is).
  const tenantClients = new Set([identity.spaClientId, identity.serverClient.clientId]);
  route(app, identityEndpoints.changePassword, async (request, reply) => {
    if (!tenantClients.has(request.body.client_id)) throw new InvalidInput('Unknown client.');
    // The same answer after the same time whether or not the address has an account (decision 010):
    // the lookup, the ticket and the stored mail all fit well inside the floor.
    const started = performance.now();
    await resets.request(request.body.email, requestedLanguage(request));
    await sleep(Math.max(0, RESET_ANSWER_FLOOR_MS - (performance.now() - started)));
    return reply.type('text/plain; charset=utf-8').send(CHANGE_PASSWORD_SENT);
  });
};
