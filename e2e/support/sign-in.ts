import type { Page } from '@playwright/test';
import { isLanguage } from '#domain/platform/language.ts';
import { translate } from '../../server/src/platform/texts.ts';
import { expect } from '../fixtures.ts';

export interface Account {
  email: string;
  password: string;
}

/** The seeded demo accounts (README "Demo accounts"). */
export const DEMO = {
  admin: { email: 'admin@lumbung.test', password: 'Admin#2024' },
  cashier: { email: 'kasir@lumbung.test', password: 'Kasir#2024' },
  member: { email: 'budi.santoso@example.com', password: 'Poin#1001' },
} satisfies Record<string, Account>;

/**
 * A signed-out visitor of `target` is sent to the sign-in page, signs in there with e-mail and password
 * and comes back to `target`. The page reads in the visitor's language (decision 029), so its labels
 * are read from the catalogue in that language.
 */
export async function signIn(page: Page, account: Account, target: string): Promise<void> {
  await page.goto(target);
  await expect(page).toHaveURL(/\/login\?interaction=/);
  const language = await page.locator('html').getAttribute('lang');
  const t = translate(isLanguage(language) ? language : 'en');
  await page.getByLabel(t('identity.signIn.email'), { exact: true }).fill(account.email);
  await page.getByLabel(t('identity.signIn.password'), { exact: true }).fill(account.password);
  // The form's own button: the header's sign-in icon has the same name in Indonesian.
  await page.locator('form').getByRole('button', { name: t('identity.signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.?+*()[\]{}|^$\\]/g, '\\$&')}$`));
}
