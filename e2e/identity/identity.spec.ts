import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, paths, test } from '../fixtures.ts';
import { formStatus, mailLink } from '../support/sign-up-mail.ts';

/** Unique per run: every e2e spec shares one server and database. */
const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'Kopi-Susu-42';

const userMenuButton = (page: Page) => page.getByRole('button', { name: /^(?!Sign in$).+/ }).filter({ has: page.getByTestId('user-menu-label') });

async function signInOnForm(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up, stay signed in, edit the profile, change the password, sign out and back in', async ({ page, request, expectAccessible, consoleGuard }) => {
  test.slow(); // the longest journey of the suite, now with the sign-up e-mail in it
  consoleGuard.allow(/status of 400/); // the browser logs the server refusing the wrong current password
  const email = uniqueEmail('shopper');
  await page.goto(paths.home.href());
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The provider's sign-in screen is our /login page; sign-up continues the same interaction.
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Click here to reset' })).toHaveAttribute('href', /^\/forgot-password/);
  await expectAccessible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/registration\?interaction=/);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'terms & conditions', exact: true })).toHaveAttribute('href', /^\/terms-and-conditions/);
  await expect(page.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', /^\/login\?interaction=/);
  await page.getByLabel('Name').fill('Sari Dewi Lestari');
  await page.getByLabel('Email').fill(email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(PASSWORD);
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expectAccessible();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // The same answer whether or not the address has an account; the e-mail's link finishes sign-up.
  await expect(formStatus(page)).toHaveText(`We sent an e-mail to ${email}. Open the link in it to finish signing up.`);
  await expectAccessible();
  await page.goto(await mailLink(request, email, 'Finish signing up to Lumbung'));

  // Back in the shop, signed in: the menu shows the first word of the name, also after a reload.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu-label')).toHaveText('Sari');
  await page.reload();
  await expect(page.getByTestId('user-menu-label')).toHaveText('Sari');

  // The menu is tried on a page without the promo popup, whose clicks would count as outside clicks.
  await page.goto(paths.terms.href());
  // The menu toggles, closes on an outside click, is at least 200 px wide and closes on a choice.
  const menuButton = userMenuButton(page);
  const menu = page.getByRole('list', { name: 'Account' });
  await menuButton.click();
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
  await menuButton.click();
  await expect(menu).toBeHidden();
  await menuButton.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
  await menuButton.click();
  await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', paths.orders.href());
  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(menu).toBeHidden();

  // My Profile.
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const info = page.getByRole('region', { name: 'Profile Information' });
  await expect(info.getByLabel('Full Name')).toHaveValue('Sari Dewi Lestari');
  await expect(info.getByLabel('Email Address')).toHaveValue(email);
  await expect(info.getByLabel('Email Address')).toHaveAttribute('readonly', '');
  const account = page.getByRole('region', { name: 'Account Information' });
  await expect(account.getByText('Verified', { exact: true })).toBeVisible(); // the sign-up link reached the address
  await expect(account.getByText(/^auth0\|[0-9a-f]{24}$/)).toBeVisible();
  await expectAccessible();

  await info.getByLabel('Full Name').fill('   ');
  await info.getByRole('button', { name: 'Update Profile' }).click();
  await expect(info.getByRole('alert')).toHaveText('Name is required');
  await info.getByLabel('Full Name').fill('  Wulan Sari ');
  await info.getByLabel('Nickname').fill(' wulan ');
  await info.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(info.getByLabel('Full Name')).toHaveValue('Wulan Sari');
  await expect(info.getByLabel('Nickname')).toHaveValue('wulan');
  await expect(page.getByTestId('user-menu-label')).toHaveText('Wulan');

  // Password & Security: every message of storefront.md §5 and §8, then the change itself.
  const security = page.getByRole('region', { name: 'Password & Security' });
  await security.getByRole('button', { name: 'Change Password' }).click();
  const current = security.getByLabel('Current Password');
  const next = security.getByLabel('New Password', { exact: true });
  const confirm = security.getByLabel('Confirm New Password');
  const submit = security.getByRole('button', { name: 'Update Password' });
  await expect(next).toHaveAttribute('minlength', '8');
  await expect(security.getByRole('list', { name: 'Password requirements' }).getByRole('listitem')).toHaveCount(5);
  const attempt = async (values: [string, string, string], message: string) => {
    await current.fill(values[0]);
    await next.fill(values[1]);
    await confirm.fill(values[2]);
    await submit.click();
    await expect(security.getByRole('alert')).toHaveText(message);
  };
  await attempt(['', 'Nasi-Goreng-7', 'Nasi-Goreng-7'], 'All password fields are required');
  await attempt([PASSWORD, 'Nasi-Goreng-7', 'Nasi-Goreng-8'], 'New passwords do not match');
  await attempt([PASSWORD, 'Ab1-xyz', 'Ab1-xyz'], 'New password must be at least 8 characters long');
  await attempt(
    [PASSWORD, 'nasigoreng', 'nasigoreng'],
    'Password validation failed: Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character',
  );
  await attempt(['Not-my-password-1', 'Nasi-Goreng-7', 'Nasi-Goreng-7'], 'Current password is incorrect');
  await expect(page.getByText('Failed to update password')).toBeVisible();
  await current.fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(security.getByRole('button', { name: 'Change Password' })).toBeVisible(); // the form closed

  // Logout returns to our origin, signed out; /profile then asks to sign in and comes back.
  await userMenuButton(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto(paths.profile.href());
  await signInOnForm(page, email, 'Nasi-Goreng-7');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile Information' }).getByLabel('Full Name')).toHaveValue('Wulan Sari');
});

test('a social account sees a read-only profile and a notice instead of the password form', async ({ page }) => {
  await page.goto(paths.profile.href());
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const info = page.getByRole('region', { name: 'Profile Information' });
  await expect(info.getByLabel('Full Name')).toHaveValue('Rina Wijaya');
  await expect(info.getByLabel('Full Name')).toHaveAttribute('readonly', '');
  await expect(info.getByLabel('Nickname')).toHaveAttribute('readonly', '');
  await expect(info.getByText('Your name and nickname come from your Google account and cannot be changed here.')).toBeVisible();
  await expect(info.getByRole('button', { name: 'Update Profile' })).toHaveCount(0);

  const security = page.getByRole('region', { name: 'Password & Security' });
  await expect(security.getByRole('note')).toContainText('You sign in with your Google account');
  await expect(security.getByRole('button', { name: 'Change Password' })).toHaveCount(0);
  const google = security.getByRole('link', { name: /Google account security/ });
  await expect(google).toHaveAttribute('href', 'https://myaccount.google.com/security');
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('region', { name: 'Account Information' }).getByText('Verified', { exact: true })).toBeVisible();

  // Without the cached tokens the SDK renews silently in a hidden frame (prompt=none, web_message).
  await page.evaluate(() => localStorage.clear());
  const silentRenewal = page.waitForRequest((r) => r.url().includes('/idp/authorize') && r.url().includes('response_mode=web_message'));
  await page.reload();
  await silentRenewal;
  await expect(page.getByTestId('user-menu-label')).toHaveText('Rina');
  await expect(info.getByLabel('Full Name')).toHaveValue('Rina Wijaya');
});

