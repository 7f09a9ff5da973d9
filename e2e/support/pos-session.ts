import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { CurrentShiftResponse } from '#domain/pos/api/shifts.ts';
import * as pos from '#domain/pos/endpoints/sales.ts';
import { expect, paths } from '../fixtures.ts';
import { DEMO, signIn, type Account } from './sign-in.ts';

/**
 * A signed-out visitor of the POS is sent to sign in, and comes back to the POS afterwards. `origin`
 * names another server instance (e2e/pos/salesforce-loop.spec.ts); by default the test's own.
 */
export async function signInAtPos(page: Page, store: string, { account = DEMO.cashier, origin = '' }: { account?: Account; origin?: string } = {}) {
  await signIn(page, account, `${origin}${paths.pos.href({ store })}`);
}

/** The access token the web app holds (auth0-spa-js keeps it in localStorage). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      if (!key.startsWith('@@auth0spajs@@') || key.includes('@@user@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { body?: { access_token?: string } };
      if (entry.body?.access_token) return entry.body.access_token;
    }
    return null;
  });
  expect(token, 'the signed-in web app holds an access token').toBeTruthy();
  return token!;
}

/**
 * The till sells only in the cashier's open shift at the store (decision 014). Opens one through the API
 * with the page's cashier token, or keeps the one already open (another test may have opened it).
 */
export async function ensureOpenShift(page: Page, storeId: string, { origin = '', openingFloat = 200_000 }: { origin?: string; openingFloat?: number } = {}) {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const current = async () => {
    const response = await page.request.get(`${origin}${pos.currentShift.path}?storeId=${encodeURIComponent(storeId)}`, { headers });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as CurrentShiftResponse).shift;
  };
  if (await current()) return;
  const opened = await page.request.post(`${origin}${pos.openShift.path}`, {
    headers,
    data: { storeId, openingFloat, requestKey: randomUUID() },
  });
  // 409: a test running alongside opened it first.
  expect([201, 409], await opened.text()).toContain(opened.status());
  expect(await current()).not.toBeNull();
}
