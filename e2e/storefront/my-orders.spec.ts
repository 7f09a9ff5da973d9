import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, paths, test } from '../fixtures.ts';
import { formStatus, mailLink } from '../support/sign-up-mail.ts';

/** My Orders (storefront.md §2 user menu): sign-in required; lists the shopper's checkouts. */

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

test('my orders: a visitor signs up on the way, checks out, and sees the order listed', async ({ page, request, expectAccessible }) => {
  // Anonymous: the page sends the visitor to sign in and brings them back afterwards.
  await page.goto(paths.orders.href());
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Budi Santoso');
  const email = `orders.${randomBytes(4).toString('hex')}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kopi-Susu-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(formStatus(page)).toHaveText(`We sent an e-mail to ${email}. Open the link in it to finish signing up.`);
  // The e-mail's link, opened in the same browser, creates the account and returns to My Orders.
  await page.goto(await mailLink(request, email, 'Finish signing up to Lumbung'));
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByText('You have no orders yet.')).toBeVisible();

  // Checkout while signed in: the order is tied to this shopper.
  await page.goto(paths.allProducts.href());
  await page.getByRole('button', { name: 'Add Xiaomi Redmi Buds 5 to cart' }).click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Are you sure you want to order all these products?' }).getByRole('button', { name: 'Yes' }).click();
  // The checkout page (decision 018); the signed-in shopper's name and e-mail are filled in.
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Full name').fill('Budi Santoso');
  await page.getByLabel('Phone').fill('0812-3456-7890');
  await page.getByRole('radio', { name: /Pickup in store/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, 'Order placed, Thanks!!')).toBeVisible();

  await page.getByTestId('user-menu-label').click();
  await page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'My Orders' }).click();
  const orders = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Order ' });
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText('Xiaomi Redmi Buds 5');
  // Rp 349.000, PPN included (decision 038), picked up in the store; waiting for payment.
  await expect(orders.first()).toContainText(/Rp\s349\.000(?![\d,])/);
  await expect(orders.first().getByTestId('order-status')).toHaveText('Waiting for payment');
  await expectAccessible();
});
