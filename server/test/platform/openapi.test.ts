import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '#domain/platform/endpoint.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Operation {
  operationId: string;
  'x-access': string;
  security?: unknown[];
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  // Benchmark and development routes on: they must still stay out of the reference.
  t = await createTestApp({ env: { IDENTITY_DEV_TOOLS: 'true', MC_EVENTS_ROUTE: 'true', BENCH_ROUTES: 'true' } });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every registered endpoint but the development and benchmark ones', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const expected = t.app.endpoints.filter((e) => !e.internal).map((e) => `${e.method} ${openApiPath(e.path)}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).not.toContain('POST /__bench/loyalty-fixtures');
    expect(listed).not.toContain('GET /idp/dev/mailbox.json');
  });

  it('says who may call, with a bearer token for anything but anonymous endpoints, and the errors that follow', () => {
    const placeOrder = doc.paths['/api/pos/orders']!.post!;
    expect(placeOrder.operationId).toBe('pos.placeOrder');
    expect(placeOrder['x-access']).toBe('cashier');
    expect(placeOrder.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(placeOrder.responses).sort()).toEqual(['200', '201', '400', '401', '403', '404', '409', '422']);
    expect(placeOrder.requestBody?.content['application/json']?.schema.required).toEqual(['orders']);

    const products = doc.paths['/api/products']!.get!;
    expect(products['x-access']).toBe('anonymous');
    expect(products.security).toEqual([]); // anonymous, said outright (Redocly's security-defined rule)
    expect(Object.keys(products.responses)).toEqual(['200']);
  });

  it('describes path and query parameters, form posts and redirects', () => {
    const vouchers = doc.paths['/api/loyalty/members/{membershipNumber}/vouchers']!.get!;
    expect(vouchers.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['membershipNumber', 'path', true],
      ['voucherStatus', 'query', false],
    ]);
    const cases = doc.paths['/api/cases']!.post!;
    expect(Object.keys(cases.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(cases.responses['303']).toEqual({ description: 'Redirect (see Location)' });
    const profile = doc.paths['/api/loyalty/members/{membershipNumber}']!.get!;
    expect(Object.keys(profile.responses['200']!.content!['application/json']!.schema.properties!)).toContain('memberTiers');
  });
});

describe('the reference page', () => {
  it('serves Swagger UI at /api/docs on the same document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(doc);
  });
});
