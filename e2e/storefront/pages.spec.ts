import { translate } from '../../server/src/platform/texts.ts';
import { expect, paths, test } from '../fixtures.ts';

const id = translate('id');

// The promo pages, read in Indonesian (the shop's language; the other screens' tests read English).
test.describe('in Indonesian', () => {
  test.use({ language: 'id' });

  test('all promos: search, category counts, result count, badges, empty state and reset', async ({ page, expectAccessible }) => {
    await page.goto(paths.promos.href());
    const count = page.getByRole('status').filter({ hasText: /\bpromo\b/ });
    await expect(count).toHaveText(id('storefront.promos.list.showing', { shown: 6, total: 6 }));
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(page.getByText(id('storefront.promos.card.featured'), { exact: true })).toHaveCount(1);
    await expect(cards.first().getByText(id('storefront.promos.card.featured'))).toBeVisible();
    await expect(cards.nth(1).getByText(id('storefront.promos.card.percentOff', { percent: 70 }))).toBeVisible();
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/promo-news/1?utm_source=web&utm_campaign=promo');

    const category = page.getByRole('combobox', { name: id('storefront.promos.list.category') });
    await expect(category.locator('option')).toHaveText([
      `${id('storefront.promos.list.allCategories')} (6)`,
      'Electronics (1)',
      'Fashion (1)',
      'Healthcare (1)',
      'Beauty (1)',
      'Home & Living (1)',
      'Food & Beverage (1)',
    ]);

    const search = page.getByRole('searchbox', { name: id('storefront.promos.list.search') });
    await search.fill('VITAMIN'); // title and description, case-insensitive
    await expect(count).toHaveText(id('storefront.promos.list.showing', { shown: 1, total: 6 }));
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText('Promo Sehat: Vitamin & Alat Kesehatan');

    await category.selectOption('Fashion');
    await expect(page.getByText(id('storefront.promos.list.none'))).toBeVisible();
    await expect(count).toHaveText(id('storefront.promos.list.showing', { shown: 0, total: 6 }));
    await expectAccessible();
    await page.getByRole('button', { name: id('storefront.promos.list.reset') }).click();
    await expect(search).toHaveValue('');
    await expect(category).toHaveValue('all');
    await expect(cards).toHaveCount(6);

    await category.selectOption('Beauty');
    await expect(cards).toHaveCount(1);
    await cards.getByRole('link').click();
    await expect(page).toHaveURL(/\/promo-news\/4\?utm_source=web&utm_campaign=promo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beauty Fest: Skincare & Makeup' })).toBeVisible();
    await expect(page.getByRole('link', { name: id('storefront.promos.detail.contactNow') })).toBeVisible();
    const others = page.getByRole('region', { name: id('storefront.promos.detail.others') }).getByRole('article');
    await expect(others).toHaveCount(2);
    await expect(others.getByRole('heading')).toHaveText(['Home Makeover Sale', 'Kuliner Hemat Weekend']);
  });

  test('promo detail: an unknown id and /promo-news fall back to promo 1', async ({ page }) => {
    for (const path of [paths.promoDetail.href({ id: 999 }), paths.promoDetail.href()]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Mega Sale Elektronik Akhir Tahun' })).toBeVisible();
      await expect(page.getByText('1 Desember 2026 - 31 Desember 2026').first()).toBeVisible();
    }
  });

  test('promo home: stats, featured promo, category tiles and a link to all promos', async ({ page }) => {
    await page.goto(paths.promoHome.href());
    for (const stat of ['50+', '70%', '1000+']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
    await expect(page.getByText(id('storefront.promos.card.featured'), { exact: true })).toBeVisible();
    for (const [name, n] of [['Electronics', 25], ['Fashion', 18], ['Healthcare', 12], ['Food & Beverage', 30], ['Beauty', 22], ['Home & Living', 15]] as const) {
      await expect(page.getByRole('listitem').filter({ hasText: name }).getByText(id('storefront.promos.home.count', { count: n }))).toBeVisible();
    }
    await expect(page.getByRole('button', { name: id('storefront.promos.home.subscribe') })).toBeVisible();
    await page.getByRole('link', { name: id('storefront.promos.home.seeAll') }).click();
    await expect(page).toHaveURL(/\/promo$/);
  });
});

test('terms: eight sections, all closed, each toggled by a click', async ({ page, expectAccessible }) => {
  await page.goto(paths.terms.href());
  await expect(page.getByRole('main').getByRole('button')).toHaveText([
    '1. Introduction',
    '2. Intellectual Property Rights',
    '3. Restrictions',
    '4. Your Content',
    '5. No warranties',
    '6. Limitation of liability',
    '7. Variation of Terms',
    '8. Governing Law and Jurisdiction',
  ]);
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);

  const restrictions = page.getByRole('button', { name: '3. Restrictions' });
  const panel = page.getByRole('region', { name: 'Restrictions' });
  await expect(panel).toBeHidden();
  await restrictions.click();
  await expect(restrictions).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toContainText('You may not republish, sell, rent or sub-license material');
  await page.getByRole('button', { name: '8. Governing Law and Jurisdiction' }).click();
  await expect(page.getByRole('region', { name: 'Governing Law and Jurisdiction' })).toContainText('Republic of Indonesia');
  await expect(panel).toBeVisible(); // sections open independently
  await expectAccessible();
  await restrictions.click();
  await expect(panel).toBeHidden();
});

test('help center: the form post is stored and confirmed, with the spec limits', async ({ page, expectAccessible }) => {
  await page.goto(paths.helpCenter.href());
  const subject = `Order not arrived ${Date.now()}`;
  await expect(page.getByLabel('Contact Name')).toHaveAttribute('maxlength', '80');
  await expect(page.getByLabel('Email')).toHaveAttribute('maxlength', '80');
  await expect(page.getByLabel('Phone')).toHaveAttribute('maxlength', '40');
  await expect(page.getByLabel('Subject')).toHaveAttribute('maxlength', '80');
  await expect(page.locator('input[type=hidden][name=external]')).toHaveValue('1');
  await expect(page.locator('input[type=hidden][name=orgid]')).not.toHaveValue('');
  await expect(page.locator('input[type=hidden][name=retURL]')).toHaveValue(/\/servicepage$/);

  await page.getByLabel('Contact Name').fill('Siti Rahma');
  await page.getByLabel('Email').fill('siti@example.com');
  await page.getByLabel('Phone').fill('+62 812 3456 7890');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Description').fill('My Galaxy A15 has not arrived yet.');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/servicepage\?submitted=CS-[0-9A-Z]{8}$/);
  const confirmation = page.getByRole('status').filter({ hasText: 'Thank you!' });
  await expect(confirmation).toContainText(/Thank you! Your case CS-[0-9A-Z]{8} has been received\./);
  // The subject comes back from the stored case.
  await expect(confirmation).toContainText(`Subject: ${subject}`);
  await expectAccessible();
});

test('help center: a case needs a description and a way to answer; the form says so beside the fields', async ({ page, expectAccessible }, testInfo) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/cases')) posted = true;
  });
  await page.goto(paths.helpCenter.href());
  await page.getByLabel('Contact Name').fill('Siti Rahma');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter an e-mail address or a phone number so we can answer you.');
  await expect(page.getByLabel('Description')).toHaveAccessibleDescription('Describe your question so we can help.');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Contact Name')).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Description').fill('Where is my order?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
  await expect(page.getByLabel('Description')).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted, 'nothing is posted while a field needs fixing').toBe(false);
  await expectAccessible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The form's top just under the sticky header (a full-page picture would show the header halfway down).
    await page.evaluate(() => {
      const form = document.querySelector('form[action="/api/cases"]');
      if (form) window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY - 180);
    });
    await page.screenshot({ path: testInfo.outputPath(`help-center-field-messages-${width}.png`) });
  }

  // A phone number is a way to answer too.
  await page.getByLabel('Email').fill('');
  await page.getByLabel('Phone').fill('+62 812 3456 7890');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/servicepage\?submitted=CS-[0-9A-Z]{8}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
});

