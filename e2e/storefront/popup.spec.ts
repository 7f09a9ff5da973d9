import type { Page } from '@playwright/test';
import { translate } from '../../server/src/platform/texts.ts';
import { expect, paths, test } from '../fixtures.ts';

/**
 * The promo popup (storefront.md §4, §9): first after 3000 ms, then every 30000 ms unless one is
 * open. Driven by the browser clock, paused one second after `start`; timers move only with runFor.
 * Query updates do not need timers (api/query-client.ts), so screens still load while it is paused.
 */
test.use({ keepPromoPopup: true });

async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2026-11-22T10:00:00+07:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test('the promo popup: at 3 s, closes on close/Escape/Shop Now, again every 30 s, locks scrolling', async ({ page }) => {
  await pauseClock(page);
  await page.goto(paths.home.href());
  // The home page's first render is the banner; the sections under it follow a timer apart, so the
  // paused clock holds them until runFor below.
  await expect(page.getByRole('region', { name: 'Main banner' })).toBeVisible();
  const popup = page.getByRole('dialog', { name: 'Special Promotion!' });
  const locked = () => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

  await page.clock.runFor(2900);
  await expect(popup).toBeHidden();
  await page.clock.runFor(100);
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Get 20% off on your first purchase')).toBeVisible();
  await expect(popup.getByText('WELCOME20')).toBeVisible();
  await expect.poll(locked).toBe(true);

  await popup.getByRole('button', { name: 'Close promotion' }).click();
  await expect(popup).toBeHidden();
  await expect.poll(locked).toBe(false); // the lock goes with the dialog's unmount, a moment after it stops showing

  // Every 30 s from load: next at 30 s.
  await page.clock.runFor(26_900);
  await expect(popup).toBeHidden();
  await page.clock.runFor(100);
  await expect(popup).toBeVisible();
  // Unless one is already on screen: still exactly one after the next tick.
  await page.clock.runFor(30_000);
  await expect(popup).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  await page.clock.runFor(30_000);
  await popup.getByRole('button', { name: 'Shop Now' }).click();
  await expect(popup).toBeHidden();
  await expect.poll(locked).toBe(false); // the lock goes with the dialog's unmount, a moment after it stops showing
  await page.clock.resume(); // the fixture's closing accessibility check needs running timers
});

test('the open popup is accessible (checked with the clock running again: axe needs timers)', async ({ page, expectAccessible }) => {
  await page.clock.install();
  await page.goto(paths.promoHome.href());
  await expect(page.getByRole('heading', { name: translate('en')('storefront.promos.home.categories') })).toBeVisible();
  await page.clock.fastForward(3000);
  const popup = page.getByRole('dialog', { name: 'Special Promotion!' });
  await expect(popup).toBeVisible();
  await expectAccessible(); // the open dialog (the page behind it is inert)
  await popup.getByRole('button', { name: 'Close promotion' }).click();
  await expect(popup).toBeHidden();
});

test('the promo popup also appears on promo pages', async ({ page }) => {
  await pauseClock(page);
  await page.goto(paths.promoDetail.href({ id: 3 }));
  await expect(page.getByRole('heading', { level: 1, name: 'Promo Sehat: Vitamin & Alat Kesehatan' })).toBeVisible();
  await page.clock.runFor(3000);
  await expect(page.getByRole('dialog', { name: 'Special Promotion!' })).toBeVisible();
  await page.clock.resume(); // the fixture's closing accessibility check needs running timers
});

