import type { Page } from '@playwright/test';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#domain/platform/language.ts';
import { expect, paths, test } from '../fixtures.ts';
import { DEMO, signIn, type Account } from '../support/sign-in.ts';

/**
 * One language per screen (decision 029): every route, in each language, signed out and as a member, a
 * cashier and an admin. A heading, button, link, label, tab or column header that reads in the other
 * language fails the walk: a word only the other language has, or a text still worded in code. Shop data
 * (what the page's API answers carry: product names, promo copy, categories) and text marked with its
 * own `lang` (the language control names each language in itself) are not the screen's words.
 */

/**
 * Words an Indonesian screen never shows. Loanwords Indonesian shops do use (Promo, Voucher, Email, Flash
 * Sale, Member, Total, Back office) are left out.
 */
const ENGLISH = /\b(the|and|your|you|with|for|of|is|are|this|Add|Remove|Sign (in|up|out)|Log ?in|Logout|Search|View|Show|Back(?! office)|Next|Previous|Save|Cancel|Close|Submit|Send|Continue|Price|Points|Orders?|Cart|Checkout|Help|Home|Products?|Rewards?|Details|Edit|Delete|Date|Name|Password|Phone|Address|Loading|Yes|No)\b/;
/** Words an English screen never shows. */
const INDONESIAN = /\b(dan|yang|untuk|dengan|Anda|kami|ini|dari|tidak|belum|sudah|Simpan|Batal|Kembali|Lanjut|Masuk|Keluar|Cari|Semua|Keranjang|Belanja|Bayar|Hadiah|Tukar|Lihat|Tambah|Hapus|Tutup|Kirim|Pesanan|Harga|Jumlah|Nama|Alamat|Sandi|Beranda)\b/;
const FOREIGN: Record<Language, RegExp> = { id: ENGLISH, en: INDONESIAN };

/** Names that read the same in both languages. */
const BRANDS = /Lumbung Rewards|Lumbung|QRIS|WhatsApp|Google Play|App Store|Google|Facebook|Twitter|LinkedIn|NPWP/g;

/** Who walks which screens: every route, with the account that can open it. */
const WALKS = {
  'signed out': {
    account: null,
    routes: [
      paths.home.href(),
      paths.allProducts.href(),
      paths.allProductsDiscount.href(),
      paths.flashDeals.href(),
      paths.discountProducts.href({ name: 'Gadget' }),
      paths.search.href({ q: 'samsung' }),
      paths.product.href({ id: 1001 }),
      paths.cart.href(),
      paths.checkout.href(),
      paths.trackOrder.href(),
      paths.promoHome.href(),
      paths.promos.href(),
      paths.promoDetail.href({ id: 1 }),
      paths.helpCenter.href(),
      paths.terms.href(),
      paths.registration.href(),
      paths.forgotPassword.href(),
      paths.resetPassword.href(),
      paths.loyalty.href(),
      paths.rewards.href(),
      paths.eReceipt.href({ token: 'no-such-receipt' }),
      '/no/such/page',
    ],
  },
  'as a member': {
    account: DEMO.member,
    routes: [paths.loyalty.href(), paths.memberVouchers.href({ number: '1001' }), paths.pointsHistory.href({ number: '1001' }), paths.orders.href(), paths.profile.href()],
  },
  'as a cashier': {
    account: DEMO.cashier,
    routes: [paths.pos.href({ store: 'grandlucky' }), paths.posReturns.href({ store: 'grandlucky' }), paths.posZReports.href({ store: 'grandlucky', storeId: 'STORE-012' })],
  },
  'as an admin': {
    account: DEMO.admin,
    routes: [
      paths.admin.href(),
      paths.adminMembers.href(),
      paths.adminMember.href({ number: '1001' }),
      paths.adminOrders.href(),
      paths.adminSyncReport.href(),
      paths.adminUsers.href(),
      paths.adminCases.href(),
      paths.adminJourneyEvents.href(),
      paths.adminAudit.href(),
      paths.adminProducts.href(),
      paths.adminProduct.href({ productId: 1001 }),
      paths.adminProductNew.href(),
      paths.adminPosProducts.href(),
      paths.adminPosProductNew.href(),
      paths.adminProgramme.href(),
      paths.adminProgramme.href({ tab: 'earning' }),
      paths.adminProgramme.href({ tab: 'vouchers' }),
      paths.adminProgramme.href({ tab: 'games' }),
      paths.adminPromos.href(),
      paths.adminPromo.href({ id: 1 }),
      paths.adminPromoNew.href(),
      paths.adminHomePage.href(),
      paths.adminSettings.href(),
    ],
  },
} satisfies Record<string, { account: Account | null; routes: string[] }>;

/** Every string in the JSON the page's API calls answered: the shop's own data. */
function collectShopData(page: Page): Set<string> {
  const data = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim().length >= 3) data.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    walk(await response.json().catch(() => null));
  });
  return data;
}

/** The words of the page's headings, controls, labels, tabs and column headers, each with where it is. */
async function screenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const selector = 'h1,h2,h3,h4,h5,h6,button,a,label,legend,th,[role=tab],[role=button],input[placeholder],select option:checked';
    const texts: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility?.() && element.tagName !== 'OPTION') continue;
      const marked = element.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang') !== pageLanguage) continue;
      const parts = [element.innerText, element.getAttribute('aria-label'), element.getAttribute('placeholder'), element.getAttribute('title')];
      for (const part of parts) if (part && part.trim()) texts.push(part.replace(/\s+/g, ' ').trim());
    }
    return texts;
  });
}

/** A catalogue key shown as it is: its namespace never loaded. */
const RAW_KEY = /\b[a-z][A-Za-z]*\.[a-z][A-Za-z]*\.[A-Za-z.]+\b/;

async function walk(page: Page, language: Language, routes: readonly string[], shopData: Set<string>) {
  const foreign: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
    const known = [...shopData].sort((a, b) => b.length - a.length);
    for (const text of await screenWords(page)) {
      let rest = text.replace(BRANDS, ' ');
      for (const datum of known) if (rest.includes(datum)) rest = rest.replaceAll(datum, ' ');
      if (RAW_KEY.test(rest) || FOREIGN[language].test(rest)) foreign.push(`${route}: "${text}"`);
    }
  }
  expect(foreign, `texts not in ${LANGUAGE_NAMES[language]}`).toEqual([]);
}

for (const language of LANGUAGES) {
  test.describe(`every screen in ${LANGUAGE_NAMES[language]}`, () => {
    test.use({ language });
    test.slow(); // a walk through many screens

    for (const [who, { account, routes }] of Object.entries(WALKS)) {
      test(who, async ({ page, consoleGuard }) => {
        // The unknown e-receipt's own answer.
        if (routes.includes(paths.eReceipt.href({ token: 'no-such-receipt' }))) consoleGuard.allow(/status of 404/);
        const shopData = collectShopData(page);
        if (account) await signIn(page, account, routes[0]!);
        await walk(page, language, routes, shopData);
      });
    }
  });
}
