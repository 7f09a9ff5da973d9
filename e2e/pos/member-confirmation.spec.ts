import type { APIRequestContext, Page } from '@playwright/test';
import type { MemberProfile } from '#domain/loyalty/api/members.ts';
import { expect, newVisitor, paths, test } from '../fixtures.ts';
import { cashierApi } from '../support/cashier-api.ts';
import { accessToken, ensureOpenShift, signInAtPos } from '../support/pos-session.ts';
import { signIn } from '../support/sign-in.ts';
import { translate } from '../../server/src/platform/texts.ts';

/**
 * docs/decisions/039-member-confirmation.md: the till spends a member's points only once the member agreed,
 * with the QR of their member area or a one-time code sent to them.
 */
const en = translate('en');
const primaryButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function pointsBalance(request: APIRequestContext, token: string, membershipNumber: string): Promise<number> {
  const profile = (await (await request.get(`/api/loyalty/members/${membershipNumber}`, { headers: { authorization: `Bearer ${token}` } })).json()) as MemberProfile;
  return profile.memberCurrencies.find((c) => c.loyaltyMemberCurrencyName === 'Reward Points')!.pointsBalance;
}

/** The till up to step 4 with the member identified and Fuji Apples in the cart, QRIS chosen and `points` typed. */
async function ringUpWithPoints(page: Page, membershipNumber: string, points: number) {
  await page.getByRole('button', { name: /Select store/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Grand Lucky Kemang' }).click();
  await page.getByRole('button', { name: 'Add Fuji Apples 1 kg' }).click();
  await primaryButton(page, 'Continue').click();
  await page.getByRole('button', { name: 'Input member number' }).click();
  const lookup = page.getByRole('dialog', { name: 'Input member number' });
  await lookup.getByRole('textbox', { name: 'Member number' }).fill(membershipNumber);
  await lookup.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Select Voucher to Use (Optional)' })).toBeVisible();
  await primaryButton(page, 'Continue').click();
  await page.getByRole('button', { name: 'QRIS' }).click();
  await page.getByLabel('Enter poin amount to redeem').fill(String(points));
  await expect(page.getByText(en('pos.confirm.needed'))).toBeVisible();
}

test('the member opens their QR in the member area; the cashier types its code at the till and redeems points', async ({ page, browser, request, expectAccessible, consoleGuard }) => {
  test.slow(); // two signed-in browsers
  consoleGuard.allow(/status of 400/); // the wrong code typed on purpose
  // Demo member 1003 (Rina) shows the QR on her phone.
  const phone = await newVisitor(browser, 'en', { viewport: { width: 390, height: 844 } });
  const memberPage = await phone.newPage();
  await signIn(memberPage, { email: 'rina.wijaya@example.com', password: 'Poin#1003' }, paths.loyalty.href());
  await memberPage.getByRole('button', { name: en('loyalty.qr.tillButton') }).click();
  const qrDialog = memberPage.getByRole('dialog', { name: en('loyalty.qr.tillTitle') });
  await expect(qrDialog.getByRole('img', { name: en('loyalty.qr.tillImage', { number: '1003' }) })).toBeVisible();
  const codeText = qrDialog.getByText(/^LB-1003-[0-9A-Z]+-[0-9A-Z]{10}$/);
  await expect(codeText).toBeVisible();
  await expect(qrDialog.getByText(/^Valid until \d\d:\d\d WIB$/)).toBeVisible();
  const code = (await codeText.textContent())!;

  // The cashier rings up 500 points for member 1003.
  await signInAtPos(page, 'grandlucky');
  await ensureOpenShift(page, 'STORE-001');
  const token = await accessToken(page);
  const before = await pointsBalance(request, token, '1003');
  await ringUpWithPoints(page, '1003', 500);
  await primaryButton(page, 'Complete Payment').click();
  const confirm = page.getByRole('dialog', { name: en('pos.confirm.title') });
  await expect(confirm.getByText(en('pos.confirm.intro', { member: '1003' }))).toBeVisible();
  await expectAccessible();
  // A wrong code says what to do; the member's code (as a hand scanner types it, lower case) confirms and the sale goes on.
  await confirm.getByLabel(en('pos.confirm.qrField')).fill('LB-1003-AAAAAA-0000000000');
  await confirm.getByRole('button', { name: en('pos.confirm.confirmQr') }).click();
  await expect(confirm.getByText(en('pos.confirm.errors.notMemberCode'))).toBeVisible();
  await confirm.getByLabel(en('pos.confirm.qrField')).fill(code.toLowerCase());
  await confirm.getByLabel(en('pos.confirm.qrField')).press('Enter');

  await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
  const changes = page.getByRole('list', { name: 'Points change' }).getByRole('listitem');
  await expect(changes.first()).toHaveText(en('pos.success.pointsUsed', { points: '500' }));
  const earned = Number((await changes.nth(1).textContent())!.replace(/\D/g, ''));
  expect(earned).toBeGreaterThan(0);
  expect(await pointsBalance(request, token, '1003')).toBe(before - 500 + earned);
  await phone.close();
});

test('without the QR, the cashier sends the member a one-time code and types the code the member reads out', async ({ page, request, baseURL, expectAccessible, consoleGuard }) => {
  consoleGuard.allow(/status of 400/); // the wrong code typed on purpose
  const cashier = await cashierApi(baseURL ?? '');
  const number = await cashier.enrollMember('Sinta', 'Maharani');
  await cashier.placeOrder(number, { storeId: 'STORE-001', productCode: 'GL-MLK-006', quantity: 10 }); // 743 points for a Crew member
  await cashier.dispose();

  await signInAtPos(page, 'grandlucky');
  await ensureOpenShift(page, 'STORE-001');
  const token = await accessToken(page);
  await ringUpWithPoints(page, number, 300);
  // Step 4's own button: the member agrees first, then 'Complete Payment' places the sale.
  await page.getByRole('button', { name: en('pos.confirm.open') }).click();
  const confirm = page.getByRole('dialog', { name: en('pos.confirm.title') });
  await confirm.getByRole('button', { name: en('pos.confirm.sendOtp') }).click();
  const email = `${number.toLowerCase()}@example.com`;
  await expect(confirm.getByRole('status')).toHaveText(en('pos.confirm.sentEmail', { to: `${email.slice(0, 2)}${'•'.repeat(email.indexOf('@') - 2)}${email.slice(email.indexOf('@'))}` }));
  await expectAccessible();

  // The member's mailbox (the development mailbox; the back office's E-mail log shows the same).
  const { messages } = (await (await request.get('/idp/dev/mailbox.json')).json()) as { messages: { to: string; subject: string; body: string }[] };
  const mail = messages.find((m) => m.to === email && m.subject.startsWith('Your till confirmation code'));
  expect(mail, 'the code e-mail').toBeTruthy();
  const otp = /(\d{6})$/.exec(mail!.subject)![1]!;
  const wrong = otp === '000000' ? '111111' : '000000';
  await confirm.getByLabel(en('pos.confirm.otpField')).fill(wrong);
  await confirm.getByRole('button', { name: en('pos.confirm.verifyOtp') }).click();
  await expect(confirm.getByText(en('pos.confirm.errors.wrongCode', { left: 4 }))).toBeVisible();
  await confirm.getByLabel(en('pos.confirm.otpField')).fill(otp);
  await confirm.getByRole('button', { name: en('pos.confirm.verifyOtp') }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(en('pos.confirm.confirmedOtp', { member: number }))).toBeVisible();

  await primaryButton(page, 'Complete Payment').click();
  await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Points change' }).getByRole('listitem').first()).toHaveText(en('pos.success.pointsUsed', { points: '300' }));
  // 743 points less the 300 spent, plus the 49 this sale earned for a Crew member.
  await expect(page.getByRole('list', { name: 'Points change' }).getByRole('listitem').nth(1)).toHaveText(en('pos.success.pointsEarned', { points: '49' }));
  expect(await pointsBalance(request, token, number)).toBe(743 - 300 + 49);
});
