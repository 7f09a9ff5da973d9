import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { PlaceOrderResponse } from '#domain/pos/api/sales.ts';
import type { CurrentShiftResponse } from '#domain/pos/api/shifts.ts';
import * as adminMembers from '#domain/back-office/endpoints/members.ts';
import * as pos from '#domain/pos/endpoints/sales.ts';
import { translate } from '#domain/texts/catalogues.ts';
import { expect, paths, test } from '../fixtures.ts';
import { cashierApi } from '../support/cashier-api.ts';
import { accessToken, ensureOpenShift } from '../support/pos-session.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Back-office orders and CSV exports (decision 024): a manager finds a POS order in the back office, sees its lines, tenders and
 * points, and exports the list as CSV; and reads the offline sync report (decision 030).
 */
const MANAGER = { email: 'manajer@lumbung.test', password: 'Manajer#2024' };
const SHOT = process.env.SCREENSHOT_DIR;
/** The export's header row, in English (the visitor's language): the time in Jakarta's zone, money in rupiah. */
const CSV_HEADER = (['channel', 'order', 'transactionNumber', 'placedAt', 'status', 'store', 'storeName', 'customer', 'email', 'membershipNumber', 'items', 'total', 'pointsRedeemed', 'pointsEarned', 'payment'] as const)
  .map((column) => translate('en')(`backOffice.exports.column.${column}`))
  .join(',');