test('wrong credentials get a clear message; a forgotten password is reset through the e-mailed link', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/status of (403|400)/); // the browser logs the refused sign-in and the refused weak password
  const email = uniqueEmail('reset');
  const signup = await request.post('/idp/dbconnections/signup', {
    data: { client_id: 'lumbung-web', email, password: PASSWORD, name: 'Reset Tester', connection: 'Username-Password-Authentication' },
  });
  expect(signup.ok()).toBe(true);

  // Opened directly, /registration starts the flow on the sign-up screen, /login on the sign-in screen.
  await page.goto(paths.registration.href());
  await expect(page).toHaveURL(/\/registration\?interaction=/);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await page.goto(paths.login.href());
  await signInOnForm(page, email, 'Wrong-password-1');
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');

  await page.getByRole('link', { name: 'Click here to reset' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(formStatus(page)).toContainText("We've just sent you an email to reset your password.");

  const link = await mailLink(request, email, 'Reset your Lumbung password');
  expect(link).toContain(paths.resetPassword.href({ ticket: '' }));
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('sambalmatah');
  await page.getByLabel('Confirm New Password').fill('sambalmatah');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Password validation failed: /);
  await page.getByLabel('New Password', { exact: true }).fill('Sambal-Matah-9');
  await page.getByLabel('Confirm New Password').fill('Sambal-Matah-9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(formStatus(page)).toHaveText('Your password has been changed. You can now sign in with it.');

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInOnForm(page, email, 'Sambal-Matah-9');
  await expect(page.getByTestId('user-menu-label')).toHaveText('Reset');
});

test('when sign-in cannot load, the shop still works signed out and a protected page says so', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 503/); // the browser logs the failed /config.json
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(paths.profile.href());
  await expect(page.getByRole('alert')).toContainText('Login failed');
  await expect(page.getByRole('alert')).toContainText('Sign-in is unavailable (GET /config.json answered 503).');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login failed' })).toBeVisible(); // the toast
  await expect(page).toHaveURL(/\/profile$/);
});
