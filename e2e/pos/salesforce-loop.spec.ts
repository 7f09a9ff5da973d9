import type { APIRequestContext, Page } from '@playwright/test';
import type { LedgerResponse, MemberProfile, MemberVouchersResponse, RedeemRewardResponse } from '#domain/loyalty/api/members.ts';
import { expect, test, newVisitor } from '../fixtures.ts';
import { accessToken, ensureOpenShift, signInAtPos } from '../support/pos-session.ts';
import { confirmMemberByCode } from '../support/member-confirmation.ts';
import { translate } from '../../server/src/platform/texts.ts';

const en = translate('en');

/**
 * The loop closed in the browser (decision 012): the spec's whole POS sale (loyalty-pos.md §2
 * "Cashier checkout") on a shop instance whose loyalty routes go through our Salesforce adapter to an
 * engine instance's Salesforce-compatible surface. Both instances are started by playwright.config.ts
 * (E2E_SF_SHOP_URL, E2E_SF_ENGINE_URL); the engine's own API, as its cashier, checks what was booked.
 */

const SHOP = process.env.E2E_SF_SHOP_URL!;
const ENGINE = process.env.E2E_SF_ENGINE_URL!;
const MEMBER = '1003';

/** Reads of the engine instance's own /api as its cashier (not through the surface). */
function engineApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${ENGINE}/api/loyalty/members/${MEMBER}${path}`, { headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  const redeem = async (rewardId: string) => {
    const response = await request.post(`${ENGINE}/api/loyalty/rewards/redeem`, { headers, data: { MembershipNumber: MEMBER, RewardCatalogId: rewardId } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as RedeemRewardResponse).voucher;
  };
  return {
    redeem,
    profile: () => get<MemberProfile>(''),
    points: async () => (await get<MemberProfile>('')).memberCurrencies.find((c) => c.loyaltyMemberCurrencyName === 'Reward Points')!.pointsBalance,
    vouchers: async (status: 'Issued' | 'Redeemed') => (await get<MemberVouchersResponse>(`/vouchers?voucherStatus=${status}`)).vouchers,
    journalsOf: async (transactionNumber: string) =>
      (await get<LedgerResponse>('/ledger')).transactionJournals.filter((j) => j.externalTransactionNumber === transactionNumber),
  };
}

const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });
const summaryRow = (page: Page, label: string) => summary(page).locator('div').filter({ has: page.getByText(label, { exact: true }) });
const primaryButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('the POS sale at /pos/grandlucky through adapter -> surface -> engine: one order, voucher Redeemed, points moved', async ({ page, browser, request, expectAccessible }) => {
  // The engine's cashier, on the engine's own web app, reads the member before the sale. Its own
  // browser context: both instances are on localhost, and cookies do not tell ports apart.
  const engineContext = await newVisitor(browser);
  const enginePage = await engineContext.newPage();
  await signInAtPos(enginePage, 'grandlucky', { origin: ENGINE });
  const engine = engineApi(request, await accessToken(enginePage));
  await engineContext.close();
  // Rina Wijaya is a Pilot in the demo data: she earns 1.5 Reward Points per Rp 1.000 paid.
  expect((await engine.profile()).memberTiers.map((t) => t.loyaltyMemberTierName)).toEqual(['Pilot']);
  // A 'Diskon 10%' voucher for the sale, bought with her points (reward RWD-002, 3.000 points), so
  // the test can run again on the same engine; the demo data's own voucher stays Issued beside it.
  const voucher = await engine.redeem('RWD-002');
  expect(voucher.voucherDefinition).toBe('Diskon 10%');
  const pointsBefore = await engine.points();
  const issuedBefore = (await engine.vouchers('Issued')).map((v) => v.voucherCode);
  expect(issuedBefore).toContain(voucher.voucherCode);

  // The shop's web app posts the order; its transaction number is how the engine's ledger names it.
  const transactionNumbers: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url() === `${SHOP}/api/pos/orders`) {
      transactionNumbers.push((r.postDataJSON() as { orders: { newExternalTransactionNumber: string }[] }).orders[0]!.newExternalTransactionNumber);
    }
  });
  await signInAtPos(page, 'grandlucky', { origin: SHOP });
  // The shop's till sells in its cashier's open shift (decision 014).
  await ensureOpenShift(page, 'STORE-001', { origin: SHOP });

  // Step 1: store and products.
  await expect(page.getByRole('heading', { name: 'Select Store and Product' })).toBeVisible();
  await page.getByRole('button', { name: /Select store/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Grand Lucky Kemang' }).click();
  for (const name of ['Milk Bundle', 'Salmon Fillet 200 g', 'Milk Bundle']) await page.getByRole('button', { name: `Add ${name}` }).click();
  await expect(summary(page).getByRole('listitem')).toHaveText([/^2x Milk Bundle/, /^1x Salmon Fillet 200 g/]);
  // 206.000 + PPN 14.740 + 7.920.
  await expect(summaryRow(page, 'PPN Tax')).toHaveText('PPN TaxRp 22.660');
  await primaryButton(page, 'Continue').click();

  // Step 2: the member by number, read from the engine through the adapter.
  await page.getByRole('button', { name: 'Input member number' }).click();
  const numberDialog = page.getByRole('dialog', { name: 'Input member number' });
  await numberDialog.getByRole('textbox', { name: 'Member number' }).fill(MEMBER);
  await numberDialog.getByRole('button', { name: 'Submit' }).click();

  // Step 3: the member box and the voucher.
  await expect(page.getByRole('heading', { name: 'Select Voucher to Use (Optional)' })).toBeVisible();
  const box = page.getByRole('region', { name: 'Member' });
  await expect(box).toContainText('NameRina Wijaya');
  await expect(box).toContainText(`Membership Number${MEMBER}`);
  await expect(box).toContainText(`${en('pos.memberBox.points')}${pointsBefore.toLocaleString('en-GB')}`);
  await expect(box).toContainText(`Voucher${issuedBefore.length}`);
  const choice = page.getByRole('list', { name: 'Vouchers' }).getByRole('button', { name: /Diskon 10%/ });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  // 10% of 206.000 = 20.600 (under the 25.000 cap); PPN after the voucher's shares: 13.266 + 7.128 (decision 038).
  await expect(summaryRow(page, 'Voucher')).toHaveText('Voucher-Rp 20.600');
  await expect(summaryRow(page, 'PPN Tax')).toHaveText('PPN TaxRp 20.394');
  await expect(summaryRow(page, 'Total')).toHaveText('TotalRp 205.794');
  await primaryButton(page, 'Continue').click();

  // Step 4: QRIS and 300 points; 'Complete Payment' pressed twice.
  await page.getByRole('button', { name: 'QRIS' }).click();
  await page.getByLabel('Enter poin amount to redeem').fill('300');
  await expect(summaryRow(page, 'Redeem Points')).toHaveText('Redeem Points-Rp 300');
  await expect(summaryRow(page, 'Total')).toHaveText('TotalRp 205.494');
  // Decision 039: the member agrees first, with a code the shop e-mails them.
  await confirmMemberByCode(page, request, 'rina.wijaya@example.com', SHOP);
  await primaryButton(page, 'Complete Payment').dblclick();

  // Step 5: the points change, as the engine booked it: floor(205.494 / 1.000) x 1,5 = 307,5 -> 307 earned.
  await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Points change' }).getByRole('listitem')).toHaveText([en('pos.success.pointsUsed', { points: '300' }), en('pos.success.pointsEarned', { points: '307' })]);
  const pointsAfter = pointsBefore - 300 + 307;
  await expect(box).toContainText(`${en('pos.memberBox.points')}${pointsAfter.toLocaleString('en-GB')}`);
  await expectAccessible();

  // The engine's own API: booked once, the voucher Redeemed, the balance moved by -300 + 307.
  expect(new Set(transactionNumbers).size, 'one transaction number for the sale').toBe(1);
  const journals = await engine.journalsOf(transactionNumbers[0]!);
  expect(
    journals.map((j) => ({ type: j.journalTypeName, amount: j.transactionAmount, points: j.pointsChange, store: j.additionalTransactionJournalAttributes })),
  ).toEqual(
    expect.arrayContaining([
      { type: 'Accrual', amount: 205_494, points: expect.arrayContaining([{ changeInPoints: 307, loyaltyMemberCurrency: 'Reward Points' }, { changeInPoints: 205_494, loyaltyMemberCurrency: 'Tier Points' }]), store: [{ fieldName: 'Business_Name__c', value: 'Grand Lucky Kemang' }] },
      { type: 'Redemption', amount: 300, points: [{ changeInPoints: -300, loyaltyMemberCurrency: 'Reward Points' }], store: [{ fieldName: 'Business_Name__c', value: 'Grand Lucky Kemang' }] },
    ]),
  );
  expect(journals, 'one accrual and one redemption: the double click booked one order').toHaveLength(2);
  expect(await engine.points()).toBe(pointsAfter);
  expect((await engine.vouchers('Redeemed')).map((v) => v.voucherCode)).toContain(voucher.voucherCode);
  expect((await engine.vouchers('Issued')).map((v) => v.voucherCode)).toEqual(issuedBefore.filter((code) => code !== voucher.voucherCode));
});
