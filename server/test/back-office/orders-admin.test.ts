import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderRow, OrderListResponse, PosOrderDetail, StorefrontOrderDetail } from '#domain/back-office/api/orders.ts';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { CSV_BOM } from '#domain/platform/csv.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { listOrders } from '../../src/back-office/orders/orders.ts';
import { resultRows } from '../../src/platform/db/json-query.ts';
import { createManagerAccount } from '../../src/seed/managers.ts';
import { chargeIdOf, checkoutBody, placed } from '../storefront/checkout/helpers.ts';
import { createMember, type TestMember } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translate } from '../../src/platform/texts.ts';

const en = translate('en');
/** An export's header line in English. */
const columns = (...keys: string[]) => keys.map((key) => en(`backOffice.exports.column.${key}` as Parameters<typeof en>[0])).join(',');
const yes = en('backOffice.exports.yes');
/** A field's message as the error handler words it: the catalogue's text, a sentence. */
const said = (...args: Parameters<typeof en>) => en(...args).replace(/(?<![.!?])$/, '.');

/**
 * Decision 024: the back office's orders (storefront and POS in one list, search, filters, keyset
 * pages, the detail with lines, tenders, points and returns), the audited status moves, and the CSV
 * exports of the orders list and the audit log. PGlite and PostgreSQL.
 */
let t: TestApp;
let member: TestMember;
let manager: Record<string, string>;
let cashier: Record<string, string>;
let paidSale: { externalTransactionNumber: string; order: { name: string } };
let returnedSale: { externalTransactionNumber: string; order: { name: string } };
let shopOrder: ShopOrder;
const MANAGER = { email: 'manajer.orders@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', pin: '2468' };
const MANAGER_SUB = 'auth0|orders-manager';

beforeAll(async () => {
  t = await createTestApp();
  await openShift(t, { storeId: 'STORE-001', openingFloat: 500_000 });
  await createManagerAccount(t.database.db, MANAGER);
  member = await createMember(t.database.db, { firstName: 'Dewi', lastName: 'Lestari', email: `dewi.${randomBytes(3).toString('hex')}@example.test` });
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], MANAGER_SUB)}` };
  cashier = await cashierHeaders(t);
  const sell = async (options: Parameters<typeof orderBody>[0]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: cashier, payload: orderBody(options) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orders[0];
  };
  // 79.920 paid in cash with a 100.000 note: change 20.080; 79 points earned (Crew).
  paidSale = await sell({ membershipNumber: member.membershipNumber, lines: [{ productCode: 'GL-SEA-002', quantity: 1 }], tenders: [{ kind: 'Cash', amount: 79_920, tendered: 100_000 }] });
  // 3 × 21.000 + 6.930 PPN = 69.930 by QRIS; two units come back: floor(69.930 × 2 / 3) = 46.620.
  returnedSale = await sell({ lines: [{ productCode: 'GL-MLK-001', quantity: 3 }], paymentMethod: 'QRIS' });
  const back = await t.app.inject({
    method: 'POST',
    url: '/api/pos/returns',
    headers: cashier,
    payload: {
      returnKey: `RET-${randomBytes(6).toString('hex')}`,
      externalTransactionNumber: returnedSale.externalTransactionNumber,
      lines: [{ lineNumber: 1, quantity: 2 }],
      approval: { managerEmail: MANAGER.email, pin: MANAGER.pin },
    },
  });
  expect(back.statusCode, back.body).toBe(201);
  shopOrder = await placed(t, checkoutBody({ contact: { name: 'Ani Wijaya', email: `Ani.${randomBytes(3).toString('hex')}@Example.com`, phone: '0812-3456-7890' } }));
  expect((await t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(shopOrder)}/pay` })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = manager) => t.app.inject({ method: 'GET', url, headers });
const list = async (query: Record<string, string>) => {
  const res = await get(`/api/admin/orders?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderListResponse>();
};

describe('who may call', () => {
  const urls = () => [
    '/api/admin/orders',
    `/api/admin/orders/storefront/${shopOrder.orderNumber}`,
    `/api/admin/orders/pos/${paidSale.externalTransactionNumber}`,
    '/api/admin/orders.csv',
    '/api/admin/audit.csv',
  ];
  it('anonymous 401, a cashier 403, a manager and an admin 200', async () => {
    const admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|orders-admin')}` };
    for (const url of urls()) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } });
      const refused = await get(url, cashier);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe('Only a manager may do this.');
      expect((await get(url)).statusCode, url).toBe(200);
      expect((await get(url, admin)).statusCode, url).toBe(200);
    }
  });
});

