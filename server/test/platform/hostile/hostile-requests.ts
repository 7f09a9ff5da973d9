/**
 * Hostile requests generated from the endpoint declarations (domain/<context>/endpoints/): for every declared
 * route, its path parameters, query parameters and body are filled with what an attacker or a broken
 * client sends. A new endpoint is covered by being declared: its schemas give the fields to poison,
 * and a plausible sample body (so the poison reaches the deeper fields) is derived from the body's
 * JSON Schema, with a few hand-written samples where a derived one would stop at the first check.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { endpointName } from '#domain/endpoints.ts';
import type { AnyEndpoint } from '#domain/platform/endpoint.ts';

export interface HostileRequest {
  /** What is being tried, for the failure list: 'pos.placeOrder body orders.order.storeId = NUL'. */
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: Json[];
  const?: Json;
  default?: Json;
  format?: string;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const deepObject = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepArray = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

type LeafKind = 'string' | 'date' | 'number' | 'other';
/**
 * Values a field gets instead of its proper one (JSON text, so numbers JSON.stringify cannot write go
 * through), with the kinds of field each is tried on: text poison on text fields, number poison on
 * numbers, wrong types on everything.
 */
export const HOSTILE_VALUES: { label: string; json: string; on?: LeafKind[] }[] = [
  { label: 'null', json: 'null' },
  { label: 'zero', json: '0', on: ['string', 'other'] },
  { label: 'negative', json: '-1', on: ['number'] },
  { label: 'fraction', json: '1.5', on: ['number'] },
  { label: 'huge number', json: '1e308', on: ['number'] },
  { label: 'beyond safe integer', json: '-9007199254740993', on: ['number'] },
  { label: 'empty string', json: '""', on: ['string', 'number'] },
  { label: 'NUL', json: JSON.stringify('ab\u0000cd'), on: ['string', 'other'] },
  { label: 'lone surrogate', json: '"ab\\ud800cd"', on: ['string'] },
  { label: 'long text', json: JSON.stringify('x'.repeat(20_000)), on: ['string'] },
  { label: 'LIKE wildcards', json: JSON.stringify("%_\\'--"), on: ['string'] },
  { label: 'path traversal', json: JSON.stringify('../../../etc/passwd'), on: ['string'] },
  { label: 'year 0000', json: '"0000-01-01"', on: ['date'] },
  { label: 'year 275760', json: '"+275760-09-13T00:00:00.000Z"', on: ['date'] },
  { label: 'impossible day', json: '"2024-02-30"', on: ['date'] },
  { label: 'object', json: '{}', on: ['string', 'number'] },
  { label: 'array', json: '[]', on: ['other'] },
  { label: 'deep object', json: deepObject(64), on: ['other'] },
  { label: 'prototype key', json: '{"__proto__":{"polluted":true}}', on: ['other'] },
];

/** Values a path or query parameter gets (already URL-encoded). */
export const HOSTILE_URL_VALUES: { label: string; encoded: string }[] = [
  { label: 'NUL', encoded: 'a%00b' },
  { label: 'lone surrogate (CESU bytes)', encoded: '%ED%A0%80' },
  { label: 'broken escape', encoded: '%E0%A4%A' },
  { label: 'path traversal', encoded: '..%2F..%2F..%2Fetc%2Fpasswd' },
  { label: 'LIKE wildcards', encoded: '%25_%5C' },
  { label: 'SQL quote', encoded: "'%20or%201%3D1--" },
  { label: 'long text', encoded: 'x'.repeat(10_000) },
  { label: 'negative', encoded: '-1' },
  { label: 'huge number', encoded: '1e308' },
  { label: 'long digits', encoded: '123456789012345678901234567890' },
  // The integer type limits of the database (int4, int8): one past either must be a 400, never an overflow's 500.
  { label: 'int4 max', encoded: '2147483647' },
  { label: 'int4 max + 1', encoded: '2147483648' },
  { label: 'int4 min - 1', encoded: '-2147483649' },
  { label: 'int8 max', encoded: '9223372036854775807' },
  { label: 'int8 max + 1', encoded: '9223372036854775808' },
  { label: 'zero', encoded: '0' },
  { label: 'prototype', encoded: '__proto__' },
  { label: 'emoji', encoded: '%F0%9F%98%80' },
];

/** Plausible values of path parameters (so body and query poison reaches validation). */
const PARAM_SAMPLES: Record<string, string> = {
  membershipNumber: '1001',
  caseNumber: 'CS-AAAAAAAA',
  id: 'GL-MLK-006',
  uid: 'no-such-interaction',
};

