/**
 * The back office's shop settings and storefront content (decision 023): the shop's
 * identity (receipts, footer), the POS stores, the promos and the home page's sections. The server
 * validates its bodies with these schemas and the /admin forms validate with the same ones (decision 017).
 */
import { z } from 'zod';
import { imageUrl } from './catalog.ts';
import { normalizePhone } from '../platform/phone.ts';
import { PROMO_CATEGORIES } from '../storefront/promo-categories.ts';
import { STORE_BRANDS } from '../loyalty/vouchers.ts';
import { LANGUAGES } from '../platform/language.ts';
import { TILL_LIMIT_RANGES } from '../pos/till-limits.ts';

// zod's own findings (required, too long, at least / at most) are worded from the catalogue
// (errors.validation); only the rules zod cannot name carry a message of their own.
const required = (max: number) => z.string().trim().max(max).min(1);

// ---------------------------------------------------------------- shop identity (§8)

/**
 * An Indonesian NPWP, normalised: the 15-digit form as 99.999.999.9-999.999, the 16-digit form (the
 * NIK-based number every taxpayer has since 2024) in four groups of four as 0316.8425.9071.2000.
 * Dots, dashes and spaces are ignored; null when it is neither.
 */
export function normalizeNpwp(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[\d.\-\s]+$/.test(trimmed)) return null;
  const d = trimmed.replace(/\D/g, '');
  if (d.length === 15) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}.${d.slice(8, 9)}-${d.slice(9, 12)}.${d.slice(12)}`;
  if (d.length === 16) return `${d.slice(0, 4)}.${d.slice(4, 8)}.${d.slice(8, 12)}.${d.slice(12)}`;
  return null;
}

const NPWP_MESSAGE = 'backOffice.errors.shop.npwp';

/** A setting left empty uses the SHOP_* variable (shown beside the field); a filled one must pass `schema`. */
const optional = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') return '';
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });

const SHOP_FIELD_LIMITS = { name: 120, address: 300 } as const;

/** The till's offline limits (decision 030); absent from a request: left as they are. */
const offlineLimits = {
  offlineMaxHours: z.number('backOffice.errors.shop.offlineMaxHours').int('backOffice.errors.shop.offlineMaxHours').min(1, 'backOffice.errors.shop.offlineMaxHours').max(720, 'backOffice.errors.shop.offlineMaxHours').optional(),
  offlineMaxSaleRupiah: z
    .number('backOffice.errors.shop.offlineMaxSale')
    .int('backOffice.errors.shop.offlineMaxSale')
    .min(1, 'backOffice.errors.shop.offlineMaxSale')
    .max(1_000_000_000_000, 'backOffice.errors.shop.offlineMaxSale')
    .optional(),
};

/** The till's limits (domain/pos/till-limits.ts); absent from a request: left as they are. */
const tillLimit = (field: keyof typeof TILL_LIMIT_RANGES, message: string) =>
  z.number(message).int(message).min(TILL_LIMIT_RANGES[field].min, message).max(TILL_LIMIT_RANGES[field].max, message).optional();
const tillLimits = {
  tillMaxLineQuantity: tillLimit('tillMaxLineQuantity', 'backOffice.errors.shop.tillMaxLineQuantity'),
  tillMaxSaleRupiah: tillLimit('tillMaxSaleRupiah', 'backOffice.errors.shop.tillMaxSale'),
};

export const shopSettingsForm = z.object({
  name: optional(z.string().max(SHOP_FIELD_LIMITS.name)),
  address: optional(z.string().max(SHOP_FIELD_LIMITS.address)),
  npwp: optional(
    z.string().transform((value, context) => {
      const npwp = normalizeNpwp(value);
      if (npwp === null) {
        context.addIssue({ code: 'custom', message: NPWP_MESSAGE });
        return z.NEVER;
      }
      return npwp;
    }),
  ),
  phone: optional(z.string().max(30).refine((value) => normalizePhone(value) !== null, 'backOffice.errors.shop.phone')),
  email: optional(z.email('backOffice.errors.shop.email').max(200)),
  /** The language of visitors who chose none (decision 029); '' (or absent): DEFAULT_LANGUAGE. */
  defaultLanguage: z.enum(['', ...LANGUAGES], { error: 'backOffice.errors.shop.language' }).default(''),
  ...offlineLimits,
  ...tillLimits,
});
export type ShopSettingsForm = z.input<typeof shopSettingsForm>;
export type ShopSettingsValues = z.output<typeof shopSettingsForm>;
export const SHOP_SETTING_FIELDS = ['name', 'address', 'npwp', 'phone', 'email'] as const;
export type ShopSettingField = (typeof SHOP_SETTING_FIELDS)[number];

const shopFields = z.object({ name: z.string(), address: z.string(), npwp: z.string(), phone: z.string(), email: z.string() });
export const shopSettingsResponse = z.object({
  /** What the back office stored: '' where the variable applies. */
  settings: shopFields,
  /** The SHOP_* variables: what an empty setting falls back to. */
  defaults: shopFields,
  /** What receipts and /config.json use now. */
  effective: shopFields.extend({ whatsappNumber: z.string() }),
  /** The shop's default language: as stored ('' = DEFAULT_LANGUAGE), the variable's, and the one pages use now. */
  defaultLanguage: z.object({ setting: z.enum(['', ...LANGUAGES]), default: z.enum(LANGUAGES), effective: z.enum(LANGUAGES) }),
  /** The till's offline limits (decision 030): longest time offline in hours, largest offline sale in rupiah. */
  offline: z.object({ offlineMaxHours: z.number(), offlineMaxSaleRupiah: z.number() }),
  /** The till's limits (domain/pos/till-limits.ts): largest quantity of one line, largest sale in rupiah. */
  till: z.object({ tillMaxLineQuantity: z.number(), tillMaxSaleRupiah: z.number() }),
});
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponse>;

// ---------------------------------------------------------------- POS stores (§8)

export const storeForm = z.object({
  name: required(120),
  brand: z.enum(STORE_BRANDS),
});
export type StoreForm = z.input<typeof storeForm>;

/** A new store names its id once: orders, shifts, returns and Z reports keep it, so it never changes. */
export const newStoreForm = z
  .object({ storeId: z.string().trim().regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'backOffice.errors.shop.storeIdFormat') })
  .and(storeForm);
export type NewStoreForm = z.input<typeof newStoreForm>;

export const adminStore = z.object({
  storeId: z.string(),
  name: z.string(),
  brand: z.string(),
  accountId: z.string(),
  /** POS orders booked at the store. */
  orders: z.number().int(),
});
export type AdminStore = z.infer<typeof adminStore>;
export const storeListResponse = z.object({ stores: z.array(adminStore) });
export type StoreListResponse = z.infer<typeof storeListResponse>;
export const storeIdParams = z.object({ storeId: z.string().max(40) });

// ---------------------------------------------------------------- promos (§2)

const MONTHS_ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** '2026-12-01' as the storefront shows promo dates: '1 Desember 2026'. */
export function promoDateText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS_ID[(month ?? 1) - 1]} ${year}`;
}

