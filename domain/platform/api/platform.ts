/**
 * The HTTP contract: zod schemas of every /api request and response. The server validates with
 * them and the web client derives its types from them, so neither side copies a shape by hand.
 */
import { z } from 'zod';

// ---------------------------------------------------------------- errors
/**
 * Every 4xx/5xx answer. `fields` (bad input only) names the fields to fix, each with a message a
 * person can act on, keyed by the field's own name: `{ firstName: 'First name is required' }`.
 */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe("Bad input only: the fields to fix, by the field's own name, each with a message to show beside it."),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

// ---------------------------------------------------------------- health and version
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export const metaResponse = z.object({ version: z.string() });
export type Meta = z.infer<typeof metaResponse>;

/** An OpenAPI 3.1 document (generated on the server from the endpoint declarations). */
export const openApiDocumentResponse = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
