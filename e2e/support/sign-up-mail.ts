import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * The confirmation a sign-in form shows after sign-up or a password reset: the status region inside
 * the page's main content. The header's "Checking sign-in" spinner is a status too, and on a slow
 * machine it can still be up, so a page-wide `getByRole('status')` would match both.
 */
export const formStatus = (page: Page) => page.getByRole('main').getByRole('status');

/** The link of the newest e-mail to `to` with this subject (the development mailbox). */
export async function mailLink(request: APIRequestContext, to: string, subject: string): Promise<string> {
  const { messages } = (await (await request.get('/idp/dev/mailbox.json')).json()) as { messages: Array<{ to: string; subject: string; link: string }> };
  const link = messages.find((m) => m.to === to && m.subject === subject)?.link;
  expect(link, `an e-mail '${subject}' to ${to}`).toBeTruthy();
  return link!;
}
