import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminShop from '#domain/back-office/endpoints/shop.ts';
import type { AnyEndpoint } from '#domain/platform/endpoint.ts';
import { PROMO_CATEGORIES } from '#domain/storefront/promo-categories.ts';
import { translate } from '../../src/platform/texts.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 023: shop settings (identity, stores), promos and the home page's sections
 * in the back office. Role checks, bad input with nothing written, exact values, the audit entries, and
 * the storefront, /config.json and receipts showing a change on the next request.
 */
const en = translate('en');

let t: TestApp;
let admin: { authorization: string };
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { SHOP_NAME: 'PT Lumbung Ritel Nusantara', SHOP_NPWP: '0316.8425.9071.2000', SHOP_PHONE: '+62 812-1000-2026', SHOP_EMAIL: 'halo@lumbung.shop' } });
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|shop-admin')}` };
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|shop-manager')}` };
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
const put = (url: string, payload: unknown, headers = admin) => t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const post = (url: string, payload: unknown, headers = admin) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const audit = async (entity: string, entityId: string) =>
  (await get(`/api/admin/audit?entity=${entity}&entityId=${encodeURIComponent(entityId)}`, admin)).json().entries as { action: string; actorUserId: string; before: unknown; after: unknown }[];

const EMPTY_SHOP = { name: '', address: '', npwp: '', phone: '', email: '' };

describe('role checks', () => {
  const all = Object.values(adminShop) as AnyEndpoint[];
  const url = (e: AnyEndpoint) => e.path.replace(':storeId', 'STORE-001').replace(':id', '1');

  it.each(all.map((e) => [`${e.method} ${e.path}`, e] as const))('%s: anonymous 401, cashier 403', async (_name, endpoint) => {
    const request = { method: endpoint.method, url: url(endpoint) };
    expect((await t.app.inject(request)).statusCode).toBe(401);
    expect((await t.app.inject({ ...request, headers: await cashierHeaders(t) })).statusCode).toBe(403);
  });

  it('a manager reads every list but writes nothing', async () => {
    for (const endpoint of all.filter((e) => e.method === 'GET')) expect((await get(url(endpoint), manager)).statusCode, endpoint.path).toBe(200);
    for (const endpoint of all.filter((e) => e.method !== 'GET')) {
      const res = await t.app.inject({ method: endpoint.method, url: url(endpoint), headers: manager, payload: {} });
      expect(res.statusCode, endpoint.path).toBe(403);
    }
  });
});

