/**
 * The inputs the review reported (decision 011), one by one: each answered 500 or was accepted although wrong. Each is
 * now a 400 with a message a person can act on, the field it is about, and nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { databaseSnapshot, uniqueNumber } from '../../helpers/loyalty-factories.ts';
import { orderBody } from '../../helpers/pos-orders.ts';
import { cashierHeaders } from '../../helpers/staff-token.ts';

let t: TestApp;
let cashier: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cashier = await cashierHeaders(t);
});
afterAll(async () => t.close());

const NUL = 'GL\u0000MLK';
const SURROGATE = 'GL\uD800MLK';

function enrollment(contact: Record<string, unknown> = {}, top: Record<string, unknown> = {}) {
  return {
    enrollmentDate: '2026-01-05T03:00:00.000Z',
    membershipNumber: uniqueNumber('R'),
    memberStatus: 'Active',
    associatedContactDetails: { firstName: 'Rani', lastName: 'Putri', email: `${uniqueNumber('r').toLowerCase()}@example.test`, ...contact },
    ...top,
  };
}

function orderWith(change: (order: ReturnType<typeof orderBody>) => void) {
  const body = orderBody();
  change(body);
  return body;
}

const deepData = (depth: number): string => `{"ContactKey":"a@example.test","EventDefinitionKey":"Deep","Data":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;

describe('the inputs the review reported (decision 011)', () => {
  const cases: [string, string, unknown, string, string | null][] = [
    ['productCode with NUL', '/api/pos/orders', orderWith((b) => (b.orders[0]!.order.line_items[0]!.productCode = NUL)), 'Text cannot contain NUL characters.', 'productCode'],
    ['productCode with a lone surrogate', '/api/pos/orders', orderWith((b) => (b.orders[0]!.order.line_items[0]!.productCode = SURROGATE)), 'unpaired surrogate', 'productCode'],
    ['transaction number with NUL', '/api/pos/orders', orderWith((b) => (b.orders[0]!.newExternalTransactionNumber = `POS-${NUL}`)), 'Text cannot contain NUL characters.', 'newExternalTransactionNumber'],
    ['transaction number with a lone surrogate', '/api/pos/orders', orderWith((b) => (b.orders[0]!.newExternalTransactionNumber = `POS-${SURROGATE}`)), 'unpaired surrogate', 'newExternalTransactionNumber'],
    ['enrollment in year 0000', '/api/loyalty/members', enrollment({}, { enrollmentDate: '0000-01-01T00:00:00.000Z' }), 'enrollmentDate must be in 2000 or later.', 'enrollmentDate'],
    ['enrollment in year +275760', '/api/loyalty/members', enrollment({}, { enrollmentDate: '+275760-09-13T00:00:00.000Z' }), 'enrollmentDate must be an ISO date', 'enrollmentDate'],
    ['enrollment in year -271821', '/api/loyalty/members', enrollment({}, { enrollmentDate: '-271821-04-20T00:00:00.000Z' }), 'enrollmentDate must be an ISO date', 'enrollmentDate'],
    ['enrollment date "1"', '/api/loyalty/members', enrollment({}, { enrollmentDate: '1' }), 'enrollmentDate must be an ISO date', 'enrollmentDate'],
    ['enrollment on 30 February', '/api/loyalty/members', enrollment({}, { enrollmentDate: '2024-02-30' }), 'enrollmentDate must be an ISO date', 'enrollmentDate'],
    ['enrollment in 1999', '/api/loyalty/members', enrollment({}, { enrollmentDate: '1999-12-31T00:00:00.000Z' }), 'enrollmentDate must be in 2000 or later.', 'enrollmentDate'],
    ['enrollment next year', '/api/loyalty/members', enrollment({}, { enrollmentDate: new Date(Date.now() + 3 * 86_400_000).toISOString() }), 'enrollmentDate cannot be in the future.', 'enrollmentDate'],
    ['birth date 9999-12-31', '/api/loyalty/members', enrollment({ birthDate: '9999-12-31' }), 'The birth date must be in the past.', 'birthDate'],
    ['birth date 1899-12-31', '/api/loyalty/members', enrollment({ birthDate: '1899-12-31' }), 'The birth date must be in 1900 or later.', 'birthDate'],
    ['birth date 2023-02-29', '/api/loyalty/members', enrollment({ birthDate: '2023-02-29' }), 'Enter the birth date as a real date (YYYY-MM-DD).', 'birthDate'],
    ['an empty first name', '/api/loyalty/members', enrollment({ firstName: ' ' }), 'First name is required', 'firstName'],
    ['a bad e-mail', '/api/loyalty/members', enrollment({ email: 'not-an-email' }), 'Enter a valid e-mail address', 'email'],
    ['mcpost Data with NUL', '/api/mc/mcpost', { ContactKey: 'a@example.test', EventDefinitionKey: 'E', Data: { Note: 'a\u0000b' } }, 'Text cannot contain NUL characters.', 'Note'],
    ['mcpost Data with a lone surrogate', '/api/mc/mcpost', { ContactKey: 'a@example.test', EventDefinitionKey: 'E', Data: { Note: 'a\uDC00b' } }, 'unpaired surrogate', 'Note'],
    ['mcpost Data with __proto__', '/api/mc/mcpost', '{"ContactKey":"a@example.test","EventDefinitionKey":"E","Data":{"x":{"__proto__":{"polluted":true}}}}', "The name '__proto__' cannot be used as a field.", '__proto__'],
    ['mcpost Data with constructor.prototype', '/api/mc/mcpost', '{"ContactKey":"a@example.test","EventDefinitionKey":"E","Data":{"constructor":{"prototype":{"polluted":true}}}}', "The name 'constructor' cannot be used as a field.", 'constructor'],
    ['mcpost Data with a prototype key', '/api/mc/mcpost', { ContactKey: 'a@example.test', EventDefinitionKey: 'E', Data: { prototype: { polluted: true } } }, "The name 'prototype' cannot be used as a field.", 'prototype'],
    ['mcpost Data nested 5,000 deep', '/api/mc/mcpost', deepData(5_000), 'The request nests deeper than 32 levels.', null],
  ];

  it.each(cases)('%s: 400 naming the field, nothing written', async (_name, url, body, message, field) => {
    const before = await databaseSnapshot(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...cashier, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { code: string; message: string; fields?: Record<string, string> } };
    expect(error.message).toContain(message);
    expect(error.message).not.toMatch(/body\.|associatedContactDetails\./);
    if (field) expect(error.fields?.[field]).toContain(message);
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('JSON nested 32 deep is still fine', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/mc/mcpost', headers: { ...cashier, 'content-type': 'application/json' }, payload: deepData(30) });
    expect(res.statusCode).toBe(202);
  });

  it('a NUL in a query parameter or a path parameter is a 400 too', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/products/search?q=mi%00lk' });
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toEqual({ code: 'invalid_input', message: 'Text cannot contain NUL characters.', fields: { q: 'Text cannot contain NUL characters.' } });
    const param = await t.app.inject({ method: 'GET', url: '/api/products/GL%00MLK' });
    expect(param.statusCode).toBe(400);
    const broken = await t.app.inject({ method: 'GET', url: '/api/products/%ED%A0%80' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('invalid_input');
  });
});
