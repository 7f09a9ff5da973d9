import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Auth0User, Profile } from '#domain/identity/api/account.ts';
import * as identity from '#domain/identity/endpoints/account.ts';
import {
  isSocialAccount,
  passwordProblem,
  validatePasswordChange,
  validateProfileUpdate,
} from '#domain/identity/password.ts';
import { DomainError, Forbidden, InvalidInput, UpstreamFailure } from '../platform/errors.ts';
import { requireShopper } from '../platform/http/auth.ts';
import { route } from '../platform/http/endpoint.ts';
import { readerLanguage, translate } from '../platform/texts.ts';
import { ProviderCallFailed, providerMessage, type IdentityManagementClient } from './management-client.ts';

/** storefront.md §8: 'Invalid current password', shown as 'Current password is incorrect'. */
class InvalidCurrentPassword extends DomainError {
  readonly status = 400;
  readonly code = 'invalid_current_password';
}

const SOCIAL_READ_ONLY = { key: 'identity.errors.socialReadOnly' } as const;
const RESET_FAILED = { key: 'identity.errors.resetFailed' } as const;

function toProfile(user: Auth0User): Profile {
  return {
    user_id: user.user_id,
    email: user.email ?? null,
    email_verified: user.email_verified ?? false,
    name: user.name ?? '',
    nickname: user.nickname ?? '',
    created_at: user.created_at ?? null,
    updated_at: user.updated_at ?? null,
    user_metadata: user.user_metadata ?? {},
  };
}

/** storefront.md §8: 'Failed to update …: {status} {statusText}' or the provider's own message. */
function upstreamFailure(what: 'profile' | 'password', error: unknown): never {
  if (!(error instanceof ProviderCallFailed)) throw error;
  const { response } = error;
  const message = providerMessage(response);
  if (response.status === 400 && message) throw new InvalidInput(message);
  throw new UpstreamFailure(message ?? `Failed to update ${what}: ${response.status} ${response.statusText}`);
}

/**
 * The signed-in shopper's profile (storefront.md §2 My Profile, §5, §7, §8). The browser calls these;
 * the server calls the identity provider's Management API with its own credential, because a
 * shopper's token may not change name, nickname or password on a real Auth0 tenant.
 */
export const profileRoutes: FastifyPluginAsync<{ management: IdentityManagementClient }> = async (app, { management }) => {
  // Answers a person reads, in the request's language (decision 029); errors are worded by the error handler.
  const textsFor = (request: FastifyRequest) => translate(readerLanguage(request));
  route(app, identity.getMyProfile, async (request) => {
    const { sub } = requireShopper(request);
    return toProfile(await management.getUser(sub).catch((error: unknown) => upstreamFailure('profile', error)));
  });

  route(app, identity.updateMyProfile, async (request) => {
    const { sub } = requireShopper(request);
    if (isSocialAccount(sub)) throw new Forbidden(SOCIAL_READ_ONLY);
    const result = validateProfileUpdate(request.body);
    if (!result.ok) throw new InvalidInput(result.message);
    const { name, nickname } = result;
    const user = await management
      .updateUser(sub, { name, nickname, user_metadata: { name, nickname, updated_at: new Date().toISOString() } })
      .catch((error: unknown) => upstreamFailure('profile', error));
    return toProfile(user);
  });

  // Any account may keep a language, a social one too: it is metadata, not a profile field it gets from its provider.
  route(app, identity.setMyLanguage, async (request) => {
    const { sub } = requireShopper(request);
    const { language } = request.body;
    await management.updateUser(sub, { user_metadata: { language } }).catch((error: unknown) => upstreamFailure('profile', error));
    return { language };
  });

  route(app, identity.changeMyPassword, async (request) => {
    const { sub } = requireShopper(request);
    if (isSocialAccount(sub)) throw new Forbidden(SOCIAL_READ_ONLY);
    const problem = validatePasswordChange(request.body);
    if (problem) throw new InvalidInput(problem);
    const weak = passwordProblem(request.body.newPassword);
    if (weak) throw new InvalidInput(weak);

    const user = await management.getUser(sub).catch((error: unknown) => upstreamFailure('password', error));
    if (!(await management.verifyPassword(user.email, request.body.currentPassword).catch((e: unknown) => upstreamFailure('password', e)))) {
      throw new InvalidCurrentPassword({ key: 'identity.errors.currentPasswordIncorrect' });
    }
    await management
      .updateUser(sub, { password: request.body.newPassword, user_metadata: { password_updated_at: new Date().toISOString() } })
      .catch((error: unknown) => upstreamFailure('password', error));
    return { message: textsFor(request)('identity.answers.passwordUpdated') };
  });

  route(app, identity.requestMyPasswordReset, async (request) => {
    const { sub } = requireShopper(request);
    const user = await management.getUser(sub).catch((error: unknown) => upstreamFailure('profile', error));
    await management.requestPasswordReset(user.email).catch(() => {
      throw new UpstreamFailure(RESET_FAILED);
    });
    return { message: textsFor(request)('identity.answers.resetSent') };
  });

  // /forgot-password: anyone may ask; the answer is the same whether or not the address has an account.
  route(app, identity.requestPasswordReset, async (request) => {
    const email = request.body.email.trim();
    if (!email) throw new InvalidInput({ key: 'identity.errors.emailRequired' });
    await management.requestPasswordReset(email).catch(() => {
      throw new UpstreamFailure(RESET_FAILED);
    });
    return { message: textsFor(request)('identity.answers.resetSent') };
  });
};
