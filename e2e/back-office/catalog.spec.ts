import type { Page } from '@playwright/test';
import { translate } from '../../server/src/platform/texts.ts';
import { expect, paths, test, newVisitor } from '../fixtures.ts';
import { ensureOpenShift, signInAtPos } from '../support/pos-session.ts';

/**
 * The back office's catalogue: an admin adds a storefront product and a POS product, each with an uploaded image, and
 * sees them in the shop and at the till without a restart; then deactivates both (they leave the shop
 * and the till, and the other specs' counts stay as seeded).
 */
const ADMIN = { email: 'admin@lumbung.test', password: 'Admin#2024' };
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SHOT = process.env.SCREENSHOT_DIR;
const en = translate('en');

async function signIn(page: Page, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

async function screenshots(page: Page, name: string) {
  if (!SHOT) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOT}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin adds a product with an image and sees it in the storefront and at the till', async ({ page, browser, expectAccessible }) => {
  await signIn(page, paths.adminProducts.href());
  await expect(page.getByRole('heading', { name: 'Storefront products' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 1 of \d+ · \d+ products/);
  await expectAccessible();
  await screenshots(page, 'admin-products');

  await page.getByRole('link', { name: 'Add a product' }).click();
  // The server's schema, in the browser: field messages and nothing sent.
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByLabel('Product name')).toHaveAccessibleDescription(en('errors.validation.required'));
  await page.getByLabel('Product ID').fill('ADM-E2E-1');
  await page.getByLabel('Product name').fill('Lumbung Nova 5G 8/256GB');
  await page.getByLabel('Brand').fill('Lumbung');
  await page.getByLabel('Category', { exact: true }).fill('smartphones');
  await page.getByLabel('Subcategory').fill('Smartphone');
  await page.getByLabel('Price (IDR)', { exact: true }).fill('4.299.000');
  await page.getByLabel('Discount price (IDR)').fill('4.599.000');
  await page.getByLabel('Stock').fill('12');
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByText(en('backOffice.errors.catalog.discountAbovePrice'))).toBeVisible();
  await page.getByLabel('Discount price (IDR)').fill('3.999.000');
  await page.getByLabel('Upload an image').setInputFiles({ name: 'nova.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue(/^\/api\/images\/[0-9a-f]{64}\.png$/);
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved. The shop shows Lumbung Nova 5G 8/256GB now.');
  await expect(page).toHaveURL(/\/admin\/products\/ADM-E2E-1$/);
  await expectAccessible();
  await screenshots(page, 'admin-product-edit');

  // The shop shows it at once, with the uploaded image.
  const shopper = await (await newVisitor(browser)).newPage();
  await shopper.goto(paths.product.href({ id: 'ADM-E2E-1' }));
  await expect(shopper.getByRole('heading', { name: 'Lumbung Nova 5G 8/256GB' })).toBeVisible();
  await expect(shopper.getByText(/Rp\s3\.999\.000/).first()).toBeVisible();
  const image = shopper.locator('img[src^="/api/images/"]').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // A POS product for the Erafone till, with the same image.
  await page.goto(paths.adminPosProductNew.href());
  await page.getByLabel('Product code').fill('EF-E2E-NOVA');
  await page.getByLabel('Brand').selectOption('erafone');
  await page.getByLabel('Name').fill('Lumbung Nova 5G 8/256GB');
  await page.getByLabel('Price (IDR)').fill('3999000');
  await page.getByLabel('Barcode (EAN-13)').fill('8990000000014');
  await page.getByLabel('SKU').fill('SKU-EF-E2E-NOVA');
  await page.getByLabel('Family').fill('Phones');
  await page.getByLabel('Category').fill('Smartphones');
  await page.getByLabel('Upload an image').setInputFiles({ name: 'nova.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByText(en('backOffice.errors.catalog.ean13'))).toBeVisible();
  await page.getByLabel('Barcode (EAN-13)').fill('8990000000013');
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved. The Erafone till sells it now.');
  await screenshots(page, 'admin-pos-product-edit');

  const till = await (await newVisitor(browser)).newPage();
  await signInAtPos(till, 'erafone');
  await ensureOpenShift(till, 'STORE-101');
  await till.getByRole('button', { name: /Select store/ }).click();
  await till.getByRole('listbox').getByRole('option', { name: 'Erafone Mega Kuningan' }).click();
  await expect(till.getByRole('button', { name: 'Add Lumbung Nova 5G 8/256GB' })).toBeVisible();

  // Deactivated, both leave the shop and the till.
  await page.getByLabel('Status').selectOption('inactive');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved. The Erafone till no longer shows it.');
  await page.goto(paths.adminProduct.href({ productId: 'ADM-E2E-1' }));
  await page.getByLabel('Status').selectOption('Inactive');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved. The shop shows Lumbung Nova 5G 8/256GB no more (inactive).');
  await till.reload();
  await till.getByRole('button', { name: /Select store/ }).click();
  await till.getByRole('listbox').getByRole('option', { name: 'Erafone Mega Kuningan' }).click();
  await expect(till.getByRole('button', { name: 'Add 45 W USB-C Fast Charger' })).toBeVisible();
  await expect(till.getByRole('button', { name: 'Add Lumbung Nova 5G 8/256GB' })).toHaveCount(0);
  await shopper.goto(paths.allProducts.href());
  await expect(shopper.getByRole('link', { name: /Samsung Galaxy S24 Ultra/ }).first()).toBeVisible();
  await expect(shopper.getByText('Lumbung Nova 5G 8/256GB')).toHaveCount(0);
});
