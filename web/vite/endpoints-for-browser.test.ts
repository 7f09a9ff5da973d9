import { describe, expect, it } from 'vitest';
import * as pos from '#domain/pos/endpoints/sales.ts';
import { endpointsForBrowser } from './endpoints-for-browser.ts';

type LoadHook = (id: string) => string | null;
const load = endpointsForBrowser().load as unknown as LoadHook;

describe('the browser build of the endpoint declarations', () => {
  it('serves each endpoint as its method, path and access, without the schemas', () => {
    const code = load('/repo/domain/pos/endpoints/sales.ts');
    expect(code).toContain(`export const placeOrder = {"method":"POST","path":"/api/pos/orders","access":"cashier"};`);
    expect(code?.split('\n')).toHaveLength(Object.keys(pos).length);
    expect(code).not.toMatch(/zod|import/);
  });
  it('leaves every other module alone (the declaration helpers included)', () => {
    expect(load('/repo/domain/platform/endpoint.ts')).toBeNull();
    expect(load('/repo/domain/pos/api/sales.ts')).toBeNull();
    expect(load('/repo/web/src/features/pos/api.ts')).toBeNull();
    expect(load('/repo/domain/endpoints.ts')).toBeNull();
  });
});
