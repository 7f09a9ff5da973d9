import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LedgerResponse, MemberProfile } from '#domain/loyalty/api/members.ts';
import type { Receipt } from '#domain/pos/api/receipts.ts';
import { expect, newVisitor, paths, test } from '../fixtures.ts';
import { DEMO, signIn } from '../support/sign-in.ts';
import { accessToken, ensureOpenShift, signInAtPos } from '../support/pos-session.ts';
import { translate } from '../../server/src/platform/texts.ts';

/**
 * The till keeps selling with no network (decision 030), in Indonesian, as a cashier in Jakarta reads it.
 * Grand Lucky Cibubur (STORE-008) is this spec's own store: no other spec sells there, so its Z-report
 * counts exactly this spec's sales. The spec allows the till's service worker, which every other spec
 * blocks (playwright.config.ts).
 */
const id = translate('id');
test.use({ language: 'id', serviceWorkers: 'allow' });

const STORE = 'Grand Lucky Cibubur';
const primaryButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const statusLine = (page: Page) => page.getByRole('region', { name: id('pos.offline.status.label') }).locator('[aria-live]');

async function pointsBalance(request: APIRequestContext, token: string, membershipNumber: string): Promise<number> {
  const response = await request.get(`/api/loyalty/members/${membershipNumber}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const profile = (await response.json()) as MemberProfile;
  return profile.memberCurrencies.find((c) => c.loyaltyMemberCurrencyName === 'Reward Points')!.pointsBalance;
}

/** A member of the test's own, enrolled through the API with the cashier's token. */
async function enrollMember(request: APIRequestContext, token: string): Promise<string> {
  const membershipNumber = `OFF${randomBytes(3).toString('hex').toUpperCase()}`;
  const enrolled = await request.post('/api/loyalty/members', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      enrollmentDate: new Date().toISOString(),
      membershipNumber,
      memberStatus: 'Active',
      associatedContactDetails: { firstName: 'Luring', lastName: 'Uji', email: `luring.${membershipNumber.toLowerCase()}@example.com`, allowDuplicateRecords: 'false' },
    },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  return membershipNumber;
}

async function chooseStore(page: Page) {
  await page.getByRole('button', { name: new RegExp(id('pos.store.select')) }).click();
  await page.getByRole('listbox').getByRole('option', { name: STORE }).click();
}

/** One Whole Milk (Rp 23.310 with PPN), paid with `tender`, a member attached by number when given. */
async function sellWholeMilk(page: Page, tender: 'cash' | 'creditCard' | 'debit', memberNumber?: string): Promise<string> {
  await page.getByRole('button', { name: id('pos.store.addNamed', { name: 'Whole Milk 1 L' }) }).click();
  await primaryButton(page, id('pos.actions.continue')).click();
  if (memberNumber) {
    await expect(page.getByRole('note')).toHaveText(id('pos.offline.member.notice'));
    await expect(page.getByRole('button', { name: id('pos.member.register') })).toHaveCount(0);
    await page.getByRole('button', { name: id('pos.member.inputNumber') }).click();
    await page.getByRole('dialog').getByLabel(id('pos.member.memberNumber')).fill(memberNumber);
    await page.getByRole('dialog').getByRole('button', { name: id('pos.member.submit') }).click();
    await expect(page.getByText(id('pos.offline.member.byNumber', { number: memberNumber }))).toBeVisible();
  } else {
    await primaryButton(page, id('pos.actions.continueWithoutMember')).click();
  }
  // Offline: cash, debit and credit card only, and the reason said plainly.
  await expect(page.getByRole('note')).toHaveText(id('pos.offline.payment.notice'));
  await expect(page.getByRole('button', { name: id('pos.tender.qris'), exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: id(`pos.tender.${tender}`), exact: true }).click();
  if (tender === 'cash') await page.getByLabel(id('pos.payment.cashTendered')).fill('25000');
  await primaryButton(page, id('pos.actions.completePayment')).click();
  await expect(page.getByRole('heading', { name: id('pos.steps.success') })).toBeVisible();
  const receipt = page.getByRole('region', { name: id('pos.receipt.panel.label') }).locator('.receipt-preview');
  await expect(receipt).toContainText(id('pos.offline.receipt.mark'));
  const number = (await receipt.getByText(/^T[A-Z0-9]+-\d+$/).textContent())!;
  return number;
}

test.describe.configure({ timeout: 150_000 });

test('offline: three sales, a reload, a fourth; back online every sale syncs once, the member earns once', async ({ page, browser, consoleGuard, expectAccessible }, testInfo) => {
  // Offline, the browser logs every request it could not make; that is the situation under test.
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|net::ERR_FAILED/);
  await signInAtPos(page, 'grandlucky');
  const token = await accessToken(page);

  const membershipNumber = await enrollMember(page.request, token);
  const pointsBefore = await pointsBalance(page.request, token, membershipNumber);

  // The till registers its service worker; the page it was installed from came from the sign-in's
  // callback, outside /pos/, so a reload is the first till page it controls, and it keeps that page's answers.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/pos/'))?.active?.state)).toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await chooseStore(page);
  const shift = page.getByRole('region', { name: id('pos.shift.label') });
  await shift.getByLabel(id('pos.shift.openingFloat')).fill('100.000');
  await shift.getByRole('button', { name: id('pos.shift.openButton') }).click();
  await expect(shift).toContainText(id('pos.shift.open'));
  await expect(statusLine(page)).toContainText(id('pos.offline.status.online'));

  // The link drops.
  await page.context().setOffline(true);
  await expect(statusLine(page)).toContainText(/Offline sejak \d{2}\.\d{2}/);
  await expectAccessible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`offline-banner-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const receipts: string[] = [];
  receipts.push(await sellWholeMilk(page, 'cash'));
  await expectAccessible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`offline-receipt-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: id('pos.actions.backToHome') }).click();
  receipts.push(await sellWholeMilk(page, 'creditCard'));
  await page.getByRole('button', { name: id('pos.actions.backToHome') }).click();
  receipts.push(await sellWholeMilk(page, 'debit', membershipNumber));
  await page.getByRole('button', { name: id('pos.actions.backToHome') }).click();
  await expect(statusLine(page)).toContainText(id('pos.offline.status.waiting', { count: 3 }));

  // A reload with no network: the till opens from the service worker, the queue from IndexedDB.
  await page.reload();
  await expect(statusLine(page)).toContainText(id('pos.offline.status.waiting', { count: 3 }));
  await chooseStore(page);
  await expect(shift).toContainText(id('pos.shift.open'));
  receipts.push(await sellWholeMilk(page, 'cash'));
  await page.getByRole('button', { name: id('pos.actions.backToHome') }).click();
  await expect(statusLine(page)).toContainText(id('pos.offline.status.waiting', { count: 4 }));

  // One series per device, numbered from 1; the device id is kept across the reload.
  const device = receipts[0]!.replace(/^T|-\d+$/g, '');
  expect(receipts).toEqual([1, 2, 3, 4].map((n) => `T${device}-${n}`));

  // The shift cannot be closed while its sales wait on this device.
  await shift.getByRole('button', { name: id('pos.shift.close') }).click();
  const closeDialog = page.getByRole('dialog', { name: id('pos.shift.close') });
  await closeDialog.getByLabel(id('pos.shift.countedCash')).fill('146600');
  await closeDialog.getByRole('button', { name: id('pos.shift.review') }).click();
  await expect(closeDialog.getByRole('alert')).toHaveText(id('pos.offline.shift.closeRefused', { count: 4 }));
  await closeDialog.getByRole('button', { name: id('pos.member.close'), exact: true }).click();

  // The queue, before the link returns.
  await page.getByRole('button', { name: id('pos.offline.status.showQueue', { count: 4 }) }).click();
  const queue = page.getByRole('dialog', { name: id('pos.offline.queue.title') });
  await expect(queue.getByRole('listitem')).toHaveCount(4);
  await expect(queue).toContainText(id('pos.offline.queue.device', { device }));
  await expectAccessible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`offline-queue-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The link returns: the queue drains by itself, in order.
  await page.context().setOffline(false);
  await expect(queue.getByText(/^Tersinkron /)).toHaveCount(4, { timeout: 30_000 });
  await expect(statusLine(page)).toHaveText(id('pos.offline.status.online'));
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`offline-queue-synced-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await queue.getByRole('button', { name: id('pos.member.close'), exact: true }).click();

  // Through the till's own API: each sale is one order, four different ones.
  const transactionNumbers = await page.evaluate(async () => {
    const request = indexedDB.open('lumbung-till');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error as Error);
    });
    const all = database.transaction('sales').objectStore('sales').getAll();
    const sales = await new Promise<{ transactionNumber: string; receiptNumber: string }[]>((resolve) => (all.onsuccess = () => resolve(all.result as never)));
    return sales.map((s) => s.transactionNumber);
  });
  expect(transactionNumbers).toHaveLength(4);
  const orderNames = new Set<string>();
  for (const transactionNumber of transactionNumbers) {
    const response = await page.request.get(`/api/pos/orders/${encodeURIComponent(transactionNumber)}/receipt`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), await response.text()).toBe(200);
    const receipt = (await response.json()) as Receipt;
    expect(receipt.store.name).toBe(STORE);
    orderNames.add(receipt.orderName);
  }
  expect(orderNames.size).toBe(4);

  // The member's points, earned once at sync (Rp 23.310: 23 points).
  expect(await pointsBalance(page.request, token, membershipNumber)).toBe(pointsBefore + 23);

  // A second reload online syncs nothing more; the Z-report counts the four sales in the shift.
  await page.reload();
  await chooseStore(page);
  await expect(statusLine(page)).toHaveText(id('pos.offline.status.online'));
  expect(await pointsBalance(page.request, token, membershipNumber)).toBe(pointsBefore + 23);
  await shift.getByRole('button', { name: id('pos.shift.close') }).click();
  await closeDialog.getByLabel(id('pos.shift.countedCash')).fill('146600');
  await closeDialog.getByRole('button', { name: id('pos.shift.review') }).click();
  const confirmation = page.getByRole('dialog', { name: id('pos.shift.confirmTitle') });
  await expect(confirmation).toContainText(id('pos.shift.difference'));
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`shift-close-confirm-id-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await confirmation.getByRole('button', { name: id('pos.shift.closeAndPrint') }).click();
  const report = page.getByRole('article', { name: /^Laporan Z Z-\d{4}$|^Z-report Z-\d{4}$/ });
  await expect(report).toBeVisible();
  await expect(report).toContainText('(4)');

  // The back office tells these sales apart: sold offline on this device, and when each synced.
  const office = await newVisitor(browser, 'id', { serviceWorkers: 'block' });
  const admin = await office.newPage();
  await signIn(admin, DEMO.admin, paths.adminOrders.href({ q: transactionNumbers[0]! }));
  const note = id('backOffice.orders.offline.note', { receipt: 'RECEIPT', synced: 'SYNCED' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const offlineNote = new RegExp(`^${note.replace('RECEIPT', 'T[A-Za-z0-9-]+-\\d+').replace('SYNCED', '.+ WIB')}$`);
  await expect(admin.getByText(offlineNote).filter({ visible: true }).first()).toBeVisible();
  await admin.getByRole('link', { name: /^#\d+$/ }).filter({ visible: true }).first().click();
  const panel = admin.getByRole('region', { name: id('backOffice.orders.offline.title') });
  await expect(panel).toContainText(id('backOffice.orders.offline.syncedAt'));
  await office.close();
});

test('a sync whose answer is cut after the server booked the sale: one order, synced with its number, points once; offline, returns say they need the server', async ({ page, consoleGuard, expectAccessible }, testInfo) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|Failed to load resource|Failed to fetch|net::ERR_FAILED/);
  await signInAtPos(page, 'grandlucky');
  await ensureOpenShift(page, 'STORE-008');
  const token = await accessToken(page);
  const membershipNumber = await enrollMember(page.request, token);
  const pointsBefore = await pointsBalance(page.request, token, membershipNumber);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/pos/'))?.active?.state)).toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Chosen online, so the service worker keeps the store's product grid for the sale below.
  await chooseStore(page);
  await expect(page.getByRole('region', { name: id('pos.shift.label') })).toContainText(id('pos.shift.open'));

  // Returns read the sale and book the refund on the server: the link drops while the page is open.
  await page.getByRole('link', { name: id('pos.page.returns') }).click();
  const find = page.getByRole('button', { name: id('pos.returns.find') });
  await expect(find).toBeEnabled();
  await page.context().setOffline(true);
  await expect(page.getByRole('note')).toHaveText(id('pos.returns.offline'));
  await expect(find).toBeDisabled();
  await expectAccessible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('offline-returns-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: id('pos.returns.back') }).click();
  await chooseStore(page);
  const receipt = await sellWholeMilk(page, 'debit', membershipNumber);
  await page.getByRole('button', { name: id('pos.actions.backToHome') }).click();

  // Every order post of the sync, whether the page or the service worker sends it; the first one
  // reaches the server, which books the sale, and its answer is cut on the way back.
  const posts: { transactionNumber: string; status: number; replayed: boolean }[] = [];
  await page.context().route('**/api/pos/orders', async (route) => {
    const response = await route.fetch();
    posts.push({
      transactionNumber: (route.request().postDataJSON() as { orders: { newExternalTransactionNumber: string }[] }).orders[0]!.newExternalTransactionNumber,
      status: response.status(),
      replayed: response.headers()['idempotent-replayed'] === 'true',
    });
    if (posts.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });
  await page.getByRole('button', { name: id('pos.offline.status.showQueue', { count: 1 }) }).click();
  const sale = page.getByRole('dialog', { name: id('pos.offline.queue.title') }).getByRole('listitem').filter({ hasText: receipt });
  await page.context().setOffline(false);
  // The till heard nothing back: it takes the link for down, tries again after its backoff (a few seconds,
  // offline/sync.ts backoffDelay) and gets the first answer back, replayed.
  await expect(sale).toContainText(/Tersinkron/, { timeout: 30_000 });
  await expect(statusLine(page)).toHaveText(id('pos.offline.status.online'));
  const transactionNumber = posts[0]!.transactionNumber;
  expect(posts).toEqual([
    { transactionNumber, status: 201, replayed: false },
    { transactionNumber, status: 200, replayed: true },
  ]);

  // One order for the transaction number, the one the queue names; the member earned once.
  const response = await page.request.get(`/api/pos/orders/${encodeURIComponent(transactionNumber)}/receipt`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const booked = (await response.json()) as Receipt;
  await expect(sale).toContainText(booked.orderName);
  const ledger = await page.request.get(`/api/loyalty/members/${membershipNumber}/ledger`, { headers: { authorization: `Bearer ${token}` } });
  expect(ledger.status(), await ledger.text()).toBe(200);
  const journals = ((await ledger.json()) as LedgerResponse).transactionJournals.filter((j) => j.externalTransactionNumber === transactionNumber);
  expect(journals).toHaveLength(1);
  expect(await pointsBalance(page.request, token, membershipNumber)).toBe(pointsBefore + 23);
});

test('two tabs of the till: a queued sale is sent by one of them only; the storefront has no service worker', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|net::ERR_FAILED/);
  await signInAtPos(page, 'grandlucky');
  await ensureOpenShift(page, 'STORE-008');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/pos/'))?.active?.state)).toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await chooseStore(page);
  await expect(page.getByRole('region', { name: id('pos.shift.label') })).toContainText(id('pos.shift.open'));

  const second = await page.context().newPage();
  await second.goto(page.url());
  await expect(statusLine(second)).toContainText(id('pos.offline.status.online'));

  // Every order post from either tab, the service worker's included (it passes them on).
  const posts: string[] = [];
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/pos/orders') posts.push(request.postDataJSON().orders[0].newExternalTransactionNumber as string);
  });

  await page.context().setOffline(true);
  await expect(statusLine(page)).toContainText(/Offline sejak/);
  const receipt = await sellWholeMilk(page, 'debit');
  await page.getByRole('button', { name: id('pos.actions.backToHome') }).click();
  // The other tab reads the same queue.
  await expect(statusLine(second)).toContainText(id('pos.offline.status.waiting', { count: 1 }));

  await page.context().setOffline(false);
  await expect(statusLine(page)).toHaveText(id('pos.offline.status.online'), { timeout: 30_000 });
  await expect(statusLine(second)).toHaveText(id('pos.offline.status.online'), { timeout: 30_000 });
  // Both tabs saw the link return and asked to sync; the lock let one send it, once.
  expect(posts.filter((n) => n === posts[0])).toHaveLength(1);
  expect(posts).toHaveLength(1);
  await second.getByRole('button', { name: id('pos.offline.status.showQueue', { count: 1 }) }).click();
  await expect(second.getByRole('dialog', { name: id('pos.offline.queue.title') }).getByRole('listitem').filter({ hasText: receipt })).toContainText(/Tersinkron/);
  await second.close();

  // The storefront is not the till's: no service worker controls it.
  await page.goto('/');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test("offline past the owner's largest sale: a manager's PIN, checked on the till, lets it through and the back office names who", async ({ page, browser, consoleGuard }, testInfo) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|net::ERR_FAILED/);
  // The owner lowers the largest offline sale to Rp 50.000 (the defaults are put back at the end).
  const office = await newVisitor(browser, 'id', { serviceWorkers: 'block' });
  const admin = await office.newPage();
  await signIn(admin, DEMO.admin, paths.adminSettings.href());
  const maxSale = admin.getByLabel(id('backOffice.settings.offline.maxSale'));
  const saveLimits = async (rupiah: string) => {
    await maxSale.fill(rupiah);
    await admin.getByRole('button', { name: id('backOffice.settings.identity.save') }).click();
    await expect(admin.getByRole('status')).toHaveText(/^Tersimpan\. /);
  };
  await saveLimits('50.000');
  try {
    await signInAtPos(page, 'grandlucky');
    await ensureOpenShift(page, 'STORE-008');
    await chooseStore(page);
    await expect(page.getByRole('region', { name: id('pos.shift.label') })).toContainText(id('pos.shift.open'));
    await page.context().setOffline(true);
    await expect(statusLine(page)).toContainText(/Offline sejak/);

    // Three Whole Milk: Rp 69.930, above Rp 50.000.
    const add = page.getByRole('button', { name: id('pos.store.addNamed', { name: 'Whole Milk 1 L' }) });
    for (let i = 0; i < 3; i += 1) await add.click();
    await primaryButton(page, id('pos.actions.continue')).click();
    await primaryButton(page, id('pos.actions.continueWithoutMember')).click();
    await page.getByRole('button', { name: id('pos.tender.cash'), exact: true }).click();
    await page.getByLabel(id('pos.payment.cashTendered')).fill('70000');
    await primaryButton(page, id('pos.actions.completePayment')).click();

    const approval = page.getByRole('dialog', { name: id('pos.offline.approval.title') });
    await expect(approval).toContainText(id('pos.offline.approval.reason.saleTooLarge', { amount: 'Rp 50.000' }));
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`offline-approval-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await approval.getByRole('button', { name: 'Sari Wulandari' }).click();
    await approval.getByLabel(id('pos.offline.approval.pin')).fill('1111');
    await approval.getByRole('button', { name: id('pos.offline.approval.approve') }).click();
    await expect(approval.getByRole('alert')).toHaveText(id('pos.offline.approval.wrongPin', { name: 'Sari Wulandari' }));
    await approval.getByLabel(id('pos.offline.approval.pin')).fill('2468');
    await approval.getByRole('button', { name: id('pos.offline.approval.approve') }).click();
    await expect(page.getByRole('heading', { name: id('pos.steps.success') })).toBeVisible();
    const receipt = page.getByRole('region', { name: id('pos.receipt.panel.label') }).locator('.receipt-preview');
    const receiptNumber = (await receipt.getByText(/^T[A-Z0-9]+-\d+$/).textContent())!;

    await page.context().setOffline(false);
    await expect(statusLine(page)).toHaveText(id('pos.offline.status.online'), { timeout: 30_000 });
    await page.getByRole('button', { name: new RegExp(`^${id('pos.offline.status.showQueue', { count: 0 }).replace(/\(0\)$/, '')}`) }).click();
    const sale = page.getByRole('dialog', { name: id('pos.offline.queue.title') }).getByRole('listitem').filter({ hasText: receiptNumber });
    await expect(sale).toContainText(/Tersinkron/);
    await expect(sale).not.toContainText(id('pos.offline.conflicts'));

    // The back office: the order names the manager who approved it, and why.
    await admin.goto(paths.adminOrders.href({ q: receiptNumber }));
    await admin.getByRole('link', { name: /^#\d+$/ }).filter({ visible: true }).first().click();
    const panel = admin.getByRole('region', { name: id('backOffice.orders.offline.title') });
    await expect(panel).toContainText(`Sari Wulandari · ${id('backOffice.orders.offline.overrideReason.saleTooLarge')}`);
  } finally {
    await admin.goto(paths.adminSettings.href());
    await saveLimits('5.000.000');
    await office.close();
  }
});
