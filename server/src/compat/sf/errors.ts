import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { SfErrorBody } from '#domain/compat/api/sf.ts';
import { DomainError } from '../../platform/errors.ts';
import { englishMessage } from '../../platform/texts.ts';
import { sqlStateOf } from '../../platform/db/client.ts';
import { validationMessage } from '../../platform/http/error-handler.ts';
import { OAuthRefusal } from './tokens.ts';

/**
 * Salesforce's errorCode for each of our error codes; any other code is sent upper-cased
 * (conflict -> CONFLICT, insufficient_points -> INSUFFICIENT_POINTS). The status stays ours, so a
 * client sees the same 404/409/422 as our own API gives.
 */
const ERROR_CODES: Record<string, string> = {
  invalid_input: 'INVALID_INPUT',
  unauthorized: 'INVALID_SESSION_ID',
  forbidden: 'INSUFFICIENT_ACCESS',
  not_found: 'NOT_FOUND',
  rate_limited: 'REQUEST_LIMIT_EXCEEDED',
};

export const sfErrors = (message: string, errorCode: string): SfErrorBody => [{ message, errorCode }];

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/**
 * The surface's error handler (set on its own plugin, so the rest of the server keeps
 * `{ error: { code, message } }`): Salesforce's JSON array `[{ message, errorCode }]`, which the spec's
 * client reads "between the first '[' and the last ']'" (loyalty-pos.md §8), and for the sign-in the
 * OAuth body `{ error, error_description }`.
 */
export function registerSfErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof OAuthRefusal) {
      return reply.status(error.status).send({ error: error.error, error_description: error.description });
    }
    if (error instanceof DomainError) {
      // The original's English, whatever the caller's language (decision 029): a catalogue text is worded in English here.
      return reply.status(error.status).send(sfErrors(englishMessage(error), ERROR_CODES[error.code] ?? error.code.toUpperCase()));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that does not name something we serve (an API version out of range, a malformed
      // number) is a resource that does not exist, as Salesforce says it; a bad query or body is input.
      if (error.validationContext === 'params') {
        return reply.status(404).send(sfErrors(`The requested resource does not exist (${validationMessage(error)})`, 'NOT_FOUND'));
      }
      if (request.url.startsWith('/services/oauth2/')) {
        return reply.status(400).send({ error: 'invalid_request', error_description: validationMessage(error) });
      }
      return reply.status(400).send(sfErrors(validationMessage(error), 'INVALID_INPUT'));
    }
    if (sqlStateOf(error) === '22021') return reply.status(400).send(sfErrors('Text cannot contain NUL characters.', 'INVALID_INPUT'));
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(sfErrors(UNEXPECTED, 'UNKNOWN_EXCEPTION'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const invalidJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
      if (invalidJson) return reply.status(400).send(sfErrors('The request body is not valid JSON.', 'JSON_PARSER_ERROR'));
      return reply.status(status).send(sfErrors(error.message, status === 429 ? 'REQUEST_LIMIT_EXCEEDED' : 'INVALID_INPUT'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(sfErrors(UNEXPECTED, 'UNKNOWN_EXCEPTION'));
  });
}
