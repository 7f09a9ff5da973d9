/**
 * One rule at the edge for every request (docs/decisions/011-input-guard.md): before any
 * schema or handler sees a request, its body, query, path parameters and headers are walked once:
 *
 * - no text carries a NUL character or an unpaired UTF-16 surrogate (PostgreSQL cannot store either,
 *   and a lone surrogate turns into U+FFFD or an encoding error somewhere downstream);
 * - JSON nests at most MAX_INPUT_DEPTH levels (a 5,000-deep `Data` reached the database before);
 * - no key is `__proto__`, `constructor` or `prototype` (prototype pollution, in any parser).
 *
 * A request that breaks one gets 400 `invalid_input` with the field's name in `fields`; nothing runs.
 * Fastify's JSON parser is told to let `__proto__` through (app.ts: JSON.parse makes it a harmless own
 * key), so this one rule refuses those names, with a message saying which, for JSON, form posts and
 * query strings alike.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInput } from '../errors.ts';

export const MAX_INPUT_DEPTH = 32;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INPUT_MESSAGES = {
  nul: 'Text cannot contain NUL characters.',
  surrogate: 'Text cannot contain broken characters (an unpaired surrogate). Retype it.',
  depth: `The request nests deeper than ${MAX_INPUT_DEPTH} levels.`,
  key: (key: string) => `The name '${key}' cannot be used as a field.`,
} as const;

export interface InputProblem {
  /** The field the problem is in (its own name, or the name of the object holding it), if any. */
  field: string | null;
  message: string;
}

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return INPUT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.surrogate;
  return null;
}

/**
 * The first problem in a parsed value, or null. Iterative (an explicit stack), so a deep value cannot
 * overflow the call stack; it stops at the first problem.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const stack: { value: unknown; depth: number; field: string | null }[] = [{ value, depth: 0, field: null }];
  while (stack.length > 0) {
    const { value: current, depth, field } = stack.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { field, message };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field, message: INPUT_MESSAGES.depth };
    if (Array.isArray(current)) {
      for (const item of current) stack.push({ value: item, depth: depth + 1, field });
      continue;
    }
    for (const key of Object.keys(current)) {
      if (FORBIDDEN_KEYS.has(key)) return { field: key, message: INPUT_MESSAGES.key(key) };
      const keyMessage = textProblem(key);
      if (keyMessage) return { field, message: keyMessage };
      stack.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1, field: key });
    }
  }
  return null;
}

/** The parts of a request a handler may read. */
function requestParts(request: FastifyRequest): unknown[] {
  // Header names are the client's business (and may be anything); their values are checked.
  return [request.params, request.query, Object.values(request.headers), request.body];
}

/** Registers the guard for every route of the app (call before the routes). */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of requestParts(request)) {
      const problem = findInputProblem(part);
      if (problem) throw new InvalidInput(problem.message, problem.field ? { [problem.field]: problem.message } : undefined);
    }
  });
}
