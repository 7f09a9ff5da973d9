import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { WELCOME_COUPON_CODE } from '#domain/storefront/promos.ts';
import { formatNumber } from '#domain/platform/format.ts';
import { translate } from '../../server/src/platform/texts.ts';
import { expect, paths, test, newVisitor } from '../fixtures.ts';

/**
 * The checkout for real (decision 018). The cart's confirmation leads to the checkout page; the order is paid
 * on the embedded gateway's simulator page (which notifies the shop by its signed webhook) and found
 * again by number + e-mail; a member uses points and a coupon and earns points; two shoppers race for
 * the last unit.
 */

const rp = (digits: string) => new RegExp(`^Rp\\s${digits.replace(/\./g, '\\.')}$`);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

async function addToCartAndCheckout(page: Page, productId: string) {
  await page.goto(paths.product.href({ id: productId }));
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  await page.goto(paths.cart.href());
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Are you sure you want to order all these products?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function fillContactAndAddress(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Ani Wijaya');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('0812-3456-7890');
  await page.getByLabel('Street, house number, RT/RW').fill('Jl. Melati No. 12, RT 03/RW 05');
  await page.getByLabel('Kelurahan / desa').fill('Kebayoran Lama Utara');
  await page.getByLabel('Kecamatan').fill('Kebayoran Lama');
  await page.getByLabel('City / kabupaten').fill('Kota Jakarta Selatan');
  await page.getByLabel('Province').selectOption('DKI Jakarta');
  await page.getByLabel('Postal code').fill('12240');
}

test('a guest checks out with QRIS and WELCOME20, pays on the simulator, and finds the order by number and e-mail', async ({ page, expectAccessible, consoleGuard }) => {
  test.slow();
  consoleGuard.allow(/status of 404/); // the lookup with the wrong e-mail
  await addToCartAndCheckout(page, '3'); // Xiaomi Redmi Buds 5, Rp 349.000

  // Nothing is sent while fields are missing; each says what to fix.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('Enter the kecamatan.')).toBeVisible();
  await expect(page.getByText('A postal code has 5 digits, such as 12190.')).toBeVisible();

  const email = `guest.${randomBytes(4).toString('hex')}@example.com`;
  await fillContactAndAddress(page, email);
  await page.getByRole('radio', { name: /JNE REG/ }).check();
  await page.getByLabel('Coupon code').fill(WELCOME_COUPON_CODE.toLowerCase()) // typed in lower case: codes are not case-sensitive;
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('WELCOME20 applied: Get 20% off on your first purchase')).toBeVisible();
  // Rp 349.000 PPN included - 20% (Rp 69.800) + JNE REG Rp 18.000; the goods' Rp 279.200 contain
  // PPN 279.200 x 11/111 = Rp 27.668 (decision 038).
  await expect(page.getByTestId('summary-subtotal')).toHaveText(rp('349.000'));
  await expect(page.getByTestId('summary-discount')).toHaveText(/^−Rp\s69\.800$/);
  await expect(page.getByTestId('summary-delivery')).toHaveText(rp('18.000'));
  await expect(page.getByTestId('summary-total')).toHaveText(rp('297.200'));
  await expect(page.getByText('Incl. PPN')).toBeVisible();
  await expect(page.getByTestId('summary-ppn')).toHaveText(rp('27.668'));
  await expectAccessible();

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, 'Order placed, Thanks!!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/LMB-[A-Z2-9]{8}$/);
  const orderNumber = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-status')).toHaveText('Waiting for payment');
  await expect(page.getByRole('img', { name: 'QRIS code to pay this order' })).toBeVisible();
  await expect(page.getByTestId('amount-to-pay')).toHaveText(rp('297.200'));
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  await expectAccessible();

  await page.getByRole('link', { name: 'Open the payment simulator' }).click();
  await expect(page.getByRole('heading', { name: 'Payment simulator' })).toBeVisible();
  await expect(page.getByTestId('sim-amount')).toHaveText(/^Rp\s297\.200$/);
  await page.getByRole('button', { name: 'Pay Rp 297.200' }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();

  // Another day, another tab: found by number + e-mail, from the footer's "Track Your Order".
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(paths.home.href());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track Your Order' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.trackOrder.href()}$`));
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('E-mail').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByRole('alert')).toHaveText('No order with this number and e-mail address. Check both and try again.');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('summary-total')).toHaveText(rp('297.200'));
  await expect(page.getByTestId('summary-ppn')).toHaveText(rp('27.668'));
});

