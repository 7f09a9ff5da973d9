import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/loyalty-factories.ts';
import { SF_COMPAT_ENV } from '../helpers/sf-compat.ts';
import { accessTokenFor } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A client generated from /api/openapi.json as an integrator generates it (openapi-typescript types,
// openapi-fetch calls), regenerated on every run so it cannot go stale: the calls below must type-check
// against the generated types, and what the server answers must match the document's schemas.

const root = path.resolve(import.meta.dirname, '../../..');
let t: TestApp;
let base: string;
let doc: Record<string, unknown>;
let workDir: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...SF_COMPAT_ENV, MC_COMPAT_CLIENT_ID: 'lumbung-journeys-test', MC_COMPAT_CLIENT_SECRET: 'mc-test-secret-0123456789' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as Record<string, unknown>;
  // Under node_modules so the generated client resolves openapi-fetch as a project file would.
  mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
  workDir = mkdtempSync(path.join(root, 'node_modules', '.cache', 'openapi-interop-'));
});
afterAll(async () => {
  await t.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** The calls an integrator writes with the generated types (type-checked below, then run). */
const CALLS = `
import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export async function calls(baseUrl: string, token: string, membershipNumber: string) {
  const client = createClient<paths>({ baseUrl });
  const catalogue = await client.GET('/api/products');
  const firstName: string | undefined = catalogue.data?.products[0]?.['Product Name'];
  const member = await client.GET('/api/loyalty/members/{membershipNumber}', {
    params: { path: { membershipNumber } },
    headers: { authorization: \`Bearer \${token}\` },
  });
  const points: number | undefined = member.data?.memberCurrencies[0]?.pointsBalance;
  const anonymous = await client.GET('/api/loyalty/members/{membershipNumber}', { params: { path: { membershipNumber } } });
  const code: string | undefined = anonymous.error?.error.code;
  const missing = await client.GET('/api/loyalty/members/{membershipNumber}', {
    params: { path: { membershipNumber: 'NOBODY-404' } },
    headers: { authorization: \`Bearer \${token}\` },
  });
  return {
    used: { firstName, points, code },
    answers: [
      { path: '/api/products', method: 'get', status: catalogue.response.status, body: catalogue.data as unknown },
      { path: '/api/loyalty/members/{membershipNumber}', method: 'get', status: member.response.status, body: member.data as unknown },
      { path: '/api/loyalty/members/{membershipNumber}', method: 'get', status: anonymous.response.status, body: anonymous.error as unknown },
      { path: '/api/loyalty/members/{membershipNumber}', method: 'get', status: missing.response.status, body: missing.error as unknown },
    ],
  };
}
`;

interface Answer {
  path: string;
  method: string;
  status: number;
  body: unknown;
}

/** ajv 8 (2020-12, the document's dialect) as the OpenAPI validator package carries it, with the document as a schema to point into. */
function documentValidator(document: Record<string, unknown>) {
  const requireFromValidator = createRequire(createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator'));
  const Ajv2020 = (requireFromValidator('ajv/dist/2020.js') as { default: new (options: object) => AjvLike }).default;
  const addFormats = requireFromValidator('ajv-formats') as ((ajv: AjvLike) => void) | { default: (ajv: AjvLike) => void };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (typeof addFormats === 'function' ? addFormats : addFormats.default)(ajv);
  ajv.addSchema(document, 'openapi.json');
  return (answer: Answer) => {
    const pointer = ['paths', answer.path, answer.method, 'responses', String(answer.status), 'content', 'application/json', 'schema']
      .map((step) => step.replaceAll('~', '~0').replaceAll('/', '~1'))
      .join('/');
    const validate = ajv.getSchema(`openapi.json#/${pointer}`);
    if (!validate) return [`the document has no ${answer.status} answer for ${answer.method.toUpperCase()} ${answer.path}`];
    return validate(answer.body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}
interface AjvLike {
  addSchema(schema: object, key: string): unknown;
  getSchema(ref: string): (((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null }) | undefined;
}

describe('a client generated from /api/openapi.json', () => {
  it('the document is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('type-checks against the generated types, and the answers of real endpoints match the document', async () => {
    writeFileSync(path.join(workDir, 'api.ts'), astToString(await openapiTS(doc as never)));
    const callsFile = path.join(workDir, 'calls.ts');
    writeFileSync(callsFile, CALLS);
    const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, types: [] };
    const program = ts.createProgram([callsFile], options);
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);

    // The same calls, run: TypeScript's own transpiler strips the types.
    const runnable = path.join(workDir, 'calls.mjs');
    writeFileSync(runnable, ts.transpileModule(CALLS, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
    const { calls } = (await import(pathToFileURL(runnable).href)) as { calls: (baseUrl: string, token: string, membershipNumber: string) => Promise<{ used: Record<string, unknown>; answers: Answer[] }> };
    const member = await createMember(t.database.db, { points: 4_200 });
    const { used, answers } = await calls(base, await accessTokenFor(t), member.membershipNumber);

    expect(used).toEqual({ firstName: expect.any(String), points: 4_200, code: 'unauthorized' });
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 404]);
    const check = documentValidator(doc);
    for (const answer of answers) expect(check(answer), `${answer.status} ${answer.path}`).toEqual([]);
    // The check bites: a profile without its fields is not what the document promises.
    expect(check({ ...answers[1]!, body: { membershipNumber: member.membershipNumber } })).not.toEqual([]);
  }, 120_000);

  it('an unknown /api path is 404 in our error shape, whatever the token', async () => {
    const check = documentValidator(doc);
    for (const authorization of [`Bearer ${await accessTokenFor(t)}`, 'Bearer stale-or-foreign', undefined]) {
      const res = await fetch(`${base}/api/no-such-thing`, { headers: authorization ? { authorization } : {} });
      expect(res.status, String(authorization)).toBe(404);
      const body = await res.json();
      expect(body).toEqual({ error: { code: 'not_found', message: 'No such endpoint: GET /api/no-such-thing' } });
      // The document's Error schema (components/schemas/Error) describes it.
      expect(check({ path: '/api/loyalty/members/{membershipNumber}', method: 'get', status: 404, body })).toEqual([]);
    }
  });
});
