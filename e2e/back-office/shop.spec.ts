import type { Page } from '@playwright/test';
import { translate } from '../../server/src/platform/texts.ts';
import { expect, paths, test } from '../fixtures.ts';

/**
 * Shop settings and storefront content (decision 023): an admin changes the shop's name in Settings and sees it in the storefront's
 * footer, and changes a promo's title and sees it on /promo, without a restart. Both are put back at
 * the end, so the other specs see the seeded shop.
 */
const ADMIN = { email: 'admin@lumbung.test', password: 'Admin#2024' };
const MANAGER = { email: 'manajer@lumbung.test', password: 'Manajer#2024' };
const SHOT = process.env.SCREENSHOT_DIR;

async function signIn(page: Page, target: string, account = ADMIN, t = translate('en')) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByLabel(t('identity.signIn.email')).fill(account.email);
  await page.getByLabel(t('identity.signIn.password'), { exact: true }).fill(account.password);
  // The form's button: in Indonesian the header's sign-in icon has the same name ('Masuk').
  await page.locator('#main').getByRole('button', { name: t('identity.signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

async function screenshots(page: Page, name: string) {
  if (!SHOT) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOT}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin renames the shop and a promo and sees both on the storefront', async ({ page, expectAccessible }) => {
  await signIn(page, paths.adminSettings.href());
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'POS stores' }).getByRole('row')).toHaveCount(15);
  await expectAccessible();
  await screenshots(page, 'admin-settings');

  // The server's schema, in the browser: a field message and nothing sent.
  const name = page.getByLabel('Shop name');
  await page.getByLabel('NPWP').fill('12.345');
  await page.getByRole('button', { name: 'Save the shop identity' }).click();
  await expect(page.getByText(translate('en')('backOffice.errors.shop.npwp'))).toBeVisible();
  await page.getByLabel('NPWP').fill('');
  await name.fill('PT Toko Maju Jaya');
  await page.getByRole('button', { name: 'Save the shop identity' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. Receipts and the shop now show PT Toko Maju Jaya.');

  await page.goto(paths.home.href());
  await expect(page.getByRole('contentinfo').getByText('PT Toko Maju Jaya', { exact: true })).toBeVisible();

  await page.goto(paths.adminPromos.href());
  await expect(page.getByRole('table', { name: 'Promos' }).getByRole('row')).toHaveCount(7);
  await screenshots(page, 'admin-promos');
  await page.getByRole('link', { name: 'Fashion Week: Diskon hingga 70%' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Fashion Week: Diskon hingga 70%');
  await expectAccessible();
  await screenshots(page, 'admin-promo-edit');
  await page.getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription(translate('en')('errors.validation.required'));
  await page.getByLabel('Title').fill('Fashion Week Diperpanjang');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The storefront shows promo #2 now.');

  await page.goto(paths.promos.href());
  await expect(page.getByRole('heading', { name: 'Fashion Week Diperpanjang' })).toBeVisible();

  await page.goto(paths.adminHomePage.href());
  await expect(page.getByRole('heading', { name: 'Home page' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Banner slides' }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible();
  await screenshots(page, 'admin-home-slides');
  await page.getByLabel('Edit the section').selectOption('flashDeals');
  await expect(page.getByRole('button', { name: 'Save Flash Deals' })).toBeVisible();
  await expectAccessible();
  await screenshots(page, 'admin-home-flash-deals');

  // Put the seeded values back for the other specs.
  await page.goto(paths.adminPromo.href({ id: '2' }));
  await page.getByLabel('Title').fill('Fashion Week: Diskon hingga 70%');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The storefront shows promo #2 now.');
  await page.goto(paths.adminSettings.href());
  await page.getByLabel('Shop name').fill('');
  await page.getByRole('button', { name: 'Save the shop identity' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved\. Receipts and the shop now show /);
});

test('a manager reads the settings, promos and home page without their write controls', async ({ page }) => {
  await signIn(page, paths.adminSettings.href(), MANAGER);
  await expect(page.getByLabel('Shop name')).toBeDisabled();
  await expect(page.getByRole('table', { name: 'POS stores' }).getByRole('row')).toHaveCount(15);
  await expect(page.getByRole('button', { name: /^(Save the shop identity|Add a store|Edit)/ })).toHaveCount(0);

  await page.goto(paths.adminPromo.href({ id: '1' }));
  await expect(page.getByLabel('Title')).toHaveValue('Mega Sale Elektronik Akhir Tahun');
  await expect(page.getByLabel('Title')).toBeDisabled();
  await expect(page.getByRole('button', { name: /^(Save changes|Add a block|Upload an image|Remove block)/ })).toHaveCount(0);

  await page.goto(paths.adminHomePage.href({ section: 'flashDeals' }));
  await expect(page.getByRole('form', { name: 'Flash Deals' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Save Flash Deals|Remove |Move )/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Add products' })).toHaveCount(0);
});

test.describe('in Bahasa Indonesia', () => {
  test.use({ language: 'id' });
  const id = translate('id');

  test('an admin renames the shop and sees it saved, every text of the screen in Indonesian', async ({ page }) => {
    await signIn(page, paths.adminSettings.href(), ADMIN, id);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { name: id('backOffice.settings.title') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: id('backOffice.layout.backOffice') }).getByRole('link', { name: id('backOffice.nav.promos.label') })).toBeVisible();
    await expect(page.getByRole('table', { name: id('backOffice.settings.stores.tableLabel') }).getByRole('row')).toHaveCount(15);
    // No default language is set: the server's variable applies (English on the e2e shop, playwright.config.ts).
    const language = page.getByLabel(id('backOffice.settings.identity.language'));
    await expect(language).toHaveValue('');
    await expect(language.locator('option:checked')).toHaveText(id('backOffice.settings.identity.languageFromServer', { language: 'English' }));
    await screenshots(page, 'admin-settings-id');

    // Saving the other fields leaves the language unset (it is not pinned to the one in effect).
    const save = page.getByRole('button', { name: id('backOffice.settings.identity.save') });
    await page.getByLabel(id('backOffice.settings.identity.field.name')).fill('PT Toko Maju Jaya');
    const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/admin/settings/shop'));
    await save.click();
    await expect(page.getByRole('status')).toHaveText(id('backOffice.settings.identity.saved', { name: 'PT Toko Maju Jaya' }));
    expect((await sent).postDataJSON()).toMatchObject({ name: 'PT Toko Maju Jaya', defaultLanguage: '' });
    await expect(language).toHaveValue('');

    // Put the seeded value back for the other specs.
    await page.getByLabel(id('backOffice.settings.identity.field.name')).fill('');
    await save.click();
    await expect(page.getByRole('status')).not.toHaveText(id('backOffice.settings.identity.saved', { name: 'PT Toko Maju Jaya' }));
  });
});

test('the shop’s default language stays as it was unless the admin changes it, and can go back to the server’s variable', async ({ page }) => {
  const en = translate('en');
  await signIn(page, paths.adminSettings.href());
  const language = page.getByLabel(en('backOffice.settings.identity.language'));
  const save = page.getByRole('button', { name: en('backOffice.settings.identity.save') });
  const saving = () => page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/admin/settings/shop'));
  await expect(language).toHaveValue('');

  // Chosen: Bahasa Indonesia is stored, and kept by a later save of other fields.
  await language.selectOption('id');
  let sent = saving();
  await save.click();
  await expect(page.getByRole('status')).toHaveText(/^Saved\. /);
  expect((await sent).postDataJSON()).toMatchObject({ defaultLanguage: 'id' });
  await page.reload();
  await expect(language).toHaveValue('id');
  await page.getByLabel(en('backOffice.settings.identity.field.name')).fill('PT Toko Maju Jaya');
  sent = saving();
  await save.click();
  await expect(page.getByRole('status')).toHaveText(en('backOffice.settings.identity.saved', { name: 'PT Toko Maju Jaya' }));
  expect((await sent).postDataJSON()).toMatchObject({ name: 'PT Toko Maju Jaya', defaultLanguage: 'id' });

  // Back to the server's variable (and the seeded name) for the other specs.
  await language.selectOption('');
  await page.getByLabel(en('backOffice.settings.identity.field.name')).fill('');
  sent = saving();
  await save.click();
  await expect(page.getByRole('status')).toHaveText(/^Saved\. /);
  expect((await sent).postDataJSON()).toMatchObject({ name: '', defaultLanguage: '' });
  await page.reload();
  await expect(language).toHaveValue('');
});

test('the till’s offline limits: a blank is refused, a sum typed with thousands dots is kept', async ({ page }) => {
  const en = translate('en');
  await signIn(page, paths.adminSettings.href());
  const hours = page.getByLabel(en('backOffice.settings.offline.maxHours'));
  const sale = page.getByLabel(en('backOffice.settings.offline.maxSale'));
  const save = page.getByRole('button', { name: en('backOffice.settings.identity.save') });
  await expect(hours).toHaveValue('24');
  await expect(sale).toHaveValue('5000000');

  await hours.fill('');
  await save.click();
  await expect(page.getByText(en('backOffice.errors.shop.offlineMaxHours'))).toBeVisible();

  await hours.fill('12');
  await sale.fill('2.500.000');
  await save.click();
  await expect(page.getByRole('status')).toHaveText(/^Saved\. /);
  await page.reload();
  await expect(hours).toHaveValue('12');
  await expect(sale).toHaveValue('2500000');

  // The defaults again, for the other specs.
  await hours.fill('24');
  await sale.fill('5000000');
  await save.click();
  await expect(page.getByRole('status')).toHaveText(/^Saved\. /);
});

test.describe('the till’s limits, in Bahasa Indonesia', () => {
  test.use({ language: 'id' });
  const id = translate('id');

  test('an admin lowers the largest quantity per line and the largest sale; a word is refused with the range', async ({ page }) => {
    await signIn(page, paths.adminSettings.href(), ADMIN, id);
    const section = page.getByRole('group', { name: id('backOffice.settings.till.title') });
    const quantity = section.getByLabel(id('backOffice.settings.till.maxLineQuantity'));
    const sale = section.getByLabel(id('backOffice.settings.till.maxSale'));
    const save = page.getByRole('button', { name: id('backOffice.settings.identity.save') });
    await expect(quantity).toHaveValue('999');
    await expect(sale).toHaveValue('100000000');

    await quantity.fill('seribu');
    await save.click();
    await expect(page.getByText(id('backOffice.errors.shop.tillMaxLineQuantity'))).toBeVisible();
    await screenshots(page, 'admin-settings-till-limits-error-id');

    await quantity.fill('50');
    await sale.fill('25.000.000');
    await save.click();
    await expect(page.getByRole('status')).toHaveText(/^Tersimpan\. /);
    await page.reload();
    await expect(quantity).toHaveValue('50');
    await expect(sale).toHaveValue('25000000');
    await section.scrollIntoViewIfNeeded();
    await screenshots(page, 'admin-settings-till-limits-id');

    // The defaults again, for the other specs.
    await quantity.fill('999');
    await sale.fill('100000000');
    await save.click();
    await expect(page.getByRole('status')).toHaveText(/^Tersimpan\. /);
  });
});
