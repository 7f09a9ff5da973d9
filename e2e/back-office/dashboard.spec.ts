import type { Page } from '@playwright/test';
import { cashierApi } from '../support/cashier-api.ts';
import { expect, paths, test } from '../fixtures.ts';

/**
 * The dashboard (decisions 022, 040): an admin opens /admin and sees the dashboard's charts with a figure the test made: three
 * earbuds sold at Erafone today (nothing else in the demo data or the other specs sells them).
 */
const ADMIN = { email: 'admin@lumbung.test', password: 'Admin#2024' };

async function signIn(page: Page) {
  await page.goto(paths.admin.href());
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('an admin sees today and the last 30 days in charts, with a sale made just now', async ({ page, baseURL, expectAccessible }) => {
  const cashier = await cashierApi(baseURL!);
  const member = await cashier.enrollMember('Dewi', 'Dashboard');
  await cashier.placeOrder(member, { storeId: 'STORE-102', productCode: 'EF-AUD-001', quantity: 3 });
  await cashier.dispose();

  await signIn(page);
  for (const heading of ['Sales per day by channel', 'Points issued, redeemed and expired', 'Vouchers issued and used', 'Members by tier', 'Top products']) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  // 3 × Rp 8.000.000 + PPN 11%.
  const earbuds = page.getByRole('table', { name: 'Top products by quantity' }).getByRole('row', { name: /Studio Pro Wireless Earbuds \(Erafone\)/ });
  await expect(earbuds.getByRole('cell')).toHaveText(['3', /^Rp\s26\.640\.000$/]);
  await expect(page.getByRole('img', { name: /^Gross sales per day by channel over 30 days,/ })).toBeVisible();
  // Today per store (decision 040): gross, returns, net; the earbuds' store among them.
  const store = page.getByRole('table', { name: /^Gross sales, returns and net sales today per store/ }).getByRole('row', { name: /^Erafone Grand Indonesia/ });
  await expect(store.getByRole('cell')).toHaveText([/^\d+$/, /^Rp\s[\d.]+$/, /^Rp\s[\d.]+$/, /^-?Rp\s[\d.]+$/]);
  await expect(page.getByRole('heading', { name: 'Sections' })).toBeVisible();
  await expectAccessible();

  // The figures behind a chart, for anyone who cannot see it.
  const tiers = page.getByRole('region', { name: 'Members by tier' });
  await tiers.getByText('Show the figures').click();
  await expect(tiers.getByRole('table', { name: 'Members by tier, today' }).getByRole('row')).toHaveCount(4);
  await page.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\/admin\?days=7$/);
  await expect(page.getByRole('img', { name: /^Gross sales per day by channel over 7 days,/ })).toBeVisible();
  // (The fixture checks this page with axe at the end.)

  if (process.env.E2E_SCREENSHOTS) {
    test.setTimeout(120_000);
    await page.goto(paths.admin.href());
    await expect(earbuds).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/dashboard-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/dashboard-390.png`, fullPage: true });
    for (const [index, region] of ['Sales per day by channel', 'Points issued, redeemed and expired', 'Top products'].entries()) {
      await page.getByRole('region', { name: region }).screenshot({ path: `${process.env.E2E_SCREENSHOTS}/dashboard-390-${index}.png` });
    }
  }
});