describe('bad input', () => {
  it('a date range whose start is after its end, a bad date, a bad or unknown cursor: 400 with the message', async () => {
    const range = await get('/api/admin/orders?from=2026-11-23&to=2026-11-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().error.fields).toEqual({ to: said('backOffice.errors.fromAfterTo') });
    const date = await get('/api/admin/orders?from=2026-02-30');
    expect(date.statusCode).toBe(400);
    expect(date.json().error.fields).toEqual({ from: said('backOffice.errors.date') });
    const cursor = await get('/api/admin/orders?after=42');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error.fields).toEqual({ after: said('backOffice.errors.badCursor') });
    const gone = await get(`/api/admin/orders?after=p-${crypto.randomUUID()}`);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().error.message).toBe(said('backOffice.errors.badCursor'));
    const channel = await get('/api/admin/orders?channel=online');
    expect(channel.statusCode).toBe(400);
    expect(channel.json().error.fields.channel).toBe(said('backOffice.errors.orders.channel'));
    const csv = await get('/api/admin/orders.csv?from=2026-11-23&to=2026-11-01');
    expect(csv.statusCode).toBe(400);
    expect(csv.headers['content-type']).toContain('application/json');
  });

  it('an unknown order: 404', async () => {
    const shop = await get('/api/admin/orders/storefront/LMB-NOPE0000');
    expect(shop.statusCode).toBe(404);
    expect(shop.json().error.message).toBe(en('backOffice.errors.orders.notFound', { number: 'LMB-NOPE0000' }));
    const pos = await get('/api/admin/orders/pos/POS-NOPE-0000');
    expect(pos.statusCode).toBe(404);
    expect(pos.json().error.message).toBe(en('backOffice.errors.orders.posNotFound', { number: 'POS-NOPE-0000' }));
  });
});

