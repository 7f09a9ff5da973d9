import { describe, expect, it } from 'vitest';
import type { PosProduct } from '#domain/pos/api/sales.ts';
import type { CheckoutMember } from '#domain/pos/order.ts';
import { checkoutReducer, initialCheckout, type CheckoutState } from './checkout-state.ts';
import { checkoutView } from './checkout-totals.ts';

const product = (productCode: string, price: number, category = 'Milk'): PosProduct => ({
  id: productCode,
  productCode,
  name: productCode,
  price,
  picture: '',
  barcode: '',
  category,
  family: 'Supermarket',
  sku: productCode,
  description: '',
});

const member: CheckoutMember = {
  number: 'T1',
  name: 'Wati',
  email: 'wati@example.com',
  dob: '',
  points: { loyaltyProgramCurrencyId: 'p', memberCurrencyId: 'm', loyaltyMemberCurrencyName: 'Reward Points', pointsBalance: 1_000 },
  vouchers: [],
};

const run = (state: CheckoutState, ...actions: Parameters<typeof checkoutReducer>[1][]) => actions.reduce(checkoutReducer, state);

describe('the checkout steps (loyalty-pos.md §4)', () => {
  it('adding a product already in the cart adds one to its qty', () => {
    const milk = product('GL-MLK-006', 67_000);
    const state = run(initialCheckout(), { type: 'addProduct', product: milk }, { type: 'addProduct', product: product('GL-FRU-001', 22_000) }, { type: 'addProduct', product: milk });
    expect(state.cart.map((item) => [item.product.productCode, item.qty])).toEqual([
      ['GL-MLK-006', 2],
      ['GL-FRU-001', 1],
    ]);
  });

  it('returning to step 1 clears the cart, member, voucher and points, keeps the store, and starts a new sale', () => {
    const start = initialCheckout();
    const busy = run(
      start,
      { type: 'selectStore', storeId: 'STORE-003' },
      { type: 'addProduct', product: product('GL-MLK-006', 67_000) },
      { type: 'goTo', step: 2 },
      { type: 'memberIdentified', member },
      { type: 'pointsTyped', text: '500' },
    );
    expect(busy.step).toBe(3);
    expect(busy.externalTransactionNumber).toBe(start.externalTransactionNumber);
    const home = checkoutReducer(busy, { type: 'goTo', step: 1 });
    expect(home).toMatchObject({ step: 1, storeId: 'STORE-003', cart: [], member: null, voucherIndex: -1, pointsText: '' });
    expect(home.externalTransactionNumber).not.toBe(start.externalTransactionNumber);
  });

  it('continuing without a member skips the vouchers and redeems no points', () => {
    const state = run(initialCheckout(), { type: 'addProduct', product: product('GL-MLK-006', 67_000) }, { type: 'goTo', step: 2 }, { type: 'continueWithoutMember' });
    expect(state.step).toBe(4);
    const view = checkoutView({ ...state, pointsText: '5000' });
    expect(view.pointsToRedeem).toBe(0);
    // 67.000 + PPN 7.370.
    expect(view.totals.total).toBe(74_370);
  });

  it('typed points apply only when whole and within the balance and the amount due', () => {
    const state = run(initialCheckout(), { type: 'addProduct', product: product('GL-MLK-006', 67_000) }, { type: 'memberIdentified', member });
    expect(checkoutView({ ...state, pointsText: '1.000' })).toMatchObject({ pointsToRedeem: 1_000, pointsError: null });
    expect(checkoutView({ ...state, pointsText: '1001' })).toMatchObject({
      pointsToRedeem: 0,
      pointsError: { key: 'errors.points.atMostBalance', values: { points: 1_000 } },
    });
    expect(checkoutView({ ...state, pointsText: 'abc' }).pointsError).toEqual({ key: 'errors.points.notWhole' });
    expect(checkoutView({ ...state, pointsText: 'abc' }).totals.total).toBe(74_370);
  });
});

describe('cart line plus, minus and remove', () => {
  const milk = product('GL-MLK-001', 21_000);
  const apples = product('GL-FRU-002', 45_000, 'Fruits');
  const twoMilkOneApples = [milk, milk, apples].reduce(
    (state, p) => checkoutReducer(state, { type: 'addProduct', product: p }),
    initialCheckout(),
  );

  it('minus takes one off, and a line at 1 goes away', () => {
    const once = checkoutReducer(twoMilkOneApples, { type: 'removeOne', productId: milk.id });
    expect(once.cart.map((i) => [i.product.id, i.qty])).toEqual([['GL-MLK-001', 1], ['GL-FRU-002', 1]]);
    const twice = checkoutReducer(once, { type: 'removeOne', productId: milk.id });
    expect(twice.cart.map((i) => [i.product.id, i.qty])).toEqual([['GL-FRU-002', 1]]);
  });

  it('remove drops the whole line', () => {
    const removed = checkoutReducer(twoMilkOneApples, { type: 'removeLine', productId: milk.id });
    expect(removed.cart.map((i) => [i.product.id, i.qty])).toEqual([['GL-FRU-002', 1]]);
  });
});