describe('shop identity', () => {
  it('starts at the SHOP_* variables', async () => {
    const res = (await get('/api/admin/settings/shop', manager)).json();
    expect(res.settings).toEqual(EMPTY_SHOP);
    expect(res.effective).toMatchObject({ name: 'PT Lumbung Ritel Nusantara', npwp: '0316.8425.9071.2000', phone: '+62 812-1000-2026', whatsappNumber: '6281210002026' });
    expect(res.defaults.name).toBe('PT Lumbung Ritel Nusantara');
  });

  it('refuses a bad NPWP, phone and e-mail with field messages and writes nothing', async () => {
    const res = await put('/api/admin/settings/shop', { ...EMPTY_SHOP, name: 'PT Baru', npwp: '12.345.678', phone: '12', email: 'halo@' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      npwp: `${en('backOffice.errors.shop.npwp')}.`,
      phone: `${en('backOffice.errors.shop.phone')}.`,
      email: `${en('backOffice.errors.shop.email')}.`,
    });
    expect((await get('/api/admin/settings/shop', admin)).json().settings).toEqual(EMPTY_SHOP);
    expect(await audit('settings', 'shop')).toEqual([]);
  });

  it('an admin edits it: NPWP normalised, /config.json and a receipt show it at once; empty fields keep the variable; audited', async () => {
    const cashier = await cashierHeaders(t);
    await openShift(t, { storeId: 'STORE-001', headers: cashier });
    const sale = orderBody({ storeId: 'STORE-001' });
    const number = sale.orders[0]!.newExternalTransactionNumber;
    expect((await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: cashier, payload: sale })).statusCode).toBe(201);
    expect((await get('/config.json')).json().shop.name).toBe('PT Lumbung Ritel Nusantara'); // fills the cache

    const res = await put('/api/admin/settings/shop', { ...EMPTY_SHOP, name: '  PT Toko Maju Jaya ', npwp: '012345678901234', phone: '021 5790 1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual({ name: 'PT Toko Maju Jaya', address: '', npwp: '01.234.567.8-901.234', phone: '021 5790 1234', email: '' });

    const config = (await get('/config.json')).json();
    expect(config.shop).toEqual({
      name: 'PT Toko Maju Jaya',
      address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
      npwp: '01.234.567.8-901.234',
      phone: '021 5790 1234',
      whatsappNumber: '622157901234',
      email: 'halo@lumbung.shop',
    });
    const receipt = (await get(`/api/pos/orders/${number}/receipt`, cashier)).json();
    expect(receipt.shop).toEqual({ name: 'PT Toko Maju Jaya', address: config.shop.address, npwp: '01.234.567.8-901.234', phone: '021 5790 1234', email: 'halo@lumbung.shop' });

    // The 16-digit form, then back to the variables by emptying every field.
    expect((await put('/api/admin/settings/shop', { ...EMPTY_SHOP, name: 'PT Toko Maju Jaya', npwp: '3174 0512 3456 7890' })).json().settings.npwp).toBe('3174.0512.3456.7890');
    expect((await put('/api/admin/settings/shop', EMPTY_SHOP)).json().effective.name).toBe('PT Lumbung Ritel Nusantara');
    expect((await get('/config.json')).json().shop.npwp).toBe('0316.8425.9071.2000');
    expect((await put('/api/admin/settings/shop', EMPTY_SHOP)).statusCode).toBe(200); // no change: no entry

    const entries = await audit('settings', 'shop');
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([
      ['settings.shop', 'auth0|shop-admin'],
      ['settings.shop', 'auth0|shop-admin'],
      ['settings.shop', 'auth0|shop-admin'],
    ]);
    expect(entries.at(-1)).toMatchObject({ before: { name: '', npwp: '', phone: '' }, after: { name: 'PT Toko Maju Jaya', npwp: '01.234.567.8-901.234', phone: '021 5790 1234' } });
  });
});

