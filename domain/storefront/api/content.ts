/**
 * The storefront's HTTP contract (storefront.md §2-§5): home content, catalogue search, promos,
 * storefront orders and help-center cases. Types only reach the browser; the server validates.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../checkout.ts';
import { CASE_FIELD_LIMITS, caseProblems } from '../help.ts';
import { PROMO_CATEGORIES } from '../promo-categories.ts';
import { product } from './catalog.ts';

// ---------------------------------------------------------------- catalogue search
export const productSearchQuery = z.object({
  q: z.string().trim().max(100).default(''),
  /** A product Category ('smartphones', 'ai phones'); absent or empty for 'All Categories'. */
  category: z.string().trim().max(60).optional(),
});

export const productSearchResponse = z.object({
  query: z.string(),
  category: z.string().nullable(),
  products: z.array(product),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponse>;

/** /discount-products/{name}: the discounted products a Huge Discounts card promises. */
export const discountProductsParams = z.object({ name: z.string().trim().min(1).max(80) });
export const discountProductsResponse = z.object({ name: z.string(), products: z.array(product) });

// ---------------------------------------------------------------- home content (§3 entities)
/** Product card item (carousels): price is what the shopper pays, discount a percent number. */
const productCardItem = z.object({
  id: z.string(),
  name: z.string(),
  img: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
});
export type ProductCardItem = z.infer<typeof productCardItem>;

/** Shop items (ids 7 to 15): the same card, with the discount as a text percent ('12'). */
const shopItem = z.object({
  id: z.string(),
  name: z.string(),
  img: z.string(),
  price: z.number().int(),
  discount: z.string(),
});
export type ShopItem = z.infer<typeof shopItem>;

/** Static discount and new-arrival items: name, cover, price. */
const coverItem = z.object({ name: z.string(), cover: z.string(), price: z.number().int() });
export type CoverItem = z.infer<typeof coverItem>;

const category = z.object({ name: z.string(), image: z.string() });
export type Category = z.infer<typeof category>;

/** Top Categories: a category with its 'N orders this week' caption. */
const topCategory = category.extend({ ordersThisWeek: z.number().int() });
export type TopCategory = z.infer<typeof topCategory>;

const slide = z.object({ id: z.number().int(), title: z.string(), desc: z.string(), cover: z.string() });
export type Slide = z.infer<typeof slide>;

const brand = z.object({ name: z.string(), logo: z.string() });
export type Brand = z.infer<typeof brand>;

const homeBanner = z.object({ title: z.string(), subtitle: z.string(), image: z.string() });
export type HomeBanner = z.infer<typeof homeBanner>;

/** Everything the home page shows, in one answer (one round trip for the first screen). */
export const homeContentResponse = z.object({
  categories: z.array(category),
  slides: z.array(slide),
  flashDeals: z.array(productCardItem),
  topCategories: z.array(topCategory),
  discounts: z.array(coverItem),
  newArrivals: z.array(coverItem),
  brands: z.array(brand),
  shopItems: z.array(shopItem),
  banners: z.array(homeBanner),
});
export type HomeContent = z.infer<typeof homeContentResponse>;

// ---------------------------------------------------------------- promos (§2, §3 Promo)

/** Rich detail content as typed blocks: rendered as elements, never as raw HTML. */
const promoContentBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({ type: z.literal('terms'), items: z.array(z.string()) }),
]);
export type PromoContentBlock = z.infer<typeof promoContentBlock>;

const promo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  category: z.enum(PROMO_CATEGORIES),
  featured: z.boolean(),
  /** Percent as text: '30'. */
  discount: z.string(),
  content: z.array(promoContentBlock),
});
export type Promo = z.infer<typeof promo>;

export const promoListResponse = z.object({ promos: z.array(promo) });
export type PromoList = z.infer<typeof promoListResponse>;

/** Any text: an unknown or malformed id falls back to promo 1 (storefront.md §2). */
export const promoIdParams = z.object({ id: z.string().max(40) });
export const promoDetailResponse = z.object({ promo, others: z.array(promo) });
export type PromoDetail = z.infer<typeof promoDetailResponse>;

// ---------------------------------------------------------------- storefront orders (checkout)
export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

export const orderLine = z.object({
  productId: z.string(),
  productName: z.string(),
  imageUrl: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
});

const order = z.object({
  orderId: z.string(),
  /** Null on the orders placed before the checkout existed (docs/decisions/028-typed-order-columns.md). */
  orderNumber: z.string().nullable().default(null),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  total: z.number().int(),
  lines: z.array(orderLine),
});
export type Order = z.infer<typeof order>;

export const myOrdersResponse = z.object({ orders: z.array(order) });
export type MyOrders = z.infer<typeof myOrdersResponse>;

// ---------------------------------------------------------------- help-center cases (§2, §5)
// Too long is worded from the catalogue (errors.validation.atMostCharacters) with the field named by its path.
const limited = (max: number) => z.string().max(max).default('');

/** The help form as posted (application/x-www-form-urlencoded). */
export const caseSubmission = z.object({
  orgid: z.string().max(40).default(''),
  retURL: z.string().min(1).max(2000),
  name: limited(CASE_FIELD_LIMITS.name),
  email: limited(CASE_FIELD_LIMITS.email),
  phone: limited(CASE_FIELD_LIMITS.phone),
  subject: limited(CASE_FIELD_LIMITS.subject),
  description: limited(CASE_FIELD_LIMITS.description),
  external: z.literal('1'),
}).superRefine((submission, context) => {
  // A description and a way to answer (decision 011; domain/storefront/help.ts, the same rule the help page shows).
  for (const [field, message] of Object.entries(caseProblems(submission))) context.addIssue({ code: 'custom', path: [field], message });
});
export type CaseSubmission = z.infer<typeof caseSubmission>;

export const caseNumberParams = z.object({ caseNumber: z.string().regex(/^CS-[0-9A-Z]{8}$/) });
/** What the help page shows back after a submission: the number and subject, nothing personal. */
export const caseReceipt = z.object({ caseNumber: z.string(), subject: z.string(), createdAt: z.string() });
export type CaseReceipt = z.infer<typeof caseReceipt>;
