import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import * as identityEndpoints from '#domain/identity/endpoints/account.ts';
import type { IdentityConfig } from '../../platform/config.ts';
import { DomainError, InvalidInput, NotFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { AccountService, type AccountRow } from './accounts.ts';
import { DEMO_SOCIAL_ACCOUNTS } from './demo-accounts.ts';
import { LoginThrottled, type LoginThrottle } from './login-throttle.ts';
import { escapeHtml, page } from './html.ts';
import { readerLanguage, render, translate } from '../../platform/texts.ts';
import type { PasswordResets } from './password-reset.ts';
import type { Signups } from './signups.ts';

class InteractionExpired extends DomainError {
  readonly status = 400;
  readonly code = 'interaction_expired';
}

class WrongCredentials extends DomainError {
  readonly status = 403;
  readonly code = 'invalid_credentials';
}

/** A blocked account signs in nowhere (decision 034); the right password learns only that. */
class AccountBlocked extends DomainError {
  readonly status = 403;
  readonly code = 'account_blocked';
}

function assertNotBlocked(account: AccountRow): void {
  if (account.blocked) throw new AccountBlocked({ key: 'identity.errors.accountBlocked' });
}

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
  signups: Signups;
  publicUrl: string;
}

/**
 * The endpoints behind the embedded provider's screens. Sign-in and sign-up (its "interactions"):
 * the provider sends the browser to /idp/interaction/:uid, which forwards to the web app's /login or
 * /registration screen with the interaction id; that screen posts here, and the answer says where
 * the browser goes to finish. And the reset form that a password reset e-mail links to.
 */
export const interactionRoutes: FastifyPluginAsync<InteractionDeps> = async (app, { provider, identity, throttle, resets, signups, publicUrl }) => {
  const accounts = new AccountService(app.db);

  /** Loads the interaction from its cookie; an expired or foreign one gets a clear message. */
  async function interactionOf(raw: Raw) {
    try {
      return await provider.interactionDetails(raw.req, raw.res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) throw new InteractionExpired({ key: 'identity.errors.signInExpired' });
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
    try {
      await throttle.assertAllowed(email, request.ip);
    } catch (error) {
      if (error instanceof LoginThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    const account = await accounts.authenticate(email, password);
    if (!account) {
      await throttle.recordFailure(email, request.ip);
      throw new WrongCredentials({ key: 'identity.errors.wrongCredentials' });
    }
    await throttle.recordSuccess(email, request.ip);
    assertNotBlocked(account);
    return finishLogin({ req: request.raw, res: reply.raw }, account.userId);
  });

  // Sign-up answers "we sent an e-mail" whether or not the address has an account (signups.ts); the
  // link of a new sign-up creates the account and, in the same browser, finishes this interaction.
  route(app, identityEndpoints.submitSignup, async (request, reply) => {
    const { uid } = request.params;
    await interactionOf({ req: request.raw, res: reply.raw });
    return signups.request(request.body, (ticket) => `${publicUrl}/idp/interaction/${encodeURIComponent(uid)}/signup/confirm?ticket=${ticket}`, readerLanguage(request));
  });

  route(app, identityEndpoints.confirmSignup, async (request, reply) => {
    let account;
    try {
      account = await signups.confirm(request.query.ticket);
    } catch (error) {
      if (!(error instanceof InvalidInput)) throw error;
      const language = readerLanguage(request);
      const t = translate(language);
      const message = error.text ? render(error.text, language) : error.message;
      const body = `<h1>${t('identity.signUpConfirm.title')}</h1><p>${escapeHtml(message)}</p><p><a href="${SIGNUP_SCREEN}">${t('identity.signUpConfirm.signUp')}</a> <a href="${LOGIN_SCREEN}">${t('identity.signUpConfirm.signIn')}</a></p>`;
      return reply.code(400).type('text/html; charset=utf-8').send(page(t('identity.signUpConfirm.title'), body, language));
    }
    request.log.info({ userId: account.userId }, 'account created');
    try {
      const { redirectTo } = await finishLogin({ req: request.raw, res: reply.raw }, account.userId);
      return reply.redirect(redirectTo, 303);
    } catch (error) {
      // Another browser, or the sign-in page expired: the account exists, so sign in from the start.
      if (error instanceof InteractionExpired) return reply.redirect(LOGIN_SCREEN, 303);
      throw error;
    }
  });

  if (identity.devTools) {
    // Development and tests only: sign in as a seeded social account, standing in for the social
    // connection an Auth0 tenant would offer (config.ts refuses this together with AUTH0_DOMAIN).
    route(app, identityEndpoints.submitSocialLogin, async (request, reply) => {
      const demo = DEMO_SOCIAL_ACCOUNTS[request.body.provider];
      const account = await accounts.findById(demo.userId);
      if (!account) throw new NotFound(`The demo ${request.body.provider} account is not seeded (SEED_DEMO_DATA=false).`);
      assertNotBlocked(account);
      return finishLogin({ req: request.raw, res: reply.raw }, account.userId);
    });
  }

  route(app, identityEndpoints.completePasswordReset, async (request) => {
    await resets.complete(request.body.ticket, request.body.newPassword);
    return { message: translate(readerLanguage(request))('identity.answers.passwordChanged') };
  });
};
