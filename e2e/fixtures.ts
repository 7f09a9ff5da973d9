import AxeBuilder from '@axe-core/playwright';
import { LANGUAGE_COOKIE, type Language } from '#domain/platform/language.ts';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { paths } from '../web/src/paths.ts';

interface ConsoleGuard {
  /** Tolerate console errors matching this pattern in the current test (say why at the call site). */
  allow(pattern: RegExp): void;
}

interface Options {
  /**
   * The storefront's promo popup (storefront.md §4) opens 3 s after a home or promo page loads and
   * is modal. By default it is closed whenever it shows up, so it never blocks a test; tests of the
   * popup itself set `test.use({ keepPromoPopup: true })`.
   */
  keepPromoPopup: boolean;
  /**
   * The visitor's language, set as the `lang` cookie before the test opens a page (decision 029).
   * English by default: most specs assert the storefront spec's English texts; the journeys that run
   * in both languages set `test.use({ language: 'id' })` in a second describe block.
   */
  language: Language;
}

interface Fixtures {
  promoPopupHandler: void;
  consoleGuard: ConsoleGuard;
  /** Runs axe-core on the page as it is now; fails on serious or critical violations. */
  expectAccessible(page?: Page): Promise<void>;
}

const promoPopup = (page: Page) => page.getByRole('dialog', { name: 'Special Promotion!' });

/** Escape closes the popup; a keyboard press (unlike a locator click) never runs locator handlers. */
async function closePromoPopup(page: Page): Promise<void> {
  if (!(await promoPopup(page).isVisible())) return;
  await page.keyboard.press('Escape');
  await expect.poll(() => promoPopup(page).isVisible()).toBe(false);
}

/**
 * Waits (at most 2 s) for the page's finite CSS animations and transitions to end: axe reads colours as
 * they are painted, and a dialog still fading in (the promo popup's 0.3 s) has text at a fraction of its
 * contrast. Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  // The time limit is kept here, not in the page, whose timers a test may have paused (page.clock).
  const settled = page
    .evaluate(async () => {
      const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      await Promise.allSettled(finite.map((a) => a.finished));
    })
    .catch(() => {}); // the page navigated meanwhile: the check looks at the new one
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([settled, new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000)))]);
  clearTimeout(timer);
}

/** Whether a finite animation has run on the page in the last 3 s (react-hot-toast's fades are 0.35–0.4 s). */
async function startedAnimating(page: Page): Promise<boolean> {
  return page
    .evaluate(() =>
      document.getAnimations().some((a) => {
        const timing = a.effect?.getComputedTiming();
        if (!Number.isFinite(Number(timing?.endTime))) return false;
        const started = a.startTime === null ? null : Number(a.startTime);
        return a.playState === 'running' || (started !== null && Number(document.timeline.currentTime) - started < 3000);
      }),
    )
    .catch(() => false);
}

/**
 * A page's state as far as an accessibility check can tell: its document (address and load), how many
 * times its DOM has changed (counted by the observer `countDomChanges` installs) and where focus is.
 */
async function domState(page: Page): Promise<string | null> {
  return page
    .evaluate(() => {
      const changes = (window as unknown as { __domChanges?: number }).__domChanges;
      if (changes === undefined) return null;
      const active = document.activeElement;
      return [location.href, performance.timeOrigin, changes, active?.tagName, active?.id, active?.getAttribute('name')].join('|');
    })
    .catch(() => null);
}

/** Counts the DOM's changes in every document the page loads, for `domState`. */
async function countDomChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { __domChanges: number };
    counter.__domChanges = 0;
    new MutationObserver(() => (counter.__domChanges += 1)).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/**
 * axe-core on the page as it is now. While a modal <dialog> is open the page behind it is inert, so
 * only the dialog is checked. Unless the test keeps the promo popup, an open popup is closed first,
 * and the check runs again if the popup opened while axe was running (it then stays away for 30 s).
 */
async function axeCheck(page: Page, closePopup: boolean): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (closePopup) await closePromoPopup(page);
    await settleAnimations(page);
    // Legacy mode runs axe.run in the page itself instead of runPartial per frame plus finishRun in a
    // second, blank page: the same rules and results at half the time. It skips cross-origin frames,
    // and Lumbung's pages have none (the identity provider is the same server).
    const builder = new AxeBuilder({ page }).setLegacyMode(true);
    const dialogOpen = (await page.locator('dialog[open]').count()) > 0;
    if (dialogOpen) builder.include('dialog[open]');
    let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
    try {
      results = await builder.analyze();
    } catch (error) {
      // The dialog (the loading overlay, say) closed between counting it and the check: check the page as it is now.
      if (dialogOpen && attempt < 3 && String(error).includes('No elements found for include')) continue;
      throw error;
    }
    if (closePopup && attempt === 1 && (await promoPopup(page).isVisible())) continue;
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    // A fade that began while axe ran (a toast leaving on its timer) was measured part-way. Contrast is
    // checked once more after the page settles; a real contrast fault is still there the second time.
    if (attempt < 3 && blocking.some((v) => v.id === 'color-contrast') && (await startedAnimating(page))) continue;
    const report = blocking.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
    expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
    return;
  }
}

/**
 * Every test: fails on an unexpected console error or uncaught page error, and ends with an
 * accessibility check of the page it finished on (tests also call expectAccessible at key states).
 */
export const test = base.extend<Fixtures & Options>({
  keepPromoPopup: [false, { option: true }],
  language: ['en', { option: true }],
  context: async ({ context, language, baseURL }, use) => {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL ?? 'http://localhost' }]);
    await use(context);
  },
  promoPopupHandler: [
    async ({ page, keepPromoPopup }, use) => {
      if (!keepPromoPopup) {
        await page.addLocatorHandler(
          page.getByRole('dialog', { name: 'Special Promotion!' }),
          // The page may be navigating away (the popup then goes by itself): never wait long here.
          (popup) => popup.getByRole('button', { name: 'Close promotion' }).click({ timeout: 2000 }).catch(() => {}),
          { noWaitAfter: true },
        );
      }
      await use();
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  expectAccessible: async ({ page, keepPromoPopup }, use) => {
    await countDomChanges(page);
    let checked: string | null = null; // the state of `page` its last passing check saw
    await use(async (target = page) => {
      await axeCheck(target, !keepPromoPopup);
      if (target === page) checked = await domState(page);
    });
    if (page.isClosed() || !page.url().startsWith('http')) return;
    // The page the test ends on is checked, unless the test checked it and nothing has changed since.
    const now = await domState(page);
    if (now === null || now !== checked) await axeCheck(page, !keepPromoPopup);
  },
});

export { expect };

/** A second visitor (another browser context) reading the given language, like the `language` option. */
export async function newVisitor(
  browser: Browser,
  language: Language = 'en',
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const url = options.baseURL ?? `http://localhost:${process.env.E2E_PORT}`;
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url }]);
  return context;
}
