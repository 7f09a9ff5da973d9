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

/** An OpenAPI 3.1 document (generated on the server from the endpoint declarations). */
export const openApiDocumentResponse = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

// ---------------------------------------------------------------- /config.json (public settings)
/** The seller as /config.json gives it to the browser (SHOP_* variables): receipts and the storefront's contact block. */
export const shopIdentity = z.object({
  name: z.string(),
  address: z.string(),
  npwp: z.string(),
  phone: z.string(),
  /** The phone in international digits for wa.me links ('6281210002026'). */
  whatsappNumber: z.string(),
  email: z.string(),
});
export type ShopIdentity = z.infer<typeof shopIdentity>;

/** The only identity settings the browser gets (an allow-list: no secret ever goes here). */
export const publicIdentityConfig = z.object({
  provider: z.enum(['embedded', 'auth0']),
  /** The SDK's `domain`: 'http://localhost:3000/idp' or 'https://shop.eu.auth0.com'. */
  domain: z.string(),
  /** The tokens' issuer when it is not `domain` + '/' (the embedded provider with IDP_ORIGIN, decision 037). */
  issuer: z.string().optional(),
  clientId: z.string(),
  audience: z.string(),
  managementAudience: z.string(),
  /** Claim of the roles in access tokens (e.g. 'https://lumbung.shop/roles'). */
  rolesClaim: z.string(),
  /** Development and tests only: the embedded sign-in page offers demo social accounts. */
  devSocialLogin: z.boolean(),
  /** The seller (SHOP_* variables): the storefront's contact block and the receipts. */
  shop: shopIdentity,
  /** Whether sales are booked here and have receipts (false when the hosted loyalty service books them). */
  receipts: z.boolean(),
});
export type PublicIdentityConfig = z.infer<typeof publicIdentityConfig>;
