/**
 * Every route of both specs, one entry each: the `pattern` the router matches (routes.tsx maps it to
 * its screen) and a typed `href` that builds a URL for it. Links, navigation and the Playwright tests
 * use `href`; route strings are not written anywhere else.
 *
 * `href` takes the pattern's `:params` (`:id?` is optional) and the route's declared query keys
 * (`'ticket?'` is optional) in one object; values are URL-encoded.
 */

type ParamValue = string | number;

type Segments<Pattern extends string> = Pattern extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : Pattern;
/** A `*` splat is a param named `*`, as in react-router's `generatePath`. */
type RequiredName<Key extends string> = Key extends `:${string}?` | `${string}?`
  ? never
  : Key extends `:${infer Name}`
    ? Name
    : Key;
type OptionalName<Key extends string> = Key extends `:${infer Name}?` | `${infer Name}?` ? Name : never;
type PathKeys<Pattern extends string> = Extract<Segments<Pattern>, `:${string}` | '*'>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type HrefParams<Pattern extends string, Query extends string> = Simplify<
  { [K in RequiredName<PathKeys<Pattern> | Query>]: ParamValue } & {
    [K in OptionalName<PathKeys<Pattern> | Query>]?: ParamValue;
  }
>;
type HrefArgs<Params> = [keyof Params] extends [never] ? [] : Partial<Params> extends Params ? [params?: Params] : [params: Params];

export interface Route<Pattern extends string, Query extends string> {
  /** The router's path pattern (react-router syntax). */
  readonly pattern: Pattern;
  href(...args: HrefArgs<HrefParams<Pattern, Query>>): string;
}

const encodeSegment = (name: string, value: ParamValue): string =>
  // A splat may span segments: its slashes stay, everything else is encoded.
  name === '*' ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value));

