import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { translate } from '../../server/src/platform/texts.ts';

const en = translate('en');

/** The newest one-time code for the till e-mailed to `email` (the development mailbox of the server at `origin`). */
export async function tillCodeSentTo(request: APIRequestContext, email: string, origin = ''): Promise<string> {
  const { messages } = (await (await request.get(`${origin}/idp/dev/mailbox.json`)).json()) as { messages: { to: string; subject: string }[] };
  const subject = messages.find((m) => m.to === email && /^Your till confirmation code: \d{6}$/.test(m.subject))?.subject;
  expect(subject, `a till code e-mailed to ${email}`).toBeTruthy();
  return subject!.slice(-6);
}

/**
 * Decision 039: at step 4, before points or a voucher are spent, the member agrees: the cashier presses
 * 'Confirm member', sends the member a one-time code and types the code the member received.
 */
export async function confirmMemberByCode(page: Page, request: APIRequestContext, email: string, origin = ''): Promise<void> {
  await page.getByRole('button', { name: en('pos.confirm.open') }).click();
  const dialog = page.getByRole('dialog', { name: en('pos.confirm.title') });
  await dialog.getByRole('button', { name: en('pos.confirm.sendOtp') }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await dialog.getByLabel(en('pos.confirm.otpField')).fill(await tillCodeSentTo(request, email, origin));
  await dialog.getByRole('button', { name: en('pos.confirm.verifyOtp') }).click();
  await expect(dialog).toHaveCount(0);
}
