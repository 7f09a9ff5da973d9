import type { Page } from '@playwright/test';
import { translate } from '../../server/src/platform/texts.ts';
import { expect, newVisitor, paths, test } from '../fixtures.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

/**
 * Sessions end when access ends (docs/decisions/034-session-revocation.md): a manager whose role an admin
 * removes is refused at the next click, in the browser that is already open; a blocked account is
 * signed out and cannot sign in again until unblocked.
 */
/** A seeded social account (README demo accounts) no other spec uses: made a manager here, then not. */
const LINA = 'lina.linkedin@lumbung.test';

async function setManagerRole(admin: Page, on: boolean) {
  await admin.goto(paths.adminUsers.href({ q: 'lina' }));
  const roles = admin.getByRole('form', { name: `Roles of ${LINA}` });
  await roles.getByRole('checkbox', { name: 'Manager' }).setChecked(on);
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(admin.getByRole('form', { name: `Roles of ${LINA}` }).getByRole('checkbox', { name: 'Manager' })).toBeChecked({ checked: on });
}

test('a removed role and a block take effect at the next request of a browser that is already signed in', async ({ page, browser, expectAccessible }, testInfo) => {
  await signIn(page, DEMO.admin, paths.adminUsers.href());
  await setManagerRole(page, true);

  const linaContext = await newVisitor(browser);
  const lina = await linaContext.newPage();
  await lina.goto(paths.adminMembers.href());
  await expect(lina).toHaveURL(/\/login\?interaction=/);
  await lina.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await expect(lina).toHaveURL(/\/admin\/members$/);
  const search = async () => {
    await lina.getByLabel('Number, name, phone or e-mail').fill('budi');
    await lina.getByRole('button', { name: 'Search' }).click();
  };
  await search();
  await expect(lina.getByRole('link', { name: '1001' })).toBeVisible();

  // The admin takes the role away; Lina's next search is refused although her token has not expired.
  await setManagerRole(page, false);
  await lina.getByLabel('Number, name, phone or e-mail').fill('santoso');
  await lina.getByRole('button', { name: 'Search' }).click();
  await expect(lina.getByText('Only a manager may do this.')).toBeVisible();

  // The admin blocks her account (after a question); she is signed out everywhere at once.
  await page.goto(paths.adminUsers.href({ q: 'lina' }));
  await page.getByRole('button', { name: `Block ${LINA}` }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(`Block ${LINA}? They are signed out everywhere at once and cannot sign in until unblocked.`);
  await expectAccessible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('users-block-question-en-1440.png') });
  await question.getByRole('button', { name: 'Block' }).click();
  const row = page.getByRole('listitem').filter({ hasText: LINA });
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Unblock ${LINA}` })).toBeVisible();
  await expectAccessible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`users-blocked-en-${width}.png`), fullPage: width === 390 });
  }

  // A new sign-in is refused with the reason.
  const again = await (await newVisitor(browser)).newPage();
  await again.goto(paths.adminMembers.href());
  await again.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await expect(again.getByText('This account is blocked. Please contact the shop.')).toBeVisible();
  await again.context().close();

  // Indonesian, as the shop's staff read it.
  const idContext = await newVisitor(browser, 'id');
  const idAdmin = await idContext.newPage();
  await signIn(idAdmin, DEMO.admin, paths.adminUsers.href({ q: 'lina' }));
  const id = translate('id');
  await expect(idAdmin.getByRole('listitem').filter({ hasText: LINA }).getByText(id('backOffice.users.blocked'), { exact: true })).toBeVisible();
  for (const width of [1440, 390]) {
    await idAdmin.setViewportSize({ width, height: 900 });
    await idAdmin.screenshot({ path: testInfo.outputPath(`users-blocked-id-${width}.png`), fullPage: width === 390 });
  }
  await idAdmin.getByRole('button', { name: id('backOffice.users.unblockOf', { email: LINA }) }).click();
  await expect(idAdmin.getByRole('listitem').filter({ hasText: LINA }).getByRole('button', { name: id('backOffice.users.blockOf', { email: LINA }) })).toBeVisible();
  await idAdmin.setViewportSize({ width: 390, height: 900 });
  await idAdmin.getByRole('button', { name: id('backOffice.users.blockOf', { email: LINA }) }).click();
  await idAdmin.screenshot({ path: testInfo.outputPath('users-block-question-id-390.png') });
  await idAdmin.getByRole('dialog').getByRole('button', { name: id('backOffice.users.blockNo') }).click();
  await idContext.close();

  // Unblocked, she signs in again, as a shopper now: the manager role is gone.
  await linaContext.close();
  const unblocked = await (await newVisitor(browser)).newPage();
  await unblocked.goto(paths.adminMembers.href());
  await unblocked.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await expect(unblocked).toHaveURL(/\/admin\/members$/);
  await expect(unblocked.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await unblocked.context().close();
});
