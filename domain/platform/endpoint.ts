/**
 * What an endpoint declaration is. Each HTTP endpoint is declared once, in `domain/<context>/endpoints/<area>.ts`:
 * method, path pattern, the zod schemas of its params, query, headers, body and answers, and who may
 * call it. The server registers its route from the declaration (server/src/platform/http/endpoint.ts), the web
 * calls it through `api.call(endpoint, input)` (web/src/api/client.ts), and /api/openapi.json is
 * generated from it.
 *
 * This file is imported by the browser at run time, so it imports zod's types only.
 */
import type { z } from 'zod';

/**
 * Who may call an endpoint; the server checks it before the body is read.
 * - anonymous: anyone;
 * - shopper: any signed-in account (a bearer access token);
 * - memberOwner: the account linked to the membership the request names, or staff;
 * - cashier, manager, admin: the roles claim of the access token; admin ⊃ manager ⊃ cashier;
 * - managementToken: a token of the identity provider's Management API audience, whose scopes the
 *   handler checks (Auth0's rules: `read:users`, or `read:current_user` for one's own id);
 * - identityToken: an access token of the identity provider, checked by the handler as OpenID Connect's
 *   userinfo does (an opaque token of the provider's, or a JWT for the shop's API granted `openid`);
 * - sfCompatClient: a bearer token of the Salesforce-compatible surface's own client-credentials sign-in
 *   (POST /services/oauth2/token), not an identity-provider token;
 * - mcCompatClient: likewise for the Marketing Cloud-compatible surface (POST /v2/token).
 */
export const ACCESS_LEVELS = ['anonymous', 'shopper', 'memberOwner', 'cashier', 'manager', 'admin', 'managementToken', 'identityToken', 'sfCompatClient', 'mcCompatClient'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A schema, or null for an answer without a JSON body (a redirect, plain text). */
type ResponseSchema = z.ZodType | null;

/**
 * Where a `memberOwner` request names its member: a path parameter, a query parameter or a body field
 * (docs/decisions/009-membership-ownership.md). The server's owner check reads the validated request there.
 */
export interface MembershipNumberAt {
  in: 'params' | 'query' | 'body';
  field: string;
}

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify's pattern: `/api/loyalty/members/:membershipNumber`. */
  path: string;
  access: Access;
  /** One line for the API reference. */
  summary: string;
  /** More for the API reference: rules, retries, errors. */
  description?: string;
  /** The API reference's group: the declaring file's area (see `declareEndpoints`). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** How the body is sent: JSON (the default) or an HTML form post. */
  bodyEncoding?: 'json' | 'form';
  /** Every successful status with its body. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302 | 303, ResponseSchema>>;
  /** Client errors worth naming in the reference, beyond the ones the access level and schemas imply. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 502 | 503, string>>;
  /** `memberOwner` endpoints only, and required there: where the request names its member. */
  membershipNumberAt?: MembershipNumberAt;
  /** Left out of the API reference (benchmark and development routes). */
  internal?: boolean;
}

/** The fields of a request part that hold text (a membership number is text), present or optional. */
type TextFields<Part> = { [K in keyof Part & string]-?: Part[K] extends string | undefined ? K : never }[keyof Part & string];
type TextFieldsOf<S> = S extends z.ZodType ? TextFields<z.output<S>> : never;

/** The places a declaration may name for its membership number: a text field of its params, query or body. */
type MembershipNumberPlaces<Spec extends Omit<EndpointSpec, 'tag'>> =
  | { in: 'params'; field: TextFieldsOf<Spec['params']> }
  | { in: 'query'; field: TextFieldsOf<Spec['query']> }
  | { in: 'body'; field: TextFieldsOf<Spec['body']> };

/** A `memberOwner` endpoint says where its membership number is; no other endpoint names one. */
type OwnershipRule<Spec extends Omit<EndpointSpec, 'tag'>> = Spec['access'] extends 'memberOwner'
  ? { membershipNumberAt: MembershipNumberPlaces<Spec> }
  : { membershipNumberAt?: never };

/**
 * The declaring function of one area: `const endpoint = declareEndpoints('POS')`, then
 * `export const placeOrder = endpoint({ method: 'POST', path: '/api/pos/orders', ... })`. The literal
 * types (method, path, schemas) are kept, so both sides get exact types.
 */
export function declareEndpoints<const Tag extends string>(tag: Tag) {
  return <const Spec extends Omit<EndpointSpec, 'tag'>>(spec: Spec & OwnershipRule<Spec>): Spec & { tag: Tag } => ({ ...spec, tag });
}

export type AnyEndpoint = EndpointSpec;

// ---------------------------------------------------------------- paths

/** Fills a path pattern's `:name` parameters, each URL-encoded. A missing parameter is a bug: it throws. */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** OpenAPI's form of a path pattern: '/a/:id' -> '/a/{id}'. */
export function openApiPath(pattern: string): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

// ---------------------------------------------------------------- what a caller sends and gets

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** A part that is required when its schema has a required key, optional otherwise. */
type Part<Key extends string, S> = S extends z.ZodType
  ? Record<string, never> extends SchemaInput<S>
    ? { [K in Key]?: SchemaInput<S> }
    : { [K in Key]: SchemaInput<S> }
  : { [K in Key]?: never };

/** What the web passes to `api.call(endpoint, input)`: params, query, headers and body as the schemas take them. */
export type EndpointInput<E extends AnyEndpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'headers', E['headers']> &
  Part<'body', E['body']>;

/** True when nothing in the input is required, so `api.call(endpoint)` may leave it out. */
export type InputIsOptional<E extends AnyEndpoint> = Record<string, never> extends EndpointInput<E> ? true : false;

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: the union of the declared 2xx bodies (redirects and empty answers are `undefined`). */
export type EndpointResult<E extends AnyEndpoint> = {
  [Status in keyof E['responses']]: Status extends SuccessStatus
    ? E['responses'][Status] extends z.ZodType
      ? SchemaOutput<E['responses'][Status]>
      : undefined
    : never;
}[keyof E['responses']];

/** What the server handler receives (after validation and transforms). */
export interface EndpointRequestParts<E extends AnyEndpoint> {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
  headers: E['headers'] extends z.ZodType ? z.output<E['headers']> : Record<string, string | string[] | undefined>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
}

/** What the server handler may return: any declared body, as the schema takes it in. */
export type EndpointReply<E extends AnyEndpoint> = {
  [Status in keyof E['responses']]: E['responses'][Status] extends z.ZodType ? z.input<E['responses'][Status]> : undefined;
}[keyof E['responses']];
