import type { Locator, Page } from '@playwright/test';
import { SPIN_DURATION_FACTOR_PARAM } from '#domain/loyalty/wheel.ts';
import { translate } from '#domain/texts/catalogues.ts';
import { expect, paths, test, newVisitor } from '../fixtures.ts';
import { cashierApi } from '../support/cashier-api.ts';

/**
 * The loyalty programme in the back office (decision 021): an admin changes the wheel's odds in the back office; the form refuses odds
 * that do not add up to 100%, and the member area's next spin is drawn with the new odds. The seeded
 * odds are put back at the end (the e2e servers' data is shared by the specs that run after this one).
 */
const ADMIN = { email: 'admin@lumbung.test', password: 'Admin#2024' };
const CASHIER = { email: 'kasir@lumbung.test', password: 'Kasir#2024' };
const SEEDED_ODDS = ['20.0', '22.0', '18.0', '10.0', '8.0', '14.0', '6.0', '2.0'];

async function signIn(page: Page, account: { email: string; password: string }, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.?&]/g, '\\$&')}$`));
}

const oddsInputs = (game: Locator) => game.getByRole('textbox', { name: /^Prize \d+ odds in percent$/ });

async function setOdds(game: Locator, odds: readonly string[]) {
  const inputs = oddsInputs(game);
  await expect(inputs).toHaveCount(odds.length);
  for (const [index, value] of odds.entries()) await inputs.nth(index).fill(value);
}

test('an admin changes the wheel’s odds; odds that do not add up to 100% are refused; the member’s next spin uses the new odds', async ({ page, browser, baseURL, expectAccessible }) => {
  test.slow(); // two sign-ins, a save and a spin

  // A member with one spin, from a real POS order.
  const cashier = await cashierApi(baseURL ?? '');
  const number = await cashier.enrollMember('Rini', 'Odds');
  const order = await cashier.placeOrder(number, { storeId: 'STORE-101', productCode: 'EF-ACC-001', quantity: 1 });
  await cashier.dispose();
  expect(order.gameParticipantRewardId).not.toBeNull();

  await signIn(page, ADMIN, paths.adminProgramme.href({ tab: 'games' }));
  await expect(page.getByRole('heading', { name: 'Loyalty programme' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Programme sections' }).getByRole('link')).toHaveText(['Rewards', 'Vouchers', 'Games', 'Tiers & earning', 'Birthdays & tiers', 'Member messages', 'Referrals']);
  const game = page.getByRole('form', { name: 'Game Spin & Win' });
  await expect(oddsInputs(game)).toHaveCount(8);
  for (const [index, value] of SEEDED_ODDS.entries()) await expect(oddsInputs(game).nth(index)).toHaveValue(value);
  await expect(game.getByRole('cell', { name: '100.0%' })).toBeVisible();
  await expectAccessible();

  // Odds adding up to 105%: the total turns red and the form says why, nothing is sent.
  await oddsInputs(game).first().fill('25');
  await expect(game.getByRole('cell', { name: '105.0%' })).toBeVisible();
  await game.getByRole('button', { name: 'Save the game' }).click();
  await expect(game.getByText('The odds add up to 105.0%; they must add up to 100%.')).toBeVisible();
  await expectAccessible();

  // Everything on '1.000 Poin' (the last prize): every spin from now on wins it.
  await setOdds(game, ['0', '0', '0', '0', '0', '0', '0', '100']);
  await game.getByRole('button', { name: 'Save the game' }).click();
  await expect(game.getByRole('status')).toHaveText('Saved. Spins played from now on use these prizes and odds.');
  await expect(game.getByRole('cell', { name: '100.0%' })).toBeVisible();

  try {
    // The member area (as the cashier at the till): the wheel lands on the prize the new odds give.
    const member = await (await newVisitor(browser)).newPage();
    const dashboardUrl = `${paths.loyalty.href({ number })}&${SPIN_DURATION_FACTOR_PARAM}=0.05`;
    await signIn(member, CASHIER, dashboardUrl);
    await member.getByRole('button', { name: 'Spin to Win' }).click();
    const spinDialog = member.getByRole('dialog', { name: 'Spin to Win a Reward!' });
    await expect(spinDialog.getByRole('img', { name: /^Prize wheel: Voucher Rp 5\.000, 100 Poin, Zonk.*1\.000 Poin/ })).toBeVisible();
    await spinDialog.getByRole('button', { name: 'Spin Now' }).click();
    await expect(spinDialog.getByRole('status')).toContainText('Congratulations! You won:');
    await expect(spinDialog.getByRole('status')).toContainText('1.000 Poin');
    await member.context().close();
  } finally {
    // Put the seeded odds back for the specs that follow.
    await page.reload();
    const restored = page.getByRole('form', { name: 'Game Spin & Win' });
    await setOdds(restored, SEEDED_ODDS);
    await restored.getByRole('button', { name: 'Save the game' }).click();
    await expect(restored.getByRole('status')).toHaveText('Saved. Spins played from now on use these prizes and odds.');
  }

  // The audit log has both changes, each with the prizes it recorded.
  await page.goto(paths.adminAudit.href());
  const changes = page.getByRole('row').filter({ hasText: translate('en')('backOffice.audit.action.game.update') });
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText(/\{name: [^}]*odds: /);
  await expect(changes.first()).not.toContainText('[object Object]');
});

test('the rewards, vouchers and tiers tabs show the seeded programme', async ({ page, expectAccessible }) => {
  await signIn(page, ADMIN, paths.adminProgramme.href({ tab: 'rewards' }));
  await expect(page.getByRole('region', { name: 'Reward catalogue' }).getByRole('row')).toHaveCount(7);
  await expectAccessible();
  await page.getByRole('link', { name: 'Vouchers' }).click();
  await expect(page.getByRole('region', { name: 'Voucher definitions' })).toContainText('DISC10');
  await page.getByRole('link', { name: 'Tiers & earning' }).click();
  await expect(page.getByRole('textbox', { name: 'Rupiah per Reward Point' })).toHaveValue('1000');
  await expect(page.getByRole('textbox', { name: 'Co-Pilot multiplier' })).toHaveValue('1.25');
  await expectAccessible();
  // Decision 031: the birthday bonus and the tier rules, checked in the form before anything is sent.
  await page.getByRole('link', { name: 'Birthdays & tiers' }).click();
  await expect(page.getByRole('textbox', { name: 'Birthday bonus points' })).toHaveValue('5000');
  await expect(page.getByRole('combobox', { name: 'Downgrade policy' })).toHaveValue('never');
  await page.getByRole('textbox', { name: 'Qualifying period (months)' }).fill('0');
  await page.getByRole('button', { name: 'Save birthdays & tiers' }).click();
  await expect(page.getByText('At least 1')).toBeVisible();
  await expectAccessible();
});
