import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/platform/texts.ts';
import { identityMailOutbox, posOrders } from '../../src/platform/db/schema/index.ts';
import { createMember, issueVoucher, type TestMember } from '../helpers/loyalty-factories.ts';
import { newTransactionNumber, orderBody } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { cashierHeaders, namedCashierHeaders, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 015: the receipt of a sale, built from the stored order, with the figures a simplified
 * tax invoice needs; the public e-receipt at an unguessable token; the e-mail through the mailer.
 */
let t: TestApp;
let member: TestMember;
let voucherCode: string;
const transactionNumber = newTransactionNumber();
let sale: Record<string, unknown>;

const PUBLIC_URL = 'https://toko.lumbung.test';

/** A cashier's access token whose name claim says who rings the sale up. */
const tokenOf = (url: string) => url.slice(`${PUBLIC_URL}/receipt/`.length);

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL, CASH_ROUNDING: '100' } });
  member = await createMember(t.database.db, { firstName: 'Tari', points: 10_000 });
  voucherCode = await issueVoucher(t.database.db, member, { definition: 'MILK10' }).then((v) => v.voucherCode);
  // A till sale belongs to the cashier's open shift, whose cashier the receipt names.
  const cashier = await namedCashierHeaders(t, 'Dewi Lestari');
  await openShift(t, { storeId: 'STORE-001', headers: cashier });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/pos/orders',
    headers: cashier,
    payload: await withMemberConfirmation(t, orderBody({
      externalTransactionNumber: transactionNumber,
      storeId: 'STORE-001',
      membershipNumber: member.membershipNumber,
      lines: [
        { productCode: 'GL-FRU-001', quantity: 2 },
        { productCode: 'GL-MLK-001', quantity: 3 },
        { productCode: 'GL-MLK-005', quantity: 1 },
      ],
      voucherCode,
      points: 2_000,
      paymentMethod: 'Debit',
    }), cashier),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const response = await t.app.inject({ method: 'GET', url: `/api/pos/orders/${transactionNumber}/receipt`, headers: await cashierHeaders(t) });
  expect(response.statusCode, response.body).toBe(200);
  sale = response.json();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/pos/orders/:transactionNumber/receipt', () => {
  it('carries the shop, store, cashier, lines with discounts, voucher, points, DPP and PPN, tender and the member’s points, to the rupiah', () => {
    const orderName = sale.orderName as string;
    expect(orderName).toMatch(/^#\d+$/);
    expect(sale).toEqual({
      shop: {
        name: 'PT Lumbung Ritel Nusantara',
        address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
        npwp: '0316.8425.9071.2000',
        phone: '+62 812-1000-2026',
        email: 'halo@lumbung.shop',
      },
      store: { storeId: 'STORE-001', name: 'Grand Lucky Kemang' },
      cashier: 'Dewi Lestari',
      transactionNumber,
      orderName,
      issuedAt: expect.any(String),
      issuedAtText: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} WIB$/),
      lines: [
        { productCode: 'GL-FRU-001', name: 'Cavendish Bananas 1 kg', quantity: 2, unitPrice: 22_000, amount: 44_000, discount: 0 },
        { productCode: 'GL-MLK-001', name: 'Whole Milk 1 L', quantity: 3, unitPrice: 21_000, amount: 63_000, discount: 6_300 },
        { productCode: 'GL-MLK-005', name: 'Chocolate Milk 200 ml', quantity: 1, unitPrice: 6_500, amount: 6_500, discount: 650 },
      ],
      itemCount: 6,
      subtotal: 113_500,
      voucher: { code: voucherCode, name: 'Diskon 10% Susu', discount: 6_950 },
      pointsRedeemed: 2_000,
      // Decision 038: each line is taxed after its voucher share: 11% of 44.000, 56.700 and 5.850 = 4.840 + 6.237 + 644
      // (643,5 rounds up). The taxable amount is 113.500 - 6.950 = 106.550; DPP 11/12 of it = 97.670,83 -> 97.671,
      // and 12% of that is 11.720,52: the PPN charged, to the rupiah.
      tax: { taxableAmount: 106_550, taxBase: 97_671, baseLabel: 'DPP Nilai Lain 11/12', ratePercent: 12, ppn: 11_721 },
      // 113.500 - 6.950 + 11.721 - 2.000 (points pay, they do not lower the tax)
      total: 116_271,
      tenders: [{ method: 'Debit', amount: 116_271, tendered: null }],
      change: 0,
      cashRounding: 0,
      // Crew: floor(116.271 / 1.000) = 116 points; 10.000 - 2.000 + 116.
      member: { membershipNumber: `••••${member.membershipNumber.slice(-4)}`, name: 'Tari', pointsEarned: 116, pointsRedeemed: 2_000, newBalance: 8_116 },
      returns: [],
      url: expect.stringMatching(/^https:\/\/toko\.lumbung\.test\/receipt\/[0-9a-f]{32}$/),
    });
  });

  it('dates the receipt in Jakarta time from the stored order', async () => {
    const [order] = await t.database.db.select({ createdAt: posOrders.createdAt }).from(posOrders).where(eq(posOrders.externalTransactionNumber, transactionNumber));
    expect(sale.issuedAt).toBe(order!.createdAt.toISOString());
    const jakarta = new Date(order!.createdAt.getTime() + 7 * 3_600_000);
    expect(sale.issuedAtText).toContain(` ${String(jakarta.getUTCHours()).padStart(2, '0')}:${String(jakarta.getUTCMinutes()).padStart(2, '0')} WIB`);
  });

  it('answers 404 with a message for an unknown transaction number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pos/orders/POS-NOPE/receipt', headers: await cashierHeaders(t) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(translate('en')('pos.errors.saleNotFoundByNumber', { number: 'POS-NOPE' }));
  });

  it('is for cashiers: 401 signed out, 403 for a shopper', async () => {
    const url = `/api/pos/orders/${transactionNumber}/receipt`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const shopper = await t.app.inject({ method: 'GET', url, headers: await shopperHeaders(t, { sub: 'auth0|shopper-receipt' }) });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().error.message).toBe('Only cashier accounts can use the POS.');
  });

  it('prints each tender of a split sale, the cash rounding and the change', async () => {
    const split = newTransactionNumber();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/pos/orders',
      headers: await namedCashierHeaders(t, 'Dewi Lestari'),
      payload: orderBody({
        externalTransactionNumber: split,
        lines: [
          { productCode: 'GL-MLK-006', quantity: 1 },
          { productCode: 'GL-FRU-001', quantity: 1 },
        ],
        // 89.000 + PPN 9.790 = 98.790: Debit 50.000, the cash part 48.790 rounded down to 48.700 (CASH_ROUNDING 100).
        tenders: [
          { kind: 'Debit', amount: 50_000 },
          { kind: 'Cash', amount: 48_700, tendered: 50_000 },
        ],
      }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const receipt = (await t.app.inject({ method: 'GET', url: `/api/pos/orders/${split}/receipt`, headers: await cashierHeaders(t) })).json();
    expect(receipt).toMatchObject({
      cashier: 'Dewi Lestari',
      subtotal: 89_000,
      // 89.000 x 11/12 = 81.583,33.
      tax: { taxableAmount: 89_000, taxBase: 81_583, ratePercent: 12, ppn: 9_790 },
      total: 98_790,
      cashRounding: 90,
      tenders: [
        { method: 'Debit', amount: 50_000, tendered: null },
        { method: 'Cash', amount: 48_700, tendered: 50_000 },
      ],
      change: 1_300,
    });
    const mail = await t.app.inject({ method: 'POST', url: `/api/pos/orders/${split}/receipt/email`, headers: await cashierHeaders(t), payload: { email: 'split@example.test' } });
    expect(mail.statusCode).toBe(202);
    const [sent] = await t.database.db.select().from(identityMailOutbox).orderBy(desc(identityMailOutbox.id)).limit(1);
    expect(sent!.body).toContain(
      'TOTAL: Rp\u00a098.790\nCash rounding: -Rp\u00a090\nTo pay: Rp\u00a098.700\n\nDebit: Rp\u00a050.000\nCash: Rp\u00a050.000\nChange: Rp\u00a01.300',
    );
    // In the till's language: the tenders and every label in Indonesian, the amounts as they are.
    const inIndonesian = await t.app.inject({ method: 'POST', url: `/api/pos/orders/${split}/receipt/email?lang=id`, headers: await cashierHeaders(t), payload: { email: 'split@example.test' } });
    expect(inIndonesian.statusCode).toBe(202);
    const id = translate('id');
    expect(inIndonesian.json()).toEqual({ message: id('pos.mail.receipt.sent', { email: 'split@example.test' }) });
    const [sentId] = await t.database.db.select().from(identityMailOutbox).orderBy(desc(identityMailOutbox.id)).limit(1);
    expect(sentId!.subject).toBe(id('pos.mail.receipt.subject', { order: receipt.orderName as string, shop: 'PT Lumbung Ritel Nusantara' }));
    expect(sentId!.body).toContain(
      `${id('pos.receipt.total')}: Rp\u00a098.790\n${id('pos.receipt.cashRounding')}: -Rp\u00a090\n${id('pos.receipt.toPay')}: Rp\u00a098.700\n\n${id('pos.tender.debit')}: Rp\u00a050.000\n${id('pos.tender.cash')}: Rp\u00a050.000\n${id('pos.receipt.change')}: Rp\u00a01.300`,
    );
    expect(sentId!.body).toContain(id('pos.receipt.thanks'));
  });

  it('prints no cashier for a sale booked without one, and no member block for a guest', async () => {
    const guestSale = newTransactionNumber();
    // The compatible API and the seed book sales without a signed-in cashier; the engine is the same.
    await t.app.loyalty.placeOrder({ externalTransactionNumber: guestSale, order: orderBody({ externalTransactionNumber: guestSale }).orders[0]!.order as never });
    const receipt = (await t.app.inject({ method: 'GET', url: `/api/pos/orders/${guestSale}/receipt`, headers: await cashierHeaders(t) })).json();
    expect(receipt).toMatchObject({
      cashier: null,
      member: null,
      voucher: null,
      lines: [{ name: 'Milk Bundle', quantity: 1, unitPrice: 67_000, amount: 67_000, discount: 0 }],
      // 67.000 x 11/12 = 61.416,67; 11% of 67.000 = 7.370.
      tax: { taxableAmount: 67_000, taxBase: 61_417, ratePercent: 12, ppn: 7_370 },
      total: 74_370,
      tenders: [{ method: 'QRIS', amount: 74_370, tendered: null }],
    });
    expect(tokenOf(receipt.url)).not.toBe(tokenOf(sale.url as string));
  });
});

