import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AnyEndpoint, EndpointReply, EndpointRequestParts, MembershipNumberAt } from '#domain/platform/endpoint.ts';
import { requireAccess, type ClientTokenCheck, type MembershipNumberOf, type OwnerCheck } from './auth.ts';
import type { RouteRateLimit } from './rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every endpoint this server registered, in order: the OpenAPI document and the route check read it. */
    endpoints: AnyEndpoint[];
    /** Every route Fastify registered ('GET /api/products'), declared or not: the route check compares. */
    routeKeys: string[];
  }
}

/** The request a handler gets: Fastify's, with params, query, headers and body typed by the declaration. */
type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: EndpointRequestParts<E>['params'];
  Querystring: EndpointRequestParts<E>['query'];
  Headers: EndpointRequestParts<E>['headers'];
  Body: EndpointRequestParts<E>['body'];
}>;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

export interface EndpointOptions {
  /** Per-client limit (@fastify/rate-limit), e.g. RATE_LIMITS.memberWrites. */
  rateLimit?: RouteRateLimit;
  /** For `memberOwner` endpoints: whether the caller owns the membership the request is about (loyalty/membership/ownership.ts). */
  owner?: OwnerCheck;
  /** For `sfCompatClient` and `mcCompatClient` endpoints: checks the compatible surface's bearer token. */
  clientToken?: ClientTokenCheck;
}

/** Keeps the lists of registered endpoints and routes on the root instance (call once, before any route). */
export function registerEndpointList(app: FastifyInstance): void {
  app.decorate('endpoints', []);
  app.decorate('routeKeys', []);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) app.routeKeys.push(`${method} ${options.url}`);
  });
}

/**
 * Registers one declared endpoint: its method and path, its schemas (validated on the way in, and the
 * answer serialised through them on the way out) and its access level, checked in `onRequest` (before the
 * body is read, so an anonymous caller gets 401 whatever it sent) and, for a member's own data, in
 * `preHandler` (the owner check reads the validated request). The handler does the work.
 */
export function route<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: EndpointOptions = {}): void {
  const { params, query, headers, body } = endpoint;
  const response = Object.fromEntries(Object.entries(endpoint.responses).filter(([, schema]) => schema != null));
  const { onRequest, preHandler } = requireAccess(endpoint.access, {
    owner: options.owner,
    membershipNumberOf: endpoint.membershipNumberAt && membershipNumberReader(endpoint.membershipNumberAt),
    clientToken: options.clientToken,
  });
  const routeOptions: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(headers ? { headers } : {}),
      ...(body ? { body } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    ...(onRequest ? { onRequest } : {}),
    ...(preHandler ? { preHandler } : {}),
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    handler: handler as unknown as RouteOptions['handler'],
  };
  app.route(routeOptions);
  app.endpoints.push(endpoint);
}

/**
 * Reads the membership number where a declaration says it is. The declaration's type has checked that
 * the field is text in that part's schema; the request here is any route's, so the value is checked again.
 */
function membershipNumberReader(at: MembershipNumberAt): MembershipNumberOf {
  return (request) => {
    const part: unknown = at.in === 'params' ? request.params : at.in === 'query' ? request.query : request.body;
    if (typeof part !== 'object' || part === null) return undefined;
    const value: unknown = Reflect.get(part, at.field);
    return typeof value === 'string' ? value : undefined;
  };
}
