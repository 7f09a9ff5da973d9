import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/platform/texts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { accessTokenFor } from '../helpers/staff-token.ts';

// Decision 029: the shop's default language (DEFAULT_LANGUAGE, Indonesian unless set), a visitor's
// choice in the `lang` cookie, and `?lang=` on any URL, for the pages and the errors the server words.
const html = '<!doctype html><html lang="en"><head><title>Lumbung</title></head><body><div id="root"></div></body></html>';
const id = translate('id');
const en = translate('en');

let shop: TestApp; // DEFAULT_LANGUAGE=id, as when unset
let english: TestApp; // DEFAULT_LANGUAGE=en
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  // The variable's own default is Indonesian (config.unit.test.ts); the test app sets English.
  shop = await createTestApp({ env: { WEB_DIST_DIR: dist, DEFAULT_LANGUAGE: 'id' } });
  english = await createTestApp({ env: { WEB_DIST_DIR: dist, DEFAULT_LANGUAGE: 'en' } });
});
afterAll(async () => {
  await shop.close();
  await english.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const notFound = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }).then((res) => res.json<{ error: { message: string } }>().error.message);

describe('the language of what the server words', () => {
  it('is the shop’s default, with a proper English text for the same key', async () => {
    const expected = id('errors.platform.noSuchEndpoint', { method: 'GET', path: '/api/nothing-here' });
    expect(expected).toBe('Endpoint tidak ada: GET /api/nothing-here');
    expect(await notFound(shop, '/api/nothing-here')).toBe(expected);
    expect(await notFound(english, '/api/nothing-here')).toBe(en('errors.platform.noSuchEndpoint', { method: 'GET', path: '/api/nothing-here' }));
  });

  it('follows the visitor’s lang cookie, and ?lang= over it', async () => {
    expect(await notFound(shop, '/api/nothing-here', 'theme=dark; lang=en')).toBe('No such endpoint: GET /api/nothing-here');
    expect(await notFound(english, '/api/nothing-here?lang=id', 'lang=en')).toBe('Endpoint tidak ada: GET /api/nothing-here');
    // Anything else is no choice: the shop's default.
    expect(await notFound(shop, '/api/nothing-here?lang=fr', 'lang=xx')).toBe('Endpoint tidak ada: GET /api/nothing-here');
  });

  it('words a request validation failure in the reader’s language', async () => {
    const broken = { method: 'POST' as const, url: '/api/checkout/coupons/check', payload: '{', headers: { 'content-type': 'application/json' } };
    const inId = await shop.app.inject(broken);
    expect(inId.statusCode).toBe(400);
    expect(inId.json().error).toEqual({ code: 'invalid_json', message: id('errors.platform.invalidJson') });
    const inEn = await shop.app.inject({ ...broken, headers: { ...broken.headers, cookie: 'lang=en' } });
    expect(inEn.json().error).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('words zod’s own findings from the catalogue, with their limits, never schema text', async () => {
    const check = (cookie: string) =>
      shop.app.inject({ method: 'POST', url: '/api/checkout/coupons/check', payload: { code: 'HEMAT', subtotal: 1.5 }, headers: { cookie } });
    expect((await check('lang=id')).json().error).toEqual({ code: 'invalid_input', message: 'Subtotal: Masukkan bilangan bulat.', fields: { subtotal: 'Subtotal: Masukkan bilangan bulat.' } });
    expect((await check('lang=en')).json().error.fields).toEqual({ subtotal: 'Subtotal: Enter a whole number.' });
  });

  it('names the field in the reader’s language: a too-long name is a sentence about the name, not the schema’s', async () => {
    const headers = { authorization: `Bearer ${await accessTokenFor(shop, ['admin'], 'auth0|test-admin')}` };
    const product = { productCode: 'LONG-1', brand: 'grandlucky', name: 'N'.repeat(300), price: 10_000, barcode: '4006381333931', sku: 'LONG-1', family: 'Test', category: 'Test', status: 'active', picture: '/images/x.png', description: '' };
    const create = (lang: string) => shop.app.inject({ method: 'POST', url: `/api/admin/pos-products?lang=${lang}`, payload: product, headers });
    const inId = await create('id');
    expect(inId.statusCode).toBe(400);
    expect(inId.json().error).toEqual({ code: 'invalid_input', message: 'Nama: Paling banyak 200 karakter.', fields: { name: 'Nama: Paling banyak 200 karakter.' } });
    const inEn = await create('en');
    expect(inEn.statusCode).toBe(400);
    expect(inEn.json().error.message).toBe('Name: At most 200 characters.');
    expect(inEn.json().error.message).not.toMatch(/name:|Too big|expected string/);
  });
});

describe('the pages the server sends', () => {
  const page = (t: TestApp, url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('name their language in <html lang>: the shop’s default, or the visitor’s cookie; the title follows', async () => {
    const inId = (await page(shop, '/all-products')).body;
    expect(inId).toContain('<html lang="id">');
    expect(inId).toContain(`<title>${id('common.meta.title')}</title>`);
    expect(id('common.meta.title')).not.toBe(en('common.meta.title'));
    expect((await page(shop, '/all-products', 'lang=en')).body).toContain(`<title>${en('common.meta.title')}</title>`);
    expect((await page(english, '/all-products')).body).toContain('<html lang="en">');
    expect((await page(shop, '/all-products', 'lang=en')).body).toContain('<html lang="en">');
    // Caches keep one copy per language.
    expect(String((await page(shop, '/')).headers.vary)).toContain('cookie');
  });

  it('?lang= chooses like the top bar’s control: the page is in it and the cookie remembers it for a year', async () => {
    const chosen = await page(shop, '/terms?lang=en');
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.headers['set-cookie']).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    const unknown = await page(shop, '/terms?lang=fr');
    expect(unknown.body).toContain('<html lang="id">');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });
});
