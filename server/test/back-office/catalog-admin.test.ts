import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/platform/texts.ts';
import { ean13 } from '#domain/pos/ean13.ts';
import * as adminCatalog from '#domain/back-office/endpoints/catalog.ts';
import type { AnyEndpoint } from '#domain/platform/endpoint.ts';
import { reserveStock } from '../../src/storefront/checkout/order-ledger.ts';
import { accessTokenFor } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The catalogue in the back office. Role checks, bad input with nothing written, the
 * storefront and the till showing a change at once (the catalogue cache is emptied by the write),
 * deactivation, the audit entries, and the image upload's type and size checks.
 */
let t: TestApp;
let admin: { authorization: string };
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|catalog-admin')}` };
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|catalog-manager')}` };
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-test-image-bytes')]);

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  productId: 'ADM-TEST-1',
  productName: 'Lumbung Test Phone 8/128GB',
  imageUrl: '/images/products/1001.svg',
  category: 'smartphones',
  subcategory: 'Smartphone',
  price: 3_499_000,
  discountPrice: 3_199_000,
  stock: 7,
  barcode: '',
  brand: 'Lumbung',
  description: 'A phone made for the test.',
  status: 'Active',
  ...overrides,
});

const newPosProduct = (overrides: Record<string, unknown> = {}) => ({
  productCode: 'ADM-POS-1',
  name: 'Kopi Bubuk Lumbung 200 g',
  brand: 'grandlucky',
  price: 27_500,
  picture: '/images/pos/ADM-POS-1.svg',
  family: 'Food',
  category: 'Coffee',
  sku: 'SKU-ADM-POS-1',
  description: '',
  barcode: ean13('899999000001'),
  status: 'active',
  ...overrides,
});

