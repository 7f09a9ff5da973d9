import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import * as identityEndpoints from '#domain/endpoints/identity.ts';
import type { IdentityConfig } from '../../config.ts';
import { DomainError, NotFound } from '../../errors.ts';
import { route } from '../../http/endpoint.ts';
import { AccountService } from './accounts.ts';
import { DEMO_SOCIAL_ACCOUNTS } from './demo-accounts.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { PasswordResets } from './password-reset.ts';

class InteractionExpired extends DomainError {
  readonly status = 400;
  readonly code = 'interaction_expired';
}

class WrongCredentials extends DomainError {
  readonly status = 403;
  readonly code = 'invalid_credentials';
}

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';
const EXPIRED_MESSAGE = 'This sign-in page has expired. Please start again.';

/** The web app's sign-in screens (web/src/paths.ts `login` and `registration`). */
const LOGIN_SCREEN = '/login';
const SIGNUP_SCREEN = '/registration';

/** The raw request and response: oidc-provider reads its interaction cookie from them. */
interface Raw {
  req: IncomingMessage;
  res: ServerResponse;
}

interface InteractionDeps {
  provider: Provider;
  identity: IdentityConfig;
  throttle: LoginThrottle;
  resets: PasswordResets;
}

/**
 * The endpoints behind the embedded provider's screens. Sign-in and sign-up (its "interactions"):
 * the provider sends the browser to /idp/interaction/:uid, which forwards to the web app's /login or
 * /registration screen with the interaction id; that screen posts here, and the answer says where
 * the browser goes to finish. And the reset form that a password reset e-mail links to.
 */
export const interactionRoutes: FastifyPluginAsync<InteractionDeps> = async (app, { provider, identity, throttle, resets }) => {
  const accounts = new AccountService(app.db);

  /** Loads the interaction from its cookie; an expired or foreign one gets a clear message. */
  async function interactionOf(raw: Raw) {
    try {
      return await provider.interactionDetails(raw.req, raw.res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) throw new InteractionExpired(EXPIRED_MESSAGE);
      throw error;
    }
  }

  async function finishLogin(raw: Raw, accountId: string) {
    await interactionOf(raw);
    const redirectTo = await provider.interactionResult(raw.req, raw.res, { login: { accountId } }, { mergeWithLastSubmission: false });
    return { redirectTo };
  }

  route(app, identityEndpoints.startInteraction, async (request, reply) => {
    const { uid } = request.params;
    let interaction;
    try {
      interaction = await interactionOf({ req: request.raw, res: reply.raw });
    } catch (error) {
      if (error instanceof InteractionExpired) return reply.redirect(LOGIN_SCREEN, 303); // start over
      throw error;
    }
    if (interaction.prompt.name === 'consent') {
      // loadExistingGrant grants our own client everything it asks; this is only a safety net.
      const grant = new provider.Grant({ accountId: interaction.session?.accountId, clientId: String(interaction.params.client_id) });
      grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId: await grant.save() } });
      return reply.redirect(redirectTo, 303);
    }
    const screen = interaction.params.screen_hint === 'signup' ? SIGNUP_SCREEN : LOGIN_SCREEN;
    return reply.redirect(`${screen}?interaction=${encodeURIComponent(uid)}`, 303);
  });

  route(app, identityEndpoints.submitLogin, async (request, reply) => {
    const { email, password } = request.body;
    await interactionOf({ req: request.raw, res: reply.raw });
    await throttle.assertAllowed(email, request.ip);
    const account = await accounts.authenticate(email, password);
    if (!account) {
      await throttle.recordFailure(email, request.ip);
      throw new WrongCredentials(WRONG_CREDENTIALS_MESSAGE);
    }
    await throttle.recordSuccess(email);
    return finishLogin({ req: request.raw, res: reply.raw }, account.userId);
  });

  route(app, identityEndpoints.submitSignup, async (request, reply) => {
    await interactionOf({ req: request.raw, res: reply.raw });
    const account = await accounts.create(request.body);
    request.log.info({ userId: account.userId }, 'account created');
    return finishLogin({ req: request.raw, res: reply.raw }, account.userId);
  });

  if (identity.devTools) {
    // Development and tests only: sign in as a seeded social account, standing in for the social
    // connection an Auth0 tenant would offer (config.ts refuses this together with AUTH0_DOMAIN).
    route(app, identityEndpoints.submitSocialLogin, async (request, reply) => {
      const demo = DEMO_SOCIAL_ACCOUNTS[request.body.provider];
      const account = await accounts.findById(demo.userId);
      if (!account) throw new NotFound(`The demo ${request.body.provider} account is not seeded (SEED_DEMO_DATA=false).`);
      return finishLogin({ req: request.raw, res: reply.raw }, account.userId);
    });
  }

  route(app, identityEndpoints.completePasswordReset, async (request) => {
    await resets.complete(request.body.ticket, request.body.newPassword);
    return { message: 'Your password has been changed. You can now sign in with it.' };
  });
};