describe('stores', () => {
  it('lists the 14 stores with their orders', async () => {
    const { stores } = (await get('/api/admin/stores', manager)).json();
    expect(stores).toHaveLength(14);
    expect(stores.filter((s: { brand: string }) => s.brand === 'erafone').map((s: { storeId: string }) => s.storeId)).toEqual(['STORE-101', 'STORE-102']);
    expect(stores.find((s: { storeId: string }) => s.storeId === 'STORE-001')).toMatchObject({ name: expect.stringMatching(/^Grand Lucky /), accountId: 'ACC-GL-001' });
    expect(stores.find((s: { storeId: string }) => s.storeId === 'STORE-001').orders).toBeGreaterThan(0);
  });

  it('renames a store: the till and the receipt show the new name; the id stays', async () => {
    const res = await put('/api/admin/stores/STORE-101', { name: 'Erafone Kuningan City', brand: 'erafone', storeId: 'STORE-999' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ storeId: 'STORE-101', name: 'Erafone Kuningan City', brand: 'erafone' });
    const till = (await get('/api/pos/stores?brand=erafone', await cashierHeaders(t))).json().stores.map((s: { storeId: string; name: string }) => [s.storeId, s.name]);
    expect(till).toEqual([
      ['STORE-101', 'Erafone Kuningan City'],
      ['STORE-102', 'Erafone Grand Indonesia'],
    ]);
    expect((await get('/api/admin/stores/STORE-999', admin)).statusCode).toBe(404);
    expect((await audit('store', 'STORE-101')).map((e) => [e.action, e.before, e.after])).toEqual([['store.update', { name: 'Erafone Mega Kuningan' }, { name: 'Erafone Kuningan City' }]]);
  });

  it('adds a store with a new id; a taken id or a bad one is refused and nothing is written', async () => {
    const bad = await post('/api/admin/stores', { storeId: 'store 15', name: '', brand: 'alfamart' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      storeId: `${en('backOffice.errors.shop.storeIdFormat')}.`,
      name: `Name: ${en('errors.validation.required')}.`,
      brand: `Brand: ${en('errors.validation.oneOf', { options: 'grandlucky, erafone' })}.`,
    });
    const taken = await post('/api/admin/stores', { storeId: 'STORE-001', name: 'Grand Lucky Baru', brand: 'grandlucky' });
    expect(taken.statusCode).toBe(409);
    const holder = (await get('/api/admin/stores', manager)).json().stores.find((s: { storeId: string }) => s.storeId === 'STORE-001').name as string;
    expect(holder).toMatch(/^Grand Lucky /);
    expect(taken.json().error.message).toBe(en('backOffice.errors.shop.storeIdTaken', { id: 'STORE-001', store: holder }));

    const created = await post('/api/admin/stores', { storeId: 'STORE-103', name: 'Erafone Bintaro Xchange', brand: 'erafone' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ storeId: 'STORE-103', name: 'Erafone Bintaro Xchange', brand: 'erafone', accountId: 'ACC-STORE-103', orders: 0 });
    expect((await get('/api/admin/stores', manager)).json().stores).toHaveLength(15);
    const till = (await get('/api/pos/stores?brand=erafone', await cashierHeaders(t))).json().stores.map((s: { storeId: string }) => s.storeId);
    expect(till).toEqual(['STORE-101', 'STORE-102', 'STORE-103']);
    expect((await audit('store', 'STORE-103')).map((e) => e.action)).toEqual(['store.create']);
  });

  it('an unknown store is a 404', async () => {
    const res = await put('/api/admin/stores/STORE-404', { name: 'Nowhere', brand: 'erafone' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(en('backOffice.errors.shop.noStore', { id: 'STORE-404' }));
  });
});

const newPromo = (overrides: Record<string, unknown> = {}) => ({
  title: 'Promo Gajian: Diskon 15%',
  description: 'Potongan 15% untuk semua aksesori setiap tanggal 25.',
  image: '/images/promos/promo-2.svg',
  startDate: '2026-12-25',
  endDate: '2027-01-05',
  category: 'Electronics',
  featured: false,
  discount: 15,
  content: [
    { type: 'paragraph', text: 'Gajian tiba, saatnya belanja.' },
    { type: 'terms', items: ['Berlaku 25 Desember 2026 - 5 Januari 2027.'] },
  ],
  active: true,
  ...overrides,
});

describe('promos', () => {
  it('lists the six with every field', async () => {
    const { promos } = (await get('/api/admin/promos', manager)).json();
    expect(promos.map((p: { id: number; discount: number; featured: boolean; active: boolean }) => [p.id, p.discount, p.featured, p.active])).toEqual([
      [1, 30, true, true],
      [2, 70, false, true],
      [3, 50, false, true],
      [4, 40, false, true],
      [5, 35, false, true],
      [6, 25, false, true],
    ]);
    expect(promos[0]).toMatchObject({ startDate: '1 Desember 2026', endDate: '31 Desember 2026', startDay: '2026-12-01', endDay: '2026-12-31', category: 'Electronics' });
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const res = await post('/api/admin/promos', newPromo({ title: ' ', endDate: '2026-12-01', discount: 100, category: 'Cars', image: 'promo.png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: `Title: ${en('errors.validation.required')}.`,
      image: `${en('backOffice.errors.catalog.imageAddress')}.`,
      category: `Category: ${en('errors.validation.oneOf', { options: PROMO_CATEGORIES.join(', ') })}.`,
      discount: `Discount: ${en('errors.validation.atMost', { limit: 99 })}.`,
    });
    const dates = await post('/api/admin/promos', newPromo({ endDate: '2026-12-01' }));
    expect(dates.json().error.fields).toEqual({ endDate: `${en('backOffice.errors.shop.endBeforeStart')}.` });
    const block = await post('/api/admin/promos', newPromo({ content: [{ type: 'list', items: [] }] }));
    expect(block.json().error.fields).toEqual({ items: `${en('backOffice.errors.shop.atLeastOneItem')}.` });
    expect((await get('/api/admin/promos', admin)).json().promos).toHaveLength(6);
  });

  it('edits promo 2: /api/promos and the detail show it at once; audited', async () => {
    expect((await get('/api/promos')).json().promos[1].title).toBe('Fashion Week: Diskon hingga 70%'); // fills the cache
    const current = (await get('/api/admin/promos/2', admin)).json();
    const { id: _id, startDay, endDay, ...rest } = current;
    const res = await put('/api/admin/promos/2', { ...rest, startDate: startDay, endDate: '2026-12-07', title: 'Fashion Week Diperpanjang', discount: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 2, title: 'Fashion Week Diperpanjang', endDate: '7 Desember 2026', endDay: '2026-12-07', discount: 60 });
    const listed = (await get('/api/promos')).json().promos[1];
    expect(listed).toMatchObject({ id: 2, title: 'Fashion Week Diperpanjang', startDate: '10 November 2026', endDate: '7 Desember 2026', discount: '60' });
    expect(listed).not.toHaveProperty('active');
    expect((await get('/api/promos/2')).json().promo.title).toBe('Fashion Week Diperpanjang');
    expect((await audit('promo', '2')).map((e) => [e.action, e.before, e.after])).toEqual([
      ['promo.update', { title: 'Fashion Week: Diskon hingga 70%', endDate: '30 November 2026', discount: 70 }, { title: 'Fashion Week Diperpanjang', endDate: '7 Desember 2026', discount: 60 }],
    ]);
    expect(endDay).toBe('2026-11-30');
  });

  it('adds promo 7, then deactivates it: off the storefront, its link falls back to promo 1', async () => {
    const created = await post('/api/admin/promos', newPromo());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 7, startDate: '25 Desember 2026', endDate: '5 Januari 2027', discount: 15, active: true });
    expect((await get('/api/promos')).json().promos.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await get('/api/promos/7')).json().promo).toMatchObject({ id: 7, title: 'Promo Gajian: Diskon 15%', discount: '15', content: newPromo().content });

    expect((await put('/api/admin/promos/7', newPromo({ active: false }))).json().active).toBe(false);
    expect((await get('/api/promos')).json().promos.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await get('/api/promos/7')).json().promo.id).toBe(1);
    expect((await get('/api/admin/promos', manager)).json().promos).toHaveLength(7);
    expect((await audit('promo', '7')).map((e) => e.action)).toEqual(['promo.update', 'promo.create']);
    expect((await put('/api/admin/promos/99', newPromo())).statusCode).toBe(404);
  });
});

