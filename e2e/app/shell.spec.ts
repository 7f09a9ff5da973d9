import { expect, paths, test } from '../fixtures.ts';

test('the home page opens with the header, the footer and an empty cart', async ({ page, expectAccessible }) => {
  await page.goto(paths.home.href());
  await expect(page.getByRole('link', { name: 'Lumbung home' })).toBeVisible();
  await expect(page.getByPlaceholder('Search here...')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' }).locator('option:checked')).toHaveText('All Categories');
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', paths.helpCenter.href());
  await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', paths.terms.href());
  await expect(footer.getByRole('link', { name: 'Promo' })).toHaveAttribute('href', paths.promos.href());
  await expect(footer.getByText('Returns & Refunds')).toBeVisible();
  await expectAccessible();
});

test('an unknown path shows the not-found page and its link goes home', async ({ page, expectAccessible }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the app answers; the page itself says 404
  await expect(page.getByRole('heading', { name: 'Error 404 page not found' })).toBeVisible();
  await expect(page.getByRole('img', { name: /lost shopping bag/ })).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Error 404 page not found' })).toHaveCount(0);
});

test('a deep link loads the app, and the query string is carried along', async ({ page }) => {
  await page.goto(`${paths.terms.href()}?utm_source=mail`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/servicepage\?utm_source=mail$/);
});

test('the small-screen menu toggles, and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.home.href());
  const toggle = page.getByRole('button', { name: 'Menu' });
  const list = page.locator('#main-nav-list');
  await expect(list).toBeHidden();
  await toggle.click();
  await expect(list).toBeVisible();
  await list.getByRole('link', { name: 'Flash Deals' }).click();
  await expect(page).toHaveURL(/\/flash-deals$/);
  await expect(list).toBeHidden();
});

test('the search bar gets its active style after scrolling past 100 px', async ({ page }) => {
  await page.goto(paths.terms.href());
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
  });
  const search = page.getByRole('search');
  await expect(search).toHaveAttribute('data-active', 'false');
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(search).toHaveAttribute('data-active', 'true');
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect(search).toHaveAttribute('data-active', 'false');
});

test('a newer published version clears the caches and reloads the page once', async ({ page }) => {
  await page.goto(paths.home.href());
  await page.evaluate(async () => {
    await (await caches.open('stale-assets')).put('/stale', new Response('old'));
  });
  let metaRequests = 0;
  await page.route('**/meta.json', async (route) => {
    metaRequests += 1;
    await route.fulfill({ json: { version: '99.0.0' } });
  });
  // Counted by document request: the app may reload before the first page's 'load' event fires.
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  await page.reload();
  // First load sees 99.0.0 and reloads; the second sees it again and stays (no reload loop).
  await expect.poll(() => metaRequests).toBe(2);
  await expect.poll(() => loads.length).toBe(2);
  await expect(page.getByRole('link', { name: 'Lumbung home' })).toBeVisible();
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  // No third load: one would follow the second version check at once (the wait ends early if it comes).
  await expect(page.waitForEvent('request', { predicate: (r) => r.isNavigationRequest(), timeout: 500 })).rejects.toThrow();
  expect(loads).toHaveLength(2);
});

test('a failing version check is logged and the app carries on', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 503/); // the browser reports the failed /meta.json itself
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route('**/meta.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(paths.home.href());
  await expect(page.getByRole('link', { name: 'Lumbung home' })).toBeVisible();
  await expect.poll(() => warnings.join('\n')).toContain('Version check failed');
});