const storefrontIds = async () => ((await t.app.inject({ method: 'GET', url: '/api/products' })).json().products as { 'Product ID': string }[]).map((p) => p['Product ID']);
const searchIds = async (q: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` })).json().products as { 'Product ID': string }[]).map((p) => p['Product ID']);
const tillNames = async (brand: string) => ((await t.app.inject({ method: 'GET', url: `/api/pos/products?brand=${brand}` })).json().products as { name: string }[]).map((p) => p.name);

describe('role checks', () => {
  const all = Object.values(adminCatalog).filter((e) => e !== adminCatalog.getImage) as AnyEndpoint[];
  const url = (e: AnyEndpoint) => e.path.replace(':productId', '1001').replace(':id', 'P001');

  it.each(all.map((e) => [`${e.method} ${e.path}`, e] as const))('%s: anonymous 401, cashier 403', async (_name, endpoint) => {
    const request = { method: endpoint.method, url: url(endpoint) };
    expect((await t.app.inject(request)).statusCode).toBe(401);
    const cashier = { authorization: `Bearer ${await accessTokenFor(t, ['cashier'], 'auth0|catalog-cashier')}` };
    expect((await t.app.inject({ ...request, headers: cashier })).statusCode).toBe(403);
  });

  it('a manager may read but not write', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: manager })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/pos-products', headers: manager })).statusCode).toBe(200);
    for (const endpoint of [adminCatalog.createProduct, adminCatalog.updateProduct, adminCatalog.createPosProduct, adminCatalog.updatePosProduct, adminCatalog.uploadImage]) {
      const res = await t.app.inject({ method: endpoint.method, url: url(endpoint), headers: manager, payload: {} });
      expect(res.statusCode, endpoint.path).toBe(403);
    }
  });
});

describe('storefront products', () => {
  it('lists with search, filters, paging and a total', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: manager })).json();
    expect(all.pageSize).toBe(25);
    expect(all.products.length).toBe(Math.min(25, all.total));
    expect(all.categories).toContain('smartphones');
    expect(all.brands).toContain('Samsung');
    const samsung = (await t.app.inject({ method: 'GET', url: '/api/admin/products?brand=Samsung&q=galaxy', headers: manager })).json();
    expect(samsung.total).toBeGreaterThan(0);
    expect(samsung.products.every((p: { brand: string; productName: string }) => p.brand === 'Samsung' && /galaxy/i.test(p.productName))).toBe(true);
    if (all.total > 25) {
      const second = (await t.app.inject({ method: 'GET', url: '/api/admin/products?page=2', headers: manager })).json();
      expect(second.products[0].productId).not.toBe(all.products[0].productId);
    }
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: admin, payload: newProduct({ productId: 'ADM-BAD', price: 1000.5, discountPrice: 2000 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ price: `${translate('en')('backOffice.errors.catalog.wholeRupiah')}.` });
    const over = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: admin, payload: newProduct({ productId: 'ADM-BAD', price: 1000, discountPrice: 2000 }) });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toMatchObject({ discountPrice: `${translate('en')('backOffice.errors.catalog.discountAbovePrice')}.` });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/ADM-BAD', headers: admin })).statusCode).toBe(404);
  });

  it('an admin creates a product: the storefront list, search and detail show it at once; audited', async () => {
    expect(await storefrontIds()).not.toContain('ADM-TEST-1'); // fills the catalogue cache
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: admin, payload: newProduct() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ productId: 'ADM-TEST-1', sku: 'ADM-TEST-1', price: 3_499_000, discountPrice: 3_199_000, stock: 7, status: 'Active' });
    expect(await storefrontIds()).toContain('ADM-TEST-1');
    expect(await searchIds('lumbung test phone')).toEqual(['ADM-TEST-1']);
    const detail = (await t.app.inject({ method: 'GET', url: '/api/products/ADM-TEST-1' })).json();
    expect(detail).toMatchObject({ 'Price (IDR)': '3499000', 'Discount Price (IDR)': '3199000', Stock: '7', SKU: 'ADM-TEST-1', Status: 'Active' });

    const again = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: admin, payload: newProduct() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(translate('en')('backOffice.errors.catalog.productExists', { id: 'ADM-TEST-1' }));

    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=product&entityId=ADM-TEST-1', headers: admin })).json();
    expect(audit.entries.map((e: { action: string; actorUserId: string }) => [e.action, e.actorUserId])).toEqual([['product.create', 'auth0|catalog-admin']]);
  });

  it('an edit shows at once; deactivating takes it off the lists and search but keeps its page', async () => {
    const { productId: _id, ...form } = newProduct();
    const edited = await t.app.inject({ method: 'PUT', url: '/api/admin/products/ADM-TEST-1', headers: admin, payload: { ...form, discountPrice: 2_999_000 } });
    expect(edited.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).json().products.find((p: { 'Product ID': string }) => p['Product ID'] === 'ADM-TEST-1')['Discount Price (IDR)']).toBe('2999000');

    const off = await t.app.inject({ method: 'PUT', url: '/api/admin/products/ADM-TEST-1', headers: admin, payload: { ...form, discountPrice: 2_999_000, status: 'Inactive' } });
    expect(off.json().status).toBe('Inactive');
    expect(await storefrontIds()).not.toContain('ADM-TEST-1');
    expect(await searchIds('lumbung test phone')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/ADM-TEST-1' })).statusCode).toBe(200);
    const inactive = (await t.app.inject({ method: 'GET', url: '/api/admin/products?status=Inactive', headers: manager })).json();
    expect(inactive.products.map((p: { productId: string }) => p.productId)).toEqual(['ADM-TEST-1']);

    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=product&entityId=ADM-TEST-1', headers: admin })).json();
    expect(audit.entries.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after]).slice(0, 2)).toEqual([
      ['product.update', { status: 'Active' }, { status: 'Inactive' }],
      ['product.update', { discountPrice: 3_199_000 }, { discountPrice: 2_999_000 }],
    ]);
    // A cart that still holds it cannot buy it.
    const refused = reserveStock(t.database.db, [{ productId: 'ADM-TEST-1', productName: 'Lumbung Test Phone 8/128GB', quantity: 1 }]);
    await expect(refused).rejects.toMatchObject({ text: { key: 'storefront.errors.noLongerSold', values: { product: 'Lumbung Test Phone 8/128GB' } } });
    expect(translate('en')('storefront.errors.noLongerSold', { product: 'Lumbung Test Phone 8/128GB' })).toBe('Lumbung Test Phone 8/128GB is no longer sold: remove it from your cart.');
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/products/NOPE', headers: admin, payload: form });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POS products', () => {
  it('an admin adds a product to the till; a bad barcode is refused and writes nothing', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/pos-products', headers: admin, payload: newPosProduct({ barcode: '8999990000010' === ean13('899999000001') ? '8999990000011' : '8999990000010' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ barcode: 'A barcode is 13 digits with a valid EAN-13 check digit.' });
    expect(await tillNames('grandlucky')).not.toContain('Kopi Bubuk Lumbung 200 g');

    const created = await t.app.inject({ method: 'POST', url: '/api/admin/pos-products', headers: admin, payload: newPosProduct() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'PC-ADM-POS-1', status: 'active', price: 27_500 });
    expect((await tillNames('grandlucky')).at(-1)).toBe('Kopi Bubuk Lumbung 200 g');

    const dupBarcode = await t.app.inject({ method: 'POST', url: '/api/admin/pos-products', headers: admin, payload: newPosProduct({ productCode: 'ADM-POS-2' }) });
    expect(dupBarcode.statusCode).toBe(409);
    expect(dupBarcode.json().error.message).toBe(`Barcode ${ean13('899999000001')} belongs to Kopi Bubuk Lumbung 200 g already.`);
  });

  it('an edit and a deactivation show at the till at once; audited', async () => {
    const { productCode: _code, ...form } = newPosProduct();
    await t.app.inject({ method: 'PUT', url: '/api/admin/pos-products/PC-ADM-POS-1', headers: admin, payload: { ...form, price: 29_000 } });
    const till = (await t.app.inject({ method: 'GET', url: '/api/pos/products?brand=grandlucky' })).json().products;
    expect(till.find((p: { id: string }) => p.id === 'PC-ADM-POS-1').price).toBe(29_000);
    await t.app.inject({ method: 'PUT', url: '/api/admin/pos-products/PC-ADM-POS-1', headers: admin, payload: { ...form, price: 29_000, status: 'inactive' } });
    expect(await tillNames('grandlucky')).not.toContain('Kopi Bubuk Lumbung 200 g');
    const listed = (await t.app.inject({ method: 'GET', url: `/api/admin/pos-products?q=${ean13('899999000001')}`, headers: manager })).json();
    expect(listed.products).toMatchObject([{ id: 'PC-ADM-POS-1', status: 'inactive' }]);
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=pos-product&entityId=PC-ADM-POS-1', headers: admin })).json();
    expect(audit.entries.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after])).toEqual([
      ['pos-product.update', { status: 'active' }, { status: 'inactive' }],
      ['pos-product.update', { price: 27_500 }, { price: 29_000 }],
      ['pos-product.create', null, expect.objectContaining({ productCode: 'ADM-POS-1' })],
    ]);
  });
});

describe('images', () => {
  it('stores a PNG under its hash and serves it as immutable', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/images', headers: { ...admin, 'content-type': 'image/png' }, payload: PNG });
    expect(res.statusCode).toBe(201);
    const { url, contentType, bytes } = res.json();
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.png$/);
    expect([contentType, bytes]).toEqual(['image/png', PNG.length]);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: url.replace('.png', '.jpg') })).statusCode).toBe(404);
  });

  it('refuses what is not a PNG, JPEG or WebP (whatever the header says) and what is over 2 MB', async () => {
    const text = await t.app.inject({ method: 'POST', url: '/api/admin/images', headers: { ...admin, 'content-type': 'image/png' }, payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toEqual({ code: 'unsupported_image', message: translate('en')('backOffice.errors.catalog.unsupportedImage') });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await t.app.inject({ method: 'POST', url: '/api/admin/images', headers: { ...admin, 'content-type': 'image/png' }, payload: big });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe(translate('en')('backOffice.errors.catalog.imageTooLarge'));
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=image', headers: admin })).json();
    expect(audit.entries).toHaveLength(1);
  });
});