describe('home page sections', () => {
  it('reads every section and both product lists', async () => {
    const home = (await get('/api/admin/home', manager)).json();
    expect(home.sections.slides).toHaveLength(3);
    expect(home.sections.brands.map((b: { name: string }) => b.name)).toEqual(['Apple', 'Samsung', 'Oppo', 'Vivo', 'Redmi', 'Sony']);
    expect(home.lists.shop.length).toBeGreaterThan(0);
    expect(home.lists.flashDeals[0]).toEqual({ productId: expect.any(String), productName: expect.any(String), imageUrl: expect.any(String), status: 'Active' });
  });

  it('reorders and edits the slides: the storefront shows them at once, numbered in order; audited', async () => {
    const before = (await get('/api/storefront/home')).json().slides;
    const items = [before[2], { ...before[0], title: 'Gratis Ongkir Seluruh Indonesia' }].map(({ id: _id, ...s }: { id: number }) => s);
    const res = await put('/api/admin/home/sections', { section: 'slides', items });
    expect(res.statusCode).toBe(200);
    const after = (await get('/api/storefront/home')).json().slides;
    expect(after).toEqual([
      { ...before[2], id: 1 },
      { ...before[0], id: 2, title: 'Gratis Ongkir Seluruh Indonesia' },
    ]);
    expect((await audit('home-section', 'slides')).map((e) => e.action)).toEqual(['home.section']);
  });

  it('refuses a bad item and writes nothing', async () => {
    const before = (await get('/api/storefront/home')).json().brands;
    const res = await put('/api/admin/home/sections', { section: 'brands', items: [{ name: '', logo: 'logo.svg' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: `Name: ${en('errors.validation.required')}.`, logo: `${en('backOffice.errors.catalog.imageAddress')}.` });
    expect((await put('/api/admin/home/sections', { section: 'slides', items: [] })).json().error.message).toBe(`${en('backOffice.errors.shop.keepOneItem')}.`);
    expect((await put('/api/admin/home/lists', { list: 'shop', productIds: [] })).json().error.fields).toEqual({ productIds: `${en('backOffice.errors.shop.keepOneProduct')}.` });
    expect((await put('/api/admin/home/sections', { section: 'footer', items: [] })).statusCode).toBe(400);
    expect((await get('/api/storefront/home')).json().brands).toEqual(before);
  });

  it('chooses the Flash Deals products: the carousel and /api/flash-deals follow; an unknown id is refused', async () => {
    const { products } = (await get('/api/admin/products?category=smartphones', manager)).json();
    const ids = products.slice(0, 3).map((p: { productId: string }) => p.productId).reverse();
    const bad = await put('/api/admin/home/lists', { list: 'flashDeals', productIds: [...ids, 'NOPE-1'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ productIds: en('backOffice.errors.shop.unknownProducts', { ids: "'NOPE-1'" }) });
    const twice = await put('/api/admin/home/lists', { list: 'flashDeals', productIds: [ids[0], ids[0]] });
    expect(twice.json().error.fields).toEqual({ productIds: `${en('backOffice.errors.shop.productOnce')}.` });

    const res = await put('/api/admin/home/lists', { list: 'flashDeals', productIds: ids });
    expect(res.statusCode).toBe(200);
    expect(res.json().lists.flashDeals.map((p: { productId: string }) => p.productId)).toEqual(ids);
    expect((await get('/api/storefront/home')).json().flashDeals.map((c: { id: string }) => c.id)).toEqual(ids);
    expect((await get('/api/storefront/flash-deals')).json().products.map((p: { 'Product ID': string }) => p['Product ID'])).toEqual(ids);
    expect((await audit('home-list', 'flash-deals')).map((e) => [e.action, e.after])).toEqual([['home.list', ids]]);
  });
});

describe('at once (real parallel transactions on PostgreSQL)', () => {
  it('8 promos added at once get 8 different ids, each with one audit entry', async () => {
    const before = (await get('/api/admin/promos', admin)).json().promos.length as number;
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post('/api/admin/promos', newPromo({ title: `Promo Serentak ${i}` }))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const ids = results.map((r) => r.json().id as number).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));
    for (const id of ids) expect((await audit('promo', String(id))).map((e) => e.action)).toEqual(['promo.create']);
  });

  it('one store id added 6 times at once: one store, five 409s', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => post('/api/admin/stores', { storeId: 'STORE-201', name: `Grand Lucky Serentak ${i}`, brand: 'grandlucky' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await audit('store', 'STORE-201')).map((e) => e.action)).toEqual(['store.create']);
  });
});
