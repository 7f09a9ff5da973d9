import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/platform/texts.ts';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { createMember, databaseSnapshot, issueVoucher } from '../helpers/loyalty-factories.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const checkEligibility = async (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/loyalty/vouchers/eligibility', headers: await cashierHeaders(t), payload: body });

describe('POS stores and products', () => {
  it('lists the 12 supermarket stores and the 2 electronics stores with their ids', async () => {
    const supermarket = (await get('/api/pos/stores?brand=grandlucky')).json().stores;
    expect(supermarket.map((s: { storeId: string }) => s.storeId)).toEqual(Array.from({ length: 12 }, (_, i) => `STORE-${String(i + 1).padStart(3, '0')}`));
    expect(supermarket[0]).toEqual({ id: expect.any(String), storeId: 'STORE-001', name: 'Grand Lucky Kemang', accountId: 'ACC-GL-001', brand: 'grandlucky' });
    const electronics = (await get('/api/pos/stores?brand=erafone')).json().stores;
    expect(electronics.map((s: { storeId: string }) => s.storeId)).toEqual(['STORE-101', 'STORE-102']);
    const unknown = await get('/api/pos/stores?brand=acme');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("brand must be 'grandlucky' or 'erafone'");
  });

  it('lists 26 supermarket items from Rp 3.000 to Rp 75.000 with the Milk Bundle, and the three devices', async () => {
    const products = (await get('/api/pos/products?brand=grandlucky')).json().products;
    expect(products).toHaveLength(26);
    const prices = products.map((p: { price: number }) => p.price);
    expect([Math.min(...prices), Math.max(...prices)]).toEqual([3_000, 75_000]);
    expect(new Set(products.map((p: { family: string }) => p.family))).toEqual(new Set(['Supermarket']));
    expect(new Set(products.map((p: { category: string }) => p.category))).toEqual(new Set(['Fruits', 'Milk', 'Cheese', 'Seafood', 'Meat', 'Vitamins']));
    expect(products.find((p: { name: string }) => p.name === 'Milk Bundle')).toMatchObject({
      productCode: 'GL-MLK-006',
      price: 67_000,
      description: '2 Whole Milk 1 L, 1 Soy Milk 1 L and 1 Almond Milk 1 L.',
      picture: '/images/pos/gl-mlk-006.svg',
    });
    const devices = (await get('/api/pos/products?brand=erafone')).json().products;
    expect(devices.map((p: { price: number }) => p.price)).toEqual([15_000_000, 8_000_000, 500_000]);
  });
});

describe('POST /api/loyalty/vouchers/eligibility', () => {
  const today = () => jakartaDayOfInstant(new Date());

  it('an eligible voucher returns its product and category lists', async () => {
    const member = await createMember(t.database.db);
    const { voucherCode } = await issueVoucher(t.database.db, member, { definition: 'MILK10' });
    const res = await checkEligibility({ CartValue: 100_000, StoreId: 'STORE-002', VoucherCode: voucherCode, MembershipNumber: member.membershipNumber });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsEligible: true,
      Message: 'The voucher can be used for this purchase.',
      ExcludedProducts: [{ ProductCode: 'GL-MLK-006' }],
      EligibleProducts: [],
      EligibleCategories: [{ Name: 'Milk' }],
    });
  });

  it('says why a voucher is not eligible: wrong member, used, expired, unknown, wrong store, cart too small', async () => {
    const member = await createMember(t.database.db);
    const other = await createMember(t.database.db);
    const others = await issueVoucher(t.database.db, other);
    const used = await issueVoucher(t.database.db, member, { status: 'Redeemed' });
    const expired = await issueVoucher(t.database.db, member, { expirationDate: '2026-03-31' });
    const lapsed = await issueVoucher(t.database.db, member, { expirationDate: addDaysToDay(today(), -1) });
    const future = await issueVoucher(t.database.db, member, { effectiveDate: '2999-12-01', expirationDate: '2999-12-31' });
    const fruit = await issueVoucher(t.database.db, member, { definition: 'FRUIT15K' });
    const big = await issueVoucher(t.database.db, member, { definition: 'VCH25K' });
    const ask = (VoucherCode: string, extra: object = {}) =>
      checkEligibility({ CartValue: 100_000, StoreId: 'STORE-001', VoucherCode, MembershipNumber: member.membershipNumber, ...extra });

    const before = await databaseSnapshot(t.database.db);
    const cases: [Promise<{ json(): { IsEligible: boolean; Message: string } }>, string][] = [
      [ask(others.voucherCode), `Voucher ${others.voucherCode} belongs to another member.`],
      [ask(used.voucherCode), `Voucher ${used.voucherCode} has already been used.`],
      [ask(expired.voucherCode), `Voucher ${expired.voucherCode} expired on 31 March 2026.`],
      [ask(lapsed.voucherCode), `Voucher ${lapsed.voucherCode} expired on`],
      [ask(future.voucherCode), `Voucher ${future.voucherCode} can be used from 1 December 2999.`],
      [ask('LR-ZZZZ-ZZZZ'), 'Voucher LR-ZZZZ-ZZZZ does not exist.'],
      [ask(fruit.voucherCode, { StoreId: 'STORE-102' }), `Voucher ${fruit.voucherCode} cannot be used at Erafone Grand Indonesia.`],
      [ask(big.voucherCode), `Voucher ${big.voucherCode} needs a purchase of at least Rp\u00a0150.000.`],
      [ask(fruit.voucherCode, { StoreId: 'STORE-999' }), translate('en')('loyalty.errors.voucher.noStore', { storeId: 'STORE-999' })],
      [ask(fruit.voucherCode, { MembershipNumber: 'NOPE-3' }), translate('en')('loyalty.errors.memberNotFound', { membershipNumber: 'NOPE-3' })],
    ];
    for (const [response, message] of cases) {
      const body = (await response).json();
      expect(body.IsEligible, message).toBe(false);
      expect(body.Message).toContain(message);
    }
    expect((await ask(big.voucherCode, { CartValue: 150_000 })).json().IsEligible).toBe(true);
    // The till reads the reason in its own language; the date in Indonesian.
    const inIndonesian = await t.app.inject({
      method: 'POST',
      url: '/api/loyalty/vouchers/eligibility?lang=id',
      headers: await cashierHeaders(t),
      payload: { CartValue: 100_000, StoreId: 'STORE-001', VoucherCode: expired.voucherCode, MembershipNumber: member.membershipNumber },
    });
    expect(inIndonesian.json().Message).toBe(`Voucher ${expired.voucherCode} kedaluwarsa pada 31 Maret 2026.`);
    // Codes reach SQL as parameters (on PGlite as escaped literals): quotes and backslashes are just text.
    for (const code of ["x' or '1'='1", "\\'; drop table loyalty_vouchers; --"]) {
      expect((await ask(code)).json()).toMatchObject({ IsEligible: false, Message: `Voucher ${code} does not exist.` });
    }
    const nul = await ask('a\u0000b');
    expect([nul.statusCode, nul.json().error.message]).toEqual([400, 'Text cannot contain NUL characters.']);
    const bad = await checkEligibility({ CartValue: -1, StoreId: 'STORE-001', VoucherCode: 'X', MembershipNumber: member.membershipNumber });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('CartValue cannot be negative');
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });
});
