import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and version', () => {
  it('GET /healthz answers ok after asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testEngine });
  });

  it('GET /healthz answers 503 naming the database, in the common error format, when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'database_unavailable', message: 'The database does not answer.' } });
    await broken.app.close();
    if (testEngine === 'postgres') await broken.database.dispose().catch(() => {});
  });

  it("GET /meta.json serves package.json's version, never cached", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/meta.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: packageJson.version });
    expect(packageJson.version).toBe('0.0.4');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('one error format', () => {
  it('an unknown /api path is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No such endpoint: GET /api/nothing-here' } });
  });

  it('invalid parameters are a 400 naming the field by its label, without schema paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${'x'.repeat(80)}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toBe('ID: At most 64 characters.');
    expect(body.error.message).not.toContain('params.');
    expect(Object.keys(body.error.fields)).toEqual(['id']);
  });

  it('a domain NotFound is a 404 with its message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/NOPE-1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: "No product with id 'NOPE-1'." } });
  });
});

describe('security headers', () => {
  it('sets a content security policy and the usual protections', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBeDefined();
  });
});

describe('the built web app with history fallback', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lumbung</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/pos/grandlucky', '/promo-news/3', '/loyalty?number=1'])('a deep link %s loads the app', async (url) => {
    const res = await web.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing asset, an API path or a POST is not answered with the app', async () => {
    expect((await web.app.inject({ method: 'GET', url: '/assets/gone-1.js' })).statusCode).toBe(404);
    const api = await web.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
    expect((await web.app.inject({ method: 'POST', url: '/promo-news/3' })).statusCode).toBe(404);
  });
});
