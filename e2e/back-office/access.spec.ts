import type { Browser, Page } from '@playwright/test';
import { formatNumber } from '#domain/platform/format.ts';
import { expect, paths, test, newVisitor } from '../fixtures.ts';

/**
 * The back office (decision 017): an admin grants the manager role; the manager adjusts a member's points
 * with a reason and sees the journal and the audit entry; other accounts are not let in.
 */
const ADMIN = { email: 'admin@lumbung.test', password: 'Admin#2024' };
/** A seeded social account (README demo accounts) the admin makes a manager for this test, then not. */
const MANAGER_EMAIL = 'tono.twitter@lumbung.test';

async function signInWithPassword(page: Page, account: { email: string; password: string }, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`));
}

async function setManagerRole(page: Page, on: boolean) {
  await page.goto(paths.adminUsers.href({ q: 'tono' }));
  const roles = page.getByRole('form', { name: `Roles of ${MANAGER_EMAIL}` });
  await roles.getByRole('checkbox', { name: 'Manager' }).setChecked(on);
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByRole('form', { name: `Roles of ${MANAGER_EMAIL}` }).getByRole('checkbox', { name: 'Manager' })).toBeChecked({ checked: on });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await newVisitor(browser);
  return context.newPage();
}

test('an admin grants the manager role; the manager adjusts points with a reason and sees the journal and the audit entry', async ({ page, browser, expectAccessible }) => {
  await signInWithPassword(page, ADMIN, paths.admin.href());
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
  const adminNav = page.getByRole('navigation', { name: 'Back office' });
  await expect(adminNav.getByRole('link')).toHaveText(['Overview', 'Members', 'Orders', 'Storefront products', 'POS products', 'Promos', 'Home page', 'Loyalty programme', 'Cases', 'Journey events', 'Users and roles', 'Audit log', 'E-mail log', 'Settings']);
  await expectAccessible();

  await setManagerRole(page, true);
  await expectAccessible();

  // The manager signs in (the new role is in the token of this sign-in).
  const manager = await newPage(browser);
  await manager.goto(paths.adminMembers.href());
  await expect(manager).toHaveURL(/\/login\?interaction=/);
  await manager.getByRole('button', { name: 'Continue with Twitter' }).click();
  await expect(manager).toHaveURL(/\/admin\/members$/);
  await expect(manager.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText(['Overview', 'Members', 'Orders', 'Storefront products', 'POS products', 'Promos', 'Home page', 'Loyalty programme', 'Cases', 'Journey events', 'Audit log', 'Settings']);

  await manager.getByLabel('Number, name, phone or e-mail').fill('budi');
  await manager.getByRole('button', { name: 'Search' }).click();
  await manager.getByRole('link', { name: '1001' }).click();
  await expect(manager.getByRole('heading', { name: 'Budi Santoso' })).toBeVisible();
  const balances = manager.getByRole('region', { name: 'Tier and balances' });
  const balanceText = (await balances.getByText(/^[\d.,]+ points$/).first().textContent()) ?? '';
  const before = Number(balanceText.replace(/\D/g, ''));

  // The form checks with the server's schema: field messages, nothing sent.
  const form = manager.getByRole('form', { name: 'Adjust points' });
  await form.getByRole('button', { name: 'Book adjustment' }).click();
  await expect(form.getByText('Enter the points to add (or a negative number to deduct)')).toBeVisible();
  await expect(form.getByText('Choose a reason')).toBeVisible();
  await expect(form.getByLabel('Points')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Points').fill('250');
  await form.getByLabel('Reason').selectOption('other');
  await form.getByRole('button', { name: 'Book adjustment' }).click();
  await expect(form.getByText('Describe the reason in the note')).toBeVisible();
  await form.getByLabel('Reason').selectOption('goodwill');
  await form.getByLabel('Note').fill('Parcel arrived late');
  await form.getByRole('button', { name: 'Book adjustment' }).click();
  const after = formatNumber(before + 250, 'en');
  await expect(form.getByRole('status')).toHaveText(`+250 points booked (Goodwill). New balance: ${after} points.`);
  await expect(balances.getByText(`${after} points`, { exact: true })).toBeVisible();

  const ledgerRow = manager.getByRole('region', { name: 'Ledger' }).getByRole('row').nth(1);
  await expect(ledgerRow).toContainText('Manual Points Adjustment');
  await expect(ledgerRow).toContainText(`Goodwill · Parcel arrived late · by ${MANAGER_EMAIL}`);
  await expect(ledgerRow.getByRole('cell').last()).toHaveText('+250');

  const history = manager.getByRole('region', { name: 'Back-office history' }).getByRole('row').nth(1);
  await expect(history).toContainText('Points adjusted');
  await expect(history).toContainText(MANAGER_EMAIL);
  await expect(history).toContainText(`pointsBalance:${before}`);
  await expect(history).toContainText(`pointsBalance:${before + 250}`);
  await expect(history).toContainText('reason:goodwill');
  await expectAccessible(manager);

  await manager.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await manager.getByLabel('User (e-mail or id)').fill('tono');
  await manager.getByRole('button', { name: 'Apply filters' }).click();
  await expect(manager).toHaveURL(/\/admin\/audit\?user=tono$/);
  const entries = manager.getByRole('region', { name: 'Entries' }).getByRole('row');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText('Member 1001');
  await expectAccessible(manager);

  // The journey-event outbox: the sales of the demo history were queued and delivered.
  await manager.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Journey events' }).click();
  await manager.getByRole('navigation', { name: 'Event status' }).getByRole('link', { name: /^Failed/ }).click();
  await expect(manager).toHaveURL(/\/admin\/journey-events\?status=failed$/);
  await expect(manager.getByRole('region', { name: 'Events' })).toContainText('No failed events.');
  await expectAccessible(manager);

  // A manager cannot open what is for administrators.
  await manager.goto(paths.adminUsers.href());
  await expect(manager.getByRole('alert')).toHaveText('Not allowedUsers and roles is for administrators only. Ask an administrator if you need it.');
  await manager.context().close();

  await setManagerRole(page, false);
});

test('a signed-in shopper sees that the back office is not for them', async ({ page, expectAccessible, consoleGuard }) => {
  // The server's 403 to /api/admin/session is how the page learns it; the browser logs that answer.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 403/);
  await signInWithPassword(page, { email: 'dewi@lumbung.test', password: 'Belanja#2024' }, paths.admin.href());
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('The back office is for managers and administrators. You are signed in as dewi@lumbung.test.')).toBeVisible();
  await expectAccessible();
});

test('a manager blocks a membership; the till says it cannot earn or redeem; unblocking restores it', async ({ page, browser, expectAccessible }) => {
  // The demo admin is a manager too (admin ⊃ manager).
  await signInWithPassword(page, ADMIN, paths.adminMember.href({ number: '1004' }));
  const status = page.getByRole('form', { name: 'Block membership' });
  await status.getByRole('button', { name: 'Block membership' }).click();
  await expect(status.getByText('Say why the membership is blocked')).toBeVisible();
  await status.getByLabel('Why block it?').fill('Card used by several people');
  await status.getByRole('button', { name: 'Block membership' }).click();
  await expect(page.getByText('Member 1004 · Crew')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Unblock membership' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Back-office history' }).getByRole('row').nth(1)).toContainText('Membership blocked');
  await expectAccessible();

  const till = await newPage(browser);
  await till.goto(paths.pos.href({ store: 'grandlucky' }));
  await till.getByLabel('Email').fill('kasir@lumbung.test');
  await till.getByLabel('Password', { exact: true }).fill('Kasir#2024');
  await till.getByRole('button', { name: 'Sign In', exact: true }).click();
  await till.getByRole('button', { name: /Select store/ }).click();
  await till.getByRole('listbox').getByRole('option', { name: 'Grand Lucky Kemang' }).click();
  await till.getByRole('button', { name: /^Add / }).first().click();
  await till.getByRole('button', { name: 'Continue', exact: true }).click();
  await till.getByRole('button', { name: 'Input member number' }).click();
  const dialog = till.getByRole('dialog', { name: 'Input member number' });
  await dialog.getByRole('textbox', { name: 'Member number' }).fill('1004');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(till.getByRole('region', { name: 'Member' }).getByRole('alert')).toHaveText(
    'Membership 1004 is blocked: it cannot earn or redeem points. Check out without the member, or ask a manager.',
  );
  await till.context().close();

  await page.getByRole('form', { name: 'Unblock membership' }).getByRole('button', { name: 'Unblock membership' }).click();
  await expect(page.getByRole('form', { name: 'Block membership' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Back-office history' }).getByRole('row').nth(1)).toContainText('Membership unblocked');
});

test('a case is answered in the inbox and the reply appears in the mail outbox', async ({ page, expectAccessible }) => {
  // A shopper's question, posted as the Help Center form posts it.
  const submitted = await page.request.post('/api/cases', {
    form: {
      orgid: '00D5g000004ABCD',
      retURL: '/servicepage',
      name: 'Siti Rahma',
      email: 'siti.rahma@example.com',
      phone: '+62 812 3456 7890',
      subject: 'Kettle arrived broken',
      description: 'The kettle I ordered arrived with a cracked lid.',
      external: '1',
    },
    maxRedirects: 0,
  });
  const caseNumber = new URL(submitted.headers().location ?? '', 'http://x').searchParams.get('submitted') ?? '';
  expect(caseNumber).toMatch(/^CS-/);

  await signInWithPassword(page, ADMIN, paths.adminCases.href({ status: 'new' }));
  await page.getByRole('link', { name: caseNumber }).click();
  await expect(page.getByRole('heading', { name: 'Kettle arrived broken' })).toBeVisible();
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('in_progress');

  const reply = page.getByRole('form', { name: 'Reply' });
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByText('Write the reply')).toBeVisible();
  await reply.getByLabel('Reply to siti.rahma@example.com').fill('We are sorry! A new kettle is on its way; keep the broken one.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByRole('status')).toHaveText('Reply sent to siti.rahma@example.com. The case is answered.');
  await expect(page.getByLabel('Status')).toHaveValue('answered');
  await expect(page.getByRole('region', { name: 'Replies' }).getByRole('listitem')).toContainText('We are sorry! A new kettle is on its way; keep the broken one.');
  await expectAccessible();

  // The development mailbox lists what the outbox holds (IDENTITY_DEV_TOOLS, on in the e2e servers).
  const mailbox = await (await page.request.get('/idp/dev/mailbox')).text();
  expect(mailbox).toContain(`<td>siti.rahma@example.com</td><td>Re: Kettle arrived broken [${caseNumber}]</td>`);
});