test('a member redeems points and a coupon, pays, and sees the points earned', async ({ page, expectAccessible }) => {
  test.slow();
  // Sign in as member 1001 (Budi, Crew) through a page that needs it.
  await page.goto(paths.loyalty.href());
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByLabel('Email').fill('budi.santoso@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Poin#1001');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/loyalty$/);

  await addToCartAndCheckout(page, '2'); // Samsung Galaxy A15 8/256GB, Rp 2.799.000
  // English groups thousands with a comma (decision 029: the language's grouping for points).
  await expect(page.getByText(/^Budi, you have [\d,]+ points \(1 point = Rp 1\)\.$/)).toBeVisible();
  await page.getByLabel('Full name').fill('Budi Santoso');
  await page.getByLabel('E-mail').fill('budi.santoso@example.com');
  await page.getByLabel('Phone').fill('0812-3456-7801');
  await page.getByRole('radio', { name: /Pickup in store/ }).check();
  await page.getByLabel('Coupon code').fill('GAJIAN10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('GAJIAN10 applied')).toBeVisible();
  await page.getByLabel('Reward Points to redeem').fill('2.000');
  // Rp 2.799.000 PPN included - 10% capped at Rp 50.000, pickup free, - 2.000 points; the goods' Rp 2.749.000
  // contain PPN 2.749.000 x 11/111 = 272.423,42 -> Rp 272.423 — points pay, they do not lower it.
  await expect(page.getByTestId('summary-discount')).toHaveText(/^−Rp\s50\.000$/);
  await expect(page.getByTestId('summary-points')).toHaveText(/^−Rp\s2\.000$/);
  await expect(page.getByTestId('summary-total')).toHaveText(rp('2.747.000'));
  await expect(page.getByTestId('summary-ppn')).toHaveText(rp('272.423'));
  await page.getByRole('radio', { name: 'Bank virtual account' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, 'Order placed, Thanks!!')).toBeVisible();
  await expect(page.getByTestId('va-number')).toHaveText(/^8860\d{12}$/);

  await page.getByRole('link', { name: 'Open the payment simulator' }).click();
  await page.getByRole('button', { name: 'Pay Rp 2.747.000' }).click();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  // floor(2.747.000 / 1.000) x 1 (Crew).
  await expect(page.getByTestId('points-earned')).toHaveText(translate('en')('storefront.order.pointsEarned', { points: formatNumber(2_747, 'en') }));
  await expectAccessible();

  // My Orders shows it with its status.
  await page.goto(paths.orders.href());
  await expect(page.getByRole('main').getByTestId('order-status').first()).toHaveText('Paid');
  // The points history names the business as the online shop, in the screen's language (decision 040).
  await page.goto(paths.pointsHistory.href({ number: '1001' }));
  await expect(page.getByText(translate('en')('loyalty.points.onlineShop'), { exact: true }).first()).toBeVisible();
});

test('two shoppers race for the last unit: one order, the other is told it is sold out', async ({ page, browser, request, baseURL, consoleGuard }) => {
  test.slow();
  consoleGuard.allow(/status of 409/); // the shopper who lost the race
  const product = (await (await request.get('/api/products/10')).json()) as { 'Product Name': string; Stock: string };
  const stock = Number(product.Stock);
  // Someone else buys all but one unit first.
  if (stock > 1) {
    const res = await request.post('/api/checkout/orders', {
      data: {
        orderId: crypto.randomUUID(),
        lines: [{ productId: '10', quantity: stock - 1 }],
        contact: { name: 'Early Bird', email: 'early@example.com', phone: '0812-0000-0000' },
        address: null,
        deliveryCode: 'pickup',
        pickup: true,
        paymentMethod: 'qris',
      },
    });
    expect(res.status()).toBe(201);
  }

  const other = await newVisitor(browser, 'en', { baseURL });
  const second = await other.newPage();
  for (const shopper of [page, second]) {
    await addToCartAndCheckout(shopper, '10');
    await fillContactAndAddress(shopper, `racer.${randomBytes(3).toString('hex')}@example.com`);
  }
  await Promise.all([page.getByRole('button', { name: 'Place order' }).click(), second.getByRole('button', { name: 'Place order' }).click()]);
  const outcomes = await Promise.all(
    [page, second].map(async (shopper) => {
      const message = shopper.getByRole('status').filter({ hasText: /Order placed, Thanks!!|is sold out\./ }).last();
      await expect(message).toBeVisible();
      return (await message.textContent()) ?? '';
    }),
  );
  expect([...outcomes].sort()).toEqual([`${product['Product Name']} is sold out.`, 'Order placed, Thanks!!']);
  const winner = outcomes[0] === 'Order placed, Thanks!!' ? page : second;
  await expect(winner).toHaveURL(/\/orders\/LMB-[A-Z2-9]{8}$/);
  await other.close();
});