/** Hand-written bodies where the schema's own sample would stop at the first business check. */
const BODY_SAMPLES: Record<string, Json> = {
  'loyalty.enrollMember': {
    enrollmentDate: '2026-01-05T03:00:00.000Z',
    membershipNumber: 'H-9001',
    memberStatus: 'Active',
    associatedContactDetails: { firstName: 'Hana', lastName: 'Hostile', email: 'hana.hostile@example.test', birthDate: '1990-05-17', allowDuplicateRecords: 'false' },
  },
  'loyalty.checkVoucherEligibility': { CartValue: 100_000, StoreId: 'STORE-001', VoucherCode: 'LR-NONE-NONE', MembershipNumber: '1001' },
  'loyalty.redeemReward': { MembershipNumber: '1001', RewardCatalogId: 'RWD-999' },
  'pos.placeOrder': {
    orders: [
      {
        requestType: 'placeOrder',
        newExternalTransactionNumber: 'HOSTILE-1',
        order: {
          storeId: 'STORE-001',
          membershipNumber: '1001',
          client_details: { businessName: 'Grand Lucky Kemang' },
          pointsRedemption: { points: 0, programCurrencyName: 'Reward Points' },
          discount_codes: [{ code: 'LR-NONE-NONE' }],
          line_items: [{ productCode: 'GL-MLK-006', quantity: 1, price: '1' }],
          payment_gateway_names: ['QRIS'],
          currency: 'IDR',
          financial_status: 'paid',
          total_price: '1',
        },
      },
    ],
  },
  'marketing.relayJourneyEvent': { ContactKey: 'hana.hostile@example.test', EventDefinitionKey: 'HostileEvent', Data: { TransactionID: 'HOSTILE-1', Nested: { Amount: 1 } } },
  'cases.submitCase': {
    orgid: '00D5j00000LUMBNG',
    retURL: 'http://localhost:3000/servicepage',
    name: 'Hana',
    email: 'hana.hostile@example.test',
    phone: '+62 812 3456 7890',
    subject: 'Hostile',
    description: 'A case from the hostile-input suite.',
    external: '1',
  },
};

/** A value the schema takes, as far as a JSON Schema tells (enum, const, format, type). */
export function sampleFromSchema(schema: JsonSchema | undefined, name = ''): Json {
  if (!schema) return 'sample';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0] ?? null;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleFromSchema(variant, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleFromSchema(property, key)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleFromSchema(schema.items, name));
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email' || /email/i.test(name)) return 'hostile@example.test';
      if (/membership/i.test(name)) return '1001';
      return 'sample';
  }
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Every leaf of a JSON value with its path ('orders.0.order.storeId') and kind. */
function leafPaths(value: Json, path: (string | number)[] = []): { path: (string | number)[]; kind: LeafKind }[] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
    const children = entries.flatMap(([key, child]) => leafPaths(child, [...path, key]));
    // Objects and arrays are poisoned as a whole too (the mcpost Data record, a line item).
    return path.length > 0 ? [{ path, kind: 'other' }, ...children] : children;
  }
  const kind = typeof value === 'string' ? (/date/i.test(String(path.at(-1))) ? 'date' : 'string') : typeof value === 'number' ? 'number' : 'other';
  return [{ path, kind }];
}

/** The JSON text of `value` with the value at `path` replaced by raw JSON text. */
function withReplaced(value: Json, path: (string | number)[], rawJson: string): string {
  const marker = `"__HOSTILE_${randomUUID()}__"`;
  const copy = structuredClone(value) as Record<string | number, Json>;
  let node: Record<string | number, Json> = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, Json>;
  node[path.at(-1)!] = JSON.parse(marker) as Json;
  return JSON.stringify(copy).replace(marker, rawJson);
}

function formEncode(value: Json): string {
  const form = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value)) for (const [key, field] of Object.entries(value)) form.set(key, typeof field === 'string' ? field : JSON.stringify(field));
  return form.toString();
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => values[name] ?? encodeURIComponent(PARAM_SAMPLES[name] ?? 'sample'));
}

