import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { receiptUrl } from '#domain/pos/receipt.ts';
import { stopLinkPath } from '#domain/notifications/notifications.ts';
import { referralLinkPath } from '#domain/loyalty/referrals.ts';
import { paths } from './paths.ts';

/** One href per route, with awkward values where the route takes any. */
const examples: { [Name in keyof typeof paths]: string } = {
  home: paths.home.href(),
  cart: paths.cart.href(),
  checkout: paths.checkout.href(),
  orderStatus: paths.orderStatus.href({ orderNumber: 'LMB-7K3QX9PA' }),
  trackOrder: paths.trackOrder.href({ number: 'LMB-7K3QX9PA' }),
  paySimulator: paths.paySimulator.href({ chargeId: 'sim_0123' }),
  login: paths.login.href(),
  registration: paths.registration.href(),
  forgotPassword: paths.forgotPassword.href(),
  resetPassword: paths.resetPassword.href({ ticket: 'a+b/c=' }),
  authCallback: paths.authCallback.href(),
  helpCenter: paths.helpCenter.href(),
  terms: paths.terms.href(),
  legacyTerms: paths.legacyTerms.href(),
  allProducts: paths.allProducts.href(),
  allProductsDiscount: paths.allProductsDiscount.href(),
  product: paths.product.href({ id: 'EF/ACC 001' }),
  flashDeals: paths.flashDeals.href(),
  discountProducts: paths.discountProducts.href({ name: 'Kopi & Teh' }),
  search: paths.search.href({ q: 'kopi susu', category: 'Food & Drink' }),
  profile: paths.profile.href(),
  orders: paths.orders.href(),
  promoHome: paths.promoHome.href(),
  promos: paths.promos.href(),
  promoDetail: paths.promoDetail.href({ id: 3 }),
  rewards: paths.rewards.href(),
  loyalty: paths.loyalty.href({ number: '1001' }),
  memberVouchers: paths.memberVouchers.href({ number: 'M 1001' }),
  pointsHistory: paths.pointsHistory.href({ number: '1001' }),
  pos: paths.pos.href({ store: 'indomaret' }),
  posReturns: paths.posReturns.href({ store: 'grandlucky' }),
  posZReports: paths.posZReports.href({ store: 'grandlucky', storeId: 'STORE-001' }),
  posZReport: paths.posZReport.href({ store: 'grandlucky', storeId: 'STORE-001', zNumber: 7 }),
  eReceipt: paths.eReceipt.href({ token: '0123456789abcdef0123456789abcdef' }),
  stopMessages: paths.stopMessages.href({ channel: 'whatsapp', token: 'Ab-9_xYz' }),
  referral: paths.referral.href({ code: 'K7M2PQ9X' }),
  admin: paths.admin.href(),
  adminMembers: paths.adminMembers.href({ q: 'Budi S' }),
  adminMember: paths.adminMember.href({ number: 'M-1001' }),
  adminOrders: paths.adminOrders.href({ q: 'LMB-7K3QX9PA', channel: 'store:STORE-001', status: 'returned', from: '2026-11-01', to: '2026-11-30' }),
  adminStorefrontOrder: paths.adminStorefrontOrder.href({ orderNumber: 'LMB-7K3QX9PA' }),
  adminPosOrder: paths.adminPosOrder.href({ transactionNumber: 'POS-1763868000-ab12' }),
  adminSyncReport: paths.adminSyncReport.href({ storeId: 'STORE-001', deviceId: 'K7Q2-M9XA' }),
  adminLatePayments: paths.adminLatePayments.href(),
  adminUsers: paths.adminUsers.href({ q: 'kasir@' }),
  adminCases: paths.adminCases.href({ status: 'in_progress', q: 'kettle' }),
  adminCase: paths.adminCase.href({ caseNumber: 'CS-7KQ2M9XA' }),
  adminJourneyEvents: paths.adminJourneyEvents.href({ status: 'failed' }),
  adminMailLog: paths.adminMailLog.href({ q: 'budi@example.com' }),
  adminMailLogMessage: paths.adminMailLogMessage.href({ id: '42' }),
  adminProducts: paths.adminProducts.href({ q: 'galaxy s', brand: 'Samsung', status: 'Inactive', page: 2 }),
  adminProductNew: paths.adminProductNew.href(),
  adminProduct: paths.adminProduct.href({ productId: 'HAP-IP-14PL-CON' }),
  adminPosProducts: paths.adminPosProducts.href({ brand: 'erafone', q: '8991234000015' }),
  adminPosProductNew: paths.adminPosProductNew.href(),
  adminPosProduct: paths.adminPosProduct.href({ id: 'P001' }),
  adminProgramme: paths.adminProgramme.href({ tab: 'games' }),
  adminAudit: paths.adminAudit.href({ entity: 'member', entityId: '1001', from: '2026-11-01', to: '2026-11-30' }),
  adminPromos: paths.adminPromos.href(),
  adminPromoNew: paths.adminPromoNew.href(),
  adminPromo: paths.adminPromo.href({ id: '2' }),
  adminHomePage: paths.adminHomePage.href({ section: 'flashDeals' }),
  adminSettings: paths.adminSettings.href(),
  notFound: paths.notFound.href({ '*': 'no/such page' }),
};

