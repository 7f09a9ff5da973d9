import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../web/vite/precompress.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/platform/http/compression.ts';
import { translate } from '../../src/platform/texts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Decision 013: built files are compressed once at build time and sent in the encoding the browser
// accepts; JSON above a threshold is compressed per request; index.html and /config.json revalidate.
const script = `export const items = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Produk ${i}` })))};\n`;
const html = `<!doctype html><html lang="en"><head><title>Lumbung</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  await precompressDirectory(dist);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const varyList = (value: unknown) => String(value ?? '').toLowerCase().split(/\s*,\s*/);

describe('built files, precompressed', () => {
  it('the build step wrote a brotli and a gzip copy of each text file', () => {
    const file = path.join(dist, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
  });

  it('a browser that accepts brotli gets the .br copy, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(varyList(res.headers.vary)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('a browser that accepts only gzip gets the .gz copy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varyList(res.headers.vary)).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('a client that accepts no encoding gets the plain file, still marked as varying', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varyList(res.headers.vary)).toContain('accept-encoding');
    expect(res.body).toBe(script);
  });

  it('a deep link gets index.html compressed, revalidated every time (no-cache + ETag, then 304)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pos/grandlucky', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The page as written for its reader (decision 029: its language and title), the same bytes however encoded.
    const plain = await t.app.inject({ method: 'GET', url: '/pos/grandlucky', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(html.replace('<title>Lumbung</title>', `<title>${translate('en')('common.meta.title')}</title>`));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    // The same page again (the home page is another document: it names its preloads, page-preloads.test.ts).
    const again = await t.app.inject({ method: 'GET', url: '/pos/grandlucky', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('JSON answers', () => {
  it('a large JSON answer (the catalogue) is compressed on the fly', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const res = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varyList(res.headers.vary)).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('a tiny JSON answer (/meta.json) is sent as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/meta.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('version');
  });

  it('/config.json revalidates: no-cache with an ETag, and 304 while it is unchanged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = res.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/config.json', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await t.app.inject({ method: 'GET', url: '/config.json', headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(res.json());
  });

  it('a compressed request body is refused, not inflated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
