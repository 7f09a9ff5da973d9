import type { Text } from '#domain/texts/index.ts';

/**
 * Typed domain errors. Services throw these; platform/http/error-handler.ts maps them to HTTP once.
 * Their message is for a person: a catalogue text (decision 029), worded in the request's language
 * when it is sent. `message` keeps the key for logs.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  /** What the person reads; absent only on errors still worded in code (being moved to the catalogues). */
  readonly text?: Text;
  constructor(message: string | Text) {
    super(typeof message === 'string' ? message : message.key);
    if (typeof message !== 'string') this.text = message;
    this.name = new.target.name;
  }
}

/** Field name -> what to fix, for a form to show beside its fields ({ firstName: 'First name is required' }). */
export type FieldMessages = Record<string, string | Text>;

export class InvalidInput extends DomainError {
  readonly status = 400;
  readonly code = 'invalid_input';
  constructor(
    message: string | Text,
    readonly fields?: FieldMessages,
  ) {
    super(message);
  }
}

export class Unauthorized extends DomainError {
  readonly status = 401;
  readonly code = 'unauthorized';
}

export class Forbidden extends DomainError {
  readonly status = 403;
  readonly code = 'forbidden';
}

export class NotFound extends DomainError {
  readonly status = 404;
  readonly code = 'not_found';
}

export class Conflict extends DomainError {
  readonly status = 409;
  readonly code = 'conflict';
}

/** A blocked membership (decision 017) was asked to earn or redeem: the message says so for the till. */
export class MemberBlocked extends DomainError {
  readonly status = 409;
  readonly code = 'member_blocked';
}

export class InsufficientPoints extends DomainError {
  readonly status = 422;
  readonly code = 'insufficient_points';
}

export class TooManyRequests extends DomainError {
  readonly status = 429;
  readonly code = 'rate_limited';
}

export class UpstreamFailure extends DomainError {
  readonly status = 502;
  readonly code = 'upstream_failure';
}

/**
 * The hosted loyalty service refused a request (loyalty-pos.md §8: its body, prefixed by the
 * operation's 'Failed to …'). Its 4xx statuses pass through so a caller can tell "not found" from "bad
 * input"; anything else (5xx, 401 after a fresh token) is our gateway's failure, 502.
 */
export class LoyaltyServiceRefused extends DomainError {
  readonly code = 'loyalty_service_error';
  constructor(
    message: string | Text,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A part the server needs does not answer (the database): load balancers take the instance out. */
export class ServiceUnavailable extends DomainError {
  readonly status = 503;
  constructor(
    readonly code: string,
    message: string | Text,
  ) {
    super(message);
  }
}
