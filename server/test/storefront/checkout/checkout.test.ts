import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { WELCOME_COUPON_CODE } from '#domain/storefront/promos.ts';
import { identityMailOutbox, orders } from '../../../src/platform/db/schema/index.ts';
import { translate } from '../../../src/platform/texts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { ADDRESS, checkoutBody, findOrder, placeCheckout, placed, stockOf } from './helpers.ts';

const en = translate('en');
const id = translate('id');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/checkout/orders (guest)', () => {
  it('prices the order with the coupon, PPN and delivery, reserves the stock and starts a QRIS payment', async () => {
    const before = await stockOf(t, '1');
    const body = checkoutBody({ couponCode: WELCOME_COUPON_CODE.toLowerCase() });
    const order = await placed(t, body);
    // Rp 1.399.000 PPN included; WELCOME20 20% capped at Rp 100.000; JNE REG Rp 18.000. The goods cost
    // Rp 1.299.000 after the coupon and contain PPN 1.299.000 x 11/111 = Rp 128.729,73 -> Rp 128.730 (decision 038).
    expect(order).toMatchObject({
      status: 'pending_payment',
      subtotal: 1_399_000,
      couponCode: WELCOME_COUPON_CODE,
      couponDiscount: 100_000,
      ppn: 128_730,
      ppnIncluded: true,
      deliveryFee: 18_000,
      total: 1_317_000,
      delivery: { code: 'jne-reg', label: 'JNE REG', estimate: '2-3 days', fee: 18_000 },
      address: ADDRESS,
      contact: { name: 'Ani Wijaya', email: body.contact.email, phone: '0812-3456-7890' },
    });
    expect(order.orderNumber).toMatch(/^LMB-[A-Z2-9]{8}$/);
    expect(order.payment.instructions?.kind).toBe('qris');
    expect(order.payment.payUrl).toMatch(/^\/pay\/sim_[0-9a-f]{24}$/);
    expect(await stockOf(t, '1')).toEqual({ stockAvailable: before.stockAvailable - 1, stock: String(before.stockAvailable - 1) });

    // The same order id again is the same order (a retried checkout), and nothing more is reserved.
    const again = await placeCheckout(t, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<ShopOrder>().orderNumber).toBe(order.orderNumber);
    expect((await stockOf(t, '1')).stockAvailable).toBe(before.stockAvailable - 1);

    // Found by number + e-mail (any case), not with another e-mail.
    const found = await findOrder(t, order.orderNumber.toLowerCase(), body.contact.email.toUpperCase());
    expect(found.statusCode).toBe(200);
    expect(found.json<ShopOrder>()).toMatchObject({ total: 1_317_000, ppn: 128_730, ppnIncluded: true });
    const [row] = await t.database.db.select({ total: orders.totalIdr, ppn: orders.ppnIdr, included: orders.ppnIncluded }).from(orders).where(eq(orders.orderId, body.orderId));
    expect(row).toEqual({ total: 1_317_000, ppn: 128_730, included: true });
    const wrong = await findOrder(t, order.orderNumber, 'someone@example.com');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: { code: 'not_found', message: en('storefront.errors.orderNotFound') } });

    // The placement e-mail.
    const mails = await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.recipient, body.contact.email));
    expect(mails.map((m) => m.subject)).toEqual([en('storefront.mail.placedSubject', { number: order.orderNumber })]);
    expect(mails[0]!.body).toContain('Total: Rp 1.317.000\nIncl. PPN: Rp 128.730');
    expect(mails[0]!.body).not.toContain('PPN: Rp 128.730\nDelivery');
  });

  it('answers bad contact and address fields with field messages and creates nothing', async () => {
    const body = checkoutBody({
      contact: { name: ' ', email: 'ani@', phone: '12' },
      address: { ...ADDRESS, kecamatan: '', province: 'Atlantis', postalCode: '123' },
    });
    const res = await placeCheckout(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: en('storefront.errors.nameRequired'),
      email: en('storefront.errors.emailInvalid'),
      phone: en('storefront.errors.phoneInvalid'),
      kecamatan: en('storefront.errors.kecamatanRequired'),
      province: en('storefront.errors.provinceRequired'),
      postalCode: en('storefront.errors.postalCodeInvalid'),
    });
    expect(await t.database.db.select().from(orders).where(eq(orders.orderId, body.orderId))).toEqual([]);
  });

  it('needs no address for pickup in a store, which is free', async () => {
    const order = await placed(t, checkoutBody({ deliveryCode: 'pickup', pickup: true, address: null, paymentMethod: 'bank_va' }));
    expect(order.address).toBeNull();
    expect(order.deliveryFee).toBe(0);
    // The shelf price is the price paid; it contains 1.399.000 x 11/111 = Rp 138.639,64 of PPN.
    expect(order).toMatchObject({ total: 1_399_000, ppn: 138_640 });
    expect(order.payment.instructions).toMatchObject({ kind: 'va', bank: 'BCA' });
  });

  it('Redmi Buds 5 at Rp 349.000 with WELCOME20: pays Rp 279.200, of which PPN Rp 27.668; an old order still shows PPN on top', async () => {
    const body = checkoutBody({ lines: [{ productId: '3', quantity: 1 }], couponCode: WELCOME_COUPON_CODE, deliveryCode: 'pickup', pickup: true, address: null, contact: { name: 'Budi', email: `budi.${Date.now()}@example.com`, phone: '0812-3456-7890' } });
    const order = await placed(t, { ...body });
    // 20% of 349.000 = 69.800; 279.200 x 11/111 = 27.668,47. The old rule added 11% of 349.000 (Rp 38.390) on top.
    expect(order).toMatchObject({ subtotal: 349_000, couponDiscount: 69_800, ppn: 27_668, ppnIncluded: true, deliveryFee: 0, total: 279_200 });
    const [mail] = await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.recipient, body.contact.email));
    expect(mail!.body).toContain('Total: Rp 279.200\nIncl. PPN: Rp 27.668');

    // An order placed before decision 038 (migration 0035 marks it) shows what it charged: PPN added on top.
    await t.database.db.update(orders).set({ ppnIncluded: false, ppnIdr: 38_390, totalIdr: 317_590 }).where(eq(orders.orderId, body.orderId));
    const old = (await findOrder(t, order.orderNumber, body.contact.email)).json<ShopOrder>();
    expect(old).toMatchObject({ ppn: 38_390, ppnIncluded: false, total: 317_590 });
  });

  it('refuses more units than are left, naming what is left', async () => {
    const { stockAvailable } = await stockOf(t, '2');
    const res = await placeCheckout(t, checkoutBody({ lines: [{ productId: '2', quantity: stockAvailable + 1 }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(new RegExp(`^Only ${stockAvailable} of .+ left; lower the quantity in your cart\\.$`));
    expect((await stockOf(t, '2')).stockAvailable).toBe(stockAvailable);
  });

  it('refuses a coupon below its minimum spend, and an unknown one', async () => {
    const low = await placeCheckout(t, checkoutBody({ lines: [{ productId: '1', quantity: 1 }], couponCode: 'HEMAT50K', deliveryCode: 'pickup', pickup: true, address: null }));
    // Rp 1.399.000 is above Rp 500.000: HEMAT50K applies; GAJIAN10 too. An unknown code does not.
    expect(low.statusCode).toBe(201);
    expect(low.json<ShopOrder>().couponDiscount).toBe(50_000);
    const unknown = await placeCheckout(t, checkoutBody({ couponCode: 'NOPE' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ couponCode: en('storefront.errors.couponUnknown', { code: 'NOPE' }) });
    const check = await t.app.inject({ method: 'POST', url: '/api/checkout/coupons/check', payload: { code: 'hemat50k', subtotal: 200_000 } });
    expect(check.statusCode).toBe(400);
    expect(check.json().error.message).toBe(en('storefront.errors.couponMinSpend', { code: 'HEMAT50K', minSpend: formatRupiah(500_000) }));
  });

  it('lets WELCOME20 be used once per e-mail', async () => {
    const email = 'once.only@example.com';
    const first = checkoutBody({ couponCode: WELCOME_COUPON_CODE });
    first.contact.email = email;
    await placed(t, first);
    const second = checkoutBody({ couponCode: WELCOME_COUPON_CODE });
    second.contact.email = 'Once.Only@example.com';
    const res = await placeCheckout(t, second);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(en('storefront.errors.couponAlreadyUsed', { code: WELCOME_COUPON_CODE }));
  });

  it('keeps the language the shopper checked out in and writes the order e-mails in it (decision 029)', async () => {
    const body = checkoutBody();
    const res = await placeCheckout(t, body, { cookie: 'lang=id' });
    expect(res.statusCode).toBe(201);
    const order = res.json<ShopOrder>();
    expect(order.language).toBe('id');
    const mails = await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.recipient, body.contact.email));
    expect(mails.map((m) => m.subject)).toEqual([id('storefront.mail.placedSubject', { number: order.orderNumber })]);
    expect(mails[0]!.body).toContain(id('storefront.mail.greeting', { name: 'Ani Wijaya' }));
    expect(mails[0]!.body).toMatch(/sebelum \d{1,2} \S+ \d{4} \d{2}\.\d{2} WIB\./);
    // Without a choice the shop's default (English in the test app) is kept.
    expect((await placed(t, checkoutBody())).language).toBe('en');
  });

  it('words the checkout refusals in the language of the request', async () => {
    const res = await placeCheckout(t, checkoutBody({ couponCode: 'NOPE', contact: { name: ' ', email: 'ani@example.com', phone: '0812-3456-7890' } }), { cookie: 'lang=id' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ name: id('storefront.errors.nameRequired') });
    const coupon = await t.app.inject({ method: 'POST', url: '/api/checkout/coupons/check?lang=id', payload: { code: 'NOPE', subtotal: 200_000 } });
    expect(coupon.json().error.message).toBe(id('storefront.errors.couponUnknown', { code: 'NOPE' }));
    expect(coupon.json().error.message).toBe('Kupon NOPE tidak ditemukan.');
  });

  it('lists the delivery options and payment methods', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/checkout/options' });
    expect(res.json()).toMatchObject({
      paymentProvider: 'embedded',
      paymentWindowMinutes: 60,
      paymentMethods: [
        { method: 'qris', label: 'QRIS' },
        { method: 'bank_va', label: 'Bank virtual account' },
        { method: 'ewallet', label: 'E-wallet (GoPay)' },
      ],
    });
    expect(res.json().deliveryOptions[0]).toEqual({ code: 'pickup', label: 'Pickup in store (Lumbung Grand Indonesia, Jakarta)', fee: 0, estimate: 'Ready in 2 hours', pickup: true });
  });
});
