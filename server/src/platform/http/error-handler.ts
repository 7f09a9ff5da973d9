import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#domain/platform/api/platform.ts';
import { isDatabaseUnreachable, sqlStateOf } from '../db/client.ts';
import type { Language } from '#domain/platform/language.ts';
import type { Text } from '#domain/texts/index.ts';
import { aboutField, isZodWording, wordMessage, zodIssueText } from '#domain/texts/schema-messages.ts';
import { DomainError, InvalidInput, type FieldMessages } from '../errors.ts';
import { render, requestedLanguage, translate } from '../texts.ts';

function body(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fields && Object.keys(fields).length > 0 ? { fields } : {}) } };
}

/** A message as the reader reads it: a catalogue text in their language, or a string still worded in code. */
function worded(message: string | Text, language: Language): string {
  return typeof message === 'string' ? wordMessage(translate(language), message) : render(message, language);
}

function wordedFields(fields: FieldMessages | undefined, language: Language): Record<string, string> | undefined {
  return fields && Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, worded(message, language)]));
}

/** What a 503 for an unreachable database asks the client to wait: the pool reconnects on the next request. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const PART_NAMES = { body: 'errors.platform.part.body', querystring: 'errors.platform.part.query', params: 'errors.platform.part.path', headers: 'errors.platform.part.headers' } as const;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * A request validation failure as a person reads it (decision 011): each problem keyed by the name of the
 * field it is about (the last named step of its path: `associatedContactDetails.firstName` ->
 * `firstName`), for a form to show beside the field; the message lists them without schema paths.
 * Our schemas word their messages for a person; zod's own are worded from the catalogue by what zod
 * found, with the field's label in the reader's language in front (schema-messages.ts: 'Name: At most
 * 100 characters.', never the schema's key or zod's 'Too big: …').
 */
function validationProblems(
  issues: { instancePath: string; keyword?: string; message?: string; params?: Record<string, unknown> }[],
  part = 'body',
  language: Language = 'en',
  /** 'key' for the compatible surfaces, whose clients are programs that know the fields by their keys. */
  naming: 'label' | 'key' = 'label',
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter((step) => step !== '' && !/^\d+$/.test(step)).at(-1);
    const message = issue.message || 'errors.platform.invalidValue';
    const t = translate(language);
    const partName = PART_NAMES[part as keyof typeof PART_NAMES];
    let line: string;
    if (!isZodWording(message)) line = sentence(worded(message, language));
    else if (field !== undefined && naming === 'label') line = aboutField(t, field, zodIssueText({ ...issue.params, code: issue.keyword, message }));
    else line = sentence(`${field ?? (partName ? t(partName) : part)}: ${render(zodIssueText({ ...issue.params, code: issue.keyword, message }), language)}`);
    if (field && !(field in fields)) fields[field] = line;
    if (!messages.includes(line)) messages.push(line);
  }
  return { message: messages.join(' '), fields };
}

/** A request validation failure in one line, for surfaces with their own error shape (sf-compat, mc-compat). */
export function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) return validationProblems(error.validation, error.validationContext, 'en', 'key').message;
  return error.message;
}

/** Fastify's own refusals a person can meet, worded; the rest keep Fastify's (English) message. */
const FASTIFY_TEXTS: Record<string, Text['key']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.platform.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.platform.unsupportedMediaType',
};

/**
 * One error format for every 4xx/5xx: `{ error: { code, message } }`. A 5xx never leaks internals.
 */
export function registerErrorHandling(app: FastifyInstance, defaultLanguage: () => Language): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestedLanguage(request) ?? defaultLanguage();
    if (error instanceof DomainError) {
      const fields = error instanceof InvalidInput ? wordedFields(error.fields, language) : undefined;
      return reply.status(error.status).send(body(error.code, worded(error.text ?? error.message, language), fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, fields } = validationProblems(error.validation, error.validationContext, language);
      return reply.status(400).send(body('invalid_input', message, fields));
    }
    // PostgreSQL refuses text it cannot store (a NUL character): the request's fault, not ours.
    if (sqlStateOf(error) === '22021') {
      return reply.status(400).send(body('invalid_input', worded('errors.platform.nulCharacter', language)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('internal', worded('errors.platform.internal', language)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large, ...
      const code = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'invalid_json'
        : status === 429
          ? 'rate_limited'
          : 'bad_request';
      const message = code === 'invalid_json' ? worded('errors.platform.invalidJson', language) : worded(FASTIFY_TEXTS[error.code] ?? error.message, language);
      return reply.status(status).send(body(code, message));
    }
    // The database is down or restarting: not the request's fault, and it may be sent again as it was.
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(body('database_unavailable', worded('errors.platform.databaseUnavailable', language)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', worded('errors.platform.internal', language)));
  });
}

/**
 * Errors Fastify answers before any route runs (Fastify's `frameworkErrors` option): a path whose
 * percent-escapes are not UTF-8, a path parameter over the length limit. Same shape as the rest.
 */
export function frameworkErrors(defaultLanguage: () => Language) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const language = requestedLanguage(request) ?? defaultLanguage();
    if (error.code === 'FST_ERR_BAD_URL') {
      void reply.status(400).send(body('invalid_input', worded('errors.platform.brokenEscape', language)));
    } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      void reply.status(414).send(body('invalid_input', worded('errors.platform.addressTooLong', language)));
    } else {
      void reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send(body('bad_request', error.message));
    }
  };
}

export function apiNotFound(method: string, url: string, language: Language): ApiErrorBody {
  return body('not_found', render({ key: 'errors.platform.noSuchEndpoint', values: { method, path: url.split('?')[0] ?? url } }, language));
}
