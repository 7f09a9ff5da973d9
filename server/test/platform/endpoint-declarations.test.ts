import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#domain/endpoints.ts';
import { SF_COMPAT_ENV } from '../helpers/sf-compat.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Routes that are not endpoints of ours: the OpenID provider's own paths (oidc-provider, mounted as
// one catch-all, and its metadata at the RFC 8414 location of the /idp issuer), the API reference page's files (Swagger UI) and the built web app's static files
// with their history fallback.
const NOT_ENDPOINTS = [/^(GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD) \/idp\/\*$/, /^GET \/\.well-known\/oauth-authorization-server\/idp\/?$/, /^GET \/api\/docs(\/.*)?$/, /^(GET|HEAD) \/\*$/, /^HEAD /];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { IDENTITY_DEV_TOOLS: 'true', MC_EVENTS_ROUTE: 'true', BENCH_ROUTES: 'true', ...SF_COMPAT_ENV, MC_COMPAT_CLIENT_ID: 'mc-client', MC_COMPAT_CLIENT_SECRET: 'mc-secret-0123456789' } });
});
afterAll(async () => {
  await t.close();
});

describe('one declaration per endpoint', () => {
  it('every route the server registers comes from a declaration in domain/endpoints', () => {
    const declared = new Set(t.app.endpoints.map((e) => `${e.method} ${e.path}`));
    const undeclared = t.app.routeKeys.filter((key) => !declared.has(key) && !NOT_ENDPOINTS.some((pattern) => pattern.test(key)));
    expect(undeclared).toEqual([]);
  });

  it('with every optional surface on, every declaration is registered', () => {
    const registered = new Set(t.app.endpoints);
    expect(allEndpoints.filter((e) => !registered.has(e)).map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });
});
