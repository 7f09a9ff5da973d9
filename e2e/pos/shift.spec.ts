import type { Page } from '@playwright/test';
import { expect, paths, test } from '../fixtures.ts';
import { signInAtPos } from '../support/pos-session.ts';
import { translate } from '../../server/src/platform/texts.ts';

const en = translate('en');

/**
 * A shift from open to Z-report at the till (decision 014). Grand Lucky Tangerang (STORE-012) is
 * this spec's own store: no other spec sells there, so its figures are exact.
 */
const summaryRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Summary' }).locator('div').filter({ has: page.getByText(label, { exact: true }) });
const primaryButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const reportRow = (page: Page, section: string, label: string) =>
  page.getByRole('region', { name: section }).locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

async function sellWholeMilkInCash(page: Page, tendered: string) {
  await page.getByRole('button', { name: 'Add Whole Milk 1 L' }).click();
  await expect(summaryRow(page, 'Total')).toHaveText('TotalRp 23.310');
  await primaryButton(page, 'Continue').click();
  await primaryButton(page, 'Continue without member').click();
  await page.getByRole('button', { name: 'Cash' }).click();
  await page.getByLabel('Cash tendered').fill(tendered);
  await primaryButton(page, 'Complete Payment').click();
  await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
  await page.getByRole('button', { name: 'Back To Home' }).click();
}