test.describe('in Bahasa Indonesia', () => {
  test.use({ language: 'id' });

  // The main journey once in the shop's own language (decision 029): every text read from the catalogue.
  test('a guest orders with QRIS, pays on the simulator and sees the order paid', async ({ page }) => {
    test.slow();
    const id = translate('id');
    await page.goto(paths.allProducts.href());
    await page.goto(paths.product.href({ id: '3' }));
    await page.getByRole('button', { name: id('shop.product.addToCart') }).click();
    await expect(toast(page, id('shop.cart.added'))).toBeVisible();
    await page.goto(paths.cart.href());
    await expect(page.getByRole('heading', { level: 1, name: id('storefront.cart.title') })).toBeVisible();
    await page.getByRole('button', { name: id('storefront.cart.checkout'), exact: true }).click();
    await page.getByRole('dialog', { name: id('storefront.cart.confirmCheckout') }).getByRole('button', { name: id('common.ui.yes') }).click();
    await expect(page.getByRole('heading', { level: 1, name: id('storefront.checkout.title') })).toBeVisible();

    await page.getByRole('button', { name: id('storefront.checkout.placeOrder') }).click();
    await expect(page.getByText(id('storefront.errors.nameRequired'))).toBeVisible();
    await page.getByLabel(id('storefront.checkout.fullName')).fill('Ani Wijaya');
    await page.getByLabel(id('storefront.checkout.email')).fill(`tamu.${randomBytes(4).toString('hex')}@example.com`);
    await page.getByLabel(id('storefront.checkout.phone')).fill('0812-3456-7890');
    await page.getByLabel(id('storefront.checkout.street')).fill('Jl. Melati No. 12, RT 03/RW 05');
    await page.getByLabel(id('storefront.checkout.kelurahan')).fill('Kebayoran Lama Utara');
    await page.getByLabel(id('storefront.checkout.kecamatan')).fill('Kebayoran Lama');
    await page.getByLabel(id('storefront.checkout.city')).fill('Kota Jakarta Selatan');
    await page.getByLabel(id('storefront.checkout.province')).selectOption('DKI Jakarta');
    await page.getByLabel(id('storefront.checkout.postalCode')).fill('12240');
    await page.getByRole('radio', { name: /JNE REG/ }).check();
    await page.getByRole('radio', { name: id('storefront.paymentMethod.qris') }).check();
    await page.getByRole('button', { name: id('storefront.checkout.placeOrder') }).click();

    await expect(toast(page, id('storefront.checkout.orderPlaced'))).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(id('storefront.order.status.pending_payment'));
    await expect(page.getByRole('img', { name: id('storefront.pay.qrisLabel') })).toBeVisible();
    await expect(page.getByText(/sebelum \d{1,2} \S+ \d{4} \d{2}\.\d{2} WIB/)).toBeVisible();
    await page.getByRole('link', { name: id('storefront.pay.openSimulator') }).click();
    await expect(page.getByRole('heading', { name: id('storefront.simulator.title') })).toBeVisible();
    await page.getByRole('button', { name: /^Bayar Rp/ }).click();
    await expect(page.getByText(id('storefront.simulator.success'))).toBeVisible();
    await page.getByRole('link', { name: id('storefront.simulator.backToShop') }).click();
    await expect(page.getByTestId('order-status')).toHaveText(id('storefront.order.status.paid'));
    await expect(page.getByText(id('storefront.order.paid'))).toBeVisible();
  });
});
