import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers are written (docs/decisions/019-request-path.md). fastify-type-provider-zod
 * re-validated every answer of ours with zod and then ran JSON.stringify: a walk of the whole value and
 * a copy of it, on every request. Where a response schema has a plain JSON Schema equivalent, it is now
 * compiled once into a fast-json-stringify function, which writes only the declared properties (as
 * zod's parse strips unknown ones) in one pass. The rest (schemas with transforms, codecs, defaults or
 * anything JSON Schema cannot say) keep the zod serializer.
 *
 * `verify` (on under the tests, NODE_ENV=test) writes every answer both ways, answers with zod's, and
 * throws when the two differ, so the whole integration suite proves the compiled writers say exactly
 * what zod says.
 */
export interface SerializerOptions {
  verify: boolean;
}

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/** The compiled writer of a zod schema, or null when it must stay with zod. */
export function compileResponseWriter(schema: unknown): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  let output: unknown;
  let input: unknown;
  try {
    output = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    input = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  // A transform, codec or default makes the two sides differ: encoding would change the value.
  if (!isDeepStrictEqual(withoutClosedObjects(output), withoutClosedObjects(input))) return null;
  try {
    return fastJsonStringify(output as Parameters<typeof fastJsonStringify>[0]) as Serialize;
  } catch {
    return null;
  }
}

/** The JSON Schema without `additionalProperties: false` (zod closes objects on the output side only). */
function withoutClosedObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClosedObjects);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'additionalProperties' && item === false) continue;
    if (key === '$schema') continue;
    copy[key] = withoutClosedObjects(item);
  }
  return copy;
}

/** Under the tests, every compiled writer is checked against zod's (see above). */
const VERIFY_WRITERS = process.env.NODE_ENV === 'test';

export function createResponseSerializerCompiler(options: SerializerOptions): FastifySerializerCompiler<unknown> {
  return (routeSchema: RouteSchema) => {
    const zodWriter = zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    const where = `${routeSchema.method} ${routeSchema.url} ${routeSchema.httpStatus ?? ''}`.trim();
    return chooseWriter(routeSchema.schema, zodWriter, where, options);
  };
}

/**
 * The writer of one response schema outside a route's serialisation, for answers that are kept as
 * JSON text (the catalogue cache): the same choice and the same check as the routes'.
 */
export function responseWriter<T>(schema: z.ZodType<T>, where: string, options: SerializerOptions = { verify: VERIFY_WRITERS }): (data: T) => string {
  const zodWriter: Serialize = (data) => JSON.stringify(z.encode(schema, data as T));
  return chooseWriter(schema, zodWriter, where, options);
}

/**
 * Compiled writers by schema, for every app in this process (tests build many). Compiling all 78
 * takes most of a second, so each one is compiled when its route first answers, not at start.
 */
const compiled = new WeakMap<object, Serialize | null>();

function compiledWriter(schema: unknown): Serialize | null {
  if (schema === null || typeof schema !== 'object') return null;
  let writer = compiled.get(schema);
  if (writer === undefined) {
    writer = compileResponseWriter(schema);
    compiled.set(schema, writer);
  }
  return writer;
}

function chooseWriter(schema: unknown, zodWriter: Serialize, where: string, options: SerializerOptions): Serialize {
  let fastWriter: Serialize | null | undefined;
  return (data: unknown) => {
    fastWriter ??= compiledWriter(schema);
    if (!fastWriter) return zodWriter(data);
    if (!options.verify) return fastWriter(data);
    const expected = zodWriter(data);
    let actual: string;
    try {
      actual = fastWriter(data);
    } catch (error) {
      throw new Error(`the compiled writer of ${where} failed where zod wrote ${expected}`, { cause: error });
    }
    if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
      throw new Error(`the compiled writer of ${where} wrote ${actual}, zod wrote ${expected}`);
    }
    return expected;
  };
}
