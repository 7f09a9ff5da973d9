import type { Page } from '@playwright/test';
import type { Product } from '#domain/storefront/api/catalog.ts';
import { translate } from '../../server/src/platform/texts.ts';
import { expect, paths, test } from '../fixtures.ts';

const en = translate('en');
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The page is no wider than the phone: nothing a person typed pushes it sideways. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('300 characters in the search and a long name in the cart keep a phone’s page 390 px wide', async ({ page }) => {
  await page.goto(paths.home.href());
  const search = page.getByPlaceholder('Search here...');
  await search.fill('x'.repeat(300));
  // The search takes what the server takes (its q: 100 characters), and the results page stays put.
  await expect(search).toHaveValue('x'.repeat(100));
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=x{100}/);
  await expect(page.getByText(/No products match/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  const longName = `Asus ${'N'.repeat(195)}`;
  await page.evaluate((name) => {
    localStorage.setItem('lumbung:cart', JSON.stringify([{ productId: 'LONG-NAME', name, imageUrl: '/images/products/21.webp', price: 1000, qty: 1 }]));
  }, longName);
  await page.goto(paths.cart.href());
  await expect(page.getByRole('link', { name: longName })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a guest finds Lumbung Rewards in the footer: tiers, earning, and the way to sign up', async ({ page }) => {
  await page.goto(paths.home.href());
  await page.getByRole('contentinfo').getByRole('link', { name: en('common.footer.rewardsInvite') }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.rewards.href()}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Lumbung Rewards' })).toBeVisible();
  await expect(page.getByText('1 point for every Rp 1.000 you pay, times your tier’s multiplier.')).toBeVisible();
  await expect(page.getByText('Points last 12 months from the day you earn them.')).toBeVisible();
  const tiers = page.getByRole('table');
  await expect(tiers.getByRole('row')).toHaveText([/Tier\s*Reached\s*Points per purchase/, /Crew\s*On joining\s*×1$/, /Co-Pilot\s*10,000,000 Tier Points\s*×1\.25/, /Pilot\s*20,000,000 Tier Points\s*×1\.5/]);
  await expect(page.getByText('5,000 points on your birthday.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Sign up and join' }).click();
  await expect(page).toHaveURL(/\/registration\?interaction=/);
});

test('the cart takes no more than the stock and says so as the shopper adds', async ({ page, request }) => {
  const { products } = (await (await request.get('/api/products')).json()) as { products: Product[] };
  const product = products.filter((p) => Number(p.Stock) > 0).sort((a, b) => Number(a.Stock) - Number(b.Stock))[0]!;
  const stock = Number(product.Stock);
  const name = product['Product Name'];
  const atStock = en('shop.cart.atStock', { name, count: stock });

  await page.goto(paths.product.href({ id: product['Product ID'] }));
  const add = page.getByRole('button', { name: 'Add To Cart' });
  for (let i = 0; i < stock; i += 1) await add.click();
  await expect(page.getByText(atStock)).toHaveCount(0);
  await add.click();
  await expect(page.getByText(atStock)).toBeVisible();

  await page.goto(paths.cart.href());
  await expect(page.getByTestId('cart-line-qty')).toHaveText(String(stock));
  await expect(page.getByTestId('cart-line-stock')).toHaveText(`Only ${stock} in stock`);
  await page.getByRole('button', { name: `Add one ${name}` }).click();
  await expect(page.getByText(atStock)).toBeVisible();
  await expect(page.getByTestId('cart-line-qty')).toHaveText(String(stock));
});
