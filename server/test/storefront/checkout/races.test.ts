import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { WELCOME_COUPON_CODE } from '#domain/storefront/promos.ts';
import { orders, shopCouponRedemptions, shopCoupons } from '../../../src/platform/db/schema/index.ts';
import type { Clock } from '../../../src/platform/clock.ts';
import { closeOrder } from '../../../src/storefront/checkout/checkout-service.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addCoupon, chargeIdOf, checkoutBody, placeCheckout, placed, setStock, stockOf } from './helpers.ts';

/** Races on whichever database the suite runs on (PostgreSQL with TEST_DATABASE_URL: real concurrency). */
let t: TestApp;
const clock: Clock = { now: () => new Date() };
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('checkout races', () => {
  it('the last unit, wanted by 12 shoppers at once, makes one order; stock ends at zero', async () => {
    await setStock(t, '5', 1);
    const answers = await Promise.all(Array.from({ length: 12 }, () => placeCheckout(t, checkoutBody({ lines: [{ productId: '5', quantity: 1 }] }))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.message).toMatch(/ is sold out\.$/);
    expect(await stockOf(t, '5')).toEqual({ stockAvailable: 0, stock: '0' });
  });

  it('a coupon with 3 uses left is used 3 times by 12 racing checkouts', async () => {
    await addCoupon(t, { code: 'RACE3', kind: 'fixed', value: 10_000, totalUses: 3 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => placeCheckout(t, checkoutBody({ couponCode: 'RACE3' }))));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(new Set(refused.map((a) => a.json().error.message))).toEqual(new Set(['Coupon RACE3 has been used up.']));
    expect(await t.database.db.select({ uses: shopCoupons.usesCount }).from(shopCoupons).where(eq(shopCoupons.code, 'RACE3'))).toEqual([{ uses: 3 }]);
    expect(await t.database.db.select().from(shopCouponRedemptions).where(eq(shopCouponRedemptions.couponCode, 'RACE3'))).toHaveLength(3);
  });

  it('a once-per-shopper coupon raced by one shopper in 8 tabs is used once', async () => {
    const email = 'tabs@example.com';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => {
        const body = checkoutBody({ couponCode: WELCOME_COUPON_CODE });
        body.contact.email = email;
        return placeCheckout(t, body);
      }),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().error.message))).toEqual(new Set([`You have already used coupon ${WELCOME_COUPON_CODE}.`]));
  });

  it('the same checkout sent 8 times at once is one order and one reservation', async () => {
    const before = await stockOf(t, '6');
    const body = checkoutBody({ lines: [{ productId: '6', quantity: 2 }] });
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeCheckout(t, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<ShopOrder>().orderNumber)).size).toBe(1);
    expect((await stockOf(t, '6')).stockAvailable).toBe(before.stockAvailable - 2);
  });

  it('a payment racing the expiry: the order ends paid or expired, and stock is right either way', async () => {
    for (let round = 0; round < 4; round += 1) {
      const before = await stockOf(t, '8');
      const order = await placed(t, checkoutBody({ lines: [{ productId: '8', quantity: 1 }] }));
      await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(order)}/pay` }),
        closeOrder(t.app.checkout, order.orderNumber, 'expired'),
      ]);
      const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, order.orderNumber));
      const after = await stockOf(t, '8');
      if (row!.status === 'paid') expect(after.stockAvailable).toBe(before.stockAvailable - 1);
      else {
        expect(row!.status).toBe('expired');
        expect(after.stockAvailable).toBe(before.stockAvailable);
      }
    }
  });
});