/** All hostile requests for one endpoint; `auth` is the authorization header its access level needs. */
export function hostileRequestsFor(endpoint: AnyEndpoint, auth: Record<string, string>): HostileRequest[] {
  const name = endpointName(endpoint);
  const requests: HostileRequest[] = [];
  const add = (what: string, request: Omit<HostileRequest, 'name' | 'method'>) =>
    requests.push({ name: `${name} ${endpoint.method} ${what}`, method: endpoint.method, ...request });
  const baseUrl = fill(endpoint.path, {});
  const form = endpoint.bodyEncoding === 'form';
  const contentType = form ? 'application/x-www-form-urlencoded' : 'application/json';
  const sample: Json = endpoint.body ? (BODY_SAMPLES[name] ?? sampleFromSchema(jsonSchemaOf(endpoint.body))) : {};
  const sampleText = endpoint.body ? (form ? formEncode(sample) : JSON.stringify(sample)) : undefined;
  const sendsBody = endpoint.method !== 'GET';
  const withSample = sendsBody && sampleText !== undefined ? { payload: sampleText, headers: { ...auth, 'content-type': contentType } } : { headers: auth };

  // Path parameters.
  for (const param of pathParamNames(endpoint.path)) {
    for (const value of HOSTILE_URL_VALUES) add(`param ${param} = ${value.label}`, { url: fill(endpoint.path, { [param]: value.encoded }), ...withSample });
  }

  // Query parameters: the declared ones, and junk on every endpoint.
  const queryKeys = endpoint.query ? Object.keys(jsonSchemaOf(endpoint.query).properties ?? {}) : [];
  for (const key of queryKeys) {
    for (const value of HOSTILE_URL_VALUES) add(`query ${key} = ${value.label}`, { url: `${baseUrl}?${key}=${value.encoded}`, ...withSample });
    add(`query ${key} twice`, { url: `${baseUrl}?${key}=a&${key}=b`, ...withSample });
    add(`query ${key}[] bracket`, { url: `${baseUrl}?${key}[]=a&${key}[x]=b`, ...withSample });
  }
  add('query __proto__', { url: `${baseUrl}?__proto__[polluted]=1&constructor[prototype][polluted]=1`, ...withSample });
  add('query NUL key', { url: `${baseUrl}?a%00b=1`, ...withSample });

  if (!sendsBody) return requests;

  // The body as a whole.
  const raw = (what: string, payload: string, type = contentType) => add(`body ${what}`, { url: baseUrl, headers: { ...auth, 'content-type': type }, payload });
  for (const whole of ['null', '"text"', '42', '[]', 'true', '{}']) raw(`is ${whole}`, whole, 'application/json');
  raw('is malformed JSON', '{"a":', 'application/json');
  raw('nested 5,000 deep', deepObject(5_000), 'application/json');
  raw('an array nested 100,000 deep', deepArray(100_000), 'application/json');
  raw('over 1 MB', JSON.stringify({ padding: 'x'.repeat(1_100_000) }), 'application/json');
  raw('with __proto__', sampleText && !form ? sampleText.replace(/^\{/, '{"__proto__":{"polluted":true},') : '{"__proto__":{"polluted":true}}', 'application/json');
  raw('with constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}', 'application/json');
  raw('with prototype key', sampleText && !form ? sampleText.replace(/^\{/, '{"prototype":{"polluted":true},') : '{"prototype":1}', 'application/json');
  raw('as text/plain', sampleText ?? '{}', 'text/plain');
  raw('as XML', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', 'application/xml');
  raw('as multipart', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', 'multipart/form-data; boundary=b');
  raw(form ? 'as JSON' : 'as a form post', form ? JSON.stringify(sample) : 'a=1&__proto__[polluted]=1', form ? 'application/json' : 'application/x-www-form-urlencoded');
  raw('with a charset that is not UTF-8', sampleText ?? '{}', `${contentType}; charset=utf-16`);
  add('body without content type', { url: baseUrl, headers: { ...auth }, payload: sampleText ?? '{}' });
  if (form) {
    raw('form with NUL', `${sampleText}&description=a%00b`);
    raw('form with a lone surrogate', `${sampleText}&description=%ED%A0%80`);
    raw('form with __proto__', `${sampleText}&__proto__=x`);
  }

  // Every field (and every object and array) of the sample, poisoned one at a time.
  if (!form && sample !== null && typeof sample === 'object') {
    for (const { path, kind } of leafPaths(sample)) {
      for (const value of HOSTILE_VALUES) {
        if (!value.on || value.on.includes(kind) || (kind === 'date' && value.on.includes('string'))) raw(`${path.join('.')} = ${value.label}`, withReplaced(sample, path, value.json));
      }
    }
  }
  if (form && sample !== null && typeof sample === 'object' && !Array.isArray(sample)) {
    for (const key of Object.keys(sample)) {
      for (const value of ['', 'x'.repeat(5_000), '%_\\', '../../etc/passwd', 'not-an-email', '0000-01-01']) {
        raw(`${key} = ${value.slice(0, 20)}`, formEncode({ ...sample, [key]: value }));
      }
    }
  }
  return requests;
}