const pathnameOf = (href: string) => new URL(href, 'http://localhost').pathname;

describe('paths', () => {
  it('serves the e-receipt and the stop page where the server’s links point (domain/pos/receipt.ts, domain/notifications)', () => {
    expect(receiptUrl('https://shop.example', 'abc')).toBe(`https://shop.example${paths.eReceipt.href({ token: 'abc' })}`);
    expect(stopLinkPath('email', 'Ab-9_xYz')).toBe(paths.stopMessages.href({ channel: 'email', token: 'Ab-9_xYz' }));
    expect(referralLinkPath('K7M2PQ9X')).toBe(paths.referral.href({ code: 'K7M2PQ9X' }));
  });

  it.each(Object.entries(examples))('%s: its href matches its own pattern', (name, href) => {
    const { pattern } = paths[name as keyof typeof paths];
    expect(matchPath(pattern, pathnameOf(href)), `${href} against ${pattern}`).not.toBeNull();
  });

  it('gives every route its own pattern, and the patterns the router needs', () => {
    const patterns = Object.values(paths).map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(paths.home.pattern).toBe('/');
    expect(paths.product.pattern).toBe('/all-products/:id');
    expect(paths.promoDetail.pattern).toBe('/promo-news/:id?');
    expect(paths.notFound.pattern).toBe('*');
  });

  it('builds the plain routes as they are written', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.cart.href()).toBe('/cart');
    expect(paths.terms.href()).toBe('/terms-and-conditions');
    expect(paths.legacyTerms.href()).toBe('/termsNconditions');
    expect(paths.pos.href({ store: 'indomaret' })).toBe('/pos/indomaret');
  });

  it('encodes path params, which the router gives back as they were', () => {
    expect(examples.product).toBe('/all-products/EF%2FACC%20001');
    expect(examples.discountProducts).toBe('/discount-products/Kopi%20%26%20Teh');
    const match = matchPath(paths.product.pattern, examples.product);
    expect(decodeURIComponent(match?.params.id ?? '')).toBe('EF/ACC 001');
    expect(paths.notFound.href({ '*': 'no/such page' })).toBe('/no/such%20page');
  });

  it('encodes query values and leaves out optional ones not given', () => {
    expect(examples.search).toBe('/search?q=kopi+susu&category=Food+%26+Drink');
    expect(new URL(examples.search, 'http://localhost').searchParams.get('category')).toBe('Food & Drink');
    expect(paths.search.href({ q: '' })).toBe('/search?q=');
    expect(examples.resetPassword).toBe('/reset-password?ticket=a%2Bb%2Fc%3D');
    expect(paths.resetPassword.href()).toBe('/reset-password');
    expect(paths.loyalty.href()).toBe('/loyalty');
    expect(paths.loyalty.href({ number: '1001' })).toBe('/loyalty?number=1001');
    expect(examples.memberVouchers).toBe('/my-voucher?number=M+1001');
    expect(paths.pointsHistory.href({ number: '1001' })).toBe('/poin-history?number=1001');
  });

  it('promo detail: the id is optional (/promo-news shows promo 1), utm tags in a fixed order', () => {
    expect(paths.promoDetail.href()).toBe('/promo-news');
    expect(matchPath(paths.promoDetail.pattern, '/promo-news')?.params.id).toBeUndefined();
    expect(paths.promoDetail.href({ id: 999 })).toBe('/promo-news/999');
    expect(matchPath(paths.promoDetail.pattern, '/promo-news/999')?.params.id).toBe('999');
    expect(paths.promoDetail.href({ utm_campaign: 'promo', id: 1, utm_source: 'web' })).toBe(
      '/promo-news/1?utm_source=web&utm_campaign=promo',
    );
  });

  it('types the params from the pattern and the declared query keys', () => {
    // @ts-expect-error a product needs its id
    expect(() => paths.product.href()).toThrow('missing id');
    // @ts-expect-error the member's vouchers need the membership number
    paths.memberVouchers.href({});
    // @ts-expect-error the home page takes no params
    paths.home.href({ id: 1 });
    // @ts-expect-error only declared query keys
    paths.loyalty.href({ number: '1', page: 2 });
  });
});
