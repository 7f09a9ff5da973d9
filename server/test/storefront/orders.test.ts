import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyOrders, Order } from '#domain/storefront/api/content.ts';
import { orderLines, orders } from '../../src/platform/db/schema/index.ts';
import { Unauthorized } from '../../src/platform/errors.ts';
import type { AccessTokenVerifier } from '../../src/platform/http/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Known tokens stand in for the identity provider: the order tie-in is under test, not token crypto.
const verifier: AccessTokenVerifier = {
  async verify(token) {
    if (token === 'ani-token') return { sub: 'auth0|ani', email: 'ani@example.com', name: 'Ani', roles: [] };
    if (token === 'budi-token') return { sub: 'auth0|budi', email: 'budi@example.com', name: 'Budi', roles: [] };
    throw new Unauthorized('Your session has expired. Please sign in again.');
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tokenVerifier: verifier });
});
afterAll(async () => t.close());

const place = (body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const myOrders = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me/orders', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /api/orders', () => {
  it('prices the lines on the server from the discount price and stores the order', async () => {
    const orderId = randomUUID();
    const res = await place({
      orderId,
      lines: [
        { productId: '1', quantity: 2 }, // Rp 1.399.000 x 2
        { productId: 'HAP-IP-14PL-CON', quantity: 1 }, // Rp 899.000 (no discount)
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order.total).toBe(2 * 1_399_000 + 899_000);
    expect(order.lines).toEqual([
      { productId: '1', productName: 'Xiaomi Redmi 13C 4/128GB', imageUrl: '/images/products/1.webp', unitPrice: 1_399_000, quantity: 2, lineTotal: 2_798_000 },
      {
        productId: 'HAP-IP-14PL-CON',
        productName: 'Apple iPhone 14 Plus Silicone Case with MagSafe',
        imageUrl: '/images/products/hap-ip-14pl-con.webp',
        unitPrice: 899_000,
        quantity: 1,
        lineTotal: 899_000,
      },
    ]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(row).toMatchObject({ shopperSub: null, totalIdr: 3_697_000 });
  });

  it('a retry with the same order id returns the first order and writes nothing new', async () => {
    const body = { orderId: randomUUID(), lines: [{ productId: '7', quantity: 1 }] };
    const [a, b] = await Promise.all([place(body), place(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<Order>().orderId).toBe(b.json<Order>().orderId);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, body.orderId));
    expect(lines).toHaveLength(1);
  });

  it('the same order id with different lines is a conflict', async () => {
    const orderId = randomUUID();
    expect((await place({ orderId, lines: [{ productId: '7', quantity: 1 }] })).statusCode).toBe(201);
    const res = await place({ orderId, lines: [{ productId: '7', quantity: 3 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This order id was already used for a different order. Start a new checkout.');
  });

  it('refuses unknown products by name, and writes nothing', async () => {
    const orderId = randomUUID();
    const res = await place({ orderId, lines: [{ productId: '7', quantity: 1 }, { productId: 'NOPE-9', quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Unknown product: 'NOPE-9'.");
    expect(await t.database.db.select().from(orders).where(eq(orders.orderId, orderId))).toEqual([]);
  });

  it.each([
    [{ productId: '7', quantity: 0 }, 'quantity must be at least 1.'],
    [{ productId: '7', quantity: -2 }, 'quantity must be at least 1.'],
    [{ productId: '7', quantity: 1.5 }, 'quantity must be a whole number.'],
    [{ productId: '7', quantity: '2' }, 'quantity must be a number.'],
  ])('refuses the line %j with a message', async (line, message) => {
    const res = await place({ orderId: randomUUID(), lines: [line] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('refuses an empty order, a missing order id and duplicate lines', async () => {
    expect((await place({ orderId: randomUUID(), lines: [] })).json().error.message).toContain('An order needs at least one line.');
    expect((await place({ lines: [{ productId: '7', quantity: 1 }] })).statusCode).toBe(400);
    const dup = await place({ orderId: randomUUID(), lines: [{ productId: '7', quantity: 1 }, { productId: '7', quantity: 2 }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.message).toBe("Product '7' appears on two lines; send one line with the total quantity.");
  });
});

describe('GET /api/me/orders', () => {
  it('ties orders to the signed-in shopper and lists only theirs, newest first', async () => {
    const first = randomUUID();
    const second = randomUUID();
    expect((await place({ orderId: first, lines: [{ productId: '2', quantity: 1 }] }, 'ani-token')).statusCode).toBe(201);
    expect((await place({ orderId: second, lines: [{ productId: '3', quantity: 4 }] }, 'ani-token')).statusCode).toBe(201);
    expect((await place({ orderId: randomUUID(), lines: [{ productId: '4', quantity: 1 }] }, 'budi-token')).statusCode).toBe(201);

    const ani = (await myOrders('ani-token')).json<MyOrders>();
    expect(ani.orders.map((o) => o.orderId)).toEqual([second, first]);
    expect(ani.orders[0]).toMatchObject({ total: 4 * 349_000, lines: [{ productId: '3', quantity: 4, unitPrice: 349_000 }] });
    expect((await myOrders('budi-token')).json<MyOrders>().orders).toHaveLength(1);
  });

  it('needs a signed-in shopper', async () => {
    const res = await myOrders();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in first.');
  });
});