describe('the list', () => {
  it('finds a POS order by transaction number, order number, membership number or the member’s e-mail', async () => {
    const { orders } = await list({ q: paidSale.externalTransactionNumber });
    expect(orders).toEqual([
      {
        key: expect.stringMatching(/^p-/),
        channel: 'pos',
        number: paidSale.order.name,
        transactionNumber: paidSale.externalTransactionNumber,
        createdAt: expect.any(String),
        status: 'completed',
        storeId: 'STORE-001',
        storeName: expect.any(String),
        brand: 'grandlucky',
        customerName: 'Dewi Lestari',
        email: member.email,
        membershipNumber: member.membershipNumber,
        itemCount: 1,
        total: 79_920,
        pointsRedeemed: 0,
        pointsEarned: 79,
        payment: 'Cash',
      } satisfies AdminOrderRow,
    ]);
    expect((await list({ q: paidSale.order.name })).orders.map((o) => o.number)).toEqual([paidSale.order.name]);
    expect((await list({ q: member.membershipNumber })).orders.map((o) => o.transactionNumber)).toEqual([paidSale.externalTransactionNumber]);
    expect((await list({ q: member.email.toUpperCase() })).orders.map((o) => o.transactionNumber)).toEqual([paidSale.externalTransactionNumber]);
  });

  it('finds a storefront order by number or e-mail (any case)', async () => {
    for (const q of [shopOrder.orderNumber.toLowerCase(), shopOrder.contact.email.toLowerCase()]) {
      const { orders } = await list({ q });
      expect(orders).toMatchObject([
        { channel: 'storefront', number: shopOrder.orderNumber, status: 'paid', customerName: 'Ani Wijaya', total: shopOrder.total, itemCount: 1, payment: 'qris' },
      ]);
    }
  });

  it('filters by channel, status and Jakarta dates', async () => {
    const all = await list({});
    expect(all.orders.map((o) => o.number)).toEqual([shopOrder.orderNumber, returnedSale.order.name, paidSale.order.name]);
    expect(all.stores.map((s) => s.storeId)).toContain('STORE-001');
    expect((await list({ channel: 'storefront' })).orders.map((o) => o.number)).toEqual([shopOrder.orderNumber]);
    expect((await list({ channel: 'pos' })).orders.map((o) => o.number)).toEqual([returnedSale.order.name, paidSale.order.name]);
    expect((await list({ channel: 'brand:grandlucky' })).orders).toHaveLength(2);
    expect((await list({ channel: 'brand:erafone' })).orders).toEqual([]);
    expect((await list({ channel: 'store:STORE-001' })).orders).toHaveLength(2);
    expect((await list({ status: 'returned' })).orders.map((o) => o.number)).toEqual([returnedSale.order.name]);
    expect((await list({ status: 'completed' })).orders.map((o) => o.number)).toEqual([paidSale.order.name]);
    expect((await list({ status: 'paid' })).orders.map((o) => o.number)).toEqual([shopOrder.orderNumber]);
    expect((await list({ status: 'paid', channel: 'pos' })).orders).toEqual([]);
    const today = jakartaDayOfInstant(new Date());
    const tomorrow = jakartaDayOfInstant(new Date(Date.now() + 86_400_000));
    expect((await list({ from: today, to: today })).orders).toHaveLength(3);
    expect((await list({ from: tomorrow })).orders).toEqual([]);
    expect((await list({ to: '2020-01-01' })).orders).toEqual([]);
  });

  it('pages newest first across both channels: every order once, in the same order as one long page', async () => {
    // More orders, some at the very same instant in both tables, so the tie rule is exercised.
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: cashier, payload: orderBody({ lines: [{ productCode: 'GL-MLK-001', quantity: 1 }] }) });
      expect(res.statusCode).toBe(201);
    }
    await t.database.db.execute(
      `update orders set created_at = (select created_at from pos_orders order by created_at desc limit 1) where order_number = '${shopOrder.orderNumber}'`,
    );
    const whole = await listOrders(t.database.db, {}, 1_000);
    expect(whole.orders).toHaveLength(7);
    for (const size of [1, 2, 3]) {
      const keys: string[] = [];
      let after: string | undefined;
      for (let pages = 0; pages < 20; pages += 1) {
        const page = await listOrders(t.database.db, { after }, size);
        keys.push(...page.orders.map((o) => o.key));
        if (!page.nextAfter) break;
        after = page.nextAfter;
      }
      expect(keys).toEqual(whole.orders.map((o) => o.key));
    }
    const first = await list({});
    expect(first.orders).toHaveLength(7);
    expect(first.nextAfter).toBeNull();
  });
});

