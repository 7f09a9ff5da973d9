import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { ensureOpenShift, signInAtPos } from '../support/pos-session.ts';

/**
 * At the till (decision 006): selling quickly (barcode scanner, plus/minus/remove, search and
 * category chips, the action bar on a phone) and finding the member by phone or e-mail.
 */
/** Seeded barcodes (server/src/seed/data/pos.ts, README "Cashier checkout"). */
const BANANAS = '8991234000015'; // Cavendish Bananas 1 kg, Rp 22.000
const WHOLE_MILK = '8991234000060'; // Whole Milk 1 L, Rp 21.000
const SOY_MILK = '8991234000084'; // Soy Milk 1 L, Rp 16.000

async function chooseStore(page: Page, storeName: string) {
  await page.getByRole('button', { name: /Select store/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: storeName }).click();
}

/** A keyboard-wedge scanner: the digits and Enter, typed as fast as the browser takes them. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });
const summaryRow = (page: Page, label: string) => summary(page).locator('div').filter({ has: page.getByText(label, { exact: true }) });
const primaryButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('a sale rung up with the barcode scanner, corrected with plus, minus and remove, paid by QRIS', async ({ page, expectAccessible }) => {
  await signInAtPos(page, 'grandlucky');
  await ensureOpenShift(page, 'STORE-001');
  await chooseStore(page, 'Grand Lucky Kemang');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(26);

  // The scanner works wherever the focus is in step 1: here the store button keeps it.
  await scan(page, BANANAS);
  await expect(page.getByRole('status')).toHaveText('Added Cavendish Bananas 1 kg');
  await scan(page, BANANAS);
  await scan(page, WHOLE_MILK);
  await expect(summary(page).getByRole('listitem')).toHaveText([/^2x Cavendish Bananas 1 kgRp\s44\.000/, /^1x Whole Milk 1 LRp\s21\.000/]);

  // With a product's Add button focused, the scanner's Enter is the scan's, not a press of that button.
  await page.getByRole('button', { name: 'Add Fuji Apples 1 kg' }).focus();
  await scan(page, '8991234999990');
  await expect(page.getByRole('status')).toHaveText('No product with barcode 8991234999990');
  await expect(summary(page).getByRole('listitem')).toHaveCount(2);

  // Category chips and the search box narrow the grid; ordinary typing stays in the search box, a scan
  // typed into it adds the product and leaves the search as it was.
  await page.getByRole('button', { name: 'Milk', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(6);
  const search = page.getByLabel('Search products');
  await search.click();
  await search.pressSequentially('soy', { delay: 150 });
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveText([/Soy Milk 1 L/]);
  await scan(page, SOY_MILK);
  await expect(search).toHaveValue('soy');
  await expect(summary(page).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await search.fill('');

  // Plus, minus and remove: 1 bananas (22.000) and 2 whole milk (42.000), the soy milk gone.
  await summary(page).getByRole('button', { name: 'One less Cavendish Bananas 1 kg' }).click();
  await summary(page).getByRole('button', { name: 'One more Whole Milk 1 L' }).click();
  await summary(page).getByRole('button', { name: 'Remove Soy Milk 1 L' }).click();
  await expect(summary(page).getByRole('listitem')).toHaveText([/^1x Cavendish Bananas 1 kgRp\s22\.000/, /^2x Whole Milk 1 LRp\s42\.000/]);
  // PPN 11%: 2.420 + 4.620.
  await expect(summaryRow(page, 'PPN Tax')).toHaveText('PPN TaxRp 7.040');
  await expect(summaryRow(page, 'Total')).toHaveText('TotalRp 71.040');
  await expectAccessible();

  await primaryButton(page, 'Continue').click();
  await primaryButton(page, 'Continue without member').click();
  await page.getByRole('button', { name: 'QRIS' }).click();
  await primaryButton(page, 'Complete Payment').click();
  await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
  await expect(summaryRow(page, 'Total')).toHaveText('TotalRp 71.040');
});

test('finding the member by phone number, and choosing among several matches', async ({ page, expectAccessible }) => {
  await signInAtPos(page, 'grandlucky');
  await ensureOpenShift(page, 'STORE-001');
  await chooseStore(page, 'Grand Lucky Kemang');
  await scan(page, BANANAS);
  await primaryButton(page, 'Continue').click();

  // Several matches: the demo members' phones all start 0812-3456-78.
  await page.getByRole('button', { name: 'Find by phone or e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find member' });
  await dialog.getByLabel('Phone, e-mail or member number').fill('0812-3456-78');
  await dialog.getByRole('button', { name: 'Search' }).click();
  const matches = dialog.getByRole('list', { name: 'Matching members' }).getByRole('button');
  await expect(matches).toHaveText([/Budi Santoso · 1001/, /Sari Rahayu · 1002/, /Rina Wijaya · 1003/, /Dewi Lestari · 1004/]);
  await expectAccessible();
  await dialog.getByLabel('Phone, e-mail or member number').fill('nobody@nowhere.test');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText("No member found for 'nobody@nowhere.test'.")).toBeVisible();
  // A phone number only begun asks for more digits rather than saying nobody matches.
  await dialog.getByLabel('Phone, e-mail or member number').fill('0812');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('Type more of the phone number (at least 8 digits, as in 0812 3456), or the whole member number.')).toBeVisible();

  // One match by the full phone number, written as people do: straight on to the vouchers.
  await dialog.getByLabel('Phone, e-mail or member number').fill('0812-3456-7803');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Select Voucher to Use (Optional)' })).toBeVisible();
  await expect(page.getByText('Rina Wijaya')).toBeVisible();

  // Back, and choose from the list this time.
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Find by phone or e-mail' }).click();
  await dialog.getByLabel('Phone, e-mail or member number').fill('0812-3456-78');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByRole('button', { name: 'Choose Sari Rahayu, member 1002' }).click();
  await expect(page.getByRole('heading', { name: 'Select Voucher to Use (Optional)' })).toBeVisible();
  await expect(page.getByText('Sari Rahayu')).toBeVisible();
});

test('till screenshots at 1440 px and 390 px: the total and Continue stay on screen on a phone', async ({ page }, testInfo) => {
  await signInAtPos(page, 'grandlucky');
  await ensureOpenShift(page, 'STORE-001');
  await chooseStore(page, 'Grand Lucky Kemang');
  await scan(page, BANANAS);
  await scan(page, WHOLE_MILK);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const continueButton = primaryButton(page, 'Continue');
    await expect(continueButton).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`pos-till-${width}.png`) });
  }
  // Step 2 on the phone: Previous, the total and 'Continue without member' in the bar, the tiles above.
  await primaryButton(page, 'Continue').click();
  await expect(primaryButton(page, 'Continue without member')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('pos-till-step2-390.png') });
});