function route<const Pattern extends string, const Query extends string = never>(
  pattern: Pattern,
  options: { query?: readonly Query[] } = {},
): Route<Pattern, Query> {
  const queryKeys = (options.query ?? []).map((key) => key.replace(/\?$/, ''));
  return {
    pattern,
    href(...[params = {}]: [Record<string, ParamValue | undefined>?]) {
      const path = pattern
        .split('/')
        .flatMap((segment) => {
          if (segment !== '*' && !segment.startsWith(':')) return [segment];
          const name = segment.replace(/^:/, '').replace(/\?$/, '');
          const value = params[name];
          if (value === undefined) {
            if (segment.endsWith('?')) return [];
            throw new Error(`${pattern}: missing ${name}`);
          }
          return [encodeSegment(name, value)];
        })
        .join('/');
      const search = new URLSearchParams();
      for (const key of queryKeys) {
        const value = params[key];
        if (value !== undefined) search.set(key, String(value));
      }
      const qs = search.toString();
      return `${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
    },
  } as Route<Pattern, Query>;
}

export const paths = {
  home: route('/'),
  cart: route('/cart'),
  /** The checkout page the cart's confirmation leads to (decision 018). */
  checkout: route('/checkout'),
  /** An order's status and payment (guests: after checkout, or found by number + e-mail). */
  orderStatus: route('/orders/:orderNumber'),
  /** Find an order by its number and e-mail (the order e-mails link here). */
  trackOrder: route('/track-order', { query: ['number?'] }),
  /** The embedded payment gateway's "bank app" (development and demos). */
  paySimulator: route('/pay/:chargeId'),
  login: route('/login'),
  registration: route('/registration'),
  forgotPassword: route('/forgot-password'),
  /** The form a password reset e-mail links to (embedded identity provider). */
  resetPassword: route('/reset-password', { query: ['ticket?'] }),
  /** Where the identity provider sends the browser back after sign-in. */
  authCallback: route('/callback'),
  helpCenter: route('/servicepage'),
  terms: route('/terms-and-conditions'),
  /** The Sign Up page's terms link (storefront.md §2) points here; routes.tsx redirects it to the terms. */
  legacyTerms: route('/termsNconditions'),
  allProducts: route('/all-products'),
  allProductsDiscount: route('/all-products-discount'),
  product: route('/all-products/:id'),
  flashDeals: route('/flash-deals'),
  discountProducts: route('/discount-products/:name'),
  search: route('/search', { query: ['q', 'category?'] }),
  profile: route('/profile'),
  orders: route('/orders'),
  promoHome: route('/promo-home'),
  promos: route('/promo'),
  /** /promo-news without an id shows promo 1 (storefront.md §2); promo cards add their utm tags. */
  promoDetail: route('/promo-news/:id?', { query: ['utm_source?', 'utm_campaign?'] }),
  loyalty: route('/loyalty', { query: ['number?'] }),
  /** What Lumbung Rewards is and how to join, for guests (the footer's invitation). */
  rewards: route('/rewards'),
  memberVouchers: route('/my-voucher', { query: ['number'] }),
  pointsHistory: route('/poin-history', { query: ['number'] }),
  /** A message's stop link (decision 032); domain/notifications/notifications.ts stopLinkPath builds the server's links. */
  stopMessages: route('/berhenti/:channel/:token'),
  /** A member's referral link (decision 033); domain/loyalty/referrals.ts referralLinkPath builds the same. */
  referral: route('/r/:code'),
  pos: route('/pos/:store'),
  /** Returns at the till (find the sale, manager approval, return receipt; decision 016). */
  posReturns: route('/pos/:store/returns'),
  /** A store's Z-reports, and one to view and print (decision 014). */
  posZReports: route('/pos/:store/z-reports', { query: ['storeId'] }),
  posZReport: route('/pos/:store/z-reports/:storeId/:zNumber'),
  /** The public e-receipt behind a receipt's QR code (decision 015); domain/pos/receipt.ts E_RECEIPT_PATH_PREFIX builds the server's links. */
  eReceipt: route('/receipt/:token'),
  /** The back office (decision 017): lazily loaded, for managers and admins. */
  admin: route('/admin'),
  adminMembers: route('/admin/members', { query: ['q?'] }),
  adminMember: route('/admin/members/:number'),
  adminOrders: route('/admin/orders', { query: ['q?', 'channel?', 'status?', 'from?', 'to?'] }),
  adminStorefrontOrder: route('/admin/orders/storefront/:orderNumber'),
  adminPosOrder: route('/admin/orders/pos/:transactionNumber'),
  /** What had changed when tills synced sales made offline, per store and device (decision 030). */
  adminSyncReport: route('/admin/orders/sync-report', { query: ['storeId?', 'deviceId?'] }),
  adminLatePayments: route('/admin/orders/late-payments'),
  adminUsers: route('/admin/users', { query: ['q?'] }),
  adminCases: route('/admin/cases', { query: ['status?', 'q?'] }),
  adminCase: route('/admin/cases/:caseNumber'),
  adminJourneyEvents: route('/admin/journey-events', { query: ['status?'] }),
  /** The e-mail log (decision 035), admins only. */
  adminMailLog: route('/admin/email-log', { query: ['q?'] }),
  adminMailLogMessage: route('/admin/email-log/:id'),
  adminProducts: route('/admin/products', { query: ['q?', 'category?', 'brand?', 'status?', 'page?'] }),
  adminProductNew: route('/admin/products/new'),
  adminProduct: route('/admin/products/:productId'),
  adminPosProducts: route('/admin/pos-products', { query: ['q?', 'brand?', 'category?', 'status?', 'page?'] }),
  adminPosProductNew: route('/admin/pos-products/new'),
  adminPosProduct: route('/admin/pos-products/:id'),
  adminProgramme: route('/admin/programme', { query: ['tab?'] }),
  adminAudit: route('/admin/audit', { query: ['user?', 'entity?', 'entityId?', 'from?', 'to?'] }),
  /** Promos, the home page's sections, shop settings and stores (decision 023). */
  adminPromos: route('/admin/promos'),
  adminPromoNew: route('/admin/promos/new'),
  adminPromo: route('/admin/promos/:id'),
  adminHomePage: route('/admin/home-page', { query: ['section?'] }),
  adminSettings: route('/admin/settings'),
  /** Any other path: the not-found page. */
  notFound: route('*'),
} as const;