test('home page screenshots at 1440 px and 390 px', async ({ page }, testInfo) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.home.href());
    await expect(page.getByRole('heading', { name: 'Mobile Phones' })).toBeVisible();
    // The sections below the banner are laid out only near the screen (content-visibility: auto); a
    // full-page picture does not scroll, so it would show them blank: lay them all out for it.
    await page.addStyleTag({ content: '.home-below-fold > * { content-visibility: visible !important; }' });
    // Load the lazy images below the fold before the full-page picture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    // Every image that loaded is a real picture (no broken links; carousel slides off screen stay lazy).
    const images = await page.evaluate(() => [...document.images].map((i) => ({ src: i.src, broken: i.complete && i.naturalWidth === 0 })));
    expect(images.filter((i) => i.broken)).toEqual([]);
    expect(images.length).toBeGreaterThan(40);
    // No horizontal overflow at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`), fullPage: true });
  }
});

test('a storefront page asks for its data once, beside its screen code rather than after it', async ({ page }) => {
  const events: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) events.push(`ask ${url.pathname}`);
  });
  page.on('response', (response) => {
    const screen = /\/assets\/(product-detail-page|home-page)-[\w-]+\.js$/.exec(new URL(response.url()).pathname);
    if (screen) events.push(`code ${screen[1]}`);
  });

  await page.goto(paths.product.href({ id: '1001' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Samsung Galaxy S24 Ultra 12/256GB' })).toBeVisible();
  expect(events.filter((e) => e === 'ask /api/products/1001')).toHaveLength(1);
  // Asked before the screen's code had even arrived: the request did not wait for it.
  expect(events.indexOf('ask /api/products/1001')).toBeLessThan(events.indexOf('code product-detail-page'));

  events.length = 0;
  await page.goto(paths.home.href());
  await expect(page.getByRole('heading', { name: 'Flash Deals' })).toBeVisible();
  expect(events.filter((e) => e === 'ask /api/storefront/home')).toHaveLength(1);
  expect(events.indexOf('ask /api/storefront/home')).toBeLessThan(events.indexOf('code home-page'));
});

/** Files a page may load only after its largest paint (ui/first-screen.ts): what the first screen does not need. */
const AFTER_THE_FIRST_SCREEN = [
  { what: 'the sign-in SDK', path: /^\/assets\/auth-runtime-[\w-]+\.js$/ },
  { what: 'the footer', path: /^\/assets\/footer-[\w-]+\.js$/ },
  { what: 'the toast host', path: /^\/assets\/toaster-[\w-]+\.js$/ },
  { what: 'the shop’s contact details', path: /^\/config\.json$/ },
  { what: 'the version check', path: /^\/meta\.json$/ },
];

/**
 * The storefront pages whose HTML names their data, their largest paint (a picture) and their screen's
 * code (server/src/storefront/page-preloads.ts), with what else each loads only after that paint.
 */
const PRELOADED_PAGES = [
  {
    page: 'home page',
    href: paths.home.href(),
    data: '/api/storefront/home',
    picture: '/images/slides/slide-1.webp',
    screen: /^\/assets\/home-page-[\w-]+\.js$/,
    alsoAfter: [
      { what: 'the carousel engine', path: /^\/assets\/embla-carousel[\w.-]*\.js$/ },
      { what: 'the second slide’s picture', path: /^\/images\/slides\/slide-2\.webp$/ },
      { what: 'the first section under the banner (Flash Deals’ first product)', path: /^\/images\/products\/1\.webp$/ },
    ],
  },
  {
    page: 'product list',
    href: paths.allProducts.href(),
    data: '/api/products',
    picture: '/images/products/1001.webp',
    screen: /^\/assets\/all-products-page-[\w-]+\.js$/,
    alsoAfter: [],
  },
];

for (const { page: name, href, data, picture, screen } of PRELOADED_PAGES) {
  test(`the ${name}’s HTML starts its data, its first picture and its code early, and the app uses those downloads`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const html = await (await page.goto(href))!.text();
    const shown = page.locator(`main img[src="${picture}"]`).first();
    await expect(shown).toHaveJSProperty('complete', true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // One download each: a preload the app's fetch or the <img> did not take over would be fetched twice.
    expect(requested.filter((p) => p === data)).toHaveLength(1);
    expect(requested.filter((p) => p === picture)).toHaveLength(1);
    const preloads = await page.locator('head link[rel="preload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(preloads).toEqual([data, picture]);
    // The shell's texts in the page's language come first (decision 029), then the screen's code (its
    // chunk first); each file is downloaded once.
    const code = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');
    expect(code[0]).toMatch(/^\/assets\/common-[\w-]+\.js$/);
    expect(code[1]).toMatch(screen);
    for (const file of code) expect(requested.filter((p) => p === file), file).toHaveLength(1);
  });
}

for (const { page: name, href, picture, alsoAfter } of PRELOADED_PAGES) {
  test(`the ${name} asks for what its first screen does not need only after its largest paint`, async ({ page }) => {
    await page.goto(href);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(); // the SDK has answered: signed out
    await expect(page.getByRole('contentinfo')).toBeVisible(); // the footer is in
    const expected = [...AFTER_THE_FIRST_SCREEN, ...alsoAfter];
    // A resource is listed once its answer is in.
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
    for (const { what, path } of expected) await expect.poll(async () => (await loaded()).some((p) => path.test(p)), `${what} is loaded`).toBe(true);
    const timing = await page.evaluate(async (picture) => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const largest = (paints as LargestContentfulPaint[]).find((p) => new URL(p.url, location.href).pathname === picture);
      const asked = performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, at: r.startTime }));
      return { painted: largest?.startTime ?? null, asked };
    }, picture);
    expect(timing.painted, `the largest paint is ${picture}`).not.toBeNull();
    for (const { what, path } of expected) {
      const asked = timing.asked.filter((r) => path.test(r.path));
      for (const request of asked) expect(request.at, `${what} (${request.path}) is asked for after the largest paint`).toBeGreaterThan(timing.painted!);
    }
  });
}
