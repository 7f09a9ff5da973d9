import { randomBytes } from 'node:crypto';
import { expect, paths, test } from '../fixtures.ts';
import { DEMO, signIn } from '../support/sign-in.ts';
import { translate } from '../../server/src/platform/texts.ts';

/**
 * The e-mail log (decision 035): with no SMTP server (the e2e server has none) an admin reads what the
 * shop sent in the back office, and the links in the text work — here a password reset's.
 */
const id = translate('id');
test.use({ language: 'id' });

test('an admin finds an e-mail by recipient, opens it and follows its link', async ({ page, request, expectAccessible }, testInfo) => {
  const email = `maillog.${randomBytes(4).toString('hex')}@example.com`;
  const signup = await request.post('/idp/dbconnections/signup', {
    data: { client_id: 'lumbung-web', email, password: 'Kopi-Susu-42', name: 'Sari Log', connection: 'Username-Password-Authentication' },
  });
  expect(signup.ok()).toBe(true);
  expect((await request.post('/api/password-reset', { data: { email } })).ok()).toBe(true);

  await signIn(page, DEMO.admin, paths.admin.href());
  await page.getByRole('navigation', { name: id('backOffice.layout.backOffice') }).getByRole('link', { name: id('backOffice.nav.emailLog.label') }).click();
  await expect(page.getByRole('heading', { name: id('backOffice.mailLog.title'), level: 1 })).toBeVisible();
  await page.getByLabel(id('backOffice.mailLog.searchLabel')).fill(email);
  await page.getByRole('button', { name: id('common.table.search') }).click();
  await expect(page).toHaveURL(paths.adminMailLog.href({ q: email }));
  const table = page.getByRole('table', { name: id('backOffice.mailLog.label') });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(id('backOffice.mailLog.kind.passwordReset'));
  await expect(row).toContainText(id('backOffice.mailLog.status.logged'));
  await expect(row).toContainText(/WIB/);
  await expectAccessible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`email-log-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('link').click();
  const text = page.getByRole('region', { name: id('backOffice.mailLog.page.text') });
  const link = text.getByRole('link', { name: /\/reset-password\?ticket=/ });
  await expect(link).toBeVisible();
  await expect(page.getByRole('region', { name: id('backOffice.mailLog.page.details') })).toContainText(email);
  await expectAccessible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`email-log-message-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The link is a real one: it opens the reset form in a new tab.
  const [resetPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(resetPage).toHaveURL(/\/reset-password\?ticket=/);
  await expect(resetPage.getByLabel(id('identity.reset.newPassword'), { exact: true })).toBeVisible();
});
