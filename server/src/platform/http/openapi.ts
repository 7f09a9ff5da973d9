import { z } from 'zod';
import { apiErrorBody } from '#domain/platform/api/platform.ts';
import { mcErrorBody } from '#domain/compat/api/mc.ts';
import { sfErrorBody } from '#domain/compat/api/sf.ts';
import type { Access, AnyEndpoint } from '#domain/platform/endpoint.ts';
import { openApiPath } from '#domain/platform/endpoint.ts';
import { allEndpoints, endpointName } from '#domain/endpoints.ts';

type JsonSchema = Record<string, unknown>;

/** Who may call, as the reference says it. */
const ACCESS_TEXT: Record<Access, string> = {
  anonymous: 'Anyone.',
  shopper: 'A signed-in account (bearer access token).',
  memberOwner: 'The account linked to the membership, or staff (cashier, manager, admin).',
  cashier: 'Staff with the role cashier (or manager, admin).',
  manager: 'Staff with the role manager (or admin).',
  admin: 'Staff with the role admin.',
  managementToken: "A Management API token of the identity provider; the scopes are checked as Auth0 does.",
  identityToken: 'An access token of the identity provider granted the openid scope (opaque, or a JWT for the shop API).',
  sfCompatClient: 'A client of the Salesforce-compatible surface: a bearer token from POST /services/oauth2/token.',
  mcCompatClient: 'A client of the Marketing Cloud-compatible surface: a bearer token from POST /v2/token.',
};

/** The compatible surfaces answer errors as the services they stand in for (docs/decisions/012). */
function errorSchemaOf(endpoint: AnyEndpoint): string {
  if (endpoint.tag === 'Salesforce-compatible') return 'SalesforceErrors';
  if (endpoint.tag === 'Marketing Cloud-compatible') return 'MarketingCloudError';
  return 'Error';
}