/** '1 Desember 2026' back to '2026-12-01'; '' when the text is not such a date. */
export function promoDateIso(textDate: string): string {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(textDate.trim());
  const month = match ? MONTHS_ID.findIndex((m) => m.toLowerCase() === match[2]?.toLowerCase()) : -1;
  if (!match || month < 0) return '';
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
}

const isoDay = () =>
  z
    .string()
    .trim()
    .min(1)
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'backOffice.errors.shop.calendarDay');

const blockText = z.string().trim().min(1).max(2000);
const blockItems = z
  .array(z.string().trim().min(1).max(300))
  .min(1, 'backOffice.errors.shop.atLeastOneItem')
  .max(20);

/** The promo detail's rich content (domain/storefront/api/content.ts promoContentBlock), with limits. */
const promoBlockForm = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: blockText }),
  z.object({ type: z.literal('heading'), text: blockText }),
  z.object({ type: z.literal('list'), items: blockItems }),
  z.object({ type: z.literal('terms'), items: blockItems }),
], { error: 'backOffice.errors.shop.blockType' });
export const PROMO_BLOCK_TYPES = ['paragraph', 'heading', 'list', 'terms'] as const;

/** Every field of the spec's Promo (storefront.md §3); dates as calendar days, shown on the storefront as '1 Desember 2026'. */
export const promoForm = z
  .object({
    title: required(120),
    description: required(500),
    image: imageUrl,
    startDate: isoDay(),
    endDate: isoDay(),
    category: z.enum(PROMO_CATEGORIES),
    featured: z.boolean(),
    discount: z.number().int().min(1).max(99),
    content: z.array(promoBlockForm).max(30),
    active: z.boolean(),
  })
  .superRefine((form, context) => {
    if (form.startDate && form.endDate && form.endDate < form.startDate) context.addIssue({ code: 'custom', path: ['endDate'], message: 'backOffice.errors.shop.endBeforeStart' });
  });
export type PromoForm = z.input<typeof promoForm>;
export type PromoFormValues = z.output<typeof promoForm>;