describe('GET /api/receipts/:token (the public e-receipt)', () => {
  it('shows the same receipt to anyone holding the link, kept out of shared caches', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/receipts/${tokenOf(sale.url as string)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sale);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the same 404 for a wrong token of any shape, so nothing can be enumerated', async () => {
    const wrong = [randomBytes(16).toString('hex'), tokenOf(sale.url as string).toUpperCase(), '1', transactionNumber, "x'or'1'='1", '0'.repeat(64)];
    for (const token of wrong) {
      const response = await t.app.inject({ method: 'GET', url: `/api/receipts/${encodeURIComponent(token)}` });
      expect(response.statusCode, token).toBe(404);
      expect(response.json(), token).toEqual({
        error: { code: 'not_found', message: translate('en')('pos.errors.receiptNotFound') },
      });
    }
  });

  it('draws a different random 32-hex token for every sale', async () => {
    const rows = await t.database.db.select({ token: posOrders.receiptToken }).from(posOrders);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.token)).size).toBe(rows.length);
    for (const { token } of rows) expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('POST /api/pos/orders/:transactionNumber/receipt/email', () => {
  const url = `/api/pos/orders/${transactionNumber}/receipt/email`;

  it('puts the receipt in the mail outbox (no SMTP configured) with its lines, tax and link', async () => {
    const response = await t.app.inject({ method: 'POST', url, headers: await cashierHeaders(t), payload: { email: ' Tari@Example.test ' } });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: translate('en')('pos.mail.receipt.sent', { email: 'Tari@Example.test' }) });
    const [mail] = await t.database.db.select().from(identityMailOutbox).orderBy(desc(identityMailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ recipient: 'Tari@Example.test', subject: translate('en')('pos.mail.receipt.subject', { order: sale.orderName as string, shop: 'PT Lumbung Ritel Nusantara' }), link: sale.url });
    expect(mail!.deliveredAt).not.toBeNull();
    for (const text of [
      'NPWP 0316.8425.9071.2000',
      'Cashier: Dewi Lestari',
      `Transaction: ${transactionNumber} (${sale.orderName})`,
      'Whole Milk 1 L\n  3 x Rp\u00a021.000 = Rp\u00a063.000\n  Discount -Rp\u00a06.300',
      `Voucher ${voucherCode} (Diskon 10% Susu): -Rp\u00a06.950`,
      'DPP Nilai Lain 11/12: Rp\u00a097.671',
      'PPN 12%: Rp\u00a011.721',
      'Points redeemed: -Rp\u00a02.000',
      'TOTAL: Rp\u00a0116.271',
      'Debit: Rp\u00a0116.271',
      'Points earned: +116',
      'Points balance: 8,116',
      `E-receipt: ${sale.url}`,
    ]) {
      expect(mail!.body).toContain(text);
    }
  });

  it('refuses an address that is not one, with a message', async () => {
    const response = await t.app.inject({ method: 'POST', url, headers: await cashierHeaders(t), payload: { email: 'tari@' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: `${translate('en')('errors.validation.email')}.` });
  });

  it('sends one receipt at most 5 times an hour', async () => {
    const headers = await cashierHeaders(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await t.app.inject({ method: 'POST', url, headers, payload: { email: `copy${i}@example.test` } })).statusCode);
    }
    // The first test sent one already.
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
  });

  it('is for cashiers: 401 signed out, 403 for a shopper, 404 for an unknown sale', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: { email: 'a@example.test' } })).statusCode).toBe(401);
    const shopper = await t.app.inject({ method: 'POST', url, headers: await shopperHeaders(t, { sub: 'auth0|shopper-receipt' }), payload: { email: 'a@example.test' } });
    expect(shopper.statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/pos/orders/POS-NOPE/receipt/email', headers: await cashierHeaders(t), payload: { email: 'a@example.test' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('/config.json', () => {
  it('gives the browser the shop identity (the storefront contact block and receipts)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.json().shop).toEqual({
      name: 'PT Lumbung Ritel Nusantara',
      address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
      npwp: '0316.8425.9071.2000',
      phone: '+62 812-1000-2026',
      whatsappNumber: '6281210002026',
      email: 'halo@lumbung.shop',
    });
    expect(response.json().receipts).toBe(true);
  });
});
