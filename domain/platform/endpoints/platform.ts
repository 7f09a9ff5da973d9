/** What every deployment answers: health, version and the browser's public settings. */
import { healthResponse, metaResponse, openApiDocumentResponse, publicIdentityConfig } from '../api/platform.ts';
import { declareEndpoints } from '../endpoint.ts';

const endpoint = declareEndpoints('Platform');

export const health = endpoint({
  method: 'GET',
  path: '/healthz',
  access: 'anonymous',
  summary: 'For load balancers: 200 only when the database answers.',
  responses: { 200: healthResponse },
  errors: { 503: 'database_unavailable: the database does not answer (within 2 s); 200 again once it does, without a restart.' },
});

export const meta = endpoint({
  method: 'GET',
  path: '/meta.json',
  access: 'anonymous',
  summary: 'The version of the running build; the web app compares it with its own on start (storefront.md §4).',
  responses: { 200: metaResponse },
});

export const identityConfig = endpoint({
  method: 'GET',
  path: '/config.json',
  access: 'anonymous',
  summary: "The browser's public settings (an allow-list: no secret): sign-in, read at run time so one build serves any provider, and the shop's identity.",
  responses: { 200: publicIdentityConfig },
});

export const openApiDocument = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'anonymous',
  summary: 'This API as an OpenAPI 3.1 document, generated from the endpoint declarations; a reference page reads it at /api/docs.',
  responses: { 200: openApiDocumentResponse },
});