export const adminPromo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  /** As the storefront shows them ('1 Desember 2026'), and as calendar days for the form. */
  startDate: z.string(),
  endDate: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  category: z.string(),
  featured: z.boolean(),
  discount: z.number().int(),
  content: z.array(promoBlockForm),
  active: z.boolean(),
});
export type AdminPromo = z.infer<typeof adminPromo>;
export const promoListResponse = z.object({ promos: z.array(adminPromo) });
export const promoIdParams = z.object({ id: z.coerce.number({ error: 'backOffice.errors.shop.noSuchPromo' }).int('backOffice.errors.shop.noSuchPromo').min(1, 'backOffice.errors.shop.noSuchPromo').max(1_000_000, 'backOffice.errors.shop.noSuchPromo') });

// ---------------------------------------------------------------- home page sections (§2)

const image = imageUrl;
const caption = (max = 120) => required(max);
const price = z.number().int().min(0).max(1_000_000_000);
/** The home page always shows every section, so none may be left empty. */
const items = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).min(1, 'backOffice.errors.shop.keepOneItem').max(max);

/** The static home sections (storefront_content), each item as the storefront reads it (storefront.md §3). */
export const HOME_SECTIONS = {
  categories: { max: 20, item: z.object({ name: caption(60), image }) },
  slides: { max: 10, item: z.object({ title: caption(), desc: caption(300), cover: image }) },
  topCategories: {
    max: 12,
    item: z.object({ name: caption(60), image, ordersThisWeek: z.number().int().min(0).max(10_000_000) }),
  },
  discounts: { max: 20, item: z.object({ name: caption(80), cover: image, price }) },
  newArrivals: { max: 12, item: z.object({ name: caption(80), cover: image, price }) },
  brands: { max: 20, item: z.object({ name: caption(60), logo: image }) },
  banners: { max: 6, item: z.object({ title: caption(), subtitle: caption(200), image }) },
} as const;
export type HomeSectionName = keyof typeof HOME_SECTIONS;
export const HOME_SECTION_NAMES = Object.keys(HOME_SECTIONS) as HomeSectionName[];

/** One section's items, in order (slides get their ids 1, 2, 3… from the order). */
export const homeSectionForm = z.discriminatedUnion(
  'section',
  [
    z.object({ section: z.literal('categories'), items: items(HOME_SECTIONS.categories.item, HOME_SECTIONS.categories.max) }),
    z.object({ section: z.literal('slides'), items: items(HOME_SECTIONS.slides.item, HOME_SECTIONS.slides.max) }),
    z.object({ section: z.literal('topCategories'), items: items(HOME_SECTIONS.topCategories.item, HOME_SECTIONS.topCategories.max) }),
    z.object({ section: z.literal('discounts'), items: items(HOME_SECTIONS.discounts.item, HOME_SECTIONS.discounts.max) }),
    z.object({ section: z.literal('newArrivals'), items: items(HOME_SECTIONS.newArrivals.item, HOME_SECTIONS.newArrivals.max) }),
    z.object({ section: z.literal('brands'), items: items(HOME_SECTIONS.brands.item, HOME_SECTIONS.brands.max) }),
    z.object({ section: z.literal('banners'), items: items(HOME_SECTIONS.banners.item, HOME_SECTIONS.banners.max) }),
  ],
  { error: 'backOffice.errors.shop.chooseSection' },
);
export type HomeSectionForm = z.input<typeof homeSectionForm>;

/** The curated product lists (product_lists): Flash Deals and the 'Mobile Phones' shop section. */
export const HOME_LISTS = { flashDeals: { list: 'flash-deals' }, shop: { list: 'shop' } } as const;
export type HomeListName = keyof typeof HOME_LISTS;
export const homeListForm = z.object({
  list: z.enum(['flashDeals', 'shop']),
  productIds: z
    .array(z.string().trim().min(1).max(40))
    .min(1, 'backOffice.errors.shop.keepOneProduct')
    .max(30)
    .refine((ids) => new Set(ids).size === ids.length, 'backOffice.errors.shop.productOnce'),
});
export type HomeListForm = z.input<typeof homeListForm>;

const listProduct = z.object({ productId: z.string(), productName: z.string(), imageUrl: z.string(), status: z.string() });
export type HomeListProduct = z.infer<typeof listProduct>;
export const adminHomeResponse = z.object({
  sections: z.object({
    categories: z.array(z.record(z.string(), z.unknown())),
    slides: z.array(z.record(z.string(), z.unknown())),
    topCategories: z.array(z.record(z.string(), z.unknown())),
    discounts: z.array(z.record(z.string(), z.unknown())),
    newArrivals: z.array(z.record(z.string(), z.unknown())),
    brands: z.array(z.record(z.string(), z.unknown())),
    banners: z.array(z.record(z.string(), z.unknown())),
  }),
  /** An inactive product stays in its list but the storefront leaves it out (status shown). */
  lists: z.object({ flashDeals: z.array(listProduct), shop: z.array(listProduct) }),
});
export type AdminHomeResponse = z.infer<typeof adminHomeResponse>;