test('a shift from open to Z-report: float, a cash sale and a QRIS sale, blind count, printable report, listed for the store', async ({ page, expectAccessible }, testInfo) => {
  await signInAtPos(page, 'grandlucky');
  await page.getByRole('button', { name: /Select store/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Grand Lucky Tangerang' }).click();

  // No shift: selling is refused by the server; the bar asks for the opening float.
  const shift = page.getByRole('region', { name: en('pos.shift.label') });
  await expect(shift).toContainText(en('pos.shift.noneOpen', { store: 'Grand Lucky Tangerang' }));
  await expectAccessible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`shift-closed-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // A blank float is refused: an empty drawer is a typed 0.
  await shift.getByRole('button', { name: en('pos.shift.openButton') }).click();
  await expect(shift.getByRole('alert')).toHaveText(en('pos.shift.floatMissing'));
  await expect(shift.getByLabel(en('pos.shift.openingFloat'))).toHaveAccessibleDescription(en('pos.shift.floatMissing'));
  await shift.getByLabel(en('pos.shift.openingFloat')).fill('abc');
  await shift.getByRole('button', { name: en('pos.shift.openButton') }).click();
  await expect(shift.getByRole('alert')).toHaveText(en('pos.shift.floatInvalid'));
  await shift.getByLabel(en('pos.shift.openingFloat')).fill('200.000');
  await shift.getByRole('button', { name: en('pos.shift.openButton') }).click();
  await expect(shift).toContainText(`${en('pos.shift.open')} since`);
  await expect(shift).toContainText('Opening float Rp 200.000');

  // Sale 1: Whole Milk Rp 23.310 in cash: Rp 23.300 after rounding, Rp 25.000 handed over.
  await sellWholeMilkInCash(page, '25000');
  // Sale 2: Whole Milk by QRIS, Rp 23.310.
  await page.getByRole('button', { name: 'Add Whole Milk 1 L' }).click();
  await primaryButton(page, 'Continue').click();
  await primaryButton(page, 'Continue without member').click();
  await page.getByRole('button', { name: 'QRIS' }).click();
  await primaryButton(page, 'Complete Payment').click();
  await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
  await page.getByRole('button', { name: 'Back To Home' }).click();

  // Close: a blind count (the expected cash is not shown). A blank count is refused, not booked as Rp 0.
  await shift.getByRole('button', { name: en('pos.shift.close') }).click();
  const dialog = page.getByRole('dialog', { name: en('pos.shift.close') });
  await expect(dialog).toContainText(en('pos.shift.countHint'));
  await expect(dialog).not.toContainText('223.300');
  await dialog.getByRole('button', { name: en('pos.shift.review') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(en('pos.shift.countMissing'));
  await expect(dialog.getByLabel(en('pos.shift.countedCash'))).toHaveAccessibleDescription(en('pos.shift.countMissing'));
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`shift-count-blank-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Rp 223.000 counted: the confirmation shows it against the expected Rp 223.300 before anything is written.
  await dialog.getByLabel(en('pos.shift.countedCash')).fill('223000');
  await dialog.getByRole('button', { name: en('pos.shift.review') }).click();
  const confirmation = page.getByRole('dialog', { name: en('pos.shift.confirmTitle') });
  const figures = confirmation.getByRole('definition');
  await expect(figures).toHaveText(['Rp\u00a0223.300', 'Rp\u00a0223.000', '-Rp\u00a0300']);
  await expect(confirmation).toContainText(en('pos.shift.short', { amount: 'Rp\u00a0300' }));
  await expectAccessible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`shift-close-confirm-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // Back: nothing is booked, the count is kept, the shift stays open.
  await confirmation.getByRole('button', { name: en('pos.shift.back') }).click();
  await expect(dialog.getByLabel(en('pos.shift.countedCash'))).toHaveValue('223000');
  await dialog.getByRole('button', { name: en('pos.member.close'), exact: true }).click();
  await expect(shift).toContainText(`${en('pos.shift.open')} since`);
  await shift.getByRole('button', { name: en('pos.shift.close') }).click();
  await dialog.getByLabel(en('pos.shift.countedCash')).fill('223000');
  await dialog.getByRole('button', { name: en('pos.shift.review') }).click();
  await confirmation.getByRole('button', { name: en('pos.shift.closeAndPrint') }).click();

  const report = page.getByRole('article', { name: /^Z-report Z-\d{4}$/ });
  await expect(report).toBeVisible();
  const zName = (await report.getByRole('heading').first().textContent())!.replace('Z-report ', '');
  await expect(report).toContainText('Grand Lucky Tangerang (STORE-012)');
  await expect(reportRow(page, 'Sales (2)', 'Total')).toHaveText('TotalRp 46.620');
  await expect(reportRow(page, 'Sales (2)', 'Cash rounding')).toHaveText('Cash rounding-Rp 10');
  await expect(reportRow(page, 'Sales by tender', 'Cash (1)')).toHaveText('Cash (1)Rp 23.300');
  await expect(reportRow(page, 'Sales by tender', 'QRIS (1)')).toHaveText('QRIS (1)Rp 23.310');
  await expect(reportRow(page, 'Sales by tender', 'Change given')).toHaveText('Change givenRp 1.700');
  await expect(reportRow(page, 'Returns (0)', 'Total refunded')).toHaveText('Total refundedRp 0');
  await expect(reportRow(page, 'Cash drawer', 'Expected cash')).toHaveText('Expected cashRp 223.300');
  await expect(reportRow(page, 'Cash drawer', 'Counted cash')).toHaveText('Counted cashRp 223.000');
  await expect(reportRow(page, 'Cash drawer', 'Difference')).toHaveText('Difference-Rp 300');
  await expectAccessible();

  // Printed, nothing but the report.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: en('pos.zReport.print') })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'POS', level: 1 })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('z-report-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`z-report-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Listed for the store; the till has no open shift any more.
  await page.getByRole('link', { name: en('pos.zReport.all') }).click();
  await expect(page).toHaveURL(paths.posZReports.href({ store: 'grandlucky', storeId: 'STORE-012' }));
  await expect(page.getByRole('heading', { name: en('pos.zReport.listTitle', { store: 'Grand Lucky Tangerang' }) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${zName}`) })).toContainText(en('pos.zReport.listRow', { count: 2, total: 'Rp\u00a046.620', difference: '-Rp\u00a0300' }));
  await page.getByRole('link', { name: en('pos.zReport.backToTill') }).click();
  await page.getByRole('button', { name: /Select store/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Grand Lucky Tangerang' }).click();
  await expect(shift).toContainText(en('pos.shift.noneOpen', { store: 'Grand Lucky Tangerang' }));
});