/** One line per tag of the reference (Redocly's tag-description rule); a new tag gets a line here. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  'Back office': 'The back office: users, members, catalogue, orders, programme, cases and the shop (managers and admins).',
  Benchmark: 'Routes of the benchmarks (BENCH_ROUTES only).',
  Catalogue: "The shop's products, categories and search.",
  Checkout: 'Coupons, checkout options, orders placed and their payments (Midtrans or the embedded provider).',
  'Help center': 'Questions and cases from shoppers.',
  Identity: "The account: profile, password, sign-up and the embedded identity provider's paths.",
  Loyalty: "A member's profile, vouchers, points history, rewards and games.",
  Marketing: 'The journey-event relay to the marketing service (/api/mc/mcpost).',
  'Marketing Cloud-compatible': "Marketing Cloud's token and journey-event paths, answered here (decision 012).",
  Membership: 'Joining the programme and linking a membership to an account.',
  Notifications: "A member's notification settings, stop links and the WhatsApp webhook.",
  POS: 'The till: shifts, Z reports, stores, products and sales.',
  'POS returns': 'Returns and refunds at the till.',
  Platform: "Health, the browser's configuration and this document.",
  Receipts: 'Receipts of till sales: shown, printed and e-mailed.',
  'Salesforce-compatible': "Salesforce Loyalty Management's token, Apex and Connect paths, answered by the embedded engine (decision 012).",
  Shop: "A shopper's own orders.",
  Storefront: "The storefront's home page, promotions and flash deals.",
};

const SECURITY_SCHEME: Partial<Record<Access, string>> = { sfCompatClient: 'sfCompatToken', mcCompatClient: 'mcCompatToken' };

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'Redirect',
  303: 'Redirect (see Location)',
  400: 'Invalid input: the message names the field and the rule.',
  401: 'No valid access token: sign in.',
  403: 'The account may not do this.',
  404: 'Not found.',
  409: 'Conflict.',
  410: 'Gone.',
  422: 'Refused by a business rule.',
  429: 'Too many requests: see Retry-After.',
  502: 'A service this server calls failed.',
  503: 'Unavailable.',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** Path, query or header parameters from an object schema: one entry per property. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query' | 'header'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function successResponse(status: number, schema: z.ZodType | null): JsonSchema {
  const description = STATUS_TEXT[status] ?? 'OK';
  if (!schema) return { description };
  return { description, content: { 'application/json': { schema: jsonSchema(schema, 'output') } } };
}

function errorResponses(endpoint: AnyEndpoint): Record<string, JsonSchema> {
  const error = { content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchemaOf(endpoint)}` } } } };
  const statuses: Record<number, string> = {};
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.headers) statuses[400] = STATUS_TEXT[400]!;
  if (endpoint.access !== 'anonymous') statuses[401] = STATUS_TEXT[401]!;
  if (!['anonymous', 'shopper', 'sfCompatClient', 'mcCompatClient'].includes(endpoint.access)) statuses[403] = STATUS_TEXT[403]!;
  for (const [status, text] of Object.entries(endpoint.errors ?? {})) if (text) statuses[Number(status)] = text;
  return Object.fromEntries(Object.entries(statuses).map(([status, description]) => [status, { description, ...error }]));
}

function operation(endpoint: AnyEndpoint): JsonSchema {
  const description = [endpoint.description, `**Who may call:** ${ACCESS_TEXT[endpoint.access]}`].filter(Boolean).join('\n\n');
  const encoding = endpoint.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return {
    operationId: endpointName(endpoint),
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description,
    'x-access': endpoint.access,
    // An anonymous operation says so (`security: []`): without it a reader (and Redocly's lint) cannot
    // tell "no token needed" from "forgot to say".
    security: endpoint.access === 'anonymous' ? [] : [{ [SECURITY_SCHEME[endpoint.access] ?? 'bearerAuth']: [] }],
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query'), ...parameters(endpoint.headers, 'header')],
    ...(endpoint.body ? { requestBody: { required: true, content: { [encoding]: { schema: jsonSchema(endpoint.body, 'input') } } } } : {}),
    responses: {
      ...Object.fromEntries(Object.entries(endpoint.responses).map(([status, schema]) => [status, successResponse(Number(status), schema ?? null)])),
      ...errorResponses(endpoint),
    },
  };
}

export interface OpenApiInfo {
  version: string;
  /** The origin shoppers and integrators use (PUBLIC_URL). */
  serverUrl: string;
}

/**
 * The OpenAPI 3.1 document of the endpoints this server registered, generated from their declarations
 * (domain/endpoints): paths, parameters, bodies and answers as JSON Schema (zod's own converter), who
 * may call each, and the errors worth knowing. Development and benchmark routes are left out.
 */
export function openApiDocument(endpoints: readonly AnyEndpoint[], info: OpenApiInfo): JsonSchema {
  // In the order of the declarations (domain/endpoints.ts), not of registration.
  const listed = endpoints.filter((e) => !e.internal).sort((a, b) => allEndpoints.indexOf(a) - allEndpoints.indexOf(b));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of listed) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  const tags = [...new Set(listed.map((e) => e.tag))].map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lumbung API',
      version: info.version,
      description:
        "The storefront, loyalty programme and cashier checkout of one shop. Errors have one shape, `{ error: { code, message } }`, with a message written for a person. Money is whole rupiah.",
    },
    servers: [{ url: info.serverUrl }],
    tags,
    paths,
    components: {
      schemas: { Error: jsonSchema(apiErrorBody, 'output'), SalesforceErrors: jsonSchema(sfErrorBody, 'output'), MarketingCloudError: jsonSchema(mcErrorBody, 'output') },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token of the identity provider (the embedded one at /idp, or the Auth0 tenant), audience AUTH0_AUDIENCE.',
        },
        sfCompatToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token of the Salesforce-compatible surface (POST /services/oauth2/token, client credentials); it lives 5 minutes.',
        },
        mcCompatToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token of the Marketing Cloud-compatible surface (POST /v2/token, client credentials); it lives expires_in seconds.',
        },
      },
    },
  };
}
