import type { Page } from '@playwright/test';
import { translate } from '../../server/src/platform/texts.ts';
import { expect, paths, test } from '../fixtures.ts';

const en = translate('en');

/**
 * The shopper's path through the catalogue and the cart (storefront.md §2, §4). The promo popup is
 * closed by the fixtures whenever it shows up (see fixtures.ts keepPromoPopup).
 */

// Whole rupiah: the amount ends the element's text (an sr-only label may come before it).
const rupiah = (text: string) => new RegExp(`Rp\\s${text.replace(/\./g, '\\.')}$`);
// These tests click cards inside autoplaying carousels; like a visitor who asked for less motion, they
// keep the slides still so a card cannot slide away between finding it and clicking it.
test.use({ reducedMotion: 'reduce' });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

test('home -> product -> cart twice -> reload -> decrease/remove -> checkout', async ({ page, expectAccessible }) => {
  await page.goto(paths.home.href());

  // Home: Flash Deals card opens the product detail.
  const deals = page.getByRole('region', { name: en('shop.home.flashDeals') });
  await deals.getByRole('link', { name: /Xiaomi Redmi 13C 4\/128GB/ }).first().click();
  await expect(page).toHaveURL(/\/all-products\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Xiaomi Redmi 13C 4/128GB' })).toBeVisible();
  await expect(page.getByText('18% Off but not for long')).toBeVisible();
  await expect(page.getByText('In stock: 33')).toBeVisible();
  await expectAccessible();

  // Add to cart twice: added, then increased; the badge counts distinct lines.
  const addToCart = page.getByRole('button', { name: 'Add To Cart' });
  await addToCart.click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  await addToCart.click();
  await expect(toast(page, 'Item quantity increased')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-line-qty')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(rupiah('2.798.000'));

  // The cart survives a reload.
  await page.reload();
  await expect(line.getByTestId('cart-line-qty')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(rupiah('2.798.000'));

  // Plus and minus, with their messages.
  await page.getByRole('button', { name: 'Add one Xiaomi Redmi 13C 4/128GB' }).click();
  await expect(line.getByTestId('cart-line-qty')).toHaveText('3');
  await page.getByRole('button', { name: 'Remove one Xiaomi Redmi 13C 4/128GB' }).click();
  await expect(toast(page, 'Item quantity decreased')).toBeVisible();
  await page.getByRole('button', { name: 'Remove one Xiaomi Redmi 13C 4/128GB' }).click();
  await expect(line.getByTestId('cart-line-qty')).toHaveText('1');
  await expect(page.getByTestId('cart-total')).toHaveText(rupiah('1.399.000'));

  // At qty 1, minus asks first; 'No' keeps the line.
  await page.getByRole('button', { name: 'Remove one Xiaomi Redmi 13C 4/128GB' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure you want to remove this item from the cart?' });
  await expect(question).toBeVisible();
  await expectAccessible();
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toBeHidden();
  await expect(line).toHaveCount(1);

  // The cross asks the same question; 'Yes' removes the line.
  await page.getByRole('button', { name: 'Remove Xiaomi Redmi 13C 4/128GB from the cart' }).click();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Item removed from cart')).toBeVisible();
  await expect(page.getByText('There are no items in the cart.')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');

  // Checkout with an empty cart is refused.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(toast(page, 'Add an item in the cart to checkout')).toBeVisible();

  // Two products from All Products, then checkout: confirmed, recorded on the server, cart emptied.
  await page.goto(paths.allProducts.href());
  await page.getByRole('button', { name: 'Add Samsung Galaxy A15 8/256GB to cart' }).click();
  await page.getByRole('button', { name: 'Add Xiaomi Redmi Buds 5 to cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(rupiah('3.148.000'));

  // The confirmation leads into the checkout page (decision 018; e2e/storefront/checkout.spec.ts places and pays
  // orders); 'No' stays in the cart.
  await page.getByRole('button', { name: 'Checkout' }).click();
  const confirmOrder = page.getByRole('dialog', { name: 'Are you sure you want to order all these products?' });
  await confirmOrder.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await confirmOrder.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('list', { name: 'Order lines' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(rupiah('3.148.000'));
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});

test('cards: heart counters per list, add to cart, percent-off badge only when prices differ', async ({ page }) => {
  await page.goto(paths.home.href());
  const deals = page.getByRole('region', { name: en('shop.home.flashDeals') });
  const shop = page.getByRole('region', { name: 'Mobile Phones' });

  const likeDeal = deals.getByRole('button', { name: 'Like Xiaomi Redmi 13C 4/128GB' });
  await likeDeal.click();
  await likeDeal.click();
  const count = (list: typeof deals, name: string) => list.getByRole('button', { name: `Like ${name}` }).locator('..').getByTestId('heart-count');
  await expect(count(deals, 'Xiaomi Redmi 13C 4/128GB')).toHaveText('2 likes');
  const likeShop = shop.getByRole('button', { name: 'Like Samsung Galaxy Z Flip5 8/256GB' });
  await likeShop.click();
  await expect(count(shop, 'Samsung Galaxy Z Flip5 8/256GB')).toHaveText('1 likes');
  // Galaxy Z Flip5 is in both lists: each list counts its own hearts.
  await expect(count(deals, 'Samsung Galaxy Z Flip5 8/256GB')).toHaveText('0 likes');

  await shop.getByRole('button', { name: 'Add Apple iPhone 15 128GB to cart' }).click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.goto(paths.allProducts.href());
  const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('Xiaomi Redmi 13C 4/128GB').getByText('18% Off')).toBeVisible();
  await expect(card('Xiaomi Redmi 13C 4/128GB').getByText(rupiah('1.699.000'))).toHaveClass(/line-through/);
  await expect(card('Asus Zenfone 11 Ultra 12/256GB').getByText(/% Off/)).toHaveCount(0);
  await expect(card('Asus Zenfone 11 Ultra 12/256GB').getByText(rupiah('9.999.000'))).toHaveCount(1);

  await page.goto(paths.allProductsDiscount.href());
  await expect(page.getByRole('heading', { name: en('shop.lists.allProductsDiscount.title') })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(40);
  await expect(page.getByText(/% Off/)).toHaveCount(0);
});

test('the header search finds products by name, brand and category', async ({ page, expectAccessible }) => {
  await page.goto(paths.terms.href());
  const box = page.getByPlaceholder('Search here...');
  await box.fill('zenfone');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zenfone$/);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(en('shop.search.found', { count: 1 }));
  await expect(page.getByRole('heading', { name: 'Asus Zenfone 11 Ultra 12/256GB' })).toBeVisible();

  // Choosing a category (named as the reader reads it) searches at once.
  await box.fill('samsung');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'AI phones' });
  await expect(page).toHaveURL(/\/search\?q=samsung&category=ai\+phones$/);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(en('shop.search.foundIn', { count: 2, category: 'AI phones' }));
  await expectAccessible();

  await box.fill('nokia');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('All Categories');
  await expect(page.getByText(en('shop.search.none', { q: 'nokia' }))).toBeVisible();
});

test('Huge Discounts cards open their discount list; an unknown product says so', async ({ page, consoleGuard }) => {
  await page.goto(paths.home.href());
  await expect(page.getByRole('heading', { level: 1, name: en('shop.home.title') })).toBeAttached();
  const sections = (['flashDeals', 'topCategories', 'hugeDiscounts', 'newArrivals', 'brands', 'mobilePhones'] as const).map((name) => en(`shop.home.${name}`));
  // The sections under the banner render one after another, a task apart: wait for them all.
  const headings = page.getByRole('heading', { level: 2 });
  await expect.poll(async () => (await headings.allTextContents()).filter((h) => sections.includes(h))).toEqual(sections);
  // The section autoplays (a slide every 3 s), so the Samsung card may sit outside the viewport at any
  // moment and a click can miss it; a keyboard user opens it wherever it is (stop 21's CI failed on a click).
  const samsung = page.getByRole('region', { name: en('shop.home.hugeDiscounts') }).getByRole('link', { name: /Samsung/ }).first();
  await samsung.focus();
  await samsung.press('Enter');
  await expect(page).toHaveURL(/\/discount-products\/Samsung$/);
  await expect(page.getByRole('heading', { name: en('shop.lists.discounts.title', { name: 'Samsung' }) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Samsung Galaxy Z Flip5 8/256GB' })).toBeVisible();

  consoleGuard.allow(/status of 404/); // the browser logs the API's 404 for the unknown product itself
  await page.goto(paths.product.href({ id: 'NOPE-404' }));
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all products' }).click();
  await expect(page).toHaveURL(/\/all-products$/);
});
