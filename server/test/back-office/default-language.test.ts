import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from '../helpers/staff-token.ts';
import { checkoutBody, placed } from '../storefront/checkout/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 029: the shop's default language is a back-office setting over DEFAULT_LANGUAGE. Pages and
 * errors, and the e-mails of orders, of visitors who chose no language follow it from the next request; a
 * visitor's cookie still wins.
 */
const html = '<!doctype html><html lang="en"><head><title>Lumbung</title></head><body><div id="root"></div></body></html>';
const SHOP = { name: '', address: '', npwp: '', phone: '', email: '' };

let t: TestApp;
let dist: string;
let admin: { authorization: string };
let manager: { authorization: string };
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, DEFAULT_LANGUAGE: 'id' } });
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|language-admin')}` };
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|language-manager')}` };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const put = (payload: object, headers?: Record<string, string>) => t.app.inject({ method: 'PUT', url: '/api/admin/settings/shop', payload, ...(headers ? { headers } : {}) });
const page = (cookie?: string) => t.app.inject({ method: 'GET', url: '/all-products', headers: cookie ? { cookie } : {} });
const notFoundMessage = async (cookie?: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: cookie ? { cookie } : {} })).json<{ error: { message: string } }>().error.message;

describe('the shop’s default language', () => {
  it('only an admin may set it: anonymous 401, a manager 403, nothing changes', async () => {
    expect((await put({ ...SHOP, defaultLanguage: 'en' })).statusCode).toBe(401);
    expect((await put({ ...SHOP, defaultLanguage: 'en' }, manager)).statusCode).toBe(403);
    expect((await page()).body).toContain('<html lang="id">');
  });

  it('refuses a language the shop does not speak', async () => {
    expect((await put({ ...SHOP, defaultLanguage: 'fr' }, admin)).statusCode).toBe(400);
  });

  it('set to English by an admin: pages and errors without a cookie are English at once; a cookie still chooses', async () => {
    expect(await notFoundMessage()).toBe(await notFoundMessage('lang=id'));
    const res = await put({ ...SHOP, defaultLanguage: 'en' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().defaultLanguage).toEqual({ setting: 'en', default: 'id', effective: 'en' });

    expect((await page()).body).toContain('<html lang="en">');
    expect(await notFoundMessage()).toBe(await notFoundMessage('lang=en'));
    expect(await notFoundMessage()).not.toBe(await notFoundMessage('lang=id'));
    expect((await page('lang=id')).body).toContain('<html lang="id">');
    // An order placed without a choice keeps the shop's language for its e-mails.
    expect((await placed(t, checkoutBody())).language).toBe('en');
    expect((await placed(t, checkoutBody(), { cookie: 'lang=id' })).language).toBe('id');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings/shop', headers: manager })).json().defaultLanguage.setting).toBe('en');

    // Cleared, DEFAULT_LANGUAGE applies again.
    const cleared = await put({ ...SHOP, defaultLanguage: '' }, admin);
    expect(cleared.json().defaultLanguage).toEqual({ setting: '', default: 'id', effective: 'id' });
    expect((await page()).body).toContain('<html lang="id">');
  });

  it('the change is audited', async () => {
    const entries = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=settings&entityId=shop', headers: admin })).json().entries as { after: Record<string, unknown> }[];
    expect(entries.map((entry) => entry.after['defaultLanguage'])).toEqual(expect.arrayContaining(['en', '']));
  });
});
