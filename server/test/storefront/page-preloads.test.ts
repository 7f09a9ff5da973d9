import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../web/vite/precompress.ts';
import { translate } from '../../src/platform/texts.ts';
import { accessTokenFor } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 013: the HTML of the home page and of the product list names the page's data, its first
 * picture (its largest paint) and the files of its screen's code, so the browser fetches them while
 * the app's entry script downloads. Every page also names the code of its language's shell texts
 * (decision 029), and carries its title in that language; other pages get nothing more.
 */
const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Lumbung</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const dataPreload = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;
const bannerPreload = (href: string) => `<link rel="preload" href="${href}" as="image" fetchpriority="high">`;
const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
/** index.html as the test app (English) serves it: its title in the page's language. */
const served = html.replace('<title>Lumbung</title>', `<title>${translate('en')('common.meta.title')}</title>`);
const shellTexts = '/assets/common-en1.js';
/** The data and the picture after <title>; the shell's texts and the screen's code at the end of <head>, after the entry's script. */
const withPreloads = (links: string[], code: string[]) =>
  served.replace('</title>', `</title>${links.join('')}`).replace('</head>', `${[shellTexts, ...code].map(modulePreload).join('')}</head>`);

/**
 * The build's Vite manifest (web/vite/manifest.ts) as the bundler writes it: the entry with what it
 * imports, and the screens with theirs. A screen's code is its own chunk and the chunks it imports that
 * the entry does not already bring.
 */
const manifest = {
  'src/main.tsx': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index-abc.css'] },
  '_vendor.js': { file: 'assets/vendor-v1.js' },
  '_icons.js': { file: 'assets/icons-i1.js' },
  '_card.js': { file: 'assets/product-card-c1.js', imports: ['_vendor.js', '_icons.js'] },
  'src/features/storefront/home/home-page.tsx': { file: 'assets/home-page-h1.js', imports: ['_vendor.js', '_icons.js'], css: ['assets/home-page-h1.css'] },
  'src/features/storefront/catalog/all-products-page.tsx': { file: 'assets/all-products-page-p1.js', imports: ['_card.js', '_vendor.js'] },
  '../domain/texts/en/common.json': { file: 'assets/common-en1.js', isDynamicEntry: true },
  '../domain/texts/id/common.json': { file: 'assets/common-id1.js', isDynamicEntry: true },
};
const homeCode = ['/assets/home-page-h1.js', '/assets/icons-i1.js'];
const listCode = ['/assets/all-products-page-p1.js', '/assets/product-card-c1.js', '/assets/icons-i1.js'];

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await precompressDirectory(dist);
  t = await createTestApp({ demo: true, env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = { 'accept-encoding': 'identity' }) => t.app.inject({ method: 'GET', url, headers });

describe('the home page', () => {
  it('names the home content and the first slide’s picture before the script, and the home screen’s code after it', async () => {
    const slides = (await page('/api/storefront/home')).json().slides as { cover: string }[];
    expect(slides[0]?.cover).toBe('/images/slides/slide-1.webp');
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(withPreloads([dataPreload('/api/storefront/home'), bannerPreload('/images/slides/slide-1.webp')], homeCode));
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('<script'));
    expect(res.body.indexOf('rel="modulepreload"')).toBeGreaterThan(res.body.indexOf('<script'));
  });

  it('goes out compressed as the browser accepts, revalidated every time (no-cache, ETag, 304)', async () => {
    const plain = (await page('/')).body;
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding, cookie');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('names the new first banner as soon as an admin reorders the slides', async () => {
    const admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|preload-admin')}` };
    const slides = ((await page('/api/storefront/home')).json().slides as { id: number }[]).map(({ id: _id, ...slide }) => slide);
    const before = await page('/');
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/home/sections', headers: admin, payload: { section: 'slides', items: [slides[2], slides[0], slides[1]] } });
    expect(res.statusCode).toBe(200);
    const after = await page('/');
    expect(after.body).toContain(bannerPreload('/images/slides/slide-3.webp'));
    expect(after.body).not.toContain('slide-1.webp');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('the product list', () => {
  it('names the product list, the first product’s picture and the list screen’s code', async () => {
    const products = (await page('/api/products')).json().products as { 'Image Url': string }[];
    expect(products[0]?.['Image Url']).toBe('/images/products/1001.webp');
    const res = await page('/all-products');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(withPreloads([dataPreload('/api/products'), bannerPreload('/images/products/1001.webp')], listCode));
  });

  it('names the next product’s picture once an admin takes the first product off the storefront', async () => {
    const admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|preload-catalog-admin')}` };
    const products = (await page('/api/products')).json().products as { 'Image Url': string }[];
    expect(products[1]?.['Image Url']).toBe('/images/products/1002.webp');
    // The edit form sends every field back as stored (the id and the SKU are not edited), so only the status changes.
    const { productId: _id, sku: _sku, ...form } = (await t.app.inject({ method: 'GET', url: '/api/admin/products/1001', headers: admin })).json() as Record<string, unknown>;
    const put = (status: string) => t.app.inject({ method: 'PUT', url: '/api/admin/products/1001', headers: admin, payload: { ...form, status } });
    expect((await put('Inactive')).statusCode).toBe(200);
    expect((await page('/all-products')).body).toBe(withPreloads([dataPreload('/api/products'), bannerPreload('/images/products/1002.webp')], listCode));
    expect((await put('Active')).statusCode).toBe(200);
    expect((await page('/all-products')).body).toContain(bannerPreload('/images/products/1001.webp'));
  });
});

describe('other pages', () => {
  it.each(['/promo', '/promo-home', '/all-products/1001', '/loyalty', '/pos/grandlucky', '/no/such/page'])('%s gets index.html with its shell texts only', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(withPreloads([], []));
  });

  it('a reader of Indonesian gets that language’s shell texts and title', async () => {
    const res = await page('/promo', { 'accept-encoding': 'identity', cookie: 'lang=id' });
    expect(res.body).toContain(modulePreload('/assets/common-id1.js'));
    expect(res.body).toContain(`<title>${translate('id')('common.meta.title')}</title>`);
    expect(res.body).not.toContain('common-en1');
  });
});
