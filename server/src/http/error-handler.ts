import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#domain/api.ts';
import { DomainError } from '../errors.ts';

function body(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** Human-readable summary of a request validation failure: "body.points: Expected a whole number". */
function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((v) => {
        const where = [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.');
        return `${where}: ${v.message}`;
      })
      .join('; ');
  }
  return error.message;
}

/** The SQLSTATE of a database error, also when Drizzle wraps it (DrizzleQueryError.cause). */
function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One error format for every 4xx/5xx: `{ error: { code, message } }`. A 5xx never leaks internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.status).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(body('invalid_input', validationMessage(error)));
    }
    // PostgreSQL refuses text it cannot store (a NUL character): the request's fault, not ours.
    if (sqlStateOf(error) === '22021') {
      return reply.status(400).send(body('invalid_input', 'Text cannot contain NUL characters.'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large, ...
      const code = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'invalid_json'
        : status === 429
          ? 'rate_limited'
          : 'bad_request';
      const message = code === 'invalid_json' ? 'The request body is not valid JSON.' : error.message;
      return reply.status(status).send(body(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}

export function apiNotFound(method: string, url: string): ApiErrorBody {
  return body('not_found', `No such endpoint: ${method} ${url.split('?')[0]}`);
}