async function screenshots(page: Page, name: string) {
  if (!SHOT) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOT}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a manager finds a POS order, sees its lines, tenders and points, and exports the list as CSV', async ({ page, baseURL, expectAccessible }) => {
  // A member buys at the till: 72.000 + 7.920 PPN = 79.920; cash rounds down to 79.900 (CASH_ROUNDING=100),
  // a 100.000 note gives 20.100 change; 79 Reward Points for a Crew member.
  const cashier = await cashierApi(baseURL!);
  const membershipNumber = await cashier.enrollMember('Wulan', 'Sari');
  await cashier.dispose();

  const target = paths.adminOrders.href();
  await page.goto(target);
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByLabel('Email').fill(MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(MANAGER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

  await ensureOpenShift(page, 'STORE-001');
  const transactionNumber = `E2E-ADM-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const sale = await page.request.post(pos.placeOrder.path, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: {
      orders: [
        {
          requestType: 'placeOrder',
          newExternalTransactionNumber: transactionNumber,
          order: {
            storeId: 'STORE-001',
            membershipNumber,
            currency: 'IDR',
            financial_status: 'paid',
            tenders: [{ kind: 'Cash', amount: 79_900, tendered: 100_000 }],
            line_items: [{ productCode: 'GL-SEA-002', quantity: 1 }],
          },
        },
      ],
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);

  await page.getByLabel('Order, transaction or membership number, or e-mail').fill(membershipNumber);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const orders = page.getByRole('region', { name: 'Orders', exact: true });
  await expect(orders.getByRole('row')).toHaveCount(2);
  const row = orders.getByRole('row').nth(1);
  await expect(row).toContainText('Wulan Sari');
  await expect(row).toContainText('Rp 79.920');
  await expect(row).toContainText('+79');
  await expectAccessible();
  await screenshots(page, 'admin-orders');

  // The export carries the filters: the header and this one order.
  const downloading = page.waitForEvent('download');
  await orders.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(`\uFEFF${CSV_HEADER}`);
  expect(lines[1]).toContain(`,${transactionNumber},`);
  expect(lines[1]).toContain(',Wulan Sari,');
  expect(lines.slice(2)).toEqual(['']);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^POS order #\d+$/);
  const lineItems = page.getByRole('region', { name: 'Lines' });
  await expect(lineItems.getByRole('row').nth(1)).toContainText('GL-SEA-002');
  await expect(lineItems).toContainText('Rp 79.920');
  const tenders = page.getByRole('region', { name: 'Tenders' });
  await expect(tenders.getByRole('row').nth(1)).toContainText(/Cash\s*Rp\s79\.900\s*Rp\s100\.000/);
  await expect(tenders).toContainText(/Cash rounding\s*−Rp\s20(?![\d.])/);
  await expect(tenders).toContainText(/Change\s*Rp\s20\.100/);
  const points = page.getByRole('region', { name: 'Points' });
  await expect(points).toContainText(/Reward Points earned\s*79 points/);
  await expect(page.getByRole('region', { name: 'Sale' })).toContainText(transactionNumber);
  await expect(page.getByRole('region', { name: 'Returns' })).toContainText('Nothing from this sale has been returned.');
  await expectAccessible();
  await screenshots(page, 'admin-pos-order');
});

test.describe('in Indonesian', () => {
  test.use({ language: 'id' });
  const id = translate('id');

  test('a manager reads the offline sync report: a sale synced after its member was blocked, counted on its device, with its order', async ({ page, baseURL, expectAccessible }) => {
    const cashier = await cashierApi(baseURL!);
    const membershipNumber = await cashier.enrollMember('Rina', 'Luring');
    await cashier.dispose();
    await signIn(page, MANAGER, paths.adminOrders.href());
    const headers = { authorization: `Bearer ${await accessToken(page)}` };

    // The till sold to the member offline; a manager blocked the membership before the sale synced.
    const blocked = await page.request.post(adminMembers.blockMember.path.replace(':membershipNumber', membershipNumber), { headers, data: { note: 'Kartu dipakai banyak orang' } });
    expect(blocked.status(), await blocked.text()).toBe(200);
    await ensureOpenShift(page, 'STORE-001');
    const current = await page.request.get(`${pos.currentShift.path}?storeId=STORE-001`, { headers });
    const shiftId = ((await current.json()) as CurrentShiftResponse).shift!.id;
    const deviceId = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
    const sale = await page.request.post(pos.placeOrder.path, {
      headers,
      data: {
        orders: [
          {
            requestType: 'placeOrder',
            newExternalTransactionNumber: `E2E-OFF-${Date.now()}-${randomBytes(3).toString('hex')}`,
            order: {
              storeId: 'STORE-001',
              membershipNumber,
              currency: 'IDR',
              financial_status: 'paid',
              tenders: [{ kind: 'Debit', amount: 23_310 }],
              line_items: [{ productCode: 'GL-MLK-001', quantity: 1 }],
              offline: { deviceId, receiptNumber: `T${deviceId}-1`, soldAt: new Date(Date.now() - 10 * 60_000).toISOString(), shiftId },
            },
          },
        ],
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);
    const placed = ((await sale.json()) as PlaceOrderResponse).orders[0]!;
    expect(placed.conflicts).toEqual([{ kind: 'memberBlocked', detail: membershipNumber }]);

    // From the orders page, the report; narrowed to the store, then to the device.
    await page.getByRole('link', { name: id('backOffice.orders.syncReport.link') }).click();
    await expect(page.getByRole('heading', { name: id('backOffice.orders.syncReport.title'), level: 1 })).toBeVisible();
    await page.getByLabel(id('backOffice.orders.syncReport.column.store'), { exact: true }).selectOption('STORE-001');
    await page.getByLabel(id('backOffice.orders.syncReport.column.device'), { exact: true }).selectOption(deviceId);
    await expect(page).toHaveURL(paths.adminSyncReport.href({ storeId: 'STORE-001', deviceId }));

    const devices = page.getByRole('table', { name: id('backOffice.orders.syncReport.devicesLabel') });
    await expect(devices.getByRole('row')).toHaveCount(2);
    const device = devices.getByRole('row').nth(1);
    await expect(device.getByRole('rowheader').getByRole('link')).toHaveText(deviceId);
    await expect(device.getByRole('cell').last()).toHaveText('1');

    const latest = page.getByRole('table', { name: id('backOffice.orders.syncReport.latestLabel') });
    await expect(latest.getByRole('row')).toHaveCount(2);
    const conflict = latest.getByRole('row').nth(1);
    await expect(conflict).toContainText(id('backOffice.orders.offline.conflict.memberBlocked', { detail: membershipNumber }));
    await expect(conflict).toContainText(`T${deviceId}-1`);
    await expect(conflict).toContainText(/ WIB/);
    await expectAccessible();
    await screenshots(page, 'admin-sync-report');

    await conflict.getByRole('link', { name: placed.order.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(id('backOffice.orders.detail.posTitle', { number: placed.order.name }));
  });
});