describe('the detail', () => {
  it('a POS order: lines with discounts, tenders with change, points, member', async () => {
    const res = await get(`/api/admin/orders/pos/${paidSale.externalTransactionNumber}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<PosOrderDetail>();
    expect(detail).toMatchObject({
      brand: 'grandlucky',
      membershipNumber: member.membershipNumber,
      memberName: 'Dewi Lestari',
      pointsEarned: 79,
      pointsRedeemed: 0,
      returns: [],
    });
    expect(detail.receipt).toMatchObject({
      transactionNumber: paidSale.externalTransactionNumber,
      orderName: paidSale.order.name,
      lines: [{ productCode: 'GL-SEA-002', quantity: 1, discount: 0 }],
      total: 79_920,
      tenders: [{ method: 'Cash', amount: 79_920, tendered: 100_000 }],
      change: 20_080,
      cashRounding: 0,
    });
  });

  it('a POS order with a return: its number, units, refund and where the money went', async () => {
    const detail = (await get(`/api/admin/orders/pos/${returnedSale.externalTransactionNumber}`)).json<PosOrderDetail>();
    expect(detail.membershipNumber).toBeNull();
    expect(detail.returns).toEqual([
      {
        returnNumber: expect.stringMatching(/^RET-\d{6}$/),
        createdAt: expect.any(String),
        items: 2,
        refundTotal: 46_620,
        pointsGivenBack: 0,
        pointsReversed: 0,
        approvedBy: MANAGER.name,
        reason: null,
        refunds: [{ kind: 'QRIS', amount: 46_620 }],
      },
    ]);
  });

  it('a storefront order: the moves staff may make, each audited and in the history with who made it', async () => {
    const detailOf = async () => (await get(`/api/admin/orders/storefront/${shopOrder.orderNumber}`)).json<StorefrontOrderDetail>();
    const before = await detailOf();
    expect(before.order.orderNumber).toBe(shopOrder.orderNumber);
    expect(before.nextStatuses).toEqual(['packed', 'cancelled']);
    expect(before.history.map((h) => h.status)).toEqual(['placed', 'paid']);

    const move = (payload: object) => t.app.inject({ method: 'POST', url: `/api/back-office/shop-orders/${shopOrder.orderNumber}/status`, headers: manager, payload });
    const bad = await move({ status: 'shipped', courier: '', trackingNumber: '' });
    expect(bad.statusCode).toBe(400);
    expect((await move({ status: 'packed' })).statusCode).toBe(200);
    expect((await move({ status: 'shipped', courier: 'JNE', trackingNumber: 'JNE0123456789' })).statusCode).toBe(200);

    const after = await detailOf();
    expect(after.nextStatuses).toEqual(['delivered']);
    expect(after.history.map(({ status, by, note }) => ({ status, by, note }))).toEqual([
      { status: 'placed', by: null, note: null },
      { status: 'paid', by: null, note: null },
      { status: 'packed', by: MANAGER_SUB, note: null },
      { status: 'shipped', by: MANAGER_SUB, note: 'JNE JNE0123456789' },
    ]);
    const audit = (await get(`/api/admin/audit?entity=order&entityId=${shopOrder.orderNumber}`)).json().entries;
    expect(audit.map((e: { action: string; actorUserId: string; before: unknown; after: unknown }) => [e.action, e.actorUserId, e.before, e.after])).toEqual([
      ['order.status', MANAGER_SUB, { status: 'packed' }, { status: 'shipped', courier: 'JNE', trackingNumber: 'JNE0123456789' }],
      ['order.status', MANAGER_SUB, { status: 'paid' }, { status: 'packed' }],
    ]);
  });
});

describe('CSV exports', () => {
  it('orders: a BOM, the header row and the filtered rows, as an attachment', async () => {
    const res = await get(`/api/admin/orders.csv?q=${encodeURIComponent(paidSale.externalTransactionNumber)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${jakartaDayOfInstant(new Date())}.csv"`);
    const [header, row, end, ...rest] = res.body.split('\r\n');
    // Headers and words in the reader's language, the time in Jakarta's, money in whole rupiah.
    expect(header).toBe(
      `${CSV_BOM}${columns('channel', 'order', 'transactionNumber', 'placedAt', 'status', 'store', 'storeName', 'customer', 'email', 'membershipNumber', 'items', 'total', 'pointsRedeemed', 'pointsEarned', 'payment')}`,
    );
    expect(header).toContain('Placed at (WIB)');
    // Decision 040: Jakarta wall-clock time as a spreadsheet reads it, the header naming the zone.
    const createdAt = new Date((await list({ q: paidSale.externalTransactionNumber })).orders[0]!.createdAt);
    const placedAt = new Date(createdAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(placedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row).toMatch(
      new RegExp(
        `^POS,${paidSale.order.name},${paidSale.externalTransactionNumber},${placedAt},${en('backOffice.orders.status.completed')},STORE-001,[^,]+,Dewi Lestari,${member.email},${member.membershipNumber},1,79920,0,79,${en('backOffice.orders.payment.cash')}$`,
      ),
    );
    expect([end, ...rest]).toEqual(['']);
    // In Indonesian for a reader who chose it: the headers say the zone, the words are Indonesian.
    const id = translate('id');
    const [idHeader, idRow] = (await get(`/api/admin/orders.csv?q=${encodeURIComponent(paidSale.externalTransactionNumber)}`, { ...manager, cookie: 'lang=id' })).body.split('\r\n');
    expect(idHeader).toContain(`,${id('backOffice.exports.column.placedAt')},`);
    expect(idHeader).toContain('Waktu pesanan (WIB)');
    expect(idRow).toContain(`,${id('backOffice.orders.status.completed')},`);
    expect(idRow).toContain(`,${placedAt},`);
    // A sale with returns says so as the list does ('Has returns'), not the status code 'returned'.
    const returnedRow = (await get(`/api/admin/orders.csv?q=${encodeURIComponent(returnedSale.externalTransactionNumber)}`)).body.split('\r\n')[1];
    expect(returnedRow).toContain(`,${returnedSale.externalTransactionNumber},`);
    expect(returnedRow).toContain(',Has returns,');
    expect(returnedRow).not.toContain('returned');
    // Every order, not one page.
    expect((await get('/api/admin/orders.csv')).body.split('\r\n').filter(Boolean)).toHaveLength(1 + 7);
  });

  it('audit log: the header row and a known entry, with the filters', async () => {
    const res = await get(`/api/admin/audit.csv?entity=order&entityId=${shopOrder.orderNumber}`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(`${CSV_BOM}${columns('id', 'at', 'userId', 'userEmail', 'action', 'entity', 'entityId', 'before', 'after')}`);
    expect(lines[1]).toMatch(
      new RegExp(`^\\d+,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},${MANAGER_SUB.replace('|', '\\|')},,${en('backOffice.audit.action.order.status')},${en('backOffice.audit.entity.order')},${shopOrder.orderNumber},"\\{""status"":""packed""\\}","\\{""status"":""shipped"",""courier"":""JNE"",""trackingNumber"":""JNE0123456789""\\}"$`),
    );
    expect(lines).toHaveLength(4);
  });

  it("the shop's content and the loyalty programme export too: anonymous 401, a cashier 403, a manager the rows", async () => {
    // Every sale of this file was at STORE-001 (the earlier tests add some).
    const [sold] = resultRows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from pos_orders where store_id = 'STORE-001'`));
    const expected: Record<string, string[]> = {
      '/api/admin/promos.csv': [
        columns('id', 'title', 'category', 'discountPercent', 'start', 'end', 'featured', 'active'),
        `1,Mega Sale Elektronik Akhir Tahun,Electronics,30,2026-12-01,2026-12-31,${yes},${yes}`,
      ],
      '/api/admin/stores.csv': [columns('storeId', 'name', 'brand', 'posOrders'), `STORE-001,Grand Lucky Kemang,grandlucky,${sold!.n}`],
      '/api/admin/programme/rewards.csv': [
        columns('id', 'name', 'points', 'voucher', 'stock', 'perMemberLimit', 'start', 'end', 'active', 'redeemed'),
        `RWD-001,Voucher Belanja Rp 10.000,2000,Voucher Belanja Rp 10.000,,,,,${yes},0`,
      ],
      '/api/admin/programme/voucher-definitions.csv': [
        columns('code', 'name', 'type', 'faceValue', 'discountPercent', 'cap', 'minimumPurchase', 'validDays', 'storeBrand', 'eligibleProducts', 'eligibleCategories', 'excludedProducts', 'excludedCategories', 'issued'),
        `DISC10,Diskon 10%,${en('backOffice.exports.voucherType.DiscountPercentage')},,10,25000,0,30,,,,,,0`,
      ],
    };
    for (const [url, [header, firstRow]] of Object.entries(expected)) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, cashier)).statusCode, url).toBe(403);
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = res.body.slice(CSV_BOM.length).split('\r\n');
      expect(lines.slice(0, 2), url).toEqual([header, firstRow]);
    }
  });

  it('the other lists export with their own access: users for admins only', async () => {
    for (const url of ['/api/admin/members.csv?q=Dewi', '/api/admin/cases.csv', '/api/admin/journey-events.csv', '/api/admin/products.csv', '/api/admin/pos-products.csv?brand=erafone']) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.body.startsWith(CSV_BOM)).toBe(true);
    }
    expect((await get('/api/admin/members.csv?q=Dewi')).body).toContain(`${member.membershipNumber},Dewi Lestari,${member.email}`);
    expect((await get('/api/admin/users.csv')).statusCode).toBe(403);
    const admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|orders-admin')}` };
    expect((await get('/api/admin/users.csv', admin)).statusCode).toBe(200);
  });
});

// Last in this file: it adds a row the other tests' counts do not expect.
describe('orders from before the checkout', () => {
  it('have no number to open them by, so no list shows them, not even filtered by their status (docs/decisions/028)', async () => {
    const old = randomUUID();
    await t.database.db.execute(sql`insert into orders (order_id, total_idr, status) values (${old}, 1399000, 'expired')`);
    expect((await list({ status: 'expired' })).orders).toEqual([]);
    expect((await list({})).orders.map((o) => o.key)).not.toContain(`s-${old}`);
    const shopOrders = await get('/api/back-office/shop-orders?status=expired');
    expect(shopOrders.statusCode, shopOrders.body).toBe(200);
    expect(shopOrders.json<{ orders: ShopOrder[] }>().orders).toEqual([]);
  });
});
