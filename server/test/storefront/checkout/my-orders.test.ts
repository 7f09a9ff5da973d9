import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyOrders } from '#domain/storefront/api/content.ts';
import { Unauthorized } from '../../../src/platform/errors.ts';
import type { AccessTokenVerifier } from '../../../src/platform/http/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { checkoutBody, placed } from './helpers.ts';

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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const myOrders = (token?: string) => t.app.inject({ method: 'GET', url: '/api/me/orders', headers: token ? bearer(token) : {} });

describe('GET /api/me/orders', () => {
  it('ties checkout orders to the signed-in shopper and lists only theirs, newest first', async () => {
    const first = await placed(t, checkoutBody({ lines: [{ productId: '2', quantity: 1 }] }), bearer('ani-token'));
    const second = await placed(t, checkoutBody({ lines: [{ productId: '3', quantity: 4 }] }), bearer('ani-token'));
    await placed(t, checkoutBody({ lines: [{ productId: '4', quantity: 1 }] }), bearer('budi-token'));
    await placed(t, checkoutBody({ lines: [{ productId: '5', quantity: 1 }] })); // a guest's order is nobody's

    const ani = (await myOrders('ani-token')).json<MyOrders>();
    expect(ani.orders.map((o) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect(ani.orders[0]).toEqual({
      orderId: second.orderId,
      orderNumber: second.orderNumber,
      status: 'pending_payment',
      createdAt: second.createdAt,
      total: second.total,
      lines: [{ productId: '3', productName: second.lines[0]!.productName, imageUrl: second.lines[0]!.imageUrl, unitPrice: 349_000, quantity: 4, lineTotal: 1_396_000 }],
    });
    expect((await myOrders('budi-token')).json<MyOrders>().orders).toHaveLength(1);
  });

  it('needs a signed-in shopper', async () => {
    const res = await myOrders();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in first.');
  });
});
