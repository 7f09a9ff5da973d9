import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, fillPath, openApiPath } from './platform/endpoint.ts';
import { allEndpoints, endpointAreaFiles, endpointAreaOfFile, endpointAreas, type EndpointArea } from './endpoints.ts';

const pathParams = (pattern: string) => [...pattern.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]).sort();

describe('endpoint declarations', () => {
  it('each method and path is declared once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(allEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s: params, body and answers fit the method and path', (_key, e) => {
    expect(e.path).toMatch(/^\/[^?#\s]*$/);
    expect(ACCESS_LEVELS).toContain(e.access);
    expect(e.summary.length).toBeGreaterThan(0);
    const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
    expect(declared).toEqual(pathParams(e.path));
    if (e.method === 'GET') expect(e.body).toBeUndefined();
    expect(Object.keys(e.responses).length).toBeGreaterThan(0);
    for (const status of Object.keys(e.responses)) expect(Number(status)).toBeLessThan(400);
  });
});

describe('the areas and their files', () => {
  it.each(Object.entries(endpointAreaFiles))('%s is declared in domain/%s, and only that file names it', async (area, file) => {
    const declared: Record<string, unknown> = await import(/* @vite-ignore */ `./${file}`);
    expect(declared).toEqual(endpointAreas[area as EndpointArea]);
    expect(endpointAreaOfFile(`/repo/domain/${file}`)).toBe(area);
    expect(endpointAreaOfFile(`C:\\repo\\domain\\${file.replaceAll('/', '\\')}`)).toBe(area);
  });
  it('names no other module', () => {
    expect(endpointAreaOfFile('/repo/domain/platform/endpoint.ts')).toBeUndefined();
    expect(endpointAreaOfFile('/repo/domain/pos/api/sales.ts')).toBeUndefined();
  });
});

describe('fillPath and openApiPath', () => {
  it('fills every :name, URL-encoded', () => {
    expect(fillPath('/api/loyalty/members/:membershipNumber/vouchers', { membershipNumber: 'A B/1' })).toBe('/api/loyalty/members/A%20B%2F1/vouchers');
    expect(fillPath('/api/pos/orders')).toBe('/api/pos/orders');
  });
  it('refuses a pattern with a parameter left out', () => {
    expect(() => fillPath('/api/products/:id', {})).toThrow('no value for :id');
  });
  it("writes OpenAPI's {name}", () => {
    expect(openApiPath('/api/promos/:id/x/:code')).toBe('/api/promos/{id}/x/{code}');
  });
});
