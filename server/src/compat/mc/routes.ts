import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as mc from '#domain/compat/endpoints/mc.ts';
import type { Clock } from '../../platform/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import { englishMessage } from '../../platform/texts.ts';
import type { ConfiguredClient } from '../client-tokens.ts';
import { route } from '../../platform/http/endpoint.ts';
import { RATE_LIMITS } from '../../platform/http/rate-limits.ts';
import { validationMessage } from '../../platform/http/error-handler.ts';
import { OAuthRefusal } from '../sf/tokens.ts';
import { recordReceivedEvents } from './events.ts';
import { McCompatTokens } from './tokens.ts';

export interface McCompatOptions {
  client: ConfiguredClient;
  clock: Clock;
}

/** Marketing Cloud's REST error body: `{ message, errorcode, documentation }` (10000: bad request). */
const mcError = (message: string, errorcode: number) => ({ message, errorcode, documentation: '' });

function registerMcErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof OAuthRefusal) {
      return reply.status(error.status).send({ error: error.error, error_description: error.description, error_uri: 'https://developer.salesforce.com/docs' });
    }
    if (error instanceof DomainError) {
      // RFC 6750's challenge: the SDKs (fuel-rest, sfmc-sdk) read invalid_token as "get a new token and retry".
      if (error.status === 401) reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return reply.status(error.status).send(mcError(englishMessage(error), error.status === 401 ? 0 : 10000));
    }
    if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send(mcError(validationMessage(error), 10000));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(mcError(error.message, 10000));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(mcError('An unexpected error occurred. Please try again.', 0));
  });
}

/** The paths of the surface: the auth host's /v2/… and the REST host's /interaction/…. */
const MC_PREFIXES = ['/v2', '/interaction'];

/** Marketing Cloud's answer for a path it does not serve (its "Generic Exception" code). */
const mcNotFound: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(mcError('The requested resource does not exist.', 10000)));
};

/**
 * The Marketing Cloud-compatible journey-event surface (domain/compat/endpoints/mc.ts): a client's
 * events go into the embedded sink's store, so our own Marketing Cloud sink can be pointed at a
 * Lumbung and tested against it.
 */
export const mcCompatRoutes: FastifyPluginAsync<McCompatOptions> = async (app, { client, clock }) => {
  registerMcErrorHandling(app);
  // Any other path under the surface's prefixes is Marketing Cloud's 404, whatever the token.
  for (const prefix of MC_PREFIXES) await app.register(mcNotFound, { prefix });
  const tokens = new McCompatTokens(client, clock);
  const signedIn = { clientToken: tokens.check };

  route(app, mc.token, async (request) => tokens.signIn(request.body, `${request.protocol}://${request.host}`), { rateLimit: RATE_LIMITS.compatTokens });

  route(
    app,
    mc.fireEvent,
    async (request, reply) => {
      const [eventInstanceId] = await recordReceivedEvents(app.db, [request.body], clock.now());
      return reply.status(201).send({ eventInstanceId: eventInstanceId ?? '' });
    },
    signedIn,
  );

  route(
    app,
    mc.fireEventsAsync,
    async (request, reply) => {
      const { eventDefinitionKey, members } = request.body;
      const events = members.map((member) => ({ ContactKey: member.contactKey, EventDefinitionKey: eventDefinitionKey, Data: member.data }));
      const ids = await recordReceivedEvents(app.db, events, clock.now());
      return reply.status(202).send({
        requestId: randomUUID(),
        count: members.length,
        notQueuedCount: 0,
        members: members.map((member, index) => ({ contactKey: member.contactKey, eventInstanceId: ids[index] ?? '' })),
      });
    },
    signedIn,
  );
};
