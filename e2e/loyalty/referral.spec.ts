import type { Page } from '@playwright/test';
import { formatDate } from '#domain/platform/format.ts';
import { translate } from '../../server/src/platform/texts.ts';
import { expect, newVisitor, paths, test } from '../fixtures.ts';
import { cashierApi } from '../support/cashier-api.ts';
import { DEMO, signIn } from '../support/sign-in.ts';
import { formStatus, mailLink } from '../support/sign-up-mail.ts';

/**
 * Ajak teman (decision 033), in Indonesian: Budi shares his referral link, a friend signs up through it,
 * joins and buys at the till, and once the purchase's return window has passed Budi's dashboard shows the
 * reward. The e2e server has no clock a test can move (the integration tests move it: the window of 7 days,
 * returns, the fraud rules), so an admin sets the window to 0 days here and puts 7 back at the end; the
 * server runs the referral job every 2 s (playwright.config.ts).
 */
test.use({ language: 'id' });
const id = translate('id');
const PASSWORD = 'Teman#2024rahasia';

async function setReturnWindow(page: Page, days: string) {
  await page.goto(paths.adminProgramme.href({ tab: 'referrals' }));
  const rules = page.getByRole('form', { name: id('backOffice.programme.referrals.rules') });
  await rules.getByLabel(id('backOffice.programme.referrals.returnWindowDays')).fill(days);
  await rules.getByRole('button', { name: id('backOffice.programme.referrals.save') }).click();
  await expect(rules.getByText(id('backOffice.programme.referrals.saved'))).toBeVisible();
}

test('Budi membagikan tautan ajakan; temannya daftar, bergabung dan belanja; setelah masa retur Budi melihat hadiahnya', async ({ page, browser, baseURL, request, expectAccessible }) => {
  test.slow(); // three people, a sign-up by e-mail, and the job's runs

  const adminContext = await newVisitor(browser, 'id');
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, paths.adminProgramme.href({ tab: 'referrals' }));
  await setReturnWindow(admin, '0');
  try {
    // Budi's card: his code, the link, WhatsApp with the link in the message, and Andi's referral from the demo data.
    await signIn(page, DEMO.member, paths.loyalty.href());
    const card = page.getByRole('region', { name: id('loyalty.referral.title') });
    await expect(card.getByText('Andi P.')).toBeVisible();
    await expectAccessible();
    const link = await card.getByLabel(id('loyalty.referral.link')).inputValue();
    expect(link).toMatch(/\/r\/[A-Z2-9]{8}$/);
    await expect(card.getByRole('link', { name: id('loyalty.referral.whatsapp') })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(id('loyalty.referral.shareMessage', { points: '5.000', link }))}`);

    // The friend opens the link, signs up and joins: the code came along.
    const friendContext = await newVisitor(browser, 'id');
    const friend = await friendContext.newPage();
    const email = `teman.${Date.now()}@example.com`;
    await friend.goto(new URL(link).pathname);
    await expect(friend).toHaveURL(/\/login\?interaction=/);
    await friend.getByRole('link', { name: id('identity.signIn.createAccount') }).click();
    await friend.getByLabel(id('identity.signUp.name')).fill('Sinta Dewi');
    await friend.getByLabel(id('identity.signIn.email')).fill(email);
    await friend.getByLabel(id('identity.signIn.password'), { exact: true }).fill(PASSWORD);
    await friend.getByRole('button', { name: id('identity.signUp.submit'), exact: true }).click();
    await expect(formStatus(friend)).toBeVisible();
    await friend.goto(await mailLink(request, email, id('identity.mail.signup.subject')));
    await friend.goto(paths.loyalty.href());
    const join = friend.getByRole('region', { name: id('loyalty.onboarding.join.title') });
    await expect(join.getByText(id('loyalty.referral.invited', { code: link.slice(-8) }))).toBeVisible();
    await join.getByRole('button', { name: id('loyalty.onboarding.join.submit') }).click();
    await expect(friend.getByText(id('loyalty.referral.outcome.pending', { points: '5.000' }))).toBeVisible();
    const qr = friend.getByRole('region', { name: id('loyalty.qr.region') });
    const friendNumber = /\d{7}/.exec(await qr.innerText())?.[0];
    expect(friendNumber).toBeTruthy();

    // Budi sees his friend waiting for a first purchase.
    await page.reload();
    await expect(card.getByRole('listitem').filter({ hasText: 'Sinta D.' })).toContainText(id('loyalty.referral.status.pending'));

    // The friend buys at the till; the window (0 days) has passed at once, and the job credits Budi.
    const cashier = await cashierApi(baseURL ?? '');
    await cashier.placeOrder(friendNumber!, { storeId: 'STORE-101', productCode: 'EF-ACC-001', quantity: 1 });
    await cashier.dispose();
    const credited = id('loyalty.referral.status.credited', { points: '10.000', date: formatDate(new Date(), 'id') });
    await expect(async () => {
      await page.reload();
      await expect(card.getByRole('listitem').filter({ hasText: 'Sinta D.' })).toContainText(credited, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await friendContext.close();
  } finally {
    await setReturnWindow(admin, '7');
    await adminContext.close();
  }
});
