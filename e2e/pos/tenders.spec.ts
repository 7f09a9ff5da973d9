import type { Page } from '@playwright/test';
import type { PlaceOrderResponse } from '#domain/pos/api/sales.ts';
import { expect, test } from '../fixtures.ts';
import { ensureOpenShift, signInAtPos } from '../support/pos-session.ts';

/**
 * Payment as it happens (decision 014): a sale rung up with the barcode scanner and paid by debit and
 * cash, with the amount tendered, the change and the cash rounding (CASH_ROUNDING=100 in
 * playwright.config.ts) as their own lines. Grand Lucky Depok (STORE-010) is this spec's own store.
 */
const BANANAS = '8991234000015'; // Cavendish Bananas 1 kg, Rp 22.000
const WHOLE_MILK = '8991234000060'; // Whole Milk 1 L, Rp 21.000

const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });
const summaryRow = (page: Page, label: string) => summary(page).locator('div').filter({ has: page.getByText(label, { exact: true }) });
const primaryButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tenders = (page: Page) => page.getByRole('region', { name: 'Tenders' });
const tenderRow = (page: Page, label: string) => tenders(page).locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('a split-tender sale: scanned products, Rp 20.000 by debit, the rest in cash rounded down, change from Rp 50.000', async ({ page, expectAccessible }, testInfo) => {
  await signInAtPos(page, 'grandlucky');
  await ensureOpenShift(page, 'STORE-010');
  await page.getByRole('button', { name: /Select store/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Grand Lucky Depok' }).click();
  await expect(page.getByRole('region', { name: 'Shift' })).toContainText('Shift open');

  await scan(page, BANANAS);
  await expect(page.getByRole('status')).toHaveText('Added Cavendish Bananas 1 kg');
  await scan(page, WHOLE_MILK);
  // 22.000 + 21.000 + PPN 2.420 + 2.310.
  await expect(summaryRow(page, 'Total')).toHaveText('TotalRp 47.730');
  await primaryButton(page, 'Continue').click();
  await primaryButton(page, 'Continue without member').click();
  await expect(page.getByRole('heading', { name: 'Select Payment Method' })).toBeVisible();
  await expect(primaryButton(page, 'Complete Payment')).toBeDisabled();

  // Debit first, with too much typed: refused before it reaches the server.
  await page.getByRole('button', { name: 'Debit' }).click();
  await page.getByLabel('Debit amount').fill('60000');
  await expect(page.getByRole('status')).toHaveText(
    'The tenders add up to Rp 60.000, Rp 12.270 more than the Rp 47.730 due. Only cash can be more than due: type it as cash tendered.',
  );
  await expect(primaryButton(page, 'Complete Payment')).toBeDisabled();
  await page.getByLabel('Debit amount').fill('20000');
  await expect(page.getByRole('status')).toHaveText('The tenders add up to Rp 20.000: Rp 27.730 of Rp 47.730 is still due.');

  // Cash pays the rest: Rp 27.730 rounds down to Rp 27.700; Rp 50.000 handed over, Rp 22.300 back.
  await page.getByRole('button', { name: 'Cash' }).click();
  await expect(page.getByLabel('Cash amount')).toHaveAttribute('placeholder', '27700');
  await page.getByLabel('Cash tendered').fill('50.000');
  await expect(tenderRow(page, 'Cash rounding')).toHaveText('Cash rounding-Rp 30');
  await expect(tenderRow(page, 'Amount to pay')).toHaveText('Amount to payRp 47.700');
  await expect(tenderRow(page, 'Change')).toHaveText('ChangeRp 22.300');
  // The summary keeps the spec's total.
  await expect(summaryRow(page, 'Total')).toHaveText('TotalRp 47.730');
  await expectAccessible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`pos-tenders-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const placed = page.waitForResponse((r) => r.url().endsWith('/api/pos/orders') && r.request().method() === 'POST');
  await primaryButton(page, 'Complete Payment').click();
  const response = await placed;
  expect(response.status()).toBe(201);
  const { order } = ((await response.json()) as PlaceOrderResponse).orders[0]!;
  expect(order).toMatchObject({
    total: 47_730,
    cashRounding: 30,
    change: 22_300,
    tenders: [
      { kind: 'Debit', amount: 20_000, tendered: null, change: 0 },
      { kind: 'Cash', amount: 27_700, tendered: 50_000, change: 22_300 },
    ],
  });
  await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
});
